import { DataSource } from 'typeorm';
import type { TestApp } from './test-app.js';

type PooledDriver = { master: { Client: { prototype: { query: (...args: unknown[]) => unknown } } } };

/**
 * How many SQL statements the app's pool sends while `work` runs: every statement goes through its clients' query(),
 * TypeORM's and the named prepared statements alike. Nothing else may use the app's pool meanwhile.
 */
export async function countStatements(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  const client = (t.app.get(DataSource).driver as unknown as PooledDriver).master.Client.prototype;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return count;
}
