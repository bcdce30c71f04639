import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsString, Length, Matches, Max, Min, ValidateIf } from 'class-validator';
import { AcceptsReadOnly, readOnlyFields } from '../../../common/http/read-only.js';
import { toRupees } from '../../../common/money.js';
import type { DeliveryZoneRow } from '../delivery.repository.js';
import { LEGAL_COD_MAX_PAISE, ZONE_KINDS, type ZoneKind } from '../delivery.rules.js';

// A fee or threshold above ₹10 lakh is a typo, not a price.
const MAX_RUPEES = 1_000_000;
const money = (field: string) => `${field} must be rupees from 0 to ${MAX_RUPEES} with at most 2 decimals`;
const COD_LIMIT_MESSAGE = `codLimit must be rupees above 0 and below ${toRupees(LEGAL_COD_MAX_PAISE + 1)} (no cash of ₹2 lakh or more, Income-tax Act s. 269ST), or null`;
const upper = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim().toUpperCase() : item)) : value);
const trimmed = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value);

/** A delivery zone as the console writes it (create and replace). */
@AcceptsReadOnly(readOnlyFields<DeliveryZoneDto, SaveDeliveryZoneDto>()(['id', 'createdAt', 'updatedAt']))
export class SaveDeliveryZoneDto {
  @IsString({ message: 'name must be text' })
  @Length(1, 80, { message: 'name must be 1 to 80 characters' })
  name: string;

  @ApiProperty({ enum: ZONE_KINDS })
  @IsIn(ZONE_KINDS, { message: 'kind must be india or abroad' })
  kind: ZoneKind;

  /** India: PIN ranges '302001-302039' or single PINs. Empty with no states: the rest of India. */
  @IsArray({ message: 'pinRanges must be a list' })
  @ArrayMaxSize(200, { message: 'pinRanges may hold at most 200 ranges' })
  @Transform(trimmed)
  @Matches(/^[1-9]\d{5}(\s*[-–]\s*[1-9]\d{5})?$/, { each: true, message: 'each of pinRanges must be a PIN code or a range such as 302001-302039' })
  pinRanges: string[];

  /** India: two-digit GST state codes ('08' Rajasthan). */
  @IsArray({ message: 'stateCodes must be a list' })
  @ArrayMaxSize(40, { message: 'stateCodes may hold at most 40 codes' })
  @Matches(/^\d{2}$/, { each: true, message: 'each of stateCodes must be a two-digit GST state code such as 08' })
  stateCodes: string[];

  /** Abroad: ISO 3166-1 alpha-2 country codes. Empty: the rest of the world. */
  @IsArray({ message: 'countries must be a list' })
  @ArrayMaxSize(250, { message: 'countries may hold at most 250 codes' })
  @Transform(upper)
  @Matches(/^[A-Z]{2}$/, { each: true, message: 'each of countries must be a two-letter ISO country code such as US' })
  countries: string[];

  /** First match wins: lower positions are tried first. */
  @IsInt({ message: 'position must be a whole number' })
  @Min(0, { message: 'position must be from 0 to 10000' })
  @Max(10_000, { message: 'position must be from 0 to 10000' })
  position: number;

  @IsInt({ message: 'transitMinDays must be a whole number of business days from 0 to 60' })
  @Min(0, { message: 'transitMinDays must be a whole number of business days from 0 to 60' })
  @Max(60, { message: 'transitMinDays must be a whole number of business days from 0 to 60' })
  transitMinDays: number;

  @IsInt({ message: 'transitMaxDays must be a whole number of business days from 0 to 60' })
  @Min(0, { message: 'transitMaxDays must be a whole number of business days from 0 to 60' })
  @Max(60, { message: 'transitMaxDays must be a whole number of business days from 0 to 60' })
  transitMaxDays: number;

  /** Rupees of shipping (0: free). */
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: money('fee') })
  @Min(0, { message: money('fee') })
  @Max(MAX_RUPEES, { message: money('fee') })
  fee: number;

  /** Rupees of order (after discount) from which shipping is free; null: never. */
  @ValidateIf((_dto, value) => value !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: money('freeAbove') })
  @Min(0, { message: money('freeAbove') })
  @Max(MAX_RUPEES, { message: money('freeAbove') })
  freeAbove: number | null;

  /** Cash on delivery offered; never abroad. */
  @IsBoolean({ message: 'codOffered must be true or false' })
  codOffered: boolean;

  /** The largest order in rupees COD takes; null: up to the legal cap. */
  @ValidateIf((_dto, value) => value !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: COD_LIMIT_MESSAGE })
  @Min(0.01, { message: COD_LIMIT_MESSAGE })
  @Max(toRupees(LEGAL_COD_MAX_PAISE), { message: COD_LIMIT_MESSAGE })
  codLimit: number | null;
}

/** A delivery zone in the console's "Delivery zones". */
export class DeliveryZoneDto {
  id: string;
  name: string;
  @ApiProperty({ enum: ZONE_KINDS })
  kind: ZoneKind;
  pinRanges: string[];
  stateCodes: string[];
  countries: string[];
  position: number;
  transitMinDays: number;
  transitMaxDays: number;
  /** Rupees. */
  fee: number;
  /** Rupees; null: never free. */
  freeAbove: number | null;
  codOffered: boolean;
  /** Rupees; null: up to the legal cap. */
  codLimit: number | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export function toDeliveryZoneDto(row: DeliveryZoneRow): DeliveryZoneDto {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    pinRanges: row.pin_ranges,
    stateCodes: row.state_codes,
    countries: row.countries,
    position: row.position,
    transitMinDays: row.transit_min_days,
    transitMaxDays: row.transit_max_days,
    fee: toRupees(row.fee_paise),
    freeAbove: row.free_above_paise === null ? null : toRupees(row.free_above_paise),
    codOffered: row.cod_offered,
    codLimit: row.cod_limit_paise === null ? null : toRupees(row.cod_limit_paise),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
