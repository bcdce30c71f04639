import { DataSource, type EntitySubscriberInterface, QueryFailedError } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source.js';
import { writePreparedOn } from '../../src/database/prepared.js';
import { createDatabase } from '../helpers/database.js';

describe('writePreparedOn: a write as a named prepared statement inside a transaction', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let dataSource: DataSource;
  const heard: { query: string; success: boolean; error?: unknown }[] = [];
  const listener: EntitySubscriberInterface = {
    afterQuery: (event) => {
      if (event.query.includes('prepared_probe')) heard.push({ query: event.query, success: event.success, error: event.error });
    },
  };
  const insert = 'INSERT INTO prepared_probe (id) VALUES ($1) RETURNING id';

  beforeAll(async () => {
    database = await createDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url, 1)).initialize();
    await dataSource.query('CREATE TABLE prepared_probe (id int PRIMARY KEY)');
    dataSource.subscribers.push(listener);
  });
  beforeEach(() => {
    heard.length = 0;
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it("answers the rows, tells TypeORM's query listeners as its own queries do, and is prepared on the connection", async () => {
    const [rows, prepared] = await dataSource.transaction(async (manager) => [
      await writePreparedOn<{ id: number }>(manager, 'probe_insert', insert, [1]),
      (await manager.query(`SELECT statement FROM pg_prepared_statements WHERE name = 'probe_insert'`)) as { statement: string }[],
    ]);
    expect(rows).toEqual([{ id: 1 }]);
    expect(heard).toEqual([{ query: insert, success: true, error: undefined }]);
    expect(prepared).toEqual([{ statement: insert }]);
    expect(await dataSource.query('SELECT id FROM prepared_probe')).toEqual([{ id: 1 }]);
  });

  it("fails as TypeORM's queries do (QueryFailedError with the driver's error), told to the listeners, and the transaction rolls back", async () => {
    const failure = dataSource.transaction(async (manager) => {
      await writePreparedOn(manager, 'probe_insert', insert, [2]);
      await writePreparedOn(manager, 'probe_insert', insert, [1]);
    });
    await expect(failure).rejects.toBeInstanceOf(QueryFailedError);
    await expect(failure).rejects.toMatchObject({ query: insert, driverError: { code: '23505' } });
    expect(heard.map(({ success }) => success)).toEqual([true, false]);
    expect(heard[1]!.error).toMatchObject({ code: '23505' });
    expect(await dataSource.query('SELECT id FROM prepared_probe ORDER BY id')).toEqual([{ id: 1 }]);
  });

  it('refuses to run outside a transaction', async () => {
    await expect(writePreparedOn(dataSource.manager, 'probe_insert', insert, [3])).rejects.toThrow('writePreparedOn needs a transaction');
    expect(heard).toEqual([]);
  });
});
