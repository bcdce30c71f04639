import { createHash } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SearchWord } from '../../common/text-search.js';
import { ChangeFeed, type ChangeStamp } from '../../database/change-feed.js';
import { queryPrepared } from '../../database/prepared.js';
import type { ProductDto } from './dto/catalog.response.dto.js';
import type { SORTS } from './dto/query-products.dto.js';
import type { Category } from './entities/category.entity.js';
import { FROM_PRODUCTS, PRODUCT_JSON, productOf } from './product.mapper.js';
import { PREVIOUS_SLUGS } from './slug.repository.js';
import type { ProductPricingRow } from '../pricing/product-pricing.js';

const HOME_GRID = 48;
/** The home page's sliders, and the latest products beside the price range. */
export const HOME_SLIDER = 12;

/** A category as the storefront lists it. */
export type CategoryRow = Pick<Category, 'id' | 'name' | 'slug' | 'image'>;

/** A product's pricing columns with today's rate for its purity (null when it has none or no rate is set). */
export type ProductPricingRateRow = ProductPricingRow & { rate_paise_per_gram: number | null };

/**
 * A product page: the product (undefined when no product has the key) with its pricing columns and today's rate, its
 * category's latest and its shop's best rated.
 */
export type ProductPageRows = { product: ProductDto | undefined; pricing: ProductPricingRateRow | undefined; related: ProductDto[]; more: ProductDto[] };

/** What a listing or search asks for, prices in paise; `words` as searchWords makes them (none: a plain listing). */
export type ProductQuery = {
  category?: string;
  categorySlug?: string;
  gender?: string;
  rating?: number;
  lowPricePaise?: number;
  highPricePaise?: number;
  minDiscount?: number;
  words: SearchWord[];
  sort?: (typeof SORTS)[number];
  take: number;
  skip: number;
};

/** A suggestion's row: a product's name and slug, its category's name, its first picture. */
export type SuggestionRow = { name: string; slug: string; category: string; image: string | null };

/** Rows tagged with `list` (1, 2, …) split into one array per list, in the order they came. */
function splitLists<T extends { list: number }>(rows: T[], lists: number): T[][] {
  const out = Array.from({ length: lists }, (): T[] => []);
  for (const row of rows) out[row.list - 1]?.push(row);
  return out;
}

/**
 * One branch of a UNION ALL: a LIMITed, ordered list of products (`rest` over `products p`) tagged `list`, its rows
 * numbered in order, each as `product` (PRODUCT_JSON, built for the listed rows only).
 */
function listBranch(list: number, rest: string): string {
  return `SELECT ${list} AS list, x.pos, ${PRODUCT_JSON} AS product
          FROM (SELECT y.id, row_number() OVER () AS pos FROM (SELECT p.id FROM products p ${rest}) y) x
          JOIN ${FROM_PRODUCTS} ON p.id = x.id`;
}

type ListedRow = { list: number; product: ProductDto };

/**
 * The pricing columns of `products p` (ProductPricingRow) and today's rate for its purity, as one JSON value: read in
 * the product page's statement, so the breakup costs no second round trip. Bigints come out of JSON as numbers.
 */
const PRICING_JSON = `json_build_object(
  'pricing', p.pricing, 'purity', p.purity, 'net_weight_mg', p.net_weight_mg, 'making_kind', p.making_kind,
  'making_value', p.making_value, 'charges', p.charges, 'price_paise', p.price_paise, 'discount', p.discount,
  'rate_paise_per_gram', (SELECT r.rate_paise_per_gram FROM metal_rates r WHERE r.purity = p.purity)
)`;

/**
 * The listing's orders: the key, then the id (`ties`) so that pages are stable, each as an index has them (migrations
 * 1764400000000 and 1765800000000), the category's ones led by category_id: the page is read off the index and no
 * sort is needed. Highest price first reads the price indexes backwards, so its ties go by id descending.
 */
