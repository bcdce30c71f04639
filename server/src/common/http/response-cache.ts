import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import accepts from 'accepts';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import pg from 'pg';
import type { AfterQueryEvent, DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module.js';
import { AUTH_COOKIE } from '../auth/auth-user.js';
import type { RuntimeConfig } from '../../config/config.js';

/**
 * The NOTIFY channel and the tables whose triggers send it (migrations 1764120000000-catalog-changed and
 * 1764500000000-blogs-changed: blogs for the journal pages' server-rendered head, catalog/page-head.service.ts;
 * 1765013000000-previous-slugs: where the old addresses of categories, products and posts lead).
 */
export const CATALOG_CHANGED = 'catalog_changed';
const WATCHED_TABLES = ['products', 'categories', 'blogs', 'category_previous_slugs', 'product_previous_slugs', 'blog_previous_slugs'];
// A write to a watched table in SQL this process sends, the table captured; a false alarm only costs one refill.
const WRITES_WATCHED = new RegExp(`\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(?:\\s+TABLE)?)\\s+(?:ONLY\\s+)?"?(${WATCHED_TABLES.join('|')})"?(?![\\w"])`, 'gi');
// The notice migration 1764900000000 sends for a change to nothing but a product's stock: 'stock:' and its id.
const STOCK_NOTICE = 'stock:';
// Where a transaction keeps the products whose stock alone it changes (changingStockOnly), in its QueryRunner's data.
const STOCK_ONLY = 'responseCacheStockOnly';
// Products remembered as changed in stock at most; past that, everything is forgotten at once instead.
const MAX_STOCK_CHANGES = 100_000;
// What an entry's list of the products it shows costs besides: a product id, as a string in memory.
const PRODUCT_ID_BYTES = 64;
// Bounds on what the cache holds; the oldest answers go first. Memory is bounded by MAX_BYTES, counting each entry's
// headers and bookkeeping as ENTRY_OVERHEAD_BYTES besides its body; the count only bounds the Map itself. A shop of
// 10 000 products has as many product pages, besides its listings and searches: they all fit.
const MAX_ENTRIES = 50_000;
const MAX_BYTES = 64 * 1024 * 1024;
const ENTRY_OVERHEAD_BYTES = 1024;
// The change feed's reconnects while PostgreSQL is away: 1 s, then twice as long each time, at most 10 s apart.
const RETRY_MS = 1000;
const MAX_RETRY_MS = 10_000;

type Headers = Record<string, string | string[] | number>;

/**
 * When something read from the catalogue was read: the count of catalogue changes then, and of stock changes. A
 * stamp found still current through a later stock change is moved up to it (`isCurrent`), so each holds its own.
 */
export type CacheStamp = { generation: number; stockChanges: number };

type Entry = {
  body: Buffer;
  etag: string;
  /** The answer's headers without the body's own (type, length, encoding): what a 304 repeats. */
  headers304: Headers;
  headers200: Headers;
  gzip?: { body: Buffer; headers: Headers };
  stamp: CacheStamp;
  /** The products the answer shows (their stock among the rest): a change to one of their stock makes it out of date. */
  products: string[];
  freshUntil: number;
};
const JSON_TYPE = 'application/json; charset=utf-8';
// Set anew for every answer, or describing the body: never replayed from a stored answer.
const PER_ANSWER_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'vary', 'set-cookie']);
// The compression middleware's default threshold: smaller bodies are not worth compressing.
const GZIP_FROM_BYTES = 1024;

/** A kept answer as stored: its JSON text and ETag, for the answer that filled it to be sent as it was kept. */
export type StoredAnswer = { json: string; etag: string };

/** Where the middleware leaves the stamp of the moment a request started, for the interceptor to store under. */
const STAMP = Symbol('responseCacheStamp');
type CacheLocals = { [STAMP]?: CacheStamp };

/**
 * Public catalogue answers kept in memory, so a busy shop does not rebuild the same product list thousands of
 * times a second. A route opts in with @CachedResponse(); its 200 answer is kept under the request URL with the
 * headers it carried (security headers included) and replayed for up to RESPONSE_CACHE_MS, gzip-compressed once
 * per entry for clients that accept it. A kept answer leaves straight from the HTTP server (`answer`, before
 * Express: its router cost more than the answer itself); the middleware behind it fills entries.
 *
 * Correctness does not rest on the time limit: any change to products, categories or blogs (or to where their old
 * slugs lead) clears everything at once, but for a change to nothing but some products' stock (orders placed,
 * cancelled, expired; restocks), which clears only the answers showing those products. A change made through this
 * process clears before the write's own answer leaves (a TypeORM query hook; a transaction says it changes stock only
 * with `changingStockOnly`); a change made anywhere else (another replica, a script, psql) arrives by PostgreSQL
 * NOTIFY within milliseconds, the products of a stock change named (migration 1764900000000). While the LISTEN
 * connection is down nothing is served from memory.
 * An answer computed while a change to what it shows landed is not kept (stamps).
 *
 * One request at a time refreshes a URL: past the time limit the others still get the last answer meanwhile
 * (stale-while-revalidate); after a change, or the first time, they wait for it instead of all asking
 * PostgreSQL the same question at once.
 */
