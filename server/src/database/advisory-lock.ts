import pg from 'pg';
import type { DataSource } from 'typeorm';

export type LockedRun<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` only if no other session (this replica or another) holds the advisory lock named `name`; otherwise
 * answers { ran: false } at once. Scheduled jobs use it so that many replicas run each job once per tick. The lock is
 * a session lock, released when the work ends (or when its connection dies).
 *
 * The lock is held on a connection of its own, opened for the run, never one of the pool's: `work` takes the pool's
 * connections as it needs them. A lock held on a pool connection while `work` waits for another would take one from
 * the requests for the whole run, and with a pool no larger than the jobs that tick together (DATABASE_POOL_SIZE 1 or
 * 2: two jobs run every minute) no connection would be left for `work` at all: the jobs, and every request behind
 * them, waited until the pool's connection timeout, and the jobs then failed.
 */
export async function withTryAdvisoryLock<T>(dataSource: DataSource, name: string, work: () => Promise<T>): Promise<LockedRun<T>> {
  const client = lockConnection(dataSource);
  // A connection lost while the work runs only frees the lock early; the unlock below then fails, harmlessly.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A connection outside the pool, to the database the DataSource uses, with its settings and connection timeout. */
function lockConnection(dataSource: DataSource): pg.Client {
  const { options } = dataSource;
  if (options.type !== 'postgres' || !options.url) throw new Error('withTryAdvisoryLock needs a PostgreSQL DataSource configured by url');
  const extra = (options.extra ?? {}) as Pick<pg.ClientConfig, 'connectionTimeoutMillis' | 'options'>;
  return new pg.Client({ connectionString: options.url, connectionTimeoutMillis: extra.connectionTimeoutMillis, options: extra.options });
}
