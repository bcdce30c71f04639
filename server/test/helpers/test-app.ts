import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import type { Logger } from 'pino';
import { createApp } from '../../src/app.setup.js';
import { loadConfig, type RuntimeConfig } from '../../src/config/config.js';
import { runMigrations } from '../../src/database/data-source.js';
import { type CreatedAdmin, StaffBootstrap } from '../../src/modules/auth/staff-bootstrap.service.js';
import { SeedService } from '../../src/modules/seed/seed.service.js';
import { createDatabase } from './database.js';
import { freePort } from './free-port.js';
import { startSmtp, type TestSmtp } from './smtp.js';

export type TestApp = {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  config: RuntimeConfig;
  /** A direct connection to the app's database, for arranging and checking state. */
  sql: pg.Pool;
  /** With { listen: true }: where the app listens, also its PUBLIC_URL (e.g. http://127.0.0.1:41234). */
  url: string | undefined;
  /** The admin account the start created, with its password: admin@localhost and a random one without ADMIN_EMAIL/ADMIN_PASSWORD. */
  admin: CreatedAdmin | undefined;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /**
   * Listen on a real loopback port, with PUBLIC_URL set to it: for flows where the app calls itself over HTTP (the
   * payment SDK and the sandbox gateway) or where redirects are followed.
   */
  listen?: boolean;
  /** The app's log, as main.ts gives it one (none: it logs nothing). */
  logger?: Logger;
  /**
   * A database made beforehand (createDatabase), with data older migrations left: its pending migrations run as at a
   * start, and close() drops it. None: a fresh one.
   */
  database?: { url: string; drop: () => Promise<void> };
};

/** The real application on a fresh, migrated database of its own. */
export async function createTestApp(overrides: Partial<RuntimeConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const port = options.listen ? await freePort() : undefined;
  const url = port === undefined ? undefined : `http://127.0.0.1:${port}`;
  const database = options.database ?? (await createDatabase());
  await runMigrations(database.url);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-data-'));
  const config: RuntimeConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    dataDir,
    databaseUrl: database.url,
    jwtSecret: randomBytes(32).toString('hex'),
    // Tests arrange their own data; createTestApp({ seedDemo: true }) loads the demo shop as a start would.
    seedDemo: false,
    ...(url ? { publicUrl: url } : {}),
    ...overrides,
  };
  const app = await createApp(config, options.logger);
  if (port !== undefined) await app.listen(port, '127.0.0.1');
  const admin = await app.get(StaffBootstrap).ensureAdmin();
  await app.get(SeedService).seedOnStart();
  const sql = new pg.Pool({ connectionString: database.url, max: 3 });
  // pool.end() resolves before its idle connections have closed; the DROP DATABASE … WITH (FORCE) of close() then
  // terminates them (57P01), which an idle pool client reports as an 'error' event: expected then, not a failure.
  sql.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  return {
    app,
    http: app.getHttpServer(),
    config,
    sql,
    url,
    admin,
    close: async () => {
      await app.close();
      await sql.end();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** createTestApp sending its mail to an SMTP catcher of its own; the app's close() stops the catcher too. */
export async function createMailingTestApp(overrides: Partial<RuntimeConfig> = {}, options: TestAppOptions = {}): Promise<{ t: TestApp; smtp: TestSmtp }> {
  const smtp = await startSmtp();
  const t = await createTestApp({ mailUrl: smtp.url, ...overrides }, options);
  const close = async () => {
    await t.close();
    await smtp.close();
  };
  return { t: { ...t, close }, smtp };
}
