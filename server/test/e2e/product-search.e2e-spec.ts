import { DataSource } from 'typeorm';
import { migrations } from '../../../migrations/index.js';
import { ProductSearch1765400000000 } from '../../../migrations/1765400000000-product-search.js';
import { dataSourceOptions, runMigrations } from '../../src/database/data-source.js';
import { createDatabase } from '../helpers/database.js';

const BEFORE = migrations.slice(0, migrations.indexOf(ProductSearch1765400000000));

type Vector = { id: string; search: string };

/** Products of every kind of text a vector is made of: none but a name, a brand, a description, other scripts. */
const PRODUCTS = [
  { name: 'Kundan Jhumka', brand: '', description: '' },
  { name: 'Antique Gold Bangle Set', brand: 'Sona Heritage', description: 'Hand finished in our Rajasthan workshop; 22K.' },
  { name: 'चाँदी की पायल', brand: 'Marwar', description: 'Silver anklets, a pair.' },
];

let database: { url: string; drop: () => Promise<void> };
let source: DataSource;
/** The generated column's vectors before the migration, by product id. */
let before: Vector[];

const query = <T>(sql: string, values: unknown[] = []) => source.query(sql, values) as Promise<T[]>;
const applied = async () => (await query('SELECT 1 FROM migrations WHERE name = $1', [ProductSearch1765400000000.name])).length > 0;

beforeAll(async () => {
  database = await createDatabase();
  const old = await new DataSource({ ...dataSourceOptions(database.url), migrations: BEFORE }).initialize();
  try {
    await old.runMigrations({ transaction: 'each' });
    const [{ id: categoryId }] = (await old.query(`INSERT INTO categories (name, slug) VALUES ('Earrings', 'earrings') RETURNING id`)) as { id: string }[];
    for (const [i, product] of PRODUCTS.entries()) {
      await old.query(`INSERT INTO products (name, slug, category_id, brand, description, gender, price_paise) VALUES ($1, $2, $3, $4, $5, 'female', 99900)`, [
        product.name,
        `piece-${i}`,
        categoryId,
        product.brand,
        product.description,
      ]);
    }
    before = (await old.query('SELECT id, search::text AS search FROM products ORDER BY id')) as Vector[];
  } finally {
    await old.destroy();
  }
  await runMigrations(database.url);
  source = await new DataSource(dataSourceOptions(database.url)).initialize();
});
afterAll(async () => {
  await source?.destroy();
  await database?.drop();
});

describe('migration 1765400000000-product-search', () => {
  it('moves every product’s vector, unchanged, into product_search, and the column and its index out of products', async () => {
    expect(before).toHaveLength(PRODUCTS.length);
    expect(await query<Vector>('SELECT product_id AS id, search::text AS search FROM product_search ORDER BY product_id')).toEqual(before);
    expect(await query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'products' AND column_name = 'search'`)).toEqual([]);
    expect(await query(`SELECT to_regclass('idx_products_search') AS old, to_regclass('idx_product_search_search') AS new`)).toEqual([
      { old: null, new: 'idx_product_search_search' },
    ]);
    expect(await query(`SELECT name FROM typeorm_metadata WHERE "table" = 'products' ORDER BY name`)).toEqual([{ name: 'sale_price_paise' }]);
  });

  it('is undone by its down (the generated column back with the same vectors, the table gone) and can run again', async () => {
    // Migrations after it, if any, are undone first.
    while (await applied()) await source.undoLastMigration({ transaction: 'each' });
    expect(await query<Vector>('SELECT id, search::text AS search FROM products ORDER BY id')).toEqual(before);
    expect(await query(`SELECT to_regclass('product_search') AS t, to_regclass('idx_products_search') AS i`)).toEqual([{ t: null, i: 'idx_products_search' }]);
    expect(await query(`SELECT tgname FROM pg_trigger WHERE tgname LIKE 'trg_product_search%'`)).toEqual([]);
    // A product added meanwhile gets its vector from the column again, and from the table once migrated again.
    await query(`INSERT INTO products (name, slug, category_id, gender, price_paise) SELECT 'Pearl Drop', 'pearl-drop', category_id, 'female', 5000 FROM products LIMIT 1`);
    const added = await query<Vector>(`SELECT id, search::text AS search FROM products WHERE slug = 'pearl-drop'`);
    expect(added[0]?.search).toBe(`'drop':2A 'pearl':1A`);
    await source.runMigrations({ transaction: 'each' });
    expect(await query<Vector>('SELECT product_id AS id, search::text AS search FROM product_search ORDER BY product_id')).toEqual(
      [...before, ...added].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
  });
});
