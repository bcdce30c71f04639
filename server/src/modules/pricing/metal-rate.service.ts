import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { filterCodes, filterOneOf } from '../../common/http/list-filter.js';
import { type ListQuery, listSort, mapPage } from '../../common/http/simple-rest.js';
import { inOrderOf } from '../../common/in-order.js';
import { toPaise } from '../../common/money.js';
import { Transactions } from '../../database/transactions.js';
import type { SetMetalRateDto } from './dto/set-metal-rate.dto.js';
import {
  type MetalRateAdminDto,
  type MetalRateChangeDto,
  type MetalRatesResponseDto,
  toMetalRateAdminDto,
  toMetalRateChangeDto,
  toMetalRateDto,
} from './dto/metal-rate.response.dto.js';
import { metalRateErrors } from './metal-rate.errors.js';
import { MetalRateRepository } from './metal-rate.repository.js';
import { CONFIRM_ABOVE_PERCENT, confirmationNeeded } from './metal-rate.rules.js';
import { isPurityCode, METALS, PURITIES, PURITY_CODES, type PurityCode, purityOf } from './metal.js';

/** The console's sortable fields of "Today's rates": the purity table's order unless asked (id too). */
// The id (purity code) sorts as react-admin's client would sort it, byte by byte.
export const METAL_RATE_SORT = listSort({ purity: 'p.position', ratePerGram: 'r.rate_paise_per_gram', updatedAt: 'r.updated_at' }, 'p.code COLLATE "C"', {
  field: 'purity',
  order: 'ASC',
});

/** The history's sortable fields; newest first unless asked. */
export const METAL_RATE_CHANGE_SORT = listSort(
  { changedAt: 'c.changed_at', purity: 'c.purity', newRatePerGram: 'c.new_rate_paise_per_gram', repriced: 'c.repriced' },
  'c.id',
  { field: 'changedAt', order: 'DESC' },
);

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/**
 * Today's metal rates (issue 16): everyone reads them; admins set them, each change recorded and repricing every
 * rate-linked piece of its purity in the same transaction, so a shopper never sees a rate and prices that disagree.
 */
@Injectable()
export class MetalRateService {
  constructor(
    private readonly rates: MetalRateRepository,
    private readonly transactions: Transactions,
  ) {}

  async current(): Promise<MetalRatesResponseDto> {
    const rates = inOrderOf(PURITY_CODES, await this.rates.current(), (row) => row.purity, (code, row) =>
      toMetalRateDto(code, row.rate_paise_per_gram, row.updated_at),
    );
    return { rates };
  }

  async list(query: ListQuery): Promise<{ rows: MetalRateAdminDto[]; total: number }> {
    return mapPage(await this.rates.list(
      query,
      PURITIES.map((purity) => purity.metal),
      { purities: filterCodes(query.filter, isPurityCode, 'purity codes'), metal: filterOneOf(query.filter, 'metal', METALS) },
    ), toMetalRateAdminDto);
  }

  async get(purity: string): Promise<MetalRateAdminDto> {
    return toMetalRateAdminDto(await this.rates.one(knownPurity(purity)));
  }

  /**
   * Sets a purity's rate: under a lock on it, refuses 0 or a jump of more than 20 % without `confirm`, then writes the
   * rate, reprices its rate-linked pieces and records the change, all in one transaction. The rate it already has
   * changes nothing (the console sends the record back whole): no history row, the same updatedAt.
   */
  async set(caller: AuthUser, purityParam: string, dto: SetMetalRateDto): Promise<MetalRateAdminDto> {
    const purity = knownPurity(purityParam);
    const newPaise = toPaise(dto.ratePerGram);
    return this.transactions.run(async (manager) => {
      const currentPaise = await this.rates.lock(manager, purity);
      if (currentPaise === newPaise) return toMetalRateAdminDto(await this.rates.one(purity, manager));
      const reason = confirmationNeeded(currentPaise, newPaise);
      if (reason !== null && dto.confirm !== true) throw metalRateErrors.needsConfirmation(confirmationMessage(purity, currentPaise, newPaise, reason));
      await this.rates.set(manager, purity, newPaise, caller.id);
      const repriced = await this.rates.reprice(manager, purity, newPaise);
      await this.rates.recordChange(manager, { purity, oldPaise: currentPaise, newPaise, changedBy: caller.id, changedByEmail: caller.email, repriced });
      return toMetalRateAdminDto(await this.rates.one(purity, manager));
    });
  }

  async changes(query: ListQuery): Promise<{ rows: MetalRateChangeDto[]; total: number }> {
    return mapPage(await this.rates.changes(query, filterOneOf(query.filter, 'purity', PURITY_CODES)), toMetalRateChangeDto);
  }
}

function knownPurity(purity: string): PurityCode {
  if (!isPurityCode(purity)) throw metalRateErrors.unknownPurity();
  return purity;
}

function confirmationMessage(purity: PurityCode, currentPaise: number | null, newPaise: number, reason: 'zero' | 'jump'): string {
  const { label } = purityOf(purity);
  if (reason === 'zero') {
    return `A rate of ₹0 would price every rate-linked ${label} piece at its making and stones alone: send confirm: true to set it.`;
  }
  return (
    `${rupees(newPaise)} a gram is more than ${CONFIRM_ABOVE_PERCENT} % away from today's ${rupees(currentPaise ?? 0)} for ${label}: ` +
    'send confirm: true to set it.'
  );
}
