import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import accepts from 'accepts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { ChangeFeed, type ChangeStamp } from '../../database/change-feed.js';
import { AUTH_COOKIE } from '../auth/auth-user.js';

// What an entry's list of the products it shows costs besides: a product id, as a string in memory.
const PRODUCT_ID_BYTES = 64;
// Bounds on what the cache holds; the oldest answers go first. Memory is bounded by MAX_BYTES, counting each entry's
// headers and bookkeeping as ENTRY_OVERHEAD_BYTES besides its body; the count only bounds the Map itself. A shop of
// 10 000 products has as many product pages, besides its listings and searches: they all fit.
const MAX_ENTRIES = 50_000;
const MAX_BYTES = 64 * 1024 * 1024;
const ENTRY_OVERHEAD_BYTES = 1024;

type Headers = Record<string, string | string[] | number>;
type Compressed = { body: Buffer; headers: Headers };

/**
 * A kept answer, in the encoding its first client took: compressed when that client accepted gzip (as browsers do,
 * a fifth of the memory), else as it is. The other encoding is made the first time a client asks for it, and kept.
 */
type Entry = {
  /** The JSON as sent to clients that do not take gzip. */
  body?: Buffer;
  /** The JSON's length uncompressed. */
  length: number;
  etag: string;
  /** The answer's headers without the body's own (type, length, encoding): what a 304 repeats. */
  headers304: Headers;
  headers200: Headers;
  /** The JSON gzip-compressed, with the headers it is sent with. */
  gzip?: Compressed;
  stamp: ChangeStamp;
  /** The products the answer shows (their stock among the rest): a change to one of their stock makes it out of date. */
  products: readonly string[];
  freshUntil: number;
};
const NO_PRODUCTS: readonly string[] = [];
const JSON_TYPE = 'application/json; charset=utf-8';
// Set anew for every answer, or describing the body: never replayed from a stored answer.
const PER_ANSWER_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'vary', 'set-cookie']);
// The compression middleware's default threshold: smaller bodies are not worth compressing.
const GZIP_FROM_BYTES = 1024;

/** A kept answer as stored: its JSON text and ETag, for the answer that filled it to be sent as it was kept. */
export type StoredAnswer = { json: string; etag: string };

/** Where the middleware leaves the stamp of the moment a request started, for the interceptor to store under. */
const STAMP = Symbol('responseCacheStamp');
type CacheLocals = { [STAMP]?: ChangeStamp };

/**
 * Public catalogue answers kept in memory, so a busy shop does not rebuild the same product list thousands of
 * times a second. A route opts in with @CachedResponse(), saying which products' stock its answer shows; its 200
 * answer is kept under the request URL with the headers it carried (security headers included) and replayed for up
 * to RESPONSE_CACHE_MS, kept compressed when its first client accepted gzip (and made in the other encoding once
 * when a client asks for it). A kept answer leaves straight from
 * the HTTP server (`answer`, before Express: its router cost more than the answer itself); the middleware behind it
 * fills entries.
 *
 * Correctness does not rest on the time limit: a kept answer is replayed only while the ChangeFeed
 * (database/change-feed.ts) finds it current, which any change to products, categories or blogs ends at once, and a
 * change to nothing but some products' stock only for the answers showing them. While the feed is not listening
 * nothing is served from memory. An answer computed while a change to what it shows landed is not kept (stamps).
 *
 * One request at a time refreshes a URL: past the time limit the others still get the last answer meanwhile
 * (stale-while-revalidate); after a change, or the first time, they wait for it instead of all asking
 * PostgreSQL the same question at once.
 */
