// Plain JS: Jest loads global setup outside its module system, so it uses the built server (npm test builds first).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../dist/server/src/database/embedded-postgres.js';

/** One PostgreSQL server for the run: DATABASE_URL when set, else an embedded one in a temporary folder. */
export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-pg-'));
  const embedded = await startEmbeddedPostgres({ dataDir, password: 'test-password', log: () => undefined });
  process.env.TEST_DATABASE_URL = embedded.url;
  globalThis.__EMBEDDED_PG__ = { embedded, dataDir };
}
