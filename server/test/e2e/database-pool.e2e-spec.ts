import type pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source.js';
import { createDatabase } from '../helpers/database.js';

describe("the pool's connections when PostgreSQL ends them", () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let dataSource: DataSource;
  beforeAll(async () => {
    database = await createDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it("survives PostgreSQL ending a connection checked out past TypeORM's query runners (the prepared statements' way)", async () => {
    // queryPrepared (src/database/prepared.ts) takes a client as TypeORM's driver hands it out: no 'error' listener of
    // TypeORM's on it while it is out.
    const driver = dataSource.driver as unknown as { obtainMasterConnection(): Promise<[pg.Client, (error?: Error) => void]> };
    const [client, release] = await driver.obtainMasterConnection();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise((resolve) => client.once('end', resolve));

    await dataSource.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    // Before: the backend's FATAL was an unhandled 'error' event on the client, and the process (here, jest) died of it.
    await ended;
    release();
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
