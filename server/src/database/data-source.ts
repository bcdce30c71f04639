import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from '../../../migrations/index.js';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config/config.js';
import { entities } from './entities.js';

/**
 * The pool's connections, each with an 'error' listener of its own for as long as it lives. pg emits a dead
 * connection's errors on the client (a backend's FATAL "terminating connection…" while no query waits, a socket
 * error even while one does), and a client checked out of the pool outside TypeORM's query runners — the prepared
 * statements' way (prepared.ts) — has no listener then: when PostgreSQL died under load, that unhandled 'error' event
 * ended the process. The query that waited still gets the error (answered 503) and the pool drops the broken
 * connection when it comes back; this listener only keeps the event from crashing the shop.
 */
export class PoolClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/**
 * One options object for the app, the migration CLI and the tests. The schema changes only through migrations.
 * `poolSize`: connections kept at most (DATABASE_POOL_SIZE for the app).
 */
export function dataSourceOptions(url: string, poolSize = DEFAULT_DATABASE_POOL_SIZE): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    // bigint (int8) columns as numbers: money is bigint so that crores fit (issue 16), and every amount stays far below
    // 2^53 paise (₹90 lakh crore), where a double is still exact; counts are bigint too.
    parseInt8: true,
    // Off: TypeORM would print failed queries with their parameters, password hashes included.
    logging: false,
    // Thresholds of typo-tolerant search, a misspelt word against the words of product names (pg_trgm's % and <%):
    // 'bangel' still finds bangle, 'siler' silver and 'evl' evil.
    // plan_cache_mode: every statement with parameters on these connections is planned without its values (a generic
    // plan). The catalogue's named prepared statements so keep one plan: PostgreSQL would otherwise plan a search
    // afresh on every call, its estimate for given words being lower, for no better plan. The other statements
    // (TypeORM's, unnamed) are still planned on every call, only without looking at their values: the listings'
    // filters measured the same either way (8.4–9.4 ms a request one after another, answer cache off).
    // jit off: PostgreSQL compiles a statement whose estimated cost passes jit_above_cost, which a join of small
    // tables never analysed yet reaches on guesses alone: an order's read of the delivery zones took 30 ms, 6 of them
    // compiling, where it runs in a tenth of a millisecond. This shop's statements each touch a few rows.
    // max_parallel_workers_per_gather 0: for the same guesses PostgreSQL started two worker processes to read a listing
    // page of 20 products (5.8 ms instead of 0.6 at 100 000 products); with dozens of requests at once on a few cores
    // there is no idle core for a worker to use anyway.
    extra: {
      Client: PoolClient,
      max: poolSize,
      connectionTimeoutMillis: 10_000,
      options: '-c pg_trgm.similarity_threshold=0.3 -c pg_trgm.word_similarity_threshold=0.5 -c plan_cache_mode=force_generic_plan -c jit=off -c max_parallel_workers_per_gather=0',
    },
  };
}

// Arbitrary constant shared by every replica: only one runs migrations at a time.
const MIGRATION_LOCK_KEY = 7_311_001;

/** Applies pending migrations under a PostgreSQL advisory lock, so several replicas starting together migrate once. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}
