import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { RuntimeConfig } from '../../config/config.js';

const IMMUTABLE = { maxAge: '365d', immutable: true };

/** Serves one built single-page app under `mount`: files as they are, index.html for any other GET. */
function serveSpa(app: NestExpressApplication, mount: string, distDir: string): void {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return;
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
    response.sendFile(index);
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
  serveSpa(app, '/', path.join(config.rootDir, 'storefront', 'dist'));
}
