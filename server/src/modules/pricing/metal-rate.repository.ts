import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { queryPreparedOn } from '../../database/prepared.js';
import type { ListQuery } from '../../common/http/simple-rest.js';
import { queryPage } from '../../database/paginate.js';
import { isPurityCode, PURITY_CODES, type PurityCode } from './metal.js';
import type { MetalRates } from './product-pricing.js';

/**
 * Today's rates as one JSON value, `{ "<purity>": <paise per gram>, … }` (`{}` before any), for a statement that reads
 * them beside what it reads for itself (placing an order reads them with its locks); `ratesOf` makes them MetalRates.
 */
export const CURRENT_RATES_JSON = `(SELECT coalesce(json_object_agg(purity, rate_paise_per_gram), '{}') FROM metal_rates)`;

/** The rates of a CURRENT_RATES_JSON value: every purity code the app knows that has one. */
export function ratesOf(json: Record<string, number | string | null>): MetalRates {
  return new Map(
    Object.entries(json).flatMap(([purity, rate]) => (isPurityCode(purity) && rate !== null ? [[purity as PurityCode, Number(rate)] as const] : [])),
  );
}

/** Today's rates (paise per gram) of every purity that has one, read in the caller's transaction. */
export async function currentRates(manager: EntityManager): Promise<MetalRates> {
  const [row] = await queryPreparedOn<{ rates: Record<string, number | null> }>(manager, 'pricing_current_rates', `SELECT ${CURRENT_RATES_JSON} AS rates`);
  return ratesOf(row?.rates ?? {});
}

/** A purity's rate as the console lists it: every purity, its rate and who set it null while it has none. */
export type MetalRateRow = {
  purity: PurityCode;
  rate_paise_per_gram: number | null;
  updated_at: Date | null;
  updated_by_email: string | null;
  /** What the rate's last change repriced; 0 before any. */
  repriced: number;
};

/** One change of a rate, as the history lists it. */
export type MetalRateChangeRow = {
  id: string;
  purity: PurityCode;
  old_rate_paise_per_gram: number | null;
  new_rate_paise_per_gram: number;
  changed_by_email: string;
  changed_at: Date;
  repriced: number;
};

/** Which rates the console's list shows; each absent key filters nothing. */
export type MetalRateListFilter = { purities?: readonly PurityCode[]; metal?: string };

/** A purity's rate in force and when it was set. */
export type CurrentMetalRate = { purity: PurityCode; rate_paise_per_gram: number; updated_at: Date };

/** A change of rate to record: who made it, from what to what, and how many pieces it repriced. */
export type NewMetalRateChange = {
  purity: PurityCode;
  oldPaise: number | null;
  newPaise: number;
  changedBy: string;
  changedByEmail: string;
  repriced: number;
};

// Every purity in the order of the purity table, with the metal of each: the console lists them all, rate or not.
const PURITIES_SQL = `unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(code, metal, position)`;
// A rate's columns as the console shows it, for `r` (metal_rates) of purity `code`: who set it, and what its last change repriced.
const RATE_COLUMNS = (code: string) => `r.rate_paise_per_gram, r.updated_at, u.email AS updated_by_email, coalesce(
  (SELECT c.repriced FROM metal_rate_changes c WHERE c.purity = ${code} ORDER BY c.changed_at DESC, c.id DESC LIMIT 1), 0) AS repriced`;

/**
 * The SQL of today's rates and their history, and the one statement that reprices the rate-linked pieces. Methods
 * taking a `manager` run inside the caller's transaction.
 */
