import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server of this test run (see global-setup). */
export function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest with its global setup');
  return url;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server; its URL and a function that drops it. */
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** Runs an `INSERT … RETURNING id` that arranges a row straight in the database, and answers the new row's id. */
export async function insertedId(sql: pg.Pool, text: string, values: unknown[]): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(text, values);
  return rows[0].id;
}

/**
 * Waits (about four seconds at most) until a statement whose text contains `statementPart` waits for a row lock in
 * PostgreSQL, as one racing another transaction's held rows does; answers how many such statements wait then.
 */
export async function waitingForLock(sql: pg.Pool, statementPart: string): Promise<number> {
  const waiting = async () =>
    (
      await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND position($1 IN query) > 0 AND pid <> pg_backend_pid()`,
        [statementPart],
      )
    ).rows[0]!.n;
  for (let i = 0; i < 200 && (await waiting()) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return waiting();
}
