import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsString, IsUUID, Length, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { type Gender, GENDERS } from '../../catalog/entities/product.entity.js';
import { trim } from '../gift-form.js';
import { GIFT_MESSAGES } from './add-gift.dto.js';

const trimEach = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value);

/** Spec 7 `gift-update` (JSON): the gift and the fields to change; fields left out keep their value, the slug always does. */
export class UpdateGiftDto {
  /** The gift to change. */
  @IsUUID('all', { message: 'giftId must be the id of a gift' })
  giftId: string;

  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: GIFT_MESSAGES.name })
  @Length(2, 200, { message: GIFT_MESSAGES.name })
  name?: string;

  @IsOptionalButNotNull()
  @IsString({ message: GIFT_MESSAGES.description })
  @MaxLength(5000, { message: GIFT_MESSAGES.description })
  description?: string;

  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray({ message: GIFT_MESSAGES.points })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.points })
  @IsString({ each: true, message: GIFT_MESSAGES.points })
  @Length(1, 300, { each: true, message: GIFT_MESSAGES.points })
  points?: string[];

  /** List price in rupees, more than 0, at most 2 decimals. */
  @IsOptionalButNotNull()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: GIFT_MESSAGES.price })
  @Min(0.01, { message: GIFT_MESSAGES.price })
  @Max(10_000_000, { message: GIFT_MESSAGES.price })
  price?: number;

  /** Percent off, 0–100. */
  @IsOptionalButNotNull()
  @IsInt({ message: GIFT_MESSAGES.discount })
  @Min(0, { message: GIFT_MESSAGES.discount })
  @Max(100, { message: GIFT_MESSAGES.discount })
  discount?: number;

  /** Pieces in stock, 0 or more. */
  @IsOptionalButNotNull()
  @IsInt({ message: GIFT_MESSAGES.stock })
  @Min(0, { message: GIFT_MESSAGES.stock })
  @Max(1_000_000, { message: GIFT_MESSAGES.stock })
  stock?: number;

  @IsOptionalButNotNull()
  @IsIn(GENDERS, { message: GIFT_MESSAGES.gender })
  gender?: Gender;

  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: GIFT_MESSAGES.brand })
  @MaxLength(100, { message: GIFT_MESSAGES.brand })
  brand?: string;

  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray({ message: GIFT_MESSAGES.colors })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.colors })
  @IsString({ each: true, message: GIFT_MESSAGES.colors })
  @Length(1, 40, { each: true, message: GIFT_MESSAGES.colors })
  colors?: string[];

  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray({ message: GIFT_MESSAGES.sizes })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.sizes })
  @IsString({ each: true, message: GIFT_MESSAGES.sizes })
  @Length(1, 40, { each: true, message: GIFT_MESSAGES.sizes })
  sizes?: string[];
}
