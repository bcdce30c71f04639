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

/**
 * Reads a short list and a long one, counting the SQL statements of each: the short one takes one or two and the long
 * one exactly as many (no statement per line or item). Each is read once before it is counted, so that what the app
 * keeps in memory (the caller's open session) is kept for both alike. Answers both bodies, [short, long], for the
 * caller's own checks.
 */
export async function expectBoundedStatements<T>(t: TestApp, readShort: () => Promise<T>, readLong: () => Promise<T>): Promise<[T, T]> {
  let short: T | undefined;
  let long: T | undefined;
  await readShort();
  await readLong();
  const forShort = await countStatements(t, async () => (short = await readShort()));
  const forLong = await countStatements(t, async () => (long = await readLong()));
  expect(forShort).toBeGreaterThanOrEqual(1);
  expect(forShort).toBeLessThanOrEqual(2);
  expect(forLong).toBe(forShort);
  return [short as T, long as T];
}
