import { jest } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Every listing the storefront asks (the whole catalogue, a category, a gender, a price band, in each order it sorts)
// must read its page off an index in the page's order: with a sort under the page's LIMIT, PostgreSQL sorts every
// product that passes the filters for 20 of them, and once a sale has moved rows about its generic plan did that for
// the unfiltered newest-first page (21 ms on 100 000 products against 0.1 ms). The statements are taken as the server
// sends them, then explained as the server's connections plan them (generic plans), sorting made as dear as
// PostgreSQL can make it: a plan with no index in the order still sorts, and the test says which.

type Sent = { text: string; values: unknown[] };
type PlanNode = { 'Node Type': string; 'Parent Relationship'?: string; Plans?: PlanNode[] };

let t: TestApp;
let sent: Sent[] = [];
const SORTS = ['newest', 'low-to-high', 'high-to-low', 'rating', 'discount'] as const;

beforeAll(async () => {
  t = await createTestApp();
  const rings = await insertCategory(t.sql, 'Rings', 1);
  const chains = await insertCategory(t.sql, 'Chains', 2);
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  for (let i = 0; i < 12; i++) {
    await insertProduct(t.sql, {
      name: `Plan Ring ${i}`,
      categoryId: i % 2 ? rings : chains,
      // Ties on every key: prices, ratings, discounts and days repeat.
      price: 1000 + 500 * (i % 3),
      discount: 10 * (i % 2),
      rating: 4 + (i % 2) / 2,
      reviewCount: 1,
      gender: i % 3 ? 'female' : 'unisex',
      createdAt: day(i % 4),
    });
  }
  const original = pg.Client.prototype.query;
  jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [config] = args as [{ name?: string; text?: string; values?: unknown[] } | string];
    if (typeof config === 'object' && config.name?.startsWith('catalog_') && config.text) sent.push({ text: config.text, values: config.values ?? [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
});
afterAll(async () => {
  jest.restoreAllMocks();
  await t.close();
});

/** The listing statement the server sends for `query` (a page size of its own, so it is computed, not replayed). */
let pageSize = 0;
async function listingStatement(query: Record<string, string>): Promise<Sent> {
  sent = [];
  pageSize += 1;
  await request(t.http)
    .get('/api/home/query-products')
    .query({ ...query, parPage: String(pageSize) })
    .expect(200);
  const listing = sent.filter((statement) => /FROM products p/.test(statement.text) && /LIMIT \$\d+ OFFSET/.test(statement.text));
  expect(listing).toHaveLength(1);
  return listing[0];
}

/** The plan PostgreSQL makes of `statement` on the server's terms (a generic plan), with sorting as dear as it gets. */
async function planOf(statement: Sent): Promise<PlanNode> {
  const client = await t.sql.connect();
  try {
    await client.query('SET plan_cache_mode = force_generic_plan');
    await client.query('SET enable_sort = off');
    await client.query('SET enable_incremental_sort = off');
    await client.query(`PREPARE listing AS ${statement.text}`);
    // EXECUTE takes no bound parameters: the values as quoted literals, typed as the prepared statement's parameters.
    const args = statement.values.map((value) => client.escapeLiteral(String(value))).join(', ');
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) EXECUTE listing${args ? `(${args})` : ''}`);
    return rows[0]['QUERY PLAN'][0].Plan;
  } finally {
    await client.query('DEALLOCATE ALL').catch(() => undefined);
    await client.query('RESET ALL').catch(() => undefined);
    client.release();
  }
}

/** The sorts of products a page (a LIMIT) is taken from, with the nodes below them: none when every page comes off an index. */
function sortsUnderLimits(node: PlanNode): string[] {
  const found: string[] = [];
  const walk = (at: PlanNode) => {
    // What the LIMIT reads (its outer plan; a category's id found first is an InitPlan beside it).
    const child = at.Plans?.find((plan) => plan['Parent Relationship'] === 'Outer');
    // A category found by its slug or name sorts the few categories that could be meant; only sorts of products count.
    const sorted = child && /Sort/.test(child['Node Type']) ? JSON.stringify(child) : '';
    if (at['Node Type'] === 'Limit' && sorted.includes('"Relation Name":"products"')) found.push(sorted.slice(0, 300));
    for (const plan of at.Plans ?? []) walk(plan);
  };
  walk(node);
  return found;
}

describe('listing pages are read off an index in their order', () => {
  const filters: Record<string, Record<string, string>> = {
    'the whole catalogue': {},
    'a category': { category: 'rings' },
    'a gender': { gender: 'female' },
    'a price band': { lowPrice: '900', highPrice: '1600' },
    'a category and a price band': { category: 'chains', lowPrice: '900', highPrice: '2500' },
  };
  for (const [what, filter] of Object.entries(filters)) {
    for (const sortPrice of SORTS) {
      it(`${what}, ${sortPrice}`, async () => {
        const first = await listingStatement({ ...filter, sortPrice });
        expect(sortsUnderLimits(await planOf(first))).toEqual([]);
        // The same listing with its total kept from the first: the statement without the count.
        const again = await listingStatement({ ...filter, sortPrice, pageNumber: '2' });
        expect(sortsUnderLimits(await planOf(again))).toEqual([]);
      });
    }
  }
});

describe('pages of an order with ties', () => {
  it('show every product once, ties by id as the index has them: ascending, but descending for the highest price first', async () => {
    for (const sortPrice of SORTS) {
      const seen: { _id: string; salePrice: number; rating: number; discount: number; createdAt: string }[] = [];
      for (let pageNumber = 1; pageNumber <= 5; pageNumber++) {
        const page = await request(t.http).get('/api/home/query-products').query({ sortPrice, parPage: 3, pageNumber }).expect(200);
        seen.push(...page.body.products);
      }
      expect(new Set(seen.map((p) => p._id)).size).toBe(12);
      const key = (p: (typeof seen)[number]) =>
        ({ newest: -Date.parse(p.createdAt), 'low-to-high': p.salePrice, 'high-to-low': -p.salePrice, rating: -p.rating, discount: -p.discount })[sortPrice];
      const tie = sortPrice === 'high-to-low' ? -1 : 1;
      const expected = [...seen].sort((a, b) => key(a) - key(b) || tie * (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
      expect(seen.map((p) => p._id)).toEqual(expected.map((p) => p._id));
    }
  });
});