@Injectable()
export class ResponseCache implements OnModuleInit {
  private readonly ttlMs: number;
  private readonly entries = new Map<string, Entry>();
  /** Keys being refreshed, with the requests waiting for the refresh. */
  private readonly filling = new Map<string, Array<() => void>>();
  /** Keys whose last fill stored nothing, so that requests to them do not wait on each other for a while. */
  private readonly uncacheable = new Map<string, { generation: number; until: number }>();
  private bytes = 0;
  private readonly counters = { hits: 0, misses: 0 };

  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    private readonly feed: ChangeFeed,
  ) {
    this.ttlMs = config.responseCacheMs;
  }

  async onModuleInit(): Promise<void> {
    if (this.ttlMs <= 0) return;
    await this.feed.start();
  }

  /** Whether answers are served from memory now: switched on, and hearing about every change (the feed may be listening for others). */
  get serving(): boolean {
    return this.ttlMs > 0 && this.feed.listening;
  }

  stats(): { entries: number; bytes: number; hits: number; misses: number; invalidations: number; stockChanges: number } {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counters, invalidations: this.feed.generation, stockChanges: this.feed.stockChanges };
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
    if (!entry || !this.feed.isCurrent(entry.stamp, entry.products)) return undefined;
    return this.filling.has(key) || Date.now() < entry.freshUntil ? entry : undefined;
  }

  private handle(key: string, request: Request, response: Response, next: NextFunction): void {
    const entry = this.entries.get(key);
    const generation = this.feed.generation;
    (response.locals as CacheLocals)[STAMP] = this.feed.stamp();
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
    if (entry.length >= GZIP_FROM_BYTES && takesGzip(request)) {
      const gzip = entry.gzip ?? this.keepGzip(entry, entry.body as Buffer);
      response.writeHead(200, gzip.headers);
      response.end(gzip.body);
      return;
    }
    response.writeHead(200, entry.headers200);
    response.end(entry.body ?? this.keepBody(entry, (entry.gzip as Compressed).body));
  }

  /** Compresses a kept answer once, for every client that accepts gzip after. */
  private keepGzip(entry: Entry, body: Buffer): Compressed {
    const compressed = ownCopy(gzipSync(body));
    entry.gzip = { body: compressed, headers: { ...entry.headers304, 'content-type': JSON_TYPE, 'content-encoding': 'gzip', 'content-length': compressed.length } };
    this.grew(compressed.length);
    return entry.gzip;
  }

  /** Decompresses a kept answer once, for every client that does not take gzip after. */
  private keepBody(entry: Entry, compressed: Buffer): Buffer {
    entry.body = ownCopy(gunzipSync(compressed));
    this.grew(entry.body.length);
    return entry.body;
  }

  private grew(bytes: number): void {
    this.bytes += bytes;
    this.evictOverBounds();
  }

  /**
   * Keeps a route's 200 answer with the headers set so far (the security headers among them), unless what it
   * shows changed since the request started or the answer sets a cookie. `productsShown`: the products whose stock
   * the answer shows (the route's declaration), none when omitted.
   */
  store(request: Request, response: Response, body: unknown, productsShown?: (body: unknown) => readonly string[]): StoredAnswer | undefined {
    const stamp = (response.locals as CacheLocals)[STAMP];
    if (stamp === undefined || response.statusCode !== 200 || body === undefined) return undefined;
    const products = productsShown?.(body) ?? NO_PRODUCTS;
    if (!this.feed.isCurrent(stamp, products) || response.hasHeader('set-cookie')) return undefined;
    const json = JSON.stringify(body);
    const buffer = ownBuffer(json);
    if (buffer.length > MAX_BYTES / 16) return undefined;
    const compress = buffer.length >= GZIP_FROM_BYTES && takesGzip(request);
    const etag = weakEtag(buffer);
    const headers304: Record<string, string | string[] | number> = {};
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value !== undefined && !PER_ANSWER_HEADERS.has(name)) headers304[name] = value;
    }
    Object.assign(headers304, { etag, vary: 'Accept-Encoding' });
    const key = request.originalUrl;
    this.remove(key);
    const entry: Entry = {
      body: compress ? undefined : buffer,
      length: buffer.length,
      etag,
      headers304,
      headers200: { ...headers304, 'content-type': JSON_TYPE, 'content-length': buffer.length },
      stamp,
      products,
      freshUntil: Date.now() + this.ttlMs,
    };
    this.entries.set(key, entry);
    this.bytes += entryBytes(entry);
    if (compress) this.keepGzip(entry, buffer);
    else this.evictOverBounds();
    return { json, etag };
  }

  /** The oldest answers go until the cache is within its bounds again. */
  private evictOverBounds(): void {
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entryBytes(entry);
  }
}

/** What an entry counts for against MAX_BYTES: its body, its compressed body once made, and the rest. */
function entryBytes(entry: Entry): number {
  return (entry.body?.length ?? 0) + (entry.gzip?.body.length ?? 0) + ENTRY_OVERHEAD_BYTES + entry.products.length * PRODUCT_ID_BYTES;
}

/**
 * The answer's bytes in memory of their own. Buffer.from cuts a short text out of a shared 8 KB block, which a kept
 * answer would then hold on to whole: 3 000 kept suggestions of 1 KB held up to 24 MB that MAX_BYTES counted as 3.
 */
function ownBuffer(json: string): Buffer {
  const buffer = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  buffer.write(json);
  return buffer;
}

/**
 * The same bytes in memory of their own: zlib answers a compressed body as a slice of its 64 KB output block, so a
 * kept answer of 2 KB compressed held 64 KB, and a cache of a few thousand answers asked by browsers hundreds of MB.
 */
function ownCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/** Whether the client accepts a gzip-compressed answer. */
function takesGzip(request: IncomingMessage): boolean {
  return request.headers['accept-encoding'] !== undefined && accepts(request).encoding('gzip', 'identity') === 'gzip';
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
