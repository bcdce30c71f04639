import { ApiProperty } from '@nestjs/swagger';
import { readOnlyFields } from '../../../common/http/read-only.js';
import { toRupees } from '../../../common/money.js';
import { METALS, PURITY_CODES, type Metal, type PurityCode, purityOf } from '../metal.js';
import type { MetalRateChangeRow, MetalRateRow } from '../metal-rate.repository.js';
import type { SetMetalRateDto } from './set-metal-rate.dto.js';

/** Today's rate of one metal and purity, as the storefront's rate strip shows it. */
export class MetalRateDto {
  @ApiProperty({ enum: PURITY_CODES })
  purity: PurityCode;
  @ApiProperty({ enum: METALS })
  metal: Metal;
  /** Karats, for gold only. */
  karat: number | null;
  /** Parts of pure metal per thousand, as hallmarked: 916 for 22 karat. */
  fineness: number;
  /** As a shopper reads it: "22K gold (916)". */
  label: string;
  /** Rupees per gram, at most 2 decimals. */
  ratePerGram: number;
  updatedAt: Date;
}

export class MetalRatesResponseDto {
  /** The purities that have a rate, in the order of the purity table (24K, 22K, 18K, 14K gold, silver 999, 925, platinum 950). */
  rates: MetalRateDto[];
}

/** One purity in the console's "Today's rates": every purity is listed, with a null rate while it has none. */
export class MetalRateAdminDto {
  /** The purity code, react-admin's id. */
  @ApiProperty({ enum: PURITY_CODES })
  id: PurityCode;
  @ApiProperty({ enum: PURITY_CODES })
  purity: PurityCode;
  @ApiProperty({ enum: METALS })
  metal: Metal;
  label: string;
  /** Rupees per gram; null while the purity has no rate. */
  ratePerGram: number | null;
  updatedAt: Date | null;
  /** The e-mail of the staff member who set it; null when there is no rate or their account is gone. */
  updatedBy: string | null;
  /** Rate-linked pieces of the purity whose price the last change of this rate moved; 0 before any. */
  repriced: number;
}

/** One change of a rate in the history. */
export class MetalRateChangeDto {
  id: string;
  @ApiProperty({ enum: PURITY_CODES })
  purity: PurityCode;
  label: string;
  /** Rupees per gram before; null for the purity's first rate. */
  oldRatePerGram: number | null;
  /** Rupees per gram set. */
  newRatePerGram: number;
  /** The e-mail of the staff member who made it, kept even after their account is gone. */
  changedBy: string;
  changedAt: Date;
  /** Rate-linked pieces whose price the change moved. */
  repriced: number;
}

/** What the console's PUT takes back from the record and ignores: all but the rate is the purity's own. */
export const METAL_RATE_ADMIN_READ_ONLY = readOnlyFields<MetalRateAdminDto, SetMetalRateDto>()(['id', 'purity', 'metal', 'label', 'updatedAt', 'updatedBy', 'repriced']);

const rupeesOrNull = (paise: number | null): number | null => (paise === null ? null : toRupees(Number(paise)));

export function toMetalRateDto(purity: PurityCode, ratePaise: number, updatedAt: Date): MetalRateDto {
  const { metal, karat, fineness, label } = purityOf(purity);
  return { purity, metal, karat, fineness, label, ratePerGram: toRupees(Number(ratePaise)), updatedAt };
}

export function toMetalRateAdminDto(row: MetalRateRow): MetalRateAdminDto {
  const { metal, label } = purityOf(row.purity);
  return {
    id: row.purity,
    purity: row.purity,
    metal,
    label,
    ratePerGram: rupeesOrNull(row.rate_paise_per_gram),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_email,
    repriced: row.repriced,
  };
}

export function toMetalRateChangeDto(row: MetalRateChangeRow): MetalRateChangeDto {
  return {
    id: row.id,
    purity: row.purity,
    label: purityOf(row.purity).label,
    oldRatePerGram: rupeesOrNull(row.old_rate_paise_per_gram),
    newRatePerGram: toRupees(Number(row.new_rate_paise_per_gram)),
    changedBy: row.changed_by_email,
    changedAt: row.changed_at,
    repriced: row.repriced,
  };
}
