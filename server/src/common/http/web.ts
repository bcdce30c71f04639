import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { RuntimeConfig } from '../../config/config.js';
import { injectHead } from '../../modules/catalog/page-head.js';
import { PageHeadService } from '../../modules/catalog/page-head.service.js';

const IMMUTABLE = { maxAge: '365d', immutable: true };

/** index.html as it is on disk, read again only when the file changes (a new build under a running server). */
function indexReader(file: string): () => Promise<string> {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}

/**
 * Serves one built single-page app under `mount`: files as they are, index.html for any other GET. With `pageHead`,
 * the pages that have a head of their own (product and category pages) get it in their index.html, and a 404 for an
 * unknown slug.
 */
function serveSpa(app: NestExpressApplication, mount: string, distDir: string, pageHead?: PageHeadService): void {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return;
  const readIndex = indexReader(index);
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (response, file) => {
      // Vite puts content-hashed files in assets/; everything else may change between releases.
      if (file.includes(`${path.sep}assets${path.sep}`)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else response.setHeader('Cache-Control', 'no-cache');
    },
  });
  // The storefront is mounted at '/': API, upload, console and payment simulator paths are never its files (and not worth a disk look-up each).
  const elsewhere = (request: Request) => mount === '/' && /^\/(api|uploads|admin|sandbox-gateway)(\/|$)/.test(request.path);
  app.use(mount, (request: Request, response: Response, next: NextFunction) => (elsewhere(request) ? next() : assets(request, response, next)));
  app.use(mount, (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || elsewhere(request)) {
      next();
      return;
    }
    if (path.extname(request.path) !== '') {
      next();
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    const head = pageHead?.forPath(request.path, request.url.split('?')[1]);
    if (head === undefined) {
      // Our own file: served even when the install path has a dot folder (~/.local/…), which send() refuses by default.
      response.sendFile(index, { dotfiles: 'allow' });
      return;
    }
    Promise.all([head, readIndex()])
      .then(([{ status, tags }, html]) => {
        response.status(status).type('html').send(tags === undefined ? html : injectHead(html, tags));
      })
      .catch(next);
  });
}

/** The storefront at /, the console at /admin/ and uploaded files at /uploads/, from the same process as the API. */
export function serveWeb(app: NestExpressApplication, config: RuntimeConfig): void {
  app.use('/uploads', express.static(path.join(config.dataDir, 'uploads'), { ...IMMUTABLE, index: false, fallthrough: true }));
  app.use('/admin', (request: Request, response: Response, next: NextFunction) => {
    // '/admin' without the slash: the console's relative asset URLs need it.
    if (request.originalUrl === '/admin') response.redirect(301, '/admin/');
    else next();
  });
  serveSpa(app, '/admin', path.join(config.rootDir, 'admin', 'dist'));
  serveSpa(app, '/', path.join(config.rootDir, 'storefront', 'dist'), app.get(PageHeadService));
}
