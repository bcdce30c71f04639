import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from '../../src/database/data-source.js';
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

/**
 * Migrates `database` to the latest schema and runs `work` through a DataSource of its own; then closes that and
 * drops the database, whatever happens.
 */
export async function onMigratedDatabase(
  database: { url: string; drop: () => Promise<void> },
  work: (dataSource: DataSource, url: string) => Promise<void>,
): Promise<void> {
  try {
    await runMigrations(database.url);
    const dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
    try {
      await work(dataSource, database.url);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await database.drop();
  }
}
