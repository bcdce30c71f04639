import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { escapeHtml } from './common/html.js';
import type { RuntimeConfig } from './config/config.js';
import { DiskFileStore } from './modules/storage/disk-file-store.js';
import type { FileStore } from './modules/storage/file-store.js';
import { FILE_STORE } from './modules/storage/file-stores.js';
import { serveStoredUploads } from './modules/storage/uploads-handler.js';
import { withCodeAfterPaint, withPageBody } from './modules/seo/page-body.js';
import { PageBodyService } from './modules/seo/page-body.service.js';
import { injectHead } from './modules/seo/page-head.js';
import { PageHeadService } from './modules/seo/page-head.service.js';
import { SEEDING_RETRY_AFTER_SECONDS, seedingPage } from './modules/seed/seeding-page.js';
import { SeedService } from './modules/seed/seed.service.js';

const IMMUTABLE = { maxAge: '365d', immutable: true };

/**
 * A file of the build as `parse` makes it, read again only when the file changes (a new build under a running
 * server); `missing` when there is no such file.
 */
function builtFileReader<T>(file: string, parse: (text: string) => T, missing: () => T): () => Promise<T> {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async () => {
    const mtimeMs = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return missing();
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await readFile(file, 'utf8')) };
    return cached.value;
  };
}

/** What the storefront's build says each of its first-screen pages needs beyond index.html (storefront/vite.config.ts). */
type RoutePreloads = { routes: { path: string; scripts: string[]; styles: string[] }[] };

/** The storefront's build writes this beside index.html. */
const ROUTE_PRELOADS = path.join('.vite', 'route-preloads.json');

/** Whether `pathname` matches a router path such as '/product/details/:slug' (a ':name' segment is any one segment). */
export function matchesRoute(route: string, pathname: string): boolean {
  const trim = (value: string) => value.replace(/\/+$/, '').split('/');
  const want = trim(route);
  const have = trim(pathname);
  return want.length === have.length && want.every((segment, index) => (segment.startsWith(':') ? have[index] !== '' : segment === have[index]));
}

/**
 * The <link>s that start a first screen's own code and styles downloading with the page rather than after the app's
 * code has run and asked for them (none for other pages): module preloads of its scripts, and style preloads that do
 * not hold up the first paint, or, for a page drawn on the server (`drawn`), its styles themselves, which it needs to
 * be shown as it will stay. `crossorigin` as the app's loader asks for them, or the browser would fetch them twice.
 */
export function routePreloadTags(preloads: RoutePreloads, pathname: string, drawn = false): { scripts: string[]; styles: string[] } {
  const route = preloads.routes.find((entry) => matchesRoute(entry.path, pathname));
  if (route === undefined) return { scripts: [], styles: [] };
  const style = drawn ? (file: string) => `<link rel="stylesheet" crossorigin href="${escapeHtml(file)}" />` : (file: string) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(file)}" />`;
  return { scripts: route.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`), styles: route.styles.map(style) };
}

/** Longest address whose page is drawn on the server: others are left to the browser. */
const MAX_DRAWN_URL = 2_000;

/**
 * Where the storefront's server drawing asks the API: this process, on the port it listens on (undefined when it does
 * not listen on one).
 */
function ownOrigin(app: NestExpressApplication): string | undefined {
  const address = (app.getHttpServer() as Server).address();
  return address === null || typeof address === 'string' ? undefined : `http://127.0.0.1:${address.port}`;
}

/** The storefront is mounted at '/': API, upload, console and payment simulator paths are never its files nor its pages. */
const ELSEWHERE = /^\/(api|uploads|admin|sandbox-gateway)(\/|$)/;

/** Whether a request under `mount` asks for one of the app's pages (its index.html) rather than a file or another part. */
function asksForPage(mount: string, request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (mount === '/' && ELSEWHERE.test(request.path)) return false;
  return path.extname(request.path) === '';
}

