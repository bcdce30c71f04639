import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from './database.js';

/**
 * For each test of the describe it is called in: a data folder of its own (named `prefix`… in the system's temporary
 * folder), removed after the test. Answers the object the hook fills: read it inside tests, not at the describe's level.
 */
export function dataDirPerTest(prefix: string): { dataDir: string } {
  const scratch = { dataDir: '' };
  beforeEach(() => {
    scratch.dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(scratch.dataDir, { recursive: true, force: true }));
  return scratch;
}

/** dataDirPerTest, and a fresh database on the test server for each test as well, dropped after it. */
export function dataDirAndDatabasePerTest(prefix: string): { dataDir: string; database: Awaited<ReturnType<typeof createDatabase>> } {
  const scratch = dataDirPerTest(prefix) as { dataDir: string; database: Awaited<ReturnType<typeof createDatabase>> };
  beforeEach(async () => {
    scratch.database = await createDatabase();
  });
  afterEach(() => scratch.database.drop());
  return scratch;
}
