import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from '../../src/database/data-source.js';
import { srcsetOf, StorageService } from '../../src/modules/storage/storage.service.js';
import { demoProducts, MAIN_SHOP, SECOND_SHOP } from '../../src/modules/seed/data/index.js';
import { SeedService } from '../../src/modules/seed/seed.service.js';
import { createDatabase } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Drawing every picture of the demo shop takes about a minute on two idle cores, several on a busy machine.
const FIRST_SEED_MS = 600_000;

let t: TestApp;

const filesOf = (url: string) =>
  srcsetOf(url)
    .split(', ')
    .map((entry) => path.join(t.config.dataDir, entry.split(' ')[0]));

const count = async (table: string) => Number((await t.sql.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);

beforeAll(async () => {
  // As a start with SEED_DEMO on would: the demo shop is loaded into the empty catalogue.
  t = await createTestApp({ seedDemo: true });
}, FIRST_SEED_MS);
afterAll(() => t?.close());

describe('seeding an empty catalogue', () => {
  it("loads the spec's categories, each with a drawn tile in three widths, served by the storefront call", async () => {
    const response = await request(t.http).get('/api/home/get-categorys').expect(200);
    const categories = response.body.categorys as { name: string; slug: string; image: string }[];
    const names = categories.map((c) => c.name);
    for (const name of ['Rings', 'Pendants', 'Bangles', 'Earrings', 'Nose Pins', 'Mangalsutra', 'Evil Eye', "Baby's Evil Eye Charms", 'Anklets']) {
      expect(names).toContain(name);
    }
    expect(categories.find((c) => c.name === "Baby's Evil Eye Charms")?.slug).toBe("baby's-evil-eye-charms");
    for (const category of categories) {
      expect(category.image).toMatch(/^\/uploads\/categories\/[a-z0-9-]+-640\.webp$/);
      for (const file of filesOf(category.image)) expect(existsSync(file)).toBe(true);
    }
    const picture = await request(t.http).get(categories[0].image).expect(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('loads 80+ products with discounts 0–50, enough deals, some sold out and every gender', async () => {
    const { rows } = await t.sql.query('SELECT discount, stock, gender, price_paise, colors, sizes, brand FROM products');
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(rows.length).toBe(demoProducts.length);
    for (const row of rows) {
      expect(row.discount).toBeGreaterThanOrEqual(0);
      expect(row.discount).toBeLessThanOrEqual(50);
      expect(row.price_paise).toBeGreaterThan(0);
      expect(row.colors.length).toBeGreaterThan(0);
      expect(row.sizes.length).toBeGreaterThan(0);
      expect(row.brand).not.toBe('');
    }
    expect(rows.filter((r) => r.stock === 0).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.stock > 0).length).toBeGreaterThan(rows.length / 2);
    expect(new Set(rows.map((r) => r.gender))).toEqual(new Set(['male', 'female', 'kids']));
    // The deals page asks for discount ≥ 20 and shows 20 at first.
    const deals = await request(t.http).get('/api/home/query-products?minDiscount=20').expect(200);
    expect(deals.body.totalProduct).toBeGreaterThanOrEqual(20);
    const evilEye = await request(t.http).get('/api/home/query-products?category=evil-eye').expect(200);
    expect(evilEye.body.totalProduct).toBeGreaterThanOrEqual(8);
  });

  it('gives every product a front and a detail picture whose three widths are on disk', async () => {
    const { rows } = await t.sql.query<{ slug: string; images: string[] }>('SELECT slug, images FROM products');
    for (const product of rows) {
      expect(product.images).toEqual([
        `/uploads/products/${product.slug}-front-640.webp`,
        `/uploads/products/${product.slug}-detail-640.webp`,
      ]);
      for (const image of product.images) for (const file of filesOf(image)) expect(existsSync(file)).toBe(true);
    }
    expect(readdirSync(path.join(t.config.dataDir, 'uploads/products'))).toHaveLength(rows.length * 2 * 3);
  });

  it("gives the second shop's products to its seller account and leaves the house shop's without a seller", async () => {
    const { rows: sellers } = await t.sql.query("SELECT id, name, email FROM users WHERE role = 'seller'");
    expect(sellers).toEqual([{ id: expect.any(String), name: SECOND_SHOP, email: 'marwar-silver-house@sellers.demo.invalid' }]);
    const { rows } = await t.sql.query('SELECT shop_name, seller_id, count(*)::int AS n FROM products GROUP BY shop_name, seller_id ORDER BY shop_name');
    expect(rows).toEqual([
      { shop_name: SECOND_SHOP, seller_id: sellers[0].id, n: demoProducts.filter((p) => p.shopName === SECOND_SHOP).length },
      { shop_name: MAIN_SHOP, seller_id: null, n: demoProducts.filter((p) => p.shopName === MAIN_SHOP).length },
    ]);
  });

  it('adds demo customers who cannot sign in, and their reviews spread over recent months', async () => {
    const { rows: authors } = await t.sql.query(
      "SELECT u.email, u.role, u.password_hash FROM users u WHERE u.id IN (SELECT user_id FROM reviews)",
    );
    expect(authors.length).toBeGreaterThanOrEqual(40);
    for (const author of authors) {
      expect(author.role).toBe('customer');
      expect(author.password_hash).toMatch(/^!unusable:/);
    }
    const login = await request(t.http).post('/api/customer/customer-login').send({ email: authors[0].email, password: authors[0].password_hash });
    expect(login.status).toBe(401);

    const { rows: reviews } = await t.sql.query(
      'SELECT r.rating, r.review, r.hidden, r.created_at, p.created_at AS product_created FROM reviews r JOIN products p ON p.id = r.product_id',
    );
    expect(reviews.length).toBeGreaterThanOrEqual(40);
    for (const review of reviews) {
      expect(review.hidden).toBe(false);
      expect(review.review.length).toBeGreaterThan(10);
      expect(review.created_at.getTime()).toBeGreaterThan(review.product_created.getTime());
      expect(review.created_at.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const times = reviews.map((r) => r.created_at.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(60 * 24 * 3600 * 1000);
  });

  it("keeps each product's rating and review count equal to its reviews", async () => {
    const { rows } = await t.sql.query(`
      SELECT p.slug, p.rating::float AS rating, p.review_count,
             coalesce(round(avg(r.rating), 2), 0)::float AS expected_rating, count(r.id)::int AS expected_count
      FROM products p LEFT JOIN reviews r ON r.product_id = p.id AND NOT r.hidden
      GROUP BY p.id`);
    for (const row of rows) {
      expect({ slug: row.slug, rating: row.rating, count: row.review_count }).toEqual({ slug: row.slug, rating: row.expected_rating, count: row.expected_count });
    }
    expect(rows.filter((r) => r.review_count > 0).length).toBeGreaterThanOrEqual(25);
    expect(Math.max(...rows.map((r) => r.review_count))).toBeGreaterThan(5);
    const top = await request(t.http).get('/api/home/get-products').expect(200);
    expect(top.body.topRated_product.length).toBeGreaterThan(0);
  });

  it('adds banners for each of the four banner categories, with pictures, alt text and storefront links', async () => {
    const { rows } = await t.sql.query('SELECT category, url, alt, link, position FROM banners ORDER BY category, position');
    expect(new Set(rows.map((b) => b.category))).toEqual(new Set(['Home Page', 'fastivle', 'Evil Eye Elegance', "Baby's Evil Eye Charms"]));
    for (const banner of rows) {
      for (const file of filesOf(banner.url)) expect(existsSync(file)).toBe(true);
      expect(banner.alt).toMatch(/^[A-Z].{20,}\.$/);
      expect(banner.link).toMatch(/^\/[a-z'/-]+$/);
    }
    expect(rows.find((b) => b.category === 'Evil Eye Elegance')?.link).toBe('/evil-eye');
  });

  it('adds upper-case coupons in paise, one of them expiring', async () => {
    const { rows } = await t.sql.query('SELECT code, min_order_paise, discount, user_limit, expires_at FROM coupons');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const coupon of rows) {
      expect(coupon.code).toBe(coupon.code.toUpperCase());
      expect(coupon.min_order_paise % 100).toBe(0);
      expect(coupon.discount).toBeGreaterThanOrEqual(1);
      expect(coupon.user_limit).toBeGreaterThanOrEqual(1);
    }
    expect(rows.find((c) => c.code === 'SONA10')).toMatchObject({ min_order_paise: 99_900, discount: 10, user_limit: 3, expires_at: null });
    const expiring = rows.filter((c) => c.expires_at !== null);
    expect(expiring.length).toBeGreaterThanOrEqual(1);
    for (const coupon of expiring) expect(coupon.expires_at.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('seeding again', () => {
  it('does nothing once the catalogue has anything in it', async () => {
    const before = await Promise.all(['categories', 'products', 'reviews', 'banners', 'coupons', 'users'].map(count));
    expect(await t.app.get(SeedService).seedIfEmpty()).toEqual({ seeded: false, reason: 'catalogue-not-empty' });
    expect(await Promise.all(['categories', 'products', 'reviews', 'banners', 'coupons', 'users'].map(count))).toEqual(before);
  });

  it('does nothing at start when SEED_DEMO is off', async () => {
    const database = await createDatabase();
    try {
      await runMigrations(database.url);
      const dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
      try {
        const config = { ...t.config, databaseUrl: database.url, seedDemo: false };
        expect(await new SeedService(dataSource, new StorageService(config), config).seedOnStart()).toBeUndefined();
        expect((await dataSource.query('SELECT count(*)::int AS n FROM categories'))[0].n).toBe(0);
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await database.drop();
    }
  });

  it('seeds once when two processes start together on a fresh database, reusing the pictures already drawn on this DATA_DIR', async () => {
    const database = await createDatabase();
    try {
      await runMigrations(database.url);
      const config = { ...t.config, databaseUrl: database.url };
      // Two pools, as two replicas would have.
      const sources = await Promise.all([0, 1].map(() => new DataSource(dataSourceOptions(database.url)).initialize()));
      try {
        const outcomes = await Promise.all(sources.map((source) => new SeedService(source, new StorageService(config), config).seedIfEmpty()));
        const seeded = outcomes.filter((outcome) => outcome.seeded);
        expect(seeded).toHaveLength(1);
        expect(outcomes.filter((outcome) => !outcome.seeded)).toEqual([{ seeded: false, reason: 'catalogue-not-empty' }]);
        const report = seeded[0].seeded ? seeded[0].report : undefined;
        expect(report).toMatchObject({ categories: 14, products: demoProducts.length, rendered: 0, pictures: demoProducts.length * 2 + 14 + 7 });
        const [counts] = await sources[0].query(
          'SELECT (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM banners)::int AS banners',
        );
        expect(counts).toEqual({ categories: 14, products: demoProducts.length, banners: 7 });
        // Stable names: the second seed replaced nothing and added no files.
        expect(readdirSync(path.join(t.config.dataDir, 'uploads/products'))).toHaveLength(demoProducts.length * 2 * 3);
      } finally {
        await Promise.all(sources.map((source) => source.destroy()));
      }
    } finally {
      await database.drop();
    }
  });
});