const SORT_KEYS = {
  'low-to-high': { key: 'p.sale_price_paise', direction: 'ASC', ties: 'ASC' },
  'high-to-low': { key: 'p.sale_price_paise', direction: 'DESC', ties: 'DESC' },
  rating: { key: 'p.rating', direction: 'DESC', ties: 'ASC' },
  discount: { key: 'p.discount', direction: 'DESC', ties: 'ASC' },
  newest: { key: 'p.created_at', direction: 'DESC', ties: 'ASC' },
} as const;

/** Search and listing statement texts kept prepared at most (see CatalogRepository.statement). */
const MAX_PREPARED_STATEMENTS = 64;

/** Listings' totals kept at most (see CatalogRepository.products), the oldest forgotten first. */
const MAX_KEPT_TOTALS = 1000;

/** Whether some product's words match `query` (text for to_tsquery): asked of a word as typed and of its spellings. */
const someProductHas = (query: string) => `EXISTS (SELECT FROM product_search k WHERE k.search @@ to_tsquery('simple', ${query}))`;

/** The weight of a product's name in its full-text vector (product_search, migration 1765400000000: name A, brand B, description C). */
const NAME_WEIGHT = 'A';

/**
 * Matches the header's suggestions rank at most, of the words as typed and of their corrections: the best 8 of the
 * first this many. A prefix of two or three letters ('go', 'gol') matches a quarter of a large catalogue, and ranking
 * every match took most of a suggestion's time on 100 000 products (25 000 names read and ranked for 8 shown). Below
 * this many matches the best 8 are the best of all; above, of these, which the name's words already begin with what
 * was typed.
 */
const SUGGESTION_CANDIDATES = 1000;

/** Spellings a misspelt word is searched as at most: the lexicon's closest words to it, when several are as close. */
const MAX_SPELLINGS = 5;

/**
 * The CTEs that find a search's matches as `matches (id, tier, sort_key)`, over the products `conditions` allow
 * (`p`), by their full-text vectors (`s`, product_search).
 * Whole and half-typed words through the full-text index (tier 1). Only when they find nothing together does the
 * search look for typos (tier 0): each word that matches nothing by itself is replaced by the word of today's
 * product names closest to it (the `search_words` lexicon, migration 1764800000000): fewest slips of the fingers
 * first (one for a word of 3 to 6 letters, two from 7: 'sliver' -> silver, 'rign' -> ring, 'golld' -> gold), then
 * most alike by trigrams ('evl' -> evil), those as close if several; and the search runs again by full text, the
 * other words unchanged. 'peacock pendant' answers peacock pendants, not every peacock and every pendant, and
 * 'peacok pendent' the same pendants. `terms` and `words` are parameters holding the words' prefix terms and the
 * words as typed (searchWords); `sortKey` gives the sort key of a match from the tsquery it matched (`ts`, or the
 * corrected one). `weights` (a tsquery weight label: 'A', names) is for terms that carry it: a correction then looks for
 * its word where they do. Whether a word is known is asked once per word: OFFSET 0 keeps PostgreSQL from pulling the
 * subquery up and asking it again for each use of `known` (an EXISTS over the full-text index costs a bitmap of every
 * product with the word).
 */
