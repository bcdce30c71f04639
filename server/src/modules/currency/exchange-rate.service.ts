import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { filterCodes } from '../../common/http/list-filter.js';
import { type ListQuery, listSort, mapPage } from '../../common/http/simple-rest.js';
import { inOrderOf } from '../../common/in-order.js';
import { Transactions } from '../../database/transactions.js';
import { currencyOf, type DisplayCurrencyCode, FOREIGN_CURRENCY_CODES, type ForeignCurrencyCode, HOME_CURRENCY, isForeignCurrency } from './currency.js';
import {
  type CurrenciesResponseDto,
  type ExchangeRateAdminDto,
  toDisplayCurrencyDto,
  toExchangeRateAdminDto,
} from './dto/exchange-rate.response.dto.js';
import type { SetExchangeRateDto } from './dto/set-exchange-rate.dto.js';
import { exchangeRateErrors } from './exchange-rate.errors.js';
import { ExchangeRateRepository } from './exchange-rate.repository.js';
import { EXCHANGE_RATE_CONFIRM_ABOVE_PERCENT, exchangeRateNeedsConfirmation, toRateUnits } from './exchange-rate.rules.js';

/** The console's sortable fields of "Exchange rates": the shop's order of currencies unless asked (id too). */
export const EXCHANGE_RATE_SORT = listSort({ currency: 'c.position', inrPerUnit: 'r.inr_per_unit', updatedAt: 'r.updated_at' }, 'c.code COLLATE "C"', {
  field: 'currency',
  order: 'ASC',
});

/** The currency an order's prices were shown in and the rupees per unit in force then (1 for the rupee). */
export type OrderDisplay = { currency: DisplayCurrencyCode; rate: number };

const rupeesPerUnit = (rate: number) => `₹${rate.toLocaleString('en-IN', { maximumFractionDigits: 4 })}`;

/**
 * Exchange rates of the display currencies (issue 17): everyone reads them to see prices in their currency; admins
 * set them, each change recorded; an order records the rate in force when it is placed. Nothing is charged at them:
 * the gateway charges rupees.
 */
@Injectable()
export class ExchangeRateService {
  constructor(
    private readonly rates: ExchangeRateRepository,
    private readonly transactions: Transactions,
  ) {}

  /** The rupee, then each foreign currency that has a rate, in the shop's order. */
  async currencies(): Promise<CurrenciesResponseDto> {
    const foreign = inOrderOf(FOREIGN_CURRENCY_CODES, await this.rates.current(), (row) => row.currency, (code, row) =>
      toDisplayCurrencyDto(code, Number(row.inr_per_unit), row.updated_at),
    );
    return { currencies: [toDisplayCurrencyDto(HOME_CURRENCY, 1, null), ...foreign] };
  }

  async list(query: ListQuery): Promise<{ rows: ExchangeRateAdminDto[]; total: number }> {
    return mapPage(await this.rates.list(query, filterCodes(query.filter, isForeignCurrency, 'currency codes')), toExchangeRateAdminDto);
  }

  async get(currency: string): Promise<ExchangeRateAdminDto> {
    return toExchangeRateAdminDto(await this.rates.one(knownCurrency(currency)));
  }

  /**
   * Sets a currency's rate: under a lock on it, refuses a jump of more than 10 % without `confirm`, then writes the rate
   * and records the change. The rate it already has changes nothing (the console sends the record back whole).
   */
  async set(caller: AuthUser, currencyParam: string, dto: SetExchangeRateDto): Promise<ExchangeRateAdminDto> {
    const currency = knownCurrency(currencyParam);
    return this.transactions.run(async (manager) => {
      const current = await this.rates.lock(manager, currency);
      if (current !== null && toRateUnits(current) === toRateUnits(dto.inrPerUnit)) return toExchangeRateAdminDto(await this.rates.one(currency, manager));
      if (exchangeRateNeedsConfirmation(current, dto.inrPerUnit) && dto.confirm !== true) {
        throw exchangeRateErrors.needsConfirmation(
          `${rupeesPerUnit(dto.inrPerUnit)} per ${currencyOf(currency).name} is more than ${EXCHANGE_RATE_CONFIRM_ABOVE_PERCENT} % away from ` +
            `the current ${rupeesPerUnit(current ?? 0)}: send confirm: true to set it.`,
        );
      }
      await this.rates.set(manager, { currency, oldRate: current, newRate: dto.inrPerUnit, changedBy: caller.id, changedByEmail: caller.email });
      return toExchangeRateAdminDto(await this.rates.one(currency, manager));
    });
  }

  /**
   * The display an order records (place-order's `currency`, absent: the rupee): the rate read in the order's
   * transaction, never the client's. A currency without a rate is refused rather than recorded at a made-up one.
   */
  async orderDisplay(code: DisplayCurrencyCode | undefined, manager: EntityManager): Promise<OrderDisplay> {
    if (code === undefined || !isForeignCurrency(code)) return { currency: HOME_CURRENCY, rate: 1 };
    const rate = await this.rates.rateOf(code, manager);
    if (rate === undefined) throw exchangeRateErrors.noRate(code);
    return { currency: code, rate };
  }
}

function knownCurrency(currency: string): ForeignCurrencyCode {
  if (!isForeignCurrency(currency)) throw exchangeRateErrors.unknownCurrency();
  return currency;
}
