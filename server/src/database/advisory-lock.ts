import type { DataSource } from 'typeorm';

export type LockedRun<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` only if no other session (this replica or another) holds the advisory lock named `name`; otherwise
 * answers { ran: false } at once. Scheduled jobs use it so that many replicas run each job once per tick. The lock is
 * a session lock on one dedicated connection, released when the work ends (or when the connection dies).
 */
export async function withTryAdvisoryLock<T>(dataSource: DataSource, name: string, work: () => Promise<T>): Promise<LockedRun<T>> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [row] = (await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name])) as { locked: boolean }[];
    if (!row?.locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await runner.release();
  }
}