function searchMatches(o: {
  ts: string;
  terms: string;
  words: string;
  conditions: string[];
  sortKey: (query: string) => string;
  weights?: string;
  /** Whether `conditions` or `sortKey` read the product (`p`); else the matches come from product_search alone. */
  readsProducts: boolean;
  /** At most this many matches of each kind are taken (and ranked); all when undefined. */
  candidates?: number;
}): string {
  // A correction is weighed as the words as typed are: 'sliver' in names only is silver:A.
  const corrected = (word: string) => (o.weights ? `${word} || ':${o.weights}'` : word);
  const and = o.conditions.map((condition) => ` AND ${condition}`).join('');
  const where = o.conditions.length ? `WHERE ${o.conditions.join(' AND ')} AND` : 'WHERE';
  // Every product_search row has its product (a foreign key, deleted with it): joining products only to filter or sort
  // by them. A broad word ('go' as typed) matches a quarter of the catalogue, and the join read every product for it.
  const from = o.readsProducts ? 'product_search s JOIN products p ON p.id = s.product_id' : 'product_search s';
  const id = o.readsProducts ? 'p.id' : 's.product_id AS id';
  const limit = o.candidates === undefined ? '' : ` LIMIT ${o.candidates}`;
  return `fts AS MATERIALIZED (
      SELECT ${id}, 1 AS tier, ${o.sortKey(o.ts)} AS sort_key FROM ${from} ${where} s.search @@ ${o.ts}${limit}
    ), spelt AS MATERIALIZED (
      SELECT w.n, k.known,
             CASE WHEN k.known THEN w.term
                  ELSE (SELECT '(' || string_agg(${corrected('c.word')}, ' | ') || ')' FROM (
                          SELECT v.word, rank() OVER (ORDER BY search_slips(w.word, v.word), similarity(v.word, w.word) DESC, word_similarity(w.word, v.word) DESC) AS closeness
                          FROM (SELECT s.word FROM search_words s WHERE s.word % w.word OR w.word <% s.word
                                UNION
                                SELECT s.word FROM search_words s
                                WHERE length(s.word) BETWEEN length(w.word) - 2 AND length(w.word) + 2
                                  AND search_slips(w.word, s.word) <= CASE WHEN length(w.word) >= 7 THEN 2 WHEN length(w.word) >= 3 THEN 1 ELSE 0 END) v
                          WHERE ${someProductHas(corrected('v.word'))}
                          ORDER BY closeness, v.word LIMIT ${MAX_SPELLINGS}) c WHERE c.closeness = 1) END AS term
      FROM unnest(${o.words}::text[], ${o.terms}::text[]) WITH ORDINALITY AS w(word, term, n)
      CROSS JOIN LATERAL (SELECT ${someProductHas('w.term')} AS known OFFSET 0) k
      WHERE NOT EXISTS (SELECT FROM fts)
    ), typos AS MATERIALIZED (
      SELECT to_tsquery('simple', string_agg(term, ' & ' ORDER BY n)) AS query FROM spelt
      HAVING bool_or(NOT known) AND count(*) = count(term)
    ), typo AS MATERIALIZED (
      SELECT ${id}, 0 AS tier, ${o.sortKey('t.query')} AS sort_key FROM typos t JOIN product_search s ON s.search @@ t.query${o.readsProducts ? ' JOIN products p ON p.id = s.product_id' : ''}${and}${limit}
    ), matches AS (
      SELECT * FROM fts UNION ALL SELECT * FROM typo
    )`;
}

/**
 * The storefront's reads of the catalogue. Every call is ONE SQL statement whatever the page size: plain rows in the
 * columns the DTOs need, products built as ProductDto by PostgreSQL (PRODUCT_JSON; no entity hydration, no TypeORM
 * `take()` with joins, which pages through a DISTINCT over the whole join).
 */
