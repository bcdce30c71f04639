import type { PoolClient, QueryResultRow } from 'pg';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';

type PooledDriver = {
  obtainMasterConnection(): Promise<[PoolClient, () => void]>;
  obtainSlaveConnection(): Promise<[PoolClient, () => void]>;
};

/**
 * A fixed-shape read as a named prepared statement: PostgreSQL parses and plans it once per connection instead of on
 * every call (planning a join of a few tables took longer than running it). `name` must always go with the same
 * `text`. From a replica when `replica` is set and TypeORM has replicas configured, else from the primary (a read
 * that must see the caller's own last write).
 */
export async function queryPrepared<T>(dataSource: DataSource, name: string, text: string, values: unknown[] = [], { replica = false } = {}): Promise<T[]> {
  const driver = dataSource.driver as unknown as PooledDriver;
  const [client, release] = await (replica ? driver.obtainSlaveConnection() : driver.obtainMasterConnection());
  try {
    return (await client.query<T & QueryResultRow>({ name, text, values })).rows;
  } finally {
    release();
  }
}

/**
 * queryPrepared on `manager`'s connection: inside its transaction when it has one (placing an order parses and plans
 * its reads once per connection instead of on every order), else as queryPrepared from the primary. The statement
 * goes straight to the driver, past TypeORM's query events (which the catalogue's change feed hears writes by), so
 * only for reads.
 */
export async function queryPreparedOn<T>(manager: EntityManager, name: string, text: string, values: unknown[] = []): Promise<T[]> {
  const runner = manager.queryRunner;
  if (!runner) return queryPrepared<T>(manager.connection, name, text, values);
  const client = (await runner.connect()) as PoolClient;
  return (await client.query<T & QueryResultRow>({ name, text, values })).rows;
}

/**
 * A fixed-shape write as a named prepared statement on `manager`'s transaction (an order's insert, which PostgreSQL would
 * otherwise parse and plan on every order). TypeORM's query events are sent as for its own
 * queries (the catalogue's change feed hears writes by them), and a failure comes back as TypeORM's QueryFailedError.
 */
export async function writePreparedOn<T>(manager: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('writePreparedOn needs a transaction');
  const client = (await runner.connect()) as PoolClient;
  await runner.broadcaster.broadcast('BeforeQuery', text, values);
  const started = Date.now();
  try {
    const result = await client.query<T & QueryResultRow>({ name, text, values });
    await runner.broadcaster.broadcast('AfterQuery', text, values, true, Date.now() - started, result, undefined);
    return result.rows;
  } catch (error) {
    await runner.broadcaster.broadcast('AfterQuery', text, values, false, Date.now() - started, undefined, error);
    throw new QueryFailedError(text, values, error as Error);
  }
}
