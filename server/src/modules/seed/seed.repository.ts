import type { EntityManager, QueryDeepPartialEntity, QueryRunner } from 'typeorm';
import { User } from '../auth/entities/user.entity.js';
import { Category } from '../catalog/entities/category.entity.js';
import { Product } from '../catalog/entities/product.entity.js';
import { Banner } from '../content/entities/banner.entity.js';
import { Blog } from '../content/entities/blog.entity.js';
import { Coupon } from '../coupon/entities/coupon.entity.js';
import { Review } from '../review/entities/review.entity.js';

// The SQL of loading the demo shop: one bulk statement per table, each inside the seeding transaction (`manager`).

/** Takes the session-level advisory lock `key` if it is free; answers whether it did. */
export async function tryAdvisoryLock(runner: QueryRunner, key: number): Promise<boolean> {
  const [row] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [key])) as { locked: boolean }[];
  return row.locked;
}

export async function advisoryUnlock(runner: QueryRunner, key: number): Promise<void> {
  await runner.query('SELECT pg_advisory_unlock($1)', [key]);
}

/** Whether there are no categories and no products. */
export async function catalogueEmpty(manager: EntityManager): Promise<boolean> {
  const [row] = (await manager.query('SELECT NOT EXISTS (SELECT 1 FROM categories) AND NOT EXISTS (SELECT 1 FROM products) AS empty')) as {
    empty: boolean;
  }[];
  return row.empty;
}

/** Inserts the categories; answers their ids by slug. */
export async function insertCategories(manager: EntityManager, rows: QueryDeepPartialEntity<Category>[]): Promise<Map<string, string>> {
  const inserted = await manager.createQueryBuilder().insert().into(Category).values(rows).returning(['id', 'slug']).execute();
  return new Map((inserted.raw as { id: string; slug: string }[]).map((row) => [row.slug, row.id]));
}

/** Inserts the accounts whose e-mails are free; those taken are kept as they are. */
export async function insertAccountsIfNew(manager: EntityManager, rows: QueryDeepPartialEntity<User>[]): Promise<void> {
  await manager.createQueryBuilder().insert().into(User).values(rows).orIgnore().execute();
}

/** The accounts with these e-mails (given lower-case), with their roles. */
export async function accountsByEmail(manager: EntityManager, emails: string[]): Promise<{ id: string; email: string; role: string }[]> {
  return (await manager.query('SELECT id, lower(email) AS email, role FROM users WHERE lower(email) = ANY($1)', [emails])) as {
    id: string;
    email: string;
    role: string;
  }[];
}

/** Inserts products (gifts among them); answers their ids in order. */
export async function insertProducts(manager: EntityManager, rows: QueryDeepPartialEntity<Product>[]): Promise<string[]> {
  const inserted = await manager.createQueryBuilder().insert().into(Product).values(rows).returning(['id']).execute();
  return (inserted.raw as { id: string }[]).map((row) => row.id);
}

export async function insertReviews(manager: EntityManager, rows: QueryDeepPartialEntity<Review>[]): Promise<void> {
  await manager.createQueryBuilder().insert().into(Review).values(rows).execute();
}

/** Ratings from the reviews themselves, as the review module keeps them: mean of visible reviews, 2 decimals. */
export async function refreshRatings(manager: EntityManager): Promise<void> {
  await manager.query(`
      UPDATE products p SET rating = s.rating, review_count = s.count
      FROM (SELECT product_id, round(avg(rating), 2) AS rating, count(*) AS count FROM reviews WHERE NOT hidden GROUP BY product_id) s
      WHERE p.id = s.product_id`);
}

export async function insertBanners(manager: EntityManager, rows: QueryDeepPartialEntity<Banner>[]): Promise<void> {
  await manager.createQueryBuilder().insert().into(Banner).values(rows).execute();
}

/** Inserts the coupons whose codes are free (a code staff already created is kept as they made it); answers how many. */
export async function insertCouponsIfNew(manager: EntityManager, rows: QueryDeepPartialEntity<Coupon>[]): Promise<number> {
  const inserted = await manager.createQueryBuilder().insert().into(Coupon).values(rows).orIgnore().returning(['id']).execute();
  return (inserted.raw as unknown[]).length;
}

/** Inserts the journal's posts; answers how many. */
export async function insertBlogs(manager: EntityManager, rows: QueryDeepPartialEntity<Blog>[]): Promise<number> {
  const inserted = await manager.createQueryBuilder().insert().into(Blog).values(rows).returning(['id']).execute();
  return (inserted.raw as unknown[]).length;
}

/** The first admin account (the one the shop was set up with), to sign the demo rates; undefined when there is none yet. */
export async function firstAdmin(manager: EntityManager): Promise<{ id: string; email: string } | undefined> {
  const rows = (await manager.query(`SELECT id, email FROM users WHERE role = 'admin' ORDER BY created_at, id LIMIT 1`)) as { id: string; email: string }[];
  return rows[0];
}

/** A table of rates keyed by one column, and its history of changes (old and new value, who changed it). */
type RateTable = { table: string; key: string; keyType: string; value: string; valueType: string; changes: string; more?: { columns: string; values: string } };

/**
 * Sets the rate of each key that has none yet in `rates` (a rate staff set is kept), each with its line in the table's
 * history, signed by `by`; answers how many were set.
 */
async function insertIfUnset(manager: EntityManager, t: RateTable, rates: readonly [key: string, rate: number][], by: { id: string; email: string } | undefined): Promise<number> {
  const more = t.more ? { columns: `, ${t.more.columns}`, values: `, ${t.more.values}` } : { columns: '', values: '' };
  const set = (await manager.query(
    `WITH fresh AS (
       INSERT INTO ${t.table} (${t.key}, ${t.value}, updated_by)
       SELECT u.${t.key}, u.rate, $3::uuid FROM unnest($1::${t.keyType}[], $2::${t.valueType}[]) AS u(${t.key}, rate)
       ON CONFLICT (${t.key}) DO NOTHING
       RETURNING ${t.key}, ${t.value}
     )
     INSERT INTO ${t.changes} (${t.key}, old_${t.value}, new_${t.value}, changed_by, changed_by_email${more.columns})
     SELECT ${t.key}, NULL, ${t.value}, $3::uuid, $4${more.values} FROM fresh
     RETURNING id`,
    [rates.map(([key]) => key), rates.map(([, rate]) => rate), by?.id ?? null, by?.email ?? ''],
  )) as unknown[];
  return set.length;
}

/** Sets the exchange rate of each display currency that has none yet, with its line in the history (insertIfUnset). */
export function insertExchangeRatesIfUnset(manager: EntityManager, rates: readonly [currency: string, inrPerUnit: number][], by: { id: string; email: string } | undefined): Promise<number> {
  const table = { table: 'exchange_rates', key: 'currency', keyType: 'text', value: 'inr_per_unit', valueType: 'numeric', changes: 'exchange_rate_changes' };
  return insertIfUnset(manager, table, rates, by);
}

/** Sets today's rate of each purity that has none yet, with its line in the history of changes (insertIfUnset). */
export function insertRatesIfUnset(manager: EntityManager, rates: readonly [purity: string, paisePerGram: number][], by: { id: string; email: string } | undefined): Promise<number> {
  const table = {
    table: 'metal_rates',
    key: 'purity',
    keyType: 'varchar',
    value: 'rate_paise_per_gram',
    valueType: 'bigint',
    changes: 'metal_rate_changes',
    more: { columns: 'repriced', values: '0' },
  };
  return insertIfUnset(manager, table, rates, by);
}
