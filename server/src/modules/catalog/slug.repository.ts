import type { EntityManager } from 'typeorm';
import { uniqueViolation } from '../../database/constraint-violation.js';
import type { Transactions } from '../../database/transactions.js';
import { firstFreeSlug, SLUG_MAX, slugOf } from '../../common/slug.js';

/** What has a slug of its own: categories, products (gifts among them: they share the products table) and journal posts. */
export type SlugKind = 'category' | 'product' | 'blog';

/** The tables of the slugs records had before (migration 1765013000000), for SQL that finds a record by an old slug. */
export const PREVIOUS_SLUGS = {
  category: 'category_previous_slugs',
  product: 'product_previous_slugs',
  blog: 'blog_previous_slugs',
} as const satisfies Record<SlugKind, string>;

/**
 * Each kind's table and unique index of slugs, the slug a name of nothing usable makes, and the column naming the
 * record in its table of previous slugs.
 */
const KINDS: Record<SlugKind, { table: string; index: string; fallback: string; previous: string; column: string }> = {
  category: { table: 'categories', index: 'uq_categories_slug', fallback: 'category', previous: PREVIOUS_SLUGS.category, column: 'category_id' },
  product: { table: 'products', index: 'uq_products_slug', fallback: 'product', previous: PREVIOUS_SLUGS.product, column: 'product_id' },
  blog: { table: 'blogs', index: 'uq_blogs_slug', fallback: 'post', previous: PREVIOUS_SLUGS.blog, column: 'blog_id' },
};

/** Saves tried at most when a made-up slug keeps being taken by concurrent saves. */
const ATTEMPTS = 5;


/** The slug `name` makes for a record of `kind` (common/slug.ts), before making it unique. */
export function slugBaseOf(kind: SlugKind, name: string): string {
  return slugOf(name, SLUG_MAX[kind], KINDS[kind].fallback);
}

/**
 * A slug made from `name` that no other record of `kind` has, nor had: the name's slug, else the first of …-2, …-3
 * that is free, so that a new record never takes over the old links of another. `exceptId`: the record being saved,
 * whose own slugs, current and previous, do not count as taken.
 */
export async function freeSlugFor(manager: EntityManager, kind: SlugKind, name: string, exceptId?: string): Promise<string> {
  const { table, previous, column } = KINDS[kind];
  const base = slugBaseOf(kind, name);
  // The base is [a-z0-9-] only: nothing in it means anything to a regular expression.
  const rows = (await manager.query(
    `SELECT slug FROM ${table} WHERE (slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')) AND id IS DISTINCT FROM $2
     UNION ALL
     SELECT slug FROM ${previous} WHERE (slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')) AND ${column} IS DISTINCT FROM $2`,
    [base, exceptId ?? null],
  )) as { slug: string }[];
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/**
 * Keeps the address of a record whose slug becomes `to` (a new record: `from` undefined): its previous slug `from`
 * goes on leading to it, and `to` now leads to it alone, whoever had it before as an old slug (staff gave it on
 * purpose; a record back at a slug it had drops that old entry). Call in the transaction that saves the slug.
 */
export async function slugChanged(manager: EntityManager, kind: SlugKind, id: string, from: string | undefined, to: string): Promise<void> {
  const { previous, column } = KINDS[kind];
  await manager.query(`DELETE FROM ${previous} WHERE slug = $1`, [to]);
  if (from === undefined || from === to) return;
  await manager.query(
    `INSERT INTO ${previous} (slug, ${column}) VALUES ($1, $2) ON CONFLICT (slug) DO UPDATE SET ${column} = EXCLUDED.${column}, replaced_at = now()`,
    [from, id],
  );
}

/** Whether a record of `kind` other than `exceptId` has `slug`. */
export async function slugTaken(manager: EntityManager, kind: SlugKind, slug: string, exceptId?: string): Promise<boolean> {
  const rows = (await manager.query(`SELECT 1 FROM ${KINDS[kind].table} WHERE slug = $1 AND id IS DISTINCT FROM $2`, [slug, exceptId ?? null])) as unknown[];
  return rows.length > 0;
}

/** A new record's slug: the one staff gave, refused with `taken(given)` when another record has it; else one made free from `name`. */
export async function newSlug(manager: EntityManager, kind: SlugKind, given: string | undefined, name: string, taken: (slug: string) => Error): Promise<string> {
  if (given && (await slugTaken(manager, kind, given))) throw taken(given);
  return given ?? (await freeSlugFor(manager, kind, name));
}

/**
 * Runs `work`, which saves a record of `kind`, in a transaction. A slug made up from the name (freeSlugFor) can be
 * taken by a concurrent save between the look and the write: the unique index then refuses it and the work runs again
 * with a fresh look. A slug staff gave (`given`) is not made up: its clash is answered with `taken(given)` at once.
 */
export async function savingSlug<T>(
  transactions: Transactions,
  kind: SlugKind,
  given: string | undefined,
  taken: (slug: string) => Error,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactions.run(work);
    } catch (error) {
      if (!uniqueViolation(error, KINDS[kind].index)) throw error;
      if (given !== undefined) throw taken(given);
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}
