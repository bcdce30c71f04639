import { type TransformFnParams, plainToInstance, Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNumber, IsOptional, IsString, Length, Matches, Max, Min, ValidateNested } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { trim } from '../../../common/http/trim.js';
import { normaliseHuid, PURITY_CODES, type PurityCode } from '../../pricing/metal.js';
import { MAKING_KINDS, type MakingKind, PRICINGS, type Pricing } from '../entities/product.entity.js';

/** The most other charges a piece lists: stones, enamel, a chain. */
export const MAX_CHARGES = 10;

export const COMPOSITION_MESSAGES = {
  pricing: `pricing must be one of ${PRICINGS.join(', ')}`,
  purity: `purity must be one of ${PURITY_CODES.join(', ')}, or null for a piece of no precious metal`,
  netWeight: 'netWeight must be a number of grams from 0 to 100000, with at most 3 decimals',
  makingKind: `makingKind must be one of ${MAKING_KINDS.join(', ')}`,
  makingValue: 'makingValue must be a number from 0 to 10000000 with at most 2 decimals (rupees per gram, a percent, or rupees)',
  charges: `charges must be a list of at most ${MAX_CHARGES} charges, each {label, amount}`,
  label: 'label must be text of 1 to 40 characters',
  amount: 'amount must be a number of rupees from 0 to 10000000, with at most 2 decimals',
  hsn: 'hsn must be an HSN code of 4 to 8 digits, e.g. 7113',
  huid: 'huid must be the 6 letters or digits of the BIS hallmark, or null',
} as const;

/** A stone or other charge billed with the piece, in rupees. */
export class ChargeDto {
  /** What it is, 1 to 40 characters: "CZ", "ruby", "enamel". */
  @Transform(trim)
  @IsString({ message: COMPOSITION_MESSAGES.label })
  @Length(1, 40, { message: COMPOSITION_MESSAGES.label })
  label: string;

  /** Rupees, 0 or more, at most 2 decimals. */
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: COMPOSITION_MESSAGES.amount })
  @Min(0, { message: COMPOSITION_MESSAGES.amount })
  @Max(10_000_000, { message: COMPOSITION_MESSAGES.amount })
  amount: number;
}

/**
 * The charges as a list of ChargeDto to validate: a JSON array arrives as one (a multipart form sends it as JSON
 * text); anything else is left for the checks to name.
 */
function chargesFrom({ value }: TransformFnParams): unknown {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (!Array.isArray(list)) return list;
  return list.map((item: unknown) => (item !== null && typeof item === 'object' && !Array.isArray(item) ? plainToInstance(ChargeDto, item) : item));
}

/** A HUID as it is stored (trimmed, upper case); null and anything not text as sent. */
const huidFrom = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? normaliseHuid(value) : value);

/**
 * What a piece is made of and how it is priced (issue 16), as the console's product and gift saves take it. Every field
 * is optional: on create it takes the default named beside it, on replace it keeps its value. No doc comments on the
 * rules that differ by DTO: this class is intersected into SaveProductDto and the gifts' DTOs, which document them.
 */
export class ProductCompositionDto {
  /** 'fixed': the price sent is the price; 'rate_linked': the price is computed from today's rate for the purity (a price sent is ignored). Default fixed. */
  @IsOptionalButNotNull()
  @IsIn(PRICINGS, { message: COMPOSITION_MESSAGES.pricing })
  pricing?: Pricing;

  /** Metal and purity, e.g. gold_22k; null for a plated or fashion piece. Default null. */
  @IsOptional()
  @IsIn(PURITY_CODES, { message: COMPOSITION_MESSAGES.purity })
  purity?: PurityCode | null;

  /** Net metal weight in grams, at most 3 decimals; more than 0 for a rate-linked piece. Default 0. */
  @IsOptionalButNotNull()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 }, { message: COMPOSITION_MESSAGES.netWeight })
  @Min(0, { message: COMPOSITION_MESSAGES.netWeight })
  @Max(100_000, { message: COMPOSITION_MESSAGES.netWeight })
  netWeight?: number;

  /** How making is charged: per_gram (₹ per gram of net weight), percent (of the metal value) or fixed (₹ for the piece). Default fixed. */
  @IsOptionalButNotNull()
  @IsIn(MAKING_KINDS, { message: COMPOSITION_MESSAGES.makingKind })
  makingKind?: MakingKind;

  /** ₹ per gram, a percent (at most 100) or ₹, as makingKind says; at most 2 decimals. Default 0. */
  @IsOptionalButNotNull()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: COMPOSITION_MESSAGES.makingValue })
  @Min(0, { message: COMPOSITION_MESSAGES.makingValue })
  @Max(10_000_000, { message: COMPOSITION_MESSAGES.makingValue })
  makingValue?: number;

  /** Stones and other charges in rupees, at most 10 (a JSON array as text in a form). Default none. */
  @IsOptionalButNotNull()
  @Transform(chargesFrom)
  @IsArray({ message: COMPOSITION_MESSAGES.charges })
  @ArrayMaxSize(MAX_CHARGES, { message: COMPOSITION_MESSAGES.charges })
  @ValidateNested({ each: true, message: COMPOSITION_MESSAGES.charges })
  charges?: ChargeDto[];

  /** HSN code the piece is billed under, 4 to 8 digits. Default 7113 for a piece with a purity, 7117 without. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: COMPOSITION_MESSAGES.hsn })
  @Matches(/^[0-9]{4,8}$/, { message: COMPOSITION_MESSAGES.hsn })
  hsn?: string;

  /** BIS hallmark unique ID: 6 letters or digits (stored upper case), unique; only for a piece with a purity. Default null. */
  @IsOptional()
  @Transform(huidFrom)
  @IsString({ message: COMPOSITION_MESSAGES.huid })
  @Matches(/^[A-Z0-9]{6}$/, { message: COMPOSITION_MESSAGES.huid })
  huid?: string | null;
}
