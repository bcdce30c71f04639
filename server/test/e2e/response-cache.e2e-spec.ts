import { jest } from '@jest/globals';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ResponseCache } from '../../src/common/http/response-cache.js';
import { ChangeFeed, changingStockOnly } from '../../src/database/change-feed.js';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { bearer, createStaff, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { eventually } from '../helpers/eventually.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { SHIPPING } from '../helpers/fixtures.js';

let t: TestApp;
let cache: ResponseCache;
let productId: string;
/** The app's log lines, parsed. */
const logged: Array<Record<string, unknown>> = [];
const log = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line) logged.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ responseCacheMs: 60_000 }, { logger: pino({ level: 'info' }, log) });
  cache = t.app.get(ResponseCache);
  const rings = await insertCategory(t.sql, 'Rings', 1);
  productId = await insertProduct(t.sql, { name: 'Classic Solitaire Ring', categoryId: rings, price: 999, discount: 15 });
  for (let i = 0; i < 30; i++) await insertProduct(t.sql, { name: `Everyday Stud ${i}`, categoryId: rings, price: 300 + i });
});
afterAll(() => t.close());

const hits = () => cache.stats().hits;

describe('public catalogue answers kept in memory', () => {
  it('answers a repeated read from memory with the same body and headers, security headers included', async () => {
    const first = await request(t.http).get('/api/home/get-categorys').expect(200);
    const before = hits();
    const second = await request(t.http).get('/api/home/get-categorys').expect(200);
    expect(hits()).toBe(before + 1);
    expect(second.text).toBe(first.text);
    for (const header of ['content-type', 'etag', 'x-content-type-options', 'content-security-policy', 'x-frame-options']) {
      expect(second.headers[header]).toBe(first.headers[header]);
    }
    expect(second.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('answers a kept answer from the HTTP server itself, before Express', async () => {
    // Express's own entry point for a request (not in its typings).
    const express = t.app.getHttpAdapter().getInstance() as unknown as { handle: (...args: unknown[]) => void };
    const handle = jest.spyOn(express, 'handle');
    try {
      const path = '/api/home/query-products?category=rings&pageNumber=2';
      await request(t.http).get(path).expect(200);
      expect(handle).toHaveBeenCalledTimes(1);
      const before = hits();
      await request(t.http).get(path).set('Accept-Encoding', 'gzip').expect(200);
      await request(t.http).get(path).expect(200);
      expect(hits()).toBe(before + 2);
      expect(handle).toHaveBeenCalledTimes(1);
      // Not kept: on to the application.
      await request(t.http).get('/api/home/query-products?category=rings&pageNumber=3').expect(200);
      expect(handle).toHaveBeenCalledTimes(2);
    } finally {
      handle.mockRestore();
    }
  });

  it('logs every request with its path as asked, kept answers and unknown routes included', async () => {
    const path = '/api/home/get-product/classic-solitaire-ring';
    await request(t.http).get(path).expect(200);
    await request(t.http).get(`${path}?again=1`).expect(200);
    await request(t.http).get(`${path}?again=1`).expect(200);
    await request(t.http).get('/api/home/no-such-page').expect(404);
    await new Promise((resolve) => setImmediate(resolve));
    const lines = logged.filter((line) => line.context === 'HTTP').slice(-4);
    expect(lines.map((line) => [line.path, line.status])).toEqual([
      [path, 200],
      [path, 200],
      [path, 200],
      ['/api/home/no-such-page', 404],
    ]);
  });

  it('shows a change made through the app at once', async () => {
    const path = '/api/home/get-product/classic-solitaire-ring';
    expect((await request(t.http).get(path).expect(200)).body.product.stock).toBe(10);
    await request(t.http).get(path).expect(200);
    await t.app.get(DataSource).query('UPDATE products SET stock = 3 WHERE id = $1', [productId]);
    expect((await request(t.http).get(path).expect(200)).body.product.stock).toBe(3);
  });

  it('shows at once that staff made a piece non-returnable in the console, the product page and the listings alike', async () => {
    const admin = await createStaff(t, 'admin');
    const page = '/api/home/get-product/classic-solitaire-ring';
    const listing = '/api/home/query-products?category=rings&sortPrice=high-to-low';
    const listed = async () => ((await request(t.http).get(listing).expect(200)).body.products as Array<{ _id: string; nonReturnable: string | null }>).find((p) => p._id === productId);
    expect((await request(t.http).get(page).expect(200)).body.product.nonReturnable).toBeNull();
    expect((await listed())?.nonReturnable).toBeNull();
    const before = hits();
    await request(t.http).get(page).expect(200);
    expect(hits()).toBe(before + 1);
    const record = (await request(t.http).get(`/api/admin/products/${productId}`).set(...bearer(admin)).expect(200)).body;
    await request(t.http).put(`/api/admin/products/${productId}`).set(...bearer(admin)).send({ ...record, nonReturnable: 'coin' }).expect(200);
    expect((await request(t.http).get(page).expect(200)).body.product.nonReturnable).toBe('coin');
    expect((await listed())?.nonReturnable).toBe('coin');
    await request(t.http).put(`/api/admin/products/${productId}`).set(...bearer(admin)).send({ ...record, nonReturnable: null }).expect(200);
    expect((await request(t.http).get(page).expect(200)).body.product.nonReturnable).toBeNull();
  });

  it('shows a change made by anyone else as soon as PostgreSQL tells', async () => {
    const path = '/api/home/query-products?category=rings&sortPrice=high-to-low';
    expect((await request(t.http).get(path).expect(200)).body.products[0].price).toBe(999);
    await t.sql.query('UPDATE products SET price_paise = 123400 WHERE id = $1', [productId]);
    expect(await eventually(async () => (await request(t.http).get(path)).body.products[0].price === 1234)).toBe(true);
  });

  it('answers 304 when the client already has the answer', async () => {
    const first = await request(t.http).get('/api/home/get-products').expect(200);
    const again = await request(t.http).get('/api/home/get-products').set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('sends the kept answer compressed to clients that accept gzip', async () => {
    // A URL nobody asked for with gzip before.
    const path = '/api/home/query-products?parPage=19';
    // supertest asks for gzip unless told otherwise.
    const plain = await request(t.http).get(path).set('Accept-Encoding', 'identity').expect(200);
    // supertest decompresses the body; the headers tell what travelled.
    const kept = cache.stats().bytes;
    const gzipped = await request(t.http).get(path).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 3);
    expect(gzipped.text).toBe(plain.text);
    // The compressed body is kept beside the plain one and counts against the cache's bound, once.
    expect(cache.stats().bytes).toBe(kept + Number(gzipped.headers['content-length']));
    await request(t.http).get(path).set('Accept-Encoding', 'gzip').expect(200);
    expect(cache.stats().bytes).toBe(kept + Number(gzipped.headers['content-length']));
    // …and it is memory of its own: zlib's answer is a slice of a 64 KB block, which a kept slice would hold whole.
    const entries = (cache as unknown as { entries: Map<string, { gzip?: { body: Buffer } }> }).entries;
    const compressed = entries.get(path)?.gzip?.body;
    expect(compressed?.length).toBe(Number(gzipped.headers['content-length']));
    expect(compressed?.buffer.byteLength).toBe(compressed?.length);
  });

  it('keeps an answer first asked with gzip compressed only, and makes it once uncompressed for a client that does not take gzip', async () => {
    const path = '/api/home/query-products?parPage=18';
    const entries = (cache as unknown as { entries: Map<string, { body?: Buffer; gzip?: { body: Buffer } }> }).entries;
    const first = await request(t.http).get(path).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    const kept = entries.get(path);
    expect(kept?.body).toBeUndefined();
    expect(kept?.gzip?.body.length).toBeLessThan(Buffer.byteLength(first.text) / 3);
    const before = hits();
    const again = await request(t.http).get(path).set('Accept-Encoding', 'gzip').expect(200);
    expect(hits()).toBe(before + 1);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(Number(again.headers['content-length'])).toBe(kept?.gzip?.body.length);
    expect(again.text).toBe(first.text);

    const bytes = cache.stats().bytes;
    const plain = await request(t.http).get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(first.text));
    expect(plain.text).toBe(first.text);
    expect(plain.headers.etag).toBe(first.headers.etag);
    expect(hits()).toBe(before + 2);
    // Kept from then on beside the compressed one, counted once.
    expect(entries.get(path)?.body?.toString()).toBe(first.text);
    expect(cache.stats().bytes).toBe(bytes + Buffer.byteLength(first.text));
    await request(t.http).get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(cache.stats().bytes).toBe(bytes + Buffer.byteLength(first.text));
  });

  it('keeps a short answer in memory of its own, not in a shared block of Buffer\'s pool that it would hold whole', async () => {
    const path = '/api/home/search-suggestions?q=solit';
    const answer = await request(t.http).get(path).expect(200);
    expect(Buffer.byteLength(answer.text)).toBeLessThan(Buffer.poolSize / 2);
    const entries = (cache as unknown as { entries: Map<string, { body: Buffer }> }).entries;
    const body = entries.get(path)?.body;
    expect(body?.toString()).toBe(answer.text);
    expect(body?.buffer.byteLength).toBe(body?.length);
  });

  it('never keeps a 404 or a bad request', async () => {
    const before = cache.stats().entries;
    await request(t.http).get('/api/home/get-product/no-such-ring').expect(404);
    await request(t.http).get('/api/home/get-product/no-such-ring').expect(404);
    await request(t.http).get('/api/home/query-products?pageNumber=0').expect(400);
    await request(t.http).get('/api/home/query-products?pageNumber=0').expect(400);
    expect(cache.stats().entries).toBe(before);
  });

  it('holds a few thousand answers at once (a shop of thousands of products has as many pages and searches)', async () => {
    // Distinct URLs to one route: each is kept under its own key.
    const paths = Array.from({ length: 2500 }, (_, i) => `/api/home/get-categorys?visit=${i}`);
    for (const path of paths) await request(t.http).get(path).expect(200);
    expect(cache.stats().entries).toBeGreaterThanOrEqual(paths.length);
    const before = hits();
    await request(t.http).get(paths[0]!).expect(200);
    expect(hits()).toBe(before + 1);
  });

  it('keeps nothing for routes that did not opt in', async () => {
    const before = cache.stats().entries;
    await request(t.http).get('/api/health').expect(200);
    await request(t.http).get('/api/health').expect(200);
    expect(cache.stats().entries).toBe(before);
  });
});

describe('RESPONSE_CACHE_MS=0', () => {
  it('keeps no answer, though the change feed listens for the listings\' totals', async () => {
    const off = await createTestApp({ responseCacheMs: 0 });
    try {
      const offCache = off.app.get(ResponseCache);
      expect(off.app.get(ChangeFeed).listening).toBe(true);
      for (let i = 0; i < 3; i++) await request(off.http).get('/api/home/get-categorys').expect(200);
      expect(offCache.serving).toBe(false);
      expect(offCache.stats()).toMatchObject({ entries: 0, hits: 0 });
    } finally {
      await off.close();
    }
  });
});

describe('a change to nothing but some products\' stock', () => {
  let kada: string;
  let glass: string;
  const kadaPage = '/api/home/get-product/silver-kada-bangle';
  const glassSearch = '/api/home/query-products?searchValue=glass';
  const kadaSearch = '/api/home/query-products?searchValue=kada';
  const bangles = '/api/home/query-products?category=bangles';

  beforeAll(async () => {
    const category = await insertCategory(t.sql, 'Bangles', 2);
    kada = await insertProduct(t.sql, { name: 'Silver Kada Bangle', categoryId: category, price: 2400, stock: 10 });
    glass = await insertProduct(t.sql, { name: 'Green Glass Bangles', categoryId: category, price: 300, stock: 10 });
  });

  /**
   * Fills the answers: searches showing only the kada or only the glass bangles, the listing showing both, and the
   * kada's page, which shows both (the glass bangles among its related pieces).
   */
  async function fill(): Promise<void> {
    for (const path of [kadaSearch, glassSearch, bangles, kadaPage]) {
      await request(t.http).get(path).expect(200);
      await request(t.http).get(path).expect(200);
    }
  }

  /** Whether `path` is answered from memory. */
  async function kept(path: string): Promise<boolean> {
    const before = hits();
    await request(t.http).get(path).expect(200);
    return hits() === before + 1;
  }

  const stockIn = async (path: string, id: string) =>
    ((await request(t.http).get(path).expect(200)).body.products as Array<{ _id: string; stock: number }>).find((product) => product._id === id)?.stock;

  it('keeps, when an order is placed and cancelled, the answers not showing its pieces and refreshes at once those that do', async () => {
    const customer = await registerCustomer(t, 'Meera Iyer');
    await fill();
    const before = cache.stats();
    const placed = await request(t.http)
      .post('/api/home/order/palce-order')
      .set(...bearer(customer))
      .send({ shippingInfo: SHIPPING, products: [{ shopName: 'Sona Jewellers', sellerId: null, price: 1, products: [{ productId: kada, quantity: 2 }] }] })
      .expect(201);
    expect((await request(t.http).get(kadaPage).expect(200)).body.product.stock).toBe(8);
    expect(await stockIn(bangles, kada)).toBe(8);
    expect(await kept(glassSearch)).toBe(true);
    // PostgreSQL's notice of the commit names the kada too, and clears nothing else.
    expect(await eventually(async () => cache.stats().stockChanges > before.stockChanges + 2)).toBe(true);
    expect(await kept(glassSearch)).toBe(true);
    expect((await request(t.http).get(kadaPage).expect(200)).body.product.stock).toBe(8);

    await request(t.http).put(`/api/home/customer/cancel-order/${placed.body.orderId}`).set(...bearer(customer)).expect(200);
    expect((await request(t.http).get(kadaPage).expect(200)).body.product.stock).toBe(10);
    expect(await kept(glassSearch)).toBe(true);
    expect(cache.stats().invalidations).toBe(before.invalidations);
  });

  it('clears only the answers showing a product whose stock someone else changed, as soon as PostgreSQL tells', async () => {
    await fill();
    const before = cache.stats();
    await t.sql.query('UPDATE products SET stock = 4 WHERE id = $1', [glass]);
    expect(await eventually(async () => (await stockIn(glassSearch, glass)) === 4)).toBe(true);
    expect(await stockIn(bangles, glass)).toBe(4);
    expect((await request(t.http).get(kadaPage).expect(200)).body.relatedProducts[0].stock).toBe(4);
    expect(await kept(kadaSearch)).toBe(true);
    expect(cache.stats().invalidations).toBe(before.invalidations);
  });

  it('still clears everything on any other change to a product, made here or elsewhere', async () => {
    await fill();
    const before = cache.stats().invalidations;
    await t.sql.query('UPDATE products SET stock = 3, brand = $2 WHERE id = $1', [glass, 'Firozabad Glass Works']);
    expect(await eventually(async () => cache.stats().invalidations > before)).toBe(true);
    expect(await kept(kadaSearch)).toBe(false);

    await fill();
    const again = cache.stats().invalidations;
    // A transaction that says it changes stock only, but changes more: the trigger's notice still clears everything.
    await t.app.get(DataSource).transaction(async (manager) => {
      changingStockOnly(manager, [glass]);
      await manager.query('UPDATE products SET stock = 2, discount = 10 WHERE id = $1', [glass]);
    });
    expect(await eventually(async () => cache.stats().invalidations > again)).toBe(true);
    expect(await kept(kadaSearch)).toBe(false);
  });

  it('clears again at the outermost commit, not when a savepoint inside is released', async () => {
    const before = cache.stats().stockChanges;
    let inside = 0;
    await t.app.get(DataSource).transaction(async (outer) => {
      await outer.transaction(async (inner) => {
        changingStockOnly(inner, [glass]);
        await inner.query('UPDATE products SET stock = stock + 1 WHERE id = $1', [glass]);
      });
      // Only the statement has cleared so far: an answer filled now still reads the stock before the change.
      inside = cache.stats().stockChanges;
    });
    expect(inside).toBe(before + 1);
    expect(cache.stats().stockChanges).toBeGreaterThanOrEqual(before + 2);
  });

  it('does not keep an answer computed while the stock of a product it shows changed', async () => {
    await fill();
    const stock = async () => ((await request(t.http).get(kadaPage).expect(200)).body.product.stock as number);
    const heard = async (change: () => Promise<unknown>) => {
      const before = cache.stats().stockChanges;
      await change();
      expect(await eventually(async () => cache.stats().stockChanges > before)).toBe(true);
    };
    const catalog = t.app.get(CatalogService);
    const lookUp = catalog.productDetail.bind(catalog);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The next look-up of a product page reads the database, then waits.
    const detail = jest.spyOn(catalog, 'productDetail').mockImplementationOnce(async (slug) => {
      const answer = await lookUp(slug);
      await held;
      return answer;
    });
    try {
      await heard(() => t.sql.query('UPDATE products SET stock = 7 WHERE id = $1', [kada]));
      const reading = stock();
      expect(await eventually(async () => detail.mock.calls.length > 0)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await heard(() => t.sql.query('UPDATE products SET stock = 6 WHERE id = $1', [kada]));
      release();
      expect(await reading).toBe(7);
      expect(await stock()).toBe(6);
    } finally {
      release();
      detail.mockRestore();
    }
  });
});

describe('what each cached route says its answer shows', () => {
  let gift: string;

  beforeAll(async () => {
    const category = await insertCategory(t.sql, 'Anklets', 3);
    await insertProduct(t.sql, { name: 'Rated Silver Anklet', categoryId: category, rating: 4.5, reviewCount: 3 });
    gift = await insertProduct(t.sql, { name: 'Gift Box Anklet', categoryId: category, gender: 'unisex' });
    await t.sql.query('UPDATE products SET is_gift = true WHERE id = $1', [gift]);
  });

  /** The products whose stock an answer shows, wherever nested: its objects with an `_id` and a `stock`. */
  function stockShown(body: unknown, into = new Set<string>()): Set<string> {
    if (Array.isArray(body)) {
      for (const item of body) stockShown(item, into);
    } else if (body !== null && typeof body === 'object') {
      const object = body as Record<string, unknown>;
      if (typeof object._id === 'string' && 'stock' in object) into.add(object._id);
      for (const value of Object.values(object)) stockShown(value, into);
    }
    return into;
  }

  it('names exactly the products whose stock the answer shows, nested ones included', async () => {
    const feed = t.app.get(ChangeFeed);
    const store = jest.spyOn(cache, 'store');
    try {
      const paths = [
        '/api/home/get-categorys',
        '/api/home/get-category/anklets',
        '/api/home/get-products',
        '/api/home/price-range-latest-product',
        '/api/home/get-product/rated-silver-anklet',
        '/api/home/query-products?category=rings',
        '/api/home/search-suggestions?q=anklet',
        '/api/gifts-get',
        `/api/gift-get/${gift}`,
        '/api/home/gifts-for-him',
      ];
      for (const path of paths) {
        // Whatever was kept is out of date: the request fills its answer again.
        feed.invalidate();
        store.mockClear();
        await request(t.http).get(path).expect(200);
        expect(store).toHaveBeenCalledTimes(1);
        const [, , body, declared] = store.mock.calls[0]!;
        expect([path, [...new Set(declared?.(body))].sort()]).toEqual([path, [...stockShown(body)].sort()]);
      }
    } finally {
      store.mockRestore();
    }
  });
});

describe("the stock notices of orders, sent after their commits (migration 1765900000000)", () => {
  let piece: string;
  beforeAll(async () => {
    const category = await insertCategory(t.sql, 'Payals', 3);
    piece = await insertProduct(t.sql, { name: 'Silver Payal Anklet', categoryId: category, price: 1800, stock: 50 });
  });

  /** The catalogue notices another session hears while `work` runs and for 400 ms after. */
  async function noticesDuring(work: () => Promise<unknown>): Promise<string[]> {
    const listener = await t.sql.connect();
    const heard: string[] = [];
    const hear = (message: { channel: string; payload?: string }) => {
      if (message.channel === 'catalog_changed') heard.push(message.payload ?? '');
    };
    listener.on('notification', hear);
    try {
      await listener.query('LISTEN catalog_changed');
      await work();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return heard;
    } finally {
      listener.removeListener('notification', hear);
      await listener.query('UNLISTEN catalog_changed');
      listener.release();
    }
  }

  /** A stock change in a transaction of its own, `after_commit` set or not. */
  async function changeStock(afterCommit: boolean, change = 'stock = stock - 1'): Promise<void> {
    const client = await t.sql.connect();
    try {
      await client.query('BEGIN');
      if (afterCommit) await client.query(`SELECT set_config('shop.stock_notices', 'after_commit', true)`);
      await client.query(`UPDATE products SET ${change} WHERE id = $1`, [piece]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }

  it('tells everyone once of the stock an order took, from outside its transaction', async () => {
    const customer = await registerCustomer(t, 'Kavya Menon');
    const heard = await noticesDuring(() =>
      request(t.http)
        .post('/api/home/order/palce-order')
        .set(...bearer(customer))
        .send({ shippingInfo: SHIPPING, products: [{ shopName: 'Sona Jewellers', sellerId: null, price: 1, products: [{ productId: piece, quantity: 1 }] }] })
        .expect(201),
    );
    // Once: the trigger sent nothing inside the order's transaction.
    expect(heard).toEqual([`stock:${piece}`]);
  });

  it("leaves the stock notice to the app only in a transaction that says so: any other stock change is told by the trigger, and any other change too", async () => {
    expect(await noticesDuring(() => changeStock(true))).toEqual([]);
    expect(await noticesDuring(() => changeStock(false))).toEqual([`stock:${piece}`]);
    // The setting lasts for its transaction only.
    const client = await t.sql.connect();
    try {
      await client.query(`SELECT set_config('shop.stock_notices', 'after_commit', true)`);
      expect(await noticesDuring(() => client.query('UPDATE products SET stock = stock + 1 WHERE id = $1', [piece]))).toEqual([`stock:${piece}`]);
    } finally {
      client.release();
    }
    expect(await noticesDuring(() => changeStock(true, `stock = stock + 1, name = 'Silver Payal Anklet Pair'`))).toEqual(['products']);
  });
});
