import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { ChangeFeed, type ChangeStamp } from '../../database/change-feed.js';
import { type DrawnPage, type PageBody, pageBodyOf, type StorefrontRenderer } from './page-body.js';

/** The storefront's server build, under its browser build (storefront/vite.config.ts, SSR_OUT_DIR). */
const RENDERER = path.join('storefront', 'dist', '.ssr', 'entry-server.mjs');
/** Pages drawn at once; a request beyond them gets the page the browser draws (drawing costs the CPU the API needs). */
const MAX_DRAWING = 4;
/** A request waits this long for its drawing; the drawing goes on for the next one, which finds it kept. */
const WAIT_MS = 2_000;
/** Bounds on the pages kept (HTML and data, some 50 KB each); the oldest go first. */
const MAX_ENTRIES = 500;
const MAX_BYTES = 24 * 1024 * 1024;

type Entry = { body: Promise<PageBody | undefined>; stamp: ChangeStamp; products?: string[]; freshUntil: number; bytes: number };

/**
 * Storefront pages drawn on the server (issue 19): the first screen is on the shopper's screen as soon as the HTML
 * and its styles are, rather than after the app's code has run; the app then takes it over (hydration). The
 * drawing is the storefront's own code (its server build, storefront/src/entry-server.tsx), asking this server's
 * API for its data as a shopper who is not signed in, so it is the page every such shopper sees.
 *
 * A drawn page is kept as the heads are (page-head.service.ts): as long as the catalogue's public answers are
 * (RESPONSE_CACHE_MS), and only while the change feed finds nothing it shows changed: any catalogue change, or the
 * stock of a product in its data. Concurrent requests for one page share one drawing. A page that cannot be drawn
 * (no server build, an error, too slow, too many at once) is left to the browser, as before, and never fails the
 * request.
 */
@Injectable()
export class PageBodyService {
  private readonly logger = new Logger('PageBody');
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private drawing = 0;
  private renderer: { mtimeMs: number; module: Promise<StorefrontRenderer> } | undefined;
  private readonly file: string;

  constructor(
    private readonly changes: ChangeFeed,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {
    this.file = path.join(config.rootDir, RENDERER);
  }

  /**
   * The page at `url` (path and query) drawn with the API at `apiOrigin` (this server, such as http://127.0.0.1:3000)
   * for a browser that sent `acceptLanguage` (its prices are in the currency that implies); undefined when it is not
   * drawn this time.
   */
  async body(url: string, apiOrigin: string, acceptLanguage = ''): Promise<PageBody | undefined> {
    const renderer = await this.load();
    if (renderer === undefined) return undefined;
    const currency = renderer.currencyFor(acceptLanguage);
    const key = `${currency} ${url}`;
    const kept = this.entries.get(key);
    let body: Promise<PageBody | undefined>;
    if (kept && this.current(kept)) body = kept.body;
    else {
      if (this.drawing >= MAX_DRAWING) return undefined;
      body = this.draw(key, () => renderer.render(url, apiOrigin, currency));
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        this.logger.warn(`${url} not drawn within ${WAIT_MS} ms: the browser draws it this time`);
        resolve(undefined);
      }, WAIT_MS);
    });
    return Promise.race([body, late]).finally(() => clearTimeout(timer));
  }

  /** The server build, imported anew when it changes (a new build under a running server); undefined without one. */
  private async load(): Promise<StorefrontRenderer | undefined> {
    const mtimeMs = await stat(this.file).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return undefined;
    if (this.renderer?.mtimeMs !== mtimeMs) {
      const module = import(`${pathToFileURL(this.file).href}?v=${mtimeMs}`) as Promise<StorefrontRenderer>;
      this.renderer = { mtimeMs, module };
      module.catch((error: unknown) => this.logger.error(`cannot load ${this.file}: ${error instanceof Error ? error.message : String(error)}`));
    }
    return this.renderer.module.catch(() => undefined);
  }

  /** Draws the page kept under `key` (its currency and address), keeping it when it may be. */
  private draw(key: string, render: () => Promise<DrawnPage | undefined>): Promise<PageBody | undefined> {
    const stamp = this.changes.stamp();
    this.drawing += 1;
    const body: Promise<PageBody | undefined> = render()
      .then(
        (page) => {
          if (page === undefined) {
            this.forget(key, body);
            return undefined;
          }
          const made = pageBodyOf(page);
          const entry = this.entries.get(key);
          if (entry?.body === body) {
            entry.products = page.products;
            entry.bytes = made.root.length + made.head.length + made.state.length;
            this.bytes += entry.bytes;
            this.trim();
          }
          return made;
        },
        (error: unknown) => {
          // The page as the browser draws it: logged, never a failed request.
          this.logger.warn(`${key} not drawn: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          this.forget(key, body);
          return undefined;
        },
      )
      .finally(() => {
        this.drawing -= 1;
      });
    // Kept only while the change feed listens: otherwise a change could go unnoticed.
    if (this.config.responseCacheMs > 0 && this.changes.listening) {
      this.forget(key);
      this.entries.set(key, { body, stamp, freshUntil: Date.now() + this.config.responseCacheMs, bytes: 0 });
    }
    return body;
  }

  /** Whether a kept page is still true: fresh, and nothing it shows changed (while being drawn: nothing at all). */
  private current(entry: Entry): boolean {
    return Date.now() < entry.freshUntil && this.changes.isCurrent(entry.stamp, entry.products);
  }

  /** Forgets the page kept for `url` (only if it is still `body`, when given). */
  private forget(url: string, body?: Promise<PageBody | undefined>): void {
    const entry = this.entries.get(url);
    if (entry === undefined || (body !== undefined && entry.body !== body)) return;
    this.entries.delete(url);
    this.bytes -= entry.bytes;
  }

  private trim(): void {
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.forget(oldest);
    }
  }
}