@Injectable()
export class MetalRateRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The purities that have a rate, with it and when it was set. */
  async current(): Promise<CurrentMetalRate[]> {
    return (await this.dataSource.query('SELECT purity, rate_paise_per_gram, updated_at FROM metal_rates')) as CurrentMetalRate[];
  }

  /** One page of the console's list of every purity (`metals[i]` the metal of `PURITY_CODES[i]`). */
  async list(query: ListQuery, metals: readonly string[], filter: MetalRateListFilter): Promise<{ rows: MetalRateRow[]; total: number }> {
    return queryPage<MetalRateRow>(
      this.dataSource,
      query,
      {
        select: `p.code AS purity, ${RATE_COLUMNS('p.code')}`,
        from: PURITIES_SQL,
        joins: 'LEFT JOIN metal_rates r ON r.purity = p.code LEFT JOIN users u ON u.id = r.updated_by',
        where: '($3::text[] IS NULL OR p.code = ANY($3)) AND ($4::text IS NULL OR p.metal = $4)',
      },
      [PURITY_CODES, metals, filter.purities ?? null, filter.metal ?? null],
    );
  }

  /** One purity's rate as the console shows it (null rate while it has none). */
  async one(purity: PurityCode, manager: EntityManager = this.dataSource.manager): Promise<MetalRateRow> {
    const [row] = (await manager.query(
      `SELECT $1::text AS purity, ${RATE_COLUMNS('$1')}
       FROM (SELECT 1) AS one LEFT JOIN metal_rates r ON r.purity = $1 LEFT JOIN users u ON u.id = r.updated_by`,
      [purity],
    )) as MetalRateRow[];
    return row!;
  }

  /**
   * Locks a purity's rate until the transaction ends and answers it (null while it has none). The row lock serialises
   * two changes of one rate; the transaction's advisory lock does the same for two first rates, when there is no row
   * to lock yet.
   */
  async lock(manager: EntityManager, purity: PurityCode): Promise<number | null> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('metal_rates:' || $1))`, [purity]);
    const [row] = (await manager.query('SELECT rate_paise_per_gram FROM metal_rates WHERE purity = $1 FOR UPDATE', [purity])) as { rate_paise_per_gram: number }[];
    return row ? Number(row.rate_paise_per_gram) : null;
  }

  async set(manager: EntityManager, purity: PurityCode, ratePaise: number, userId: string): Promise<void> {
    await manager.query(
      `INSERT INTO metal_rates (purity, rate_paise_per_gram, updated_by, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (purity) DO UPDATE SET rate_paise_per_gram = EXCLUDED.rate_paise_per_gram, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [purity, ratePaise, userId],
    );
  }

  /**
   * Reprices every rate-linked piece of a purity at `ratePaise` in one statement (rate_linked_price_paise, migration
   * 1765310000000: pricing/price.ts rateLinkedPrice in SQL) and answers how many prices changed; pieces whose price
   * stays the same are not written, so nothing is notified or rewritten for them. Each piece's new price is computed
   * once (the subquery; OFFSET 0 keeps it from being pulled up), not once to compare and again to set. The outer
   * conditions are asked again of a row another transaction changed meanwhile (an order's stock, a piece made fixed):
   * a piece no longer rate-linked to this purity is left alone. Its composition cannot change meanwhile: a save of a
   * rate-linked piece share-locks the rate row this change holds (rateForPricing).
   */
  async reprice(manager: EntityManager, purity: PurityCode, ratePaise: number): Promise<number> {
    const [row] = (await manager.query(
      `WITH repriced AS (
         UPDATE products SET price_paise = n.price_paise
         FROM (SELECT id, rate_linked_price_paise(net_weight_mg, $2, making_kind, making_value, charges) AS price_paise
               FROM products WHERE pricing = 'rate_linked' AND purity = $1 OFFSET 0) n
         WHERE products.id = n.id AND products.pricing = 'rate_linked' AND products.purity = $1 AND products.price_paise <> n.price_paise
         RETURNING 1)
       SELECT count(*)::int AS repriced FROM repriced`,
      [purity, ratePaise],
    )) as { repriced: number }[];
    return row?.repriced ?? 0;
  }

  async recordChange(manager: EntityManager, change: NewMetalRateChange): Promise<void> {
    await manager.query(
      `INSERT INTO metal_rate_changes (purity, old_rate_paise_per_gram, new_rate_paise_per_gram, changed_by, changed_by_email, repriced)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [change.purity, change.oldPaise, change.newPaise, change.changedBy, change.changedByEmail, change.repriced],
    );
  }

  /** One page of the history of changes, and the count of all it could show. */
  async changes(query: ListQuery, purity: PurityCode | undefined): Promise<{ rows: MetalRateChangeRow[]; total: number }> {
    return queryPage<MetalRateChangeRow>(
      this.dataSource,
      query,
      {
        select: 'c.id, c.purity, c.old_rate_paise_per_gram, c.new_rate_paise_per_gram, c.changed_by_email, c.changed_at, c.repriced',
        from: 'metal_rate_changes c',
        where: '($1::text IS NULL OR c.purity = $1)',
      },
      [purity ?? null],
    );
  }
}
