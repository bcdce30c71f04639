import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/http/simple-rest.js';
import { queryPage } from '../../database/paginate.js';
import { FOREIGN_CURRENCY_CODES, type ForeignCurrencyCode } from './currency.js';

/** A foreign currency's rate as the console lists it: every currency, its rate and who set it null while it has none. */
export type ExchangeRateRow = {
  currency: ForeignCurrencyCode;
  /** numeric, as pg answers it: a decimal string. */
  inr_per_unit: string | null;
  updated_at: Date | null;
  updated_by_email: string | null;
};

/** A currency's rate in force (numeric `inr_per_unit` as a decimal string) and when it was set. */
export type CurrentExchangeRate = { currency: ForeignCurrencyCode; inr_per_unit: string; updated_at: Date };

/** A change of rate to record: who made it, from what to what (rupees per unit). */
export type NewExchangeRateChange = { currency: ForeignCurrencyCode; oldRate: number | null; newRate: number; changedBy: string; changedByEmail: string };

// Every foreign currency in the shop's order: the console lists them all, rate or not.
const CURRENCIES_SQL = `unnest($1::text[]) WITH ORDINALITY AS c(code, position)`;
const RATE_COLUMNS = `r.inr_per_unit, r.updated_at, u.email AS updated_by_email`;

/** The SQL of exchange rates and their history. Methods taking a `manager` run inside the caller's transaction. */
@Injectable()
export class ExchangeRateRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The currencies that have a rate, with it and when it was set. */
  async current(): Promise<CurrentExchangeRate[]> {
    return (await this.dataSource.query('SELECT currency, inr_per_unit, updated_at FROM exchange_rates')) as CurrentExchangeRate[];
  }

  /** One page of the console's list of every foreign currency. */
  async list(query: ListQuery, currencies: readonly ForeignCurrencyCode[] | undefined): Promise<{ rows: ExchangeRateRow[]; total: number }> {
    return queryPage<ExchangeRateRow>(
      this.dataSource,
      query,
      {
        select: `c.code AS currency, ${RATE_COLUMNS}`,
        from: CURRENCIES_SQL,
        joins: 'LEFT JOIN exchange_rates r ON r.currency = c.code LEFT JOIN users u ON u.id = r.updated_by',
        where: '($2::text[] IS NULL OR c.code = ANY($2))',
      },
      [FOREIGN_CURRENCY_CODES, currencies ?? null],
    );
  }

  /** One currency's rate as the console shows it (null rate while it has none). */
  async one(currency: ForeignCurrencyCode, manager: EntityManager = this.dataSource.manager): Promise<ExchangeRateRow> {
    const [row] = (await manager.query(
      `SELECT $1::text AS currency, ${RATE_COLUMNS}
       FROM (SELECT 1) AS one LEFT JOIN exchange_rates r ON r.currency = $1 LEFT JOIN users u ON u.id = r.updated_by`,
      [currency],
    )) as ExchangeRateRow[];
    return row!;
  }

  /** The rate in force (rupees per unit), read in the caller's transaction; undefined while the currency has none. */
  async rateOf(currency: ForeignCurrencyCode, manager: EntityManager): Promise<number | undefined> {
    const [row] = (await manager.query('SELECT inr_per_unit FROM exchange_rates WHERE currency = $1', [currency])) as { inr_per_unit: string }[];
    return row ? Number(row.inr_per_unit) : undefined;
  }

  /**
   * Locks a currency's rate until the transaction ends and answers it (null while it has none); the advisory lock
   * serialises two first rates, when there is no row to lock yet.
   */
  async lock(manager: EntityManager, currency: ForeignCurrencyCode): Promise<number | null> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('exchange_rates:' || $1))`, [currency]);
    const [row] = (await manager.query('SELECT inr_per_unit FROM exchange_rates WHERE currency = $1 FOR UPDATE', [currency])) as { inr_per_unit: string }[];
    return row ? Number(row.inr_per_unit) : null;
  }

  /** Sets the rate and records the change, in one statement. */
  async set(manager: EntityManager, change: NewExchangeRateChange): Promise<void> {
    await manager.query(
      `WITH rate AS (
         INSERT INTO exchange_rates (currency, inr_per_unit, updated_by, updated_at) VALUES ($1, $3, $4, now())
         ON CONFLICT (currency) DO UPDATE SET inr_per_unit = EXCLUDED.inr_per_unit, updated_by = EXCLUDED.updated_by, updated_at = now()
       )
       INSERT INTO exchange_rate_changes (currency, old_inr_per_unit, new_inr_per_unit, changed_by, changed_by_email) VALUES ($1, $2, $3, $4, $5)`,
      [change.currency, change.oldRate, change.newRate, change.changedBy, change.changedByEmail],
    );
  }
}