@Injectable()
export class ResponseCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ResponseCache');
  private readonly ttlMs: number;
  private readonly entries = new Map<string, Entry>();
  /** Keys being refreshed, with the requests waiting for the refresh. */
  private readonly filling = new Map<string, Array<() => void>>();
  /** Keys whose last fill stored nothing, so that requests to them do not wait on each other for a while. */
  private readonly uncacheable = new Map<string, { generation: number; until: number }>();
  private bytes = 0;
  private generation = 0;
  /** Stock changes heard of so far, and the count at each product's last one (since the last `invalidate`). */
  private stockChanges = 0;
  private readonly stockChangedAt = new Map<string, number>();
  private listener: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Failed or lost connections of the change feed in a row: the next retry waits longer. */
  private retries = 0;
  private stopped = false;
  private readonly counters = { hits: 0, misses: 0 };
  /** TypeORM runners inside a transaction that wrote a watched table: cleared again at their commit. */
  private readonly dirtyRunners = new WeakSet<QueryRunner>();
  private readonly writeWatcher: EntitySubscriberInterface = {
    afterQuery: (event: AfterQueryEvent) => {
      if (!event.success) return;
      const tables = new Set(Array.from(event.query.matchAll(WRITES_WATCHED), (match) => match[1]!.toLowerCase()));
      if (!tables.size) return;
      const stockOnly = stockOnlyOf(event.queryRunner);
      if (stockOnly && tables.size === 1 && tables.has('products')) {
        // Forgotten now and again at the commit (below), like any other change.
        this.stockChanged(stockOnly);
        return;
      }
      this.invalidate();
      if (event.queryRunner.isTransactionActive) this.dirtyRunners.add(event.queryRunner);
    },
    afterTransactionCommit: (event: TransactionCommitEvent) => {
      // A savepoint released inside a transaction still under way: its outermost commit is the one that counts.
      if (event.queryRunner.isTransactionActive) return;
      const stockOnly = stockOnlyOf(event.queryRunner);
      if (stockOnly) {
        delete event.queryRunner.data[STOCK_ONLY];
        this.stockChanged(stockOnly);
      }
      if (this.dirtyRunners.delete(event.queryRunner)) this.invalidate();
    },
    afterTransactionRollback: (event: TransactionRollbackEvent) => {
      if (event.queryRunner.isTransactionActive) return;
      delete event.queryRunner.data[STOCK_ONLY];
      this.dirtyRunners.delete(event.queryRunner);
    },
  };

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.ttlMs = config.responseCacheMs;
  }

  async onModuleInit(): Promise<void> {
    if (this.ttlMs <= 0) return;
    this.dataSource.subscribers.push(this.writeWatcher);
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const index = this.dataSource.subscribers.indexOf(this.writeWatcher);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  /** Whether answers are served from memory now: switched on, and hearing about every change. */
  get serving(): boolean {
    return this.listener !== undefined;
  }

  /** The moment now, for something about to be read from products, categories or blogs (see `isCurrent`). */
  stamp(): CacheStamp {
    return { generation: this.generation, stockChanges: this.stockChanges };
  }

  /**
   * Whether what was read at `stamp` is still true, as long as `serving` holds: nothing in the catalogue changed since,
   * but perhaps the stock of products other than `products` (those whose stock it shows; undefined while not known
   * yet, when any stock change counts). A stamp found current is moved up to now, so the next check of it is as cheap.
   */
  isCurrent(stamp: CacheStamp, products: readonly string[] | undefined): boolean {
    if (stamp.generation !== this.generation) return false;
    if (stamp.stockChanges === this.stockChanges) return true;
    if (!products) return false;
    for (const product of products) {
      if ((this.stockChangedAt.get(product) ?? 0) > stamp.stockChanges) return false;
    }
    stamp.stockChanges = this.stockChanges;
    return true;
  }

  stats(): { entries: number; bytes: number; hits: number; misses: number; invalidations: number; stockChanges: number } {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counters, invalidations: this.generation, stockChanges: this.stockChanges };
  }

  /** Forgets every answer kept so far (they stay as markers of cacheable URLs, never served again). */
  invalidate(): void {
    this.generation += 1;
    // Every stamp taken before is out of date now: what happened to single products before no longer matters.
    this.stockChangedAt.clear();
  }

  /** Forgets the answers showing these products, whose stock alone changed; the rest stay. */
  stockChanged(products: Iterable<string>): void {
    for (const product of products) {
      this.stockChanges += 1;
      this.stockChangedAt.set(product, this.stockChanges);
    }
    if (this.stockChangedAt.size > MAX_STOCK_CHANGES) this.invalidate();
  }

  /** The Express middleware answering from memory; it goes before everything that is not needed for that. */
  middleware(): RequestHandler {
    return (request: Request, response: Response, next: NextFunction) => {
      if (request.method !== 'GET' || !this.serving) {
        next();
        return;
      }
      this.handle(request.originalUrl, request, response, next);
    };
  }

  /**
   * Answers a GET from memory when a current answer is kept for its URL (for the HTTP server, ahead of Express);
   * false when it did not, and the request goes on to the application.
   */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !this.serving || request.url === undefined) return false;
    const entry = this.current(request.url);
    if (!entry) return false;
    this.counters.hits += 1;
    this.reply(request, response, entry);
    return true;
  }

  /** The answer kept for `key` if it may be replayed now: still true, and fresh or being refreshed. */
  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || !this.isCurrent(entry.stamp, entry.products)) return undefined;
    return this.filling.has(key) || Date.now() < entry.freshUntil ? entry : undefined;
  }

  private handle(key: string, request: Request, response: Response, next: NextFunction): void {
    const entry = this.entries.get(key);
    const generation = this.generation;
    (response.locals as CacheLocals)[STAMP] = this.stamp();
    const waiters = this.filling.get(key);
    const current = this.current(key);
    if (current) {
      this.counters.hits += 1;
      this.reply(request, response, current);
      return;
    }
    // A signed-in caller never waits behind someone else's request to a URL not known to be cacheable:
    // same-URL requests of different accounts (useringfo …) must not queue up.
    const anonymous = !request.headers.authorization && !request.headers.cookie?.includes(`${AUTH_COOKIE}=`);
    if (waiters && (entry || anonymous)) {
      waiters.push(() => this.handle(key, request, response, next));
      return;
    }
    this.counters.misses += 1;
    const refused = this.uncacheable.get(key);
    if (!entry && (!anonymous || (refused && refused.generation === generation && Date.now() < refused.until))) {
      next();
      return;
    }
    // This request fills the entry; the same URL's requests meanwhile get the last answer while it is only
    // out of date, or else wait for this one. Whatever happens, they go on when it ends.
    const queue: Array<() => void> = [];
    this.filling.set(key, queue);
    const release = () => {
      if (this.filling.get(key) !== queue) return;
      this.filling.delete(key);
      if (this.entries.get(key) === entry) {
        // Not stored (an error, a 404, an uncached route, a change meanwhile): the others go through at
        // once rather than in line, and for a while nobody waits on this URL.
        this.remove(key);
        this.uncacheable.delete(key);
        this.uncacheable.set(key, { generation, until: Date.now() + this.ttlMs });
        for (const oldest of this.uncacheable.keys()) {
          if (this.uncacheable.size <= MAX_ENTRIES) break;
          this.uncacheable.delete(oldest);
        }
      }
      for (const resume of queue) resume();
    };
    response.once('finish', release);
    response.once('close', release);
    next();
  }

  private reply(request: IncomingMessage, response: ServerResponse, entry: Entry): void {
    if (notModified(request, entry.etag)) {
      response.writeHead(304, entry.headers304);
      response.end();
      return;
    }
    const gzip = entry.body.length >= GZIP_FROM_BYTES && request.headers['accept-encoding'] !== undefined && accepts(request).encoding('gzip', 'identity') === 'gzip';
    if (gzip) {
      // Compressed once per entry, not once per answer.
      if (!entry.gzip) {
        const compressed = gzipSync(entry.body);
        entry.gzip = { body: compressed, headers: { ...entry.headers304, 'content-type': JSON_TYPE, 'content-encoding': 'gzip', 'content-length': compressed.length } };
      }
      response.writeHead(200, entry.gzip.headers);
      response.end(entry.gzip.body);
      return;
    }
    response.writeHead(200, entry.headers200);
    response.end(entry.body);
  }

  /**
   * Keeps a route's 200 answer with the headers set so far (the security headers among them), unless what it
   * shows changed since the request started or the answer sets a cookie.
   */
  store(request: Request, response: Response, body: unknown): StoredAnswer | undefined {
    const stamp = (response.locals as CacheLocals)[STAMP];
    if (stamp === undefined || response.statusCode !== 200 || body === undefined) return undefined;
    const products = productsShown(body);
    if (!this.isCurrent(stamp, products) || response.hasHeader('set-cookie')) return undefined;
    const json = JSON.stringify(body);
    const buffer = Buffer.from(json);
    if (buffer.length > MAX_BYTES / 16) return undefined;
    const etag = weakEtag(buffer);
    const headers304: Record<string, string | string[] | number> = {};
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value !== undefined && !PER_ANSWER_HEADERS.has(name)) headers304[name] = value;
    }
    Object.assign(headers304, { etag, vary: 'Accept-Encoding' });
    const key = request.originalUrl;
    this.remove(key);
    this.entries.set(key, {
      body: buffer,
      etag,
      headers304,
      headers200: { ...headers304, 'content-type': JSON_TYPE, 'content-length': buffer.length },
      stamp,
      products,
      freshUntil: Date.now() + this.ttlMs,
    });
    this.bytes += entryBytes(buffer, products);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(oldest);
    }
    return { json, etag };
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entryBytes(entry.body, entry.products);
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    // Keepalives notice a connection that died quietly; until then the time limit bounds what could be missed.
    const client = new pg.Client({ connectionString: this.config.databaseUrl, connectionTimeoutMillis: 10_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client.on('notification', ({ payload }) => {
      if (payload?.startsWith(STOCK_NOTICE)) this.stockChanged([payload.slice(STOCK_NOTICE.length)]);
      else this.invalidate();
    });
    client.on('error', (error) => this.logger.warn(`catalogue change feed: ${error.message}`));
    client.on('end', () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.invalidate();
      this.retryLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG_CHANGED}`);
    } catch (error) {
      this.logger.warn(`catalogue change feed unavailable, answering without the cache: ${error instanceof Error ? error.message : String(error)}`);
      await client.end().catch(() => undefined);
      this.retryLater();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    // Changes made while not listening are unknown: start from nothing.
    this.invalidate();
    this.listener = client;
    if (this.retries > 0) this.logger.log('catalogue change feed back: answering from the cache again');
    this.retries = 0;
  }

  private retryLater(): void {
    if (this.stopped) return;
    const wait = Math.min(RETRY_MS * 2 ** this.retries, MAX_RETRY_MS);
    this.retries += 1;
    this.retryTimer = setTimeout(() => void this.listen(), wait);
    this.retryTimer.unref();
  }
}

/**
 * Declares that the writes to products `manager`'s transaction makes from now on change nothing but the stock of
 * `products` (an order placed or cancelled): the answers kept in memory that do not show them stay. Should such a
 * write change more, PostgreSQL still tells every replica, this one included, a moment after the commit.
 */
export function changingStockOnly(manager: EntityManager, products: Iterable<string>): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('changingStockOnly needs a transaction');
  const kept = stockOnlyOf(runner) ?? new Set<string>();
  for (const product of products) kept.add(product);
  runner.data[STOCK_ONLY] = kept;
}

function stockOnlyOf(runner: QueryRunner): Set<string> | undefined {
  return (runner.data as Record<string, Set<string> | undefined>)[STOCK_ONLY];
}

/** The ids of the products an answer shows, its objects with an `_id` and a `stock` (catalog's ProductDto). */
function productsShown(body: unknown, into: string[] = []): string[] {
  if (Array.isArray(body)) {
    for (const item of body) productsShown(item, into);
  } else if (body !== null && typeof body === 'object') {
    const object = body as Record<string, unknown>;
    if (typeof object._id === 'string' && 'stock' in object) into.push(object._id);
    for (const value of Object.values(object)) if (value !== null && typeof value === 'object') productsShown(value, into);
  }
  return into;
}

/** What an entry counts for against MAX_BYTES. */
function entryBytes(body: Buffer, products: readonly string[]): number {
  return body.length + ENTRY_OVERHEAD_BYTES + products.length * PRODUCT_ID_BYTES;
}

/** Whether the client's copy is current (the rules of the `fresh` package Express uses, for If-None-Match). */
function notModified(request: IncomingMessage, etag: string): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (!noneMatch || /(?:^|,)\s*?no-cache\s*?(?:,|$)/.test(request.headers['cache-control'] ?? '')) return false;
  if (noneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return noneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The ETag Express itself gives a body (weak, length and SHA-1), so cached and fresh answers revalidate alike. */
function weakEtag(body: Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64').substring(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}
