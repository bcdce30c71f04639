import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { firstFreeSlug, SLUG_MAX, slugOf } from '../../common/slug.js';

/** What has a slug of its own: categories, products (gifts among them: they share the products table) and journal posts. */
export type SlugKind = 'category' | 'product' | 'blog';

/** Each kind's table and unique index of slugs, and the slug a name of nothing usable makes. */
const KINDS: Record<SlugKind, { table: string; index: string; fallback: string }> = {
  category: { table: 'categories', index: 'uq_categories_slug', fallback: 'category' },
  product: { table: 'products', index: 'uq_products_slug', fallback: 'product' },
  blog: { table: 'blogs', index: 'uq_blogs_slug', fallback: 'post' },
};

/** Saves tried at most when a made-up slug keeps being taken by concurrent saves. */
const ATTEMPTS = 5;

function uniqueViolation(error: unknown, index: string): boolean {
  const driver = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driver?.code === '23505' && driver.constraint === index;
}

/** The slug `name` makes for a record of `kind` (common/slug.ts), before making it unique. */
export function slugBaseOf(kind: SlugKind, name: string): string {
  return slugOf(name, SLUG_MAX[kind], KINDS[kind].fallback);
}

/**
 * A slug made from `name` that no other record of `kind` has: the name's slug, else the first of …-2, …-3 that is
 * free. `exceptId`: the record being saved, whose own slug does not count as taken.
 */
export async function freeSlugFor(manager: EntityManager, kind: SlugKind, name: string, exceptId?: string): Promise<string> {
  const base = slugBaseOf(kind, name);
  // The base is [a-z0-9-] only: nothing in it means anything to a regular expression.
  const rows = (await manager.query(
    `SELECT slug FROM ${KINDS[kind].table} WHERE (slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')) AND id IS DISTINCT FROM $2`,
    [base, exceptId ?? null],
  )) as { slug: string }[];
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/** Whether a record of `kind` other than `exceptId` has `slug`. */
export async function slugTaken(manager: EntityManager, kind: SlugKind, slug: string, exceptId?: string): Promise<boolean> {
  const rows = (await manager.query(`SELECT 1 FROM ${KINDS[kind].table} WHERE slug = $1 AND id IS DISTINCT FROM $2`, [slug, exceptId ?? null])) as unknown[];
  return rows.length > 0;
}

/**
 * Runs `work`, which saves a record of `kind`, in a transaction. A slug made up from the name (freeSlugFor) can be
 * taken by a concurrent save between the look and the write: the unique index then refuses it and the work runs again
 * with a fresh look. A slug staff gave (`given`) is not made up: its clash is answered with `taken(given)` at once.
 */
export async function savingSlug<T>(
  dataSource: DataSource,
  kind: SlugKind,
  given: string | undefined,
  taken: (slug: string) => Error,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (!uniqueViolation(error, KINDS[kind].index)) throw error;
      if (given !== undefined) throw taken(given);
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}
