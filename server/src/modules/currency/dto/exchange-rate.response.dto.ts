import { ApiProperty } from '@nestjs/swagger';
import { readOnlyFields } from '../../../common/http/read-only.js';
import { currencyOf, DISPLAY_CURRENCY_CODES, type DisplayCurrencyCode, FOREIGN_CURRENCY_CODES, type ForeignCurrencyCode } from '../currency.js';
import type { ExchangeRateRow } from '../exchange-rate.repository.js';
import type { SetExchangeRateDto } from './set-exchange-rate.dto.js';

/** A currency the storefront can show prices in, with how to show them. */
export class DisplayCurrencyDto {
  @ApiProperty({ enum: DISPLAY_CURRENCY_CODES })
  code: DisplayCurrencyCode;
  /** As a shopper reads it: "US dollar". */
  name: string;
  /** The BCP 47 locale its amounts are formatted in (symbol, grouping): "en-US"; "en-IN" for the rupee. */
  locale: string;
  /** Rupees one unit buys, at most 4 decimals; 1 for the rupee. Prices in rupees are divided by it. */
  inrPerUnit: number;
  /** When staff last set the rate; null for the rupee. */
  updatedAt: Date | null;
}

export class CurrenciesResponseDto {
  /** The rupee first, then each foreign currency that has a rate, in the shop's order (USD, EUR, GBP, AED, SGD, CAD, AUD). */
  currencies: DisplayCurrencyDto[];
}

/** One foreign currency in the console's "Exchange rates": every one is listed, with a null rate while it has none. */
export class ExchangeRateAdminDto {
  /** The currency code, react-admin's id. */
  @ApiProperty({ enum: FOREIGN_CURRENCY_CODES })
  id: ForeignCurrencyCode;
  @ApiProperty({ enum: FOREIGN_CURRENCY_CODES })
  currency: ForeignCurrencyCode;
  name: string;
  /** Rupees per unit, at most 4 decimals; null while the currency has no rate (the storefront does not offer it). */
  inrPerUnit: number | null;
  updatedAt: Date | null;
  /** The e-mail of the staff member who set it; null when there is no rate or their account is gone. */
  updatedBy: string | null;
}

/** What the console's PUT takes back from the record and ignores: all but the rate is the currency's own. */
export const EXCHANGE_RATE_ADMIN_READ_ONLY = readOnlyFields<ExchangeRateAdminDto, SetExchangeRateDto>()(['id', 'currency', 'name', 'updatedAt', 'updatedBy']);

/** pg answers numeric as a string; 4 decimals fit a double exactly enough to print back the same digits. */
const rateOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

export function toDisplayCurrencyDto(code: DisplayCurrencyCode, inrPerUnit: number, updatedAt: Date | null): DisplayCurrencyDto {
  const { name, locale } = currencyOf(code);
  return { code, name, locale, inrPerUnit, updatedAt };
}

export function toExchangeRateAdminDto(row: ExchangeRateRow): ExchangeRateAdminDto {
  return {
    id: row.currency,
    currency: row.currency,
    name: currencyOf(row.currency).name,
    inrPerUnit: rateOrNull(row.inr_per_unit),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_email,
  };
}