/** index.html with `tags` at the end of its head. */
function withPreloads(html: string, tags: readonly string[]): string {
  return tags.length === 0 ? html : html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Serves one built single-page app under `mount`: files as they are, index.html for any other GET. With `pageHead`,
 * the pages that have a head of their own (product, category and journal pages) get it in their index.html, a 404
 * for an unknown slug and a 301 to their own address for a former slug; the first screens the build names
 * (ROUTE_PRELOADS) get the preloads of their own code, or, drawn here, their code named to be fetched once they are on
 * screen (page-body.ts, withCodeAfterPaint).
 */
function serveSpa(app: NestExpressApplication, mount: string, distDir: string, pageHead?: PageHeadService, pageBody?: PageBodyService): void {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return;
  const readIndex = builtFileReader(
    index,
    (html) => html,
    () => {
      throw new Error(`${index} is gone`);
    },
  );
  // A build without it simply gets no preloads.
  const readPreloads = builtFileReader(
    path.join(distDir, ROUTE_PRELOADS),
    (json) => JSON.parse(json) as RoutePreloads,
    (): RoutePreloads => ({ routes: [] }),
  );
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (response, file) => {
      // Vite puts content-hashed files in assets/; everything else may change between releases.
      if (file.includes(`${path.sep}assets${path.sep}`)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else response.setHeader('Cache-Control', 'no-cache');
    },
  });
  // Not the storefront's files, and not worth a disk look-up each.
  const elsewhere = (request: Request) => mount === '/' && ELSEWHERE.test(request.path);
  app.use(mount, (request: Request, response: Response, next: NextFunction) => (elsewhere(request) ? next() : assets(request, response, next)));
  app.use(mount, (request: Request, response: Response, next: NextFunction) => {
    if (!asksForPage(mount, request)) {
      next();
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    const head = pageHead?.forPath(request.path, request.url.split('?')[1]);
    Promise.all([head, readPreloads()])
      .then(async ([pageTags, preloads]) => {
        if (pageTags?.status === 301) {
          const query = request.url.indexOf('?');
          response.redirect(301, pageTags.location + (query === -1 ? '' : request.url.slice(query)));
          return;
        }
        const status = pageTags?.status ?? 200;
        // The first screens the build names are drawn here when they are there to be drawn; the browser takes them over.
        const origin = ownOrigin(app);
        const drawable = pageBody !== undefined && origin !== undefined && status === 200 && request.originalUrl.length <= MAX_DRAWN_URL;
        const body = drawable && preloads.routes.some((route) => matchesRoute(route.path, request.path)) ? await pageBody.body(request.originalUrl, origin, request.headers['accept-language']) : undefined;
        const own = routePreloadTags(preloads, request.path, body !== undefined);
        if (pageTags === undefined && own.scripts.length === 0 && own.styles.length === 0) {
          // Our own file: served even when the install path has a dot folder (~/.local/…), which send() refuses by default.
          response.sendFile(index, { dotfiles: 'allow' });
          return;
        }
        const html = await readIndex();
        // A drawn page carries its data whole: the answers for the browser's first requests are of no use to it.
        const tags = [pageTags?.tags, body === undefined ? pageTags?.answers : undefined].filter((part) => part !== undefined).join('\n    ');
        const headed = tags === '' ? html : injectHead(html, tags);
        // Its prices are in the currency of the languages the browser sent.
        if (body !== undefined) response.vary('Accept-Language');
        response
          .status(status)
          .type('html')
          .send(body === undefined ? withPreloads(headed, [...own.scripts, ...own.styles]) : withPageBody(withCodeAfterPaint(withPreloads(headed, own.styles), own.scripts), body));
      })
      .catch(next);
  });
}

/**
 * The storefront at /, the console at /admin/ and uploaded files at /uploads/, from the same process as the API. Beside
 * app.setup.ts rather than in common/: it puts modules together (the seo module's heads, the seed's holding page).
 */
export function serveWeb(app: NestExpressApplication, config: RuntimeConfig): void {
  // On disk, Express's static serving of the folder (sendfile, ranges); in an object store, streamed from it by key.
  const files = app.get<FileStore>(FILE_STORE);
  if (files instanceof DiskFileStore) app.use('/uploads', express.static(files.pathOf('uploads'), { ...IMMUTABLE, index: false, fallthrough: true }));
  else app.use('/uploads', serveStoredUploads(files));
  app.use('/admin', (request: Request, response: Response, next: NextFunction) => {
    // '/admin' without the slash: the console's relative asset URLs need it.
    if (request.originalUrl === '/admin') response.redirect(301, '/admin/');
    else next();
  });
  serveSpa(app, '/admin', path.join(config.rootDir, 'admin', 'dist'));
  // While the first start loads the demo shop, a person sees how far it is rather than an empty shop (the console works).
  const seed = app.get(SeedService);
  app.use('/', (request: Request, response: Response, next: NextFunction) => {
    const progress = seed.seeding();
    if (!progress || !asksForPage('/', request)) {
      next();
      return;
    }
    response.status(503).setHeader('Retry-After', String(SEEDING_RETRY_AFTER_SECONDS)).setHeader('Cache-Control', 'no-store').type('html').send(seedingPage(progress));
  });
  serveSpa(app, '/', path.join(config.rootDir, 'storefront', 'dist'), app.get(PageHeadService), app.get(PageBodyService));
}
