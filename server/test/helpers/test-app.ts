import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { createApp } from '../../src/app.setup.js';
import { loadConfig, type RuntimeConfig } from '../../src/config/config.js';
import { runMigrations } from '../../src/database/data-source.js';
import { StaffBootstrap } from '../../src/modules/auth/staff-bootstrap.service.js';
import { SeedService } from '../../src/modules/seed/seed.service.js';
import { createDatabase } from './database.js';

export type TestApp = {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  config: RuntimeConfig;
  /** A direct connection to the app's database, for arranging and checking state. */
  sql: pg.Pool;
  close: () => Promise<void>;
};

/** The real application on a fresh, migrated database of its own. */
export async function createTestApp(overrides: Partial<RuntimeConfig> = {}): Promise<TestApp> {
  const database = await createDatabase();
  await runMigrations(database.url);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-data-'));
  const config: RuntimeConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    dataDir,
    databaseUrl: database.url,
    jwtSecret: randomBytes(32).toString('hex'),
    // Tests arrange their own data; createTestApp({ seedDemo: true }) loads the demo shop as a start would.
    seedDemo: false,
    ...overrides,
  };
  const app = await createApp(config);
  await app.get(StaffBootstrap).ensureAdmin();
  await app.get(SeedService).seedOnStart();
  const sql = new pg.Pool({ connectionString: database.url, max: 3 });
  return {
    app,
    http: app.getHttpServer(),
    config,
    sql,
    close: async () => {
      await app.close();
      await sql.end();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