@Injectable()
export class CatalogRepository implements OnModuleInit {
  /** The prepared search and listing statements, by text. */
  private readonly statementNames = new Map<string, string>();
  /** How many products a listing's filters match, by the filters' SQL and values, with when that was counted. */
  private readonly totals = new Map<string, { stamp: ChangeStamp; total: number }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: ChangeFeed,
  ) {}

  /** The listings' totals are kept only while every catalogue change is heard of (ChangeFeed.listening). */
  async onModuleInit(): Promise<void> {
    await this.changes.start();
  }

  /**
   * A fixed-shape read as a named prepared statement: PostgreSQL plans it once per connection rather than on
   * every call (planning the home or product-page query took longer than running it). The plan is made without the
   * values, as every plan on these connections is (plan_cache_mode in data-source.ts). On a replica when TypeORM has
   * replicas configured.
   */
  private prepared<T>(name: string, text: string, values: unknown[] = []): Promise<T[]> {
    return queryPrepared<T>(this.dataSource, name, text, values, { replica: true });
  }

  /**
   * A search or a listing as a prepared statement named after its text. Planning a search took as long as running it
   * (about 1 ms of a 2 ms search), and its plan hardly depends on the words: the full-text and trigram indexes are the
   * only ways in. A statement's text depends only on which filters and sort are given, so there are few; past
   * MAX_PREPARED_STATEMENTS different ones (a client trying every combination), the others are planned each time.
   */
  private statement<T>(text: string, values: unknown[]): Promise<T[]> {
    let name = this.statementNames.get(text);
    if (!name && this.statementNames.size < MAX_PREPARED_STATEMENTS) {
      name = `catalog_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      this.statementNames.set(text, name);
    }
    return name ? this.prepared<T>(name, text, values) : this.dataSource.query<T[]>(text, values);
  }

  /**
   * The total of a listing counted before and still true: no catalogue change since (a stock change alters no
   * listing's filters), the change feed listening all along.
   */
  private keptTotal(key: string): number | undefined {
    const kept = this.totals.get(key);
    if (!kept) return undefined;
    if (this.changes.listening && this.changes.isCurrent(kept.stamp, [])) return kept.total;
    this.totals.delete(key);
    return undefined;
  }

  private keepTotal(key: string, stamp: ChangeStamp, total: number): void {
    if (!this.changes.listening) return;
    this.totals.delete(key);
    if (this.totals.size >= MAX_KEPT_TOTALS) this.totals.delete(this.totals.keys().next().value!);
    this.totals.set(key, { stamp, total });
  }

  categories(): Promise<CategoryRow[]> {
    return this.prepared<CategoryRow>('catalog_categories', 'SELECT id, name, slug, image FROM categories ORDER BY position ASC, name ASC');
  }

  /** The home page's lists: the newest products, the best rated (reviewed ones), the most discounted. */
  async home(): Promise<{ grid: ProductDto[]; topRated: ProductDto[]; discounted: ProductDto[] }> {
    const rows = await this.prepared<ListedRow>(
      'catalog_home',
      `${listBranch(1, `ORDER BY p.created_at DESC, p.id LIMIT ${HOME_GRID}`)}
       UNION ALL ${listBranch(2, `WHERE p.review_count > 0 ORDER BY p.rating DESC, p.review_count DESC, p.id LIMIT ${HOME_SLIDER}`)}
       UNION ALL ${listBranch(3, `WHERE p.discount > 0 ORDER BY p.discount DESC, p.id LIMIT ${HOME_SLIDER}`)}
       ORDER BY list, pos`,
    );
    const [grid, topRated, discounted] = splitLists(rows, 3).map((list) => list.map((row) => row.product));
    return { grid, topRated, discounted };
  }

  /** The latest products and the lowest and highest sale price in paise (no range when there is no product at all). */
  async latestWithPriceRange(): Promise<{ latest: ProductDto[]; range: { low: number; high: number } | undefined }> {
    const rows = await this.prepared<ListedRow & { low: number; high: number }>(
      'catalog_price_range_latest',
      `SELECT latest.product, (SELECT min(sale_price_paise) FROM products) AS low, (SELECT max(sale_price_paise) FROM products) AS high
       FROM (${listBranch(1, `ORDER BY p.created_at DESC, p.id LIMIT ${HOME_SLIDER}`)}) latest
       ORDER BY latest.pos`,
    );
    const range = rows[0];
    return { latest: rows.map((row) => row.product), range: range ? { low: Number(range.low), high: Number(range.high) } : undefined };
  }

  /**
   * The product whose id is `id` (a uuid, or null when the key is none), else whose slug is `slugOrId`, else that had
   * it as a slug before (any letter case), with its related and more products.
   */
  async productPage(slugOrId: string, id: string | null): Promise<ProductPageRows> {
    const rows = await this.prepared<ListedRow & { pricing: ProductPricingRateRow | null }>(
      'catalog_product_detail',
      `WITH target AS (
         SELECT p.id, p.category_id, p.shop_name FROM products p
         WHERE p.slug = lower($1) OR p.id = $2::uuid OR p.id = (SELECT h.product_id FROM ${PREVIOUS_SLUGS.product} h WHERE h.slug IN ($1, lower($1)) LIMIT 1)
         ORDER BY (p.id = $2::uuid) DESC NULLS LAST, (p.slug = lower($1)) DESC LIMIT 1
       )
       SELECT 1 AS list, 1::bigint AS pos, ${PRODUCT_JSON} AS product, ${PRICING_JSON} AS pricing FROM ${FROM_PRODUCTS} WHERE p.id = (SELECT id FROM target)
       UNION ALL SELECT *, NULL FROM (${listBranch(2, 'WHERE p.category_id = (SELECT category_id FROM target) AND p.id <> (SELECT id FROM target) ORDER BY p.created_at DESC, p.id LIMIT 12')}) related
       UNION ALL SELECT *, NULL FROM (${listBranch(3, 'WHERE p.shop_name = (SELECT shop_name FROM target) AND p.id <> (SELECT id FROM target) ORDER BY p.rating DESC, p.id LIMIT 3')}) more
       ORDER BY list, pos`,
      [slugOrId, id],
    );
    const [[first], related, more] = splitLists(rows, 3);
    return { product: first?.product, pricing: first?.pricing ?? undefined, related: related.map((row) => row.product), more: more.map((row) => row.product) };
  }

  /** The category with that slug, else the one that had it before (any letter case). */
  async categoryBySlug(slug: string): Promise<CategoryRow | undefined> {
    const rows = await this.prepared<CategoryRow>(
      'catalog_category_by_slug',
      `SELECT c.id, c.name, c.slug, c.image FROM categories c
       WHERE c.slug = lower($1) OR c.id = (SELECT h.category_id FROM ${PREVIOUS_SLUGS.category} h WHERE h.slug IN ($1, lower($1)) LIMIT 1)
       ORDER BY (c.slug = lower($1)) DESC LIMIT 1`,
      [slug],
    );
    return rows[0];
  }

  /** A page of a listing or a search, and how many products it has in all. */
  async products(query: ProductQuery): Promise<{ products: ProductDto[]; total: number }> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where: string[] = [];
    if (query.category) {
      // The category is found first (a one-row subquery PostgreSQL runs before reading products), so the indexes led
      // by category_id give the page in order and count it from the index alone. Its slug, else its name, else a slug
      // it had before.
      const category = param(query.category.trim());
      where.push(
        `p.category_id = (SELECT c.id FROM categories c
                          WHERE c.slug = lower(${category}) OR lower(c.name) = lower(${category})
                             OR c.id = (SELECT h.category_id FROM ${PREVIOUS_SLUGS.category} h WHERE h.slug IN (${category}, lower(${category})) LIMIT 1)
                          ORDER BY (c.slug = lower(${category})) DESC, (lower(c.name) = lower(${category})) DESC, c.position, c.name LIMIT 1)`,
      );
    }
    if (query.categorySlug) {
      // The category of /category-data/{slug}, by its slug or one it had before: none matches when no category has it.
      const slug = param(query.categorySlug.trim());
      where.push(
        `p.category_id = coalesce((SELECT c.id FROM categories c WHERE c.slug = lower(${slug})),
                                  (SELECT h.category_id FROM ${PREVIOUS_SLUGS.category} h WHERE h.slug IN (${slug}, lower(${slug})) LIMIT 1))`,
      );
    }
    if (query.gender) where.push(`p.gender IN (${param(query.gender)}, 'unisex')`);
    if (query.rating !== undefined) where.push(`p.rating >= ${param(query.rating)}`);
    if (query.lowPricePaise !== undefined) where.push(`p.sale_price_paise >= ${param(query.lowPricePaise)}`);
    if (query.highPricePaise !== undefined) where.push(`p.sale_price_paise <= ${param(query.highPricePaise)}`);
    if (query.minDiscount !== undefined) where.push(`p.discount >= ${param(query.minDiscount)}`);

    const words = query.words;
    const limit = () => `LIMIT ${param(query.take)} OFFSET ${param(query.skip)}`;
    // A unique last key (the id) keeps pages stable: no product on two pages, none skipped.
    if (!words.length) {
      // A plain filter is cheap to run, and the page can then come straight off an index in order.
      const { key, direction, ties } = SORT_KEYS[query.sort ?? 'newest'];
      const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
      // How many products the filters match changes only with the catalogue (no filter reads the stock), and counting
      // them was most of a listing's time (every product of the shop, for the unfiltered one): counted once, kept
      // until the next catalogue change.
      const totalKey = `${filter}\u0000${JSON.stringify(params)}`;
      const stamp = this.changes.stamp();
      const kept = this.keptTotal(totalKey);
      const page = `SELECT p.id, ${key} AS sort_key FROM products p ${filter} ORDER BY ${key} ${direction}, p.id ${ties} ${limit()}`;
      const sql =
        kept === undefined
          ? // One statement answers the page and the count; an empty page still yields one row, carrying the count.
            `SELECT total.n AS total, page.id, shown.product
             FROM (SELECT count(*)::int AS n FROM products p ${filter}) total
             LEFT JOIN LATERAL (${page}) page ON true
             LEFT JOIN ${productOf('page.id')} ON true
             ORDER BY page.sort_key ${direction}, page.id ${ties}`
          : `SELECT page.id, shown.product
             FROM (${page}) page JOIN ${productOf('page.id')} ON true
             ORDER BY page.sort_key ${direction}, page.id ${ties}`;
      // Prepared, filtered or not: these connections plan every statement without its values (plan_cache_mode), so
      // planning price, rating, discount and gender bounds afresh on each call chose the same plan each time, for
      // 1.1 ms of parsing and planning a request.
      type ListRow = { total?: number; id: string | null; product: ProductDto };
      const rows = await this.statement<ListRow>(sql, params);
      const total = kept ?? rows[0]?.total ?? 0;
      if (kept === undefined) this.keepTotal(totalKey, stamp, total);
      return { products: rows.filter((row) => row.id !== null).map((row) => row.product), total };
    }
    // A search: the match and the rank run once, over the matches only; count and page share them.
    const ts = `to_tsquery('simple', ${param(words.map(({ term }) => term).join(' & '))})`;
    const chosen = query.sort ? SORT_KEYS[query.sort] : undefined;
    const matches = searchMatches({
      ts,
      terms: param(words.map(({ term }) => term)),
      words: param(words.map(({ word }) => word)),
      conditions: where,
      sortKey: (matched) => chosen?.key ?? `ts_rank(s.search, ${matched})`,
      readsProducts: where.length > 0 || chosen !== undefined,
    });
    const order = (of: string) => (chosen ? `${of}sort_key ${chosen.direction}, ${of}id ${chosen.ties}` : `${of}tier DESC, ${of}sort_key DESC, ${of}id`);
    const sql = `WITH ${matches}, page AS (
             SELECT * FROM matches ORDER BY ${order('')} ${limit()}
           )
           SELECT total.n AS total, page.id, shown.product
           FROM (SELECT count(*)::int AS n FROM matches) total
           LEFT JOIN page ON true
           LEFT JOIN ${productOf('page.id')} ON true
           ORDER BY ${order('page.')}`;
    // An empty page is one row with the count, no id and a product of nulls.
    type Row = { total: number; id: string | null; product: ProductDto };
    const rows = await this.statement<Row>(sql, params);
    const products = rows.filter((row) => row.id !== null).map((row) => row.product);
    return { products, total: rows[0]?.total ?? 0 };
  }

  /**
   * The best 8 products whose names hold `words` (weight A of their full-text vectors; typos only when the words find nothing), for
   * the header's suggestions.
   */
  suggestions(searched: SearchWord[]): Promise<SuggestionRow[]> {
    const words = searched.map(({ word, term }) => ({ word, term: `${term}${NAME_WEIGHT}` }));
    const ts = `to_tsquery('simple', $1)`;
    return this.statement<SuggestionRow>(
      `WITH ${searchMatches({ ts, terms: '$2', words: '$3', conditions: [], sortKey: (matched) => `ts_rank(s.search, ${matched})`, weights: NAME_WEIGHT, readsProducts: false, candidates: SUGGESTION_CANDIDATES })},
       best AS (SELECT * FROM matches ORDER BY tier DESC, sort_key DESC, id LIMIT 8)
       SELECT p.name, p.slug, c.name AS category, p.images[1] AS image
       FROM best JOIN ${FROM_PRODUCTS} ON p.id = best.id
       ORDER BY best.tier DESC, best.sort_key DESC, best.id`,
      [words.map(({ term }) => term).join(' & '), words.map(({ term }) => term), words.map(({ word }) => word)],
    );
  }
}
