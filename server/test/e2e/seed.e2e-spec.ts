import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.setup.js';
import { ResponseCache } from '../../src/common/http/response-cache.js';
import { dataSourceOptions, runMigrations } from '../../src/database/data-source.js';
import { srcsetOf, StorageService } from '../../src/modules/storage/storage.service.js';
import { demoBlogs, demoCategories, demoGifts, demoProducts, MAIN_SHOP, SECOND_SHOP } from '../../src/modules/seed/data/index.js';
import { type SeedOutcome, SeedService } from '../../src/modules/seed/seed.service.js';
import { createDatabase } from '../helpers/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Drawing every picture of the demo shop takes about a minute on two idle cores, several on a busy machine.
const FIRST_SEED_MS = 600_000;

let t: TestApp;

const filesOf = (url: string) =>
  srcsetOf(url)
    .split(', ')
    .map((entry) => path.join(t.config.dataDir, entry.split(' ')[0]));

const sharpSize = async (file: string) => {
  const { width, height } = await sharp(file).metadata();
  return { width, height };
};

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
    expect(categories.find((c) => c.name === "Baby's Evil Eye Charms")?.slug).toBe('babys-evil-eye-charms');
    for (const category of categories) {
      expect(category.image).toMatch(/^\/uploads\/categories\/[a-z0-9-]+-640\.webp$/);
      for (const file of filesOf(category.image)) expect(existsSync(file)).toBe(true);
    }
    const picture = await request(t.http).get(categories[0].image).expect(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('loads 80+ products with discounts 0–50, enough deals, some sold out and every gender', async () => {
    const { rows } = await t.sql.query('SELECT discount, stock, gender, price_paise, colors, sizes, brand FROM products WHERE NOT is_gift');
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
    const { rows } = await t.sql.query<{ slug: string; images: string[] }>('SELECT slug, images FROM products WHERE NOT is_gift');
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
    const { rows } = await t.sql.query('SELECT shop_name, seller_id, count(*)::int AS n FROM products WHERE NOT is_gift GROUP BY shop_name, seller_id ORDER BY shop_name');
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

  it("adds 12+ gifts to the 'Gifts' category, boxed first, with drawn pictures, for him and for her", async () => {
    const { rows: categories } = await t.sql.query("SELECT id, name, image, position FROM categories WHERE slug = 'gifts'");
    expect(categories).toEqual([{ id: expect.any(String), name: 'Gifts', image: '/uploads/categories/gifts-640.webp', position: demoCategories.length + 1 }]);
    for (const file of filesOf(categories[0].image)) expect(existsSync(file)).toBe(true);
    const { rows } = await t.sql.query('SELECT slug, images, category_id, seller_id, shop_name, gender FROM products WHERE is_gift');
    expect(rows.length).toBe(demoGifts.length);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const gift of rows) {
      expect(gift).toMatchObject({ category_id: categories[0].id, seller_id: null, shop_name: MAIN_SHOP });
      expect(gift.images).toEqual([`/uploads/gifts/${gift.slug}-front-640.webp`, `/uploads/gifts/${gift.slug}-piece-640.webp`]);
      for (const image of gift.images) for (const file of filesOf(image)) expect(existsSync(file)).toBe(true);
    }
    const store = await request(t.http).get('/api/gifts-get').expect(200);
    expect(store.body.totalgift).toBe(demoGifts.length);
    const forHim = await request(t.http).get('/api/home/gifts-for-him').expect(200);
    expect(forHim.body.products[0].categorySlug).toBe('gifts');
    expect(['male', 'unisex']).toContain(forHim.body.products[0].gender);
  });

  it('adds 6+ blog posts with a drawn cover, 2–4 paragraphs and 1–3 illustrated sections, newest first', async () => {
    const response = await request(t.http).get('/api/blog-gets').expect(200);
    expect(response.body.total).toBe(demoBlogs.length);
    const blogs = response.body.blogData as { slug: string; images: string[]; description: string[]; additionalDescription: { heading: string; image: string; description: string }[]; createdAt: string }[];
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    const times = blogs.map((blog) => new Date(blog.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const blog of blogs) {
      expect(blog.images).toEqual([`/uploads/blogs/${blog.slug}-cover-640.webp`]);
      expect(blog.description.length).toBeGreaterThanOrEqual(2);
      expect(blog.description.length).toBeLessThanOrEqual(4);
      expect(blog.additionalDescription.length).toBeGreaterThanOrEqual(1);
      expect(blog.additionalDescription.length).toBeLessThanOrEqual(3);
      blog.additionalDescription.forEach((section, n) => expect(section.image).toBe(`/uploads/blogs/${blog.slug}-section-${n + 1}-640.webp`));
      for (const image of [...blog.images, ...blog.additionalDescription.map((section) => section.image)]) {
        for (const file of filesOf(image)) expect(existsSync(file)).toBe(true);
      }
    }
    const cover = await sharpSize(filesOf(blogs[0].images[0])[2]);
    expect(cover).toEqual({ width: 1280, height: 480 });
    const found = await request(t.http).get('/api/blog-gets?q=silv').expect(200);
    expect(found.body.blogData.map((blog: { slug: string }) => blog.slug)).toContain('how-to-care-for-silver-jewellery-at-home');
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
    const tables = ['categories', 'products', 'reviews', 'banners', 'coupons', 'users', 'blogs'];
    const before = await Promise.all(tables.map(count));
    expect(await t.app.get(SeedService).seedIfEmpty()).toEqual({ seeded: false, reason: 'catalogue-not-empty' });
    expect(await Promise.all(tables.map(count))).toEqual(before);
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
        const blogPictures = demoBlogs.reduce((sum, blog) => sum + 1 + blog.sections.length, 0);
        expect(report).toMatchObject({
          categories: 15,
          products: demoProducts.length,
          gifts: demoGifts.length,
          blogs: demoBlogs.length,
          rendered: 0,
          pictures: demoProducts.length * 2 + 15 + 7 + demoGifts.length * 2 + blogPictures,
        });
        const [counts] = await sources[0].query(
          `SELECT (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM products)::int AS products,
                  (SELECT count(*) FROM banners)::int AS banners, (SELECT count(*) FROM blogs)::int AS blogs`,
        );
        expect(counts).toEqual({ categories: 15, products: demoProducts.length + demoGifts.length, banners: 7, blogs: demoBlogs.length });
        // Stable names: the second seed replaced nothing and added no files.
        expect(readdirSync(path.join(t.config.dataDir, 'uploads/products'))).toHaveLength(demoProducts.length * 2 * 3);
        expect(readdirSync(path.join(t.config.dataDir, 'uploads/gifts'))).toHaveLength(demoGifts.length * 2 * 3);
        expect(readdirSync(path.join(t.config.dataDir, 'uploads/blogs'))).toHaveLength(blogPictures * 3);
      } finally {
        await Promise.all(sources.map((source) => source.destroy()));
      }
    } finally {
      await database.drop();
    }
  });
});

describe('while the first start loads the demo shop (main.ts listens first)', () => {
  // The seed's advisory lock (seed.service.ts), held here as another replica loading the demo shop would hold it.
  const SEED_LOCK_KEY = 7_311_003;
  let s: TestApp;

  beforeAll(async () => {
    s = await createTestApp({ responseCacheMs: 60_000 });
  });
  afterAll(() => s?.close());

  const health = () => request(s.http).get('/api/health');
  const categories = (http: typeof s.http) => request(http).get('/api/home/get-categorys').expect(200);

  /** Starts the seed while the lock is held; answers the seed's promise and a function that lets go of the lock. */
  async function seedBehindHeldLock(signal?: AbortSignal) {
    const holder = await s.sql.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
    const steps: string[] = [];
    const seeding = s.app.get(SeedService).seedIfEmpty({ report: (step) => steps.push(step), signal });
    seeding.catch(() => undefined);
    // Until the seed has tried the lock once and found it taken.
    for (let tries = 0; tries < 100 && !steps.includes('waiting'); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toContain('waiting');
    const release = async () => {
      await holder.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]);
      holder.release();
    };
    return { seeding, release };
  }

  it('says seeding on health with 503, shows storefront visitors a page saying how far it is, and keeps the API and console sign-in working; then serves the loaded shop, not answers kept meanwhile', async () => {
    // A replica on the same database, not loading anything itself: it hears of the seed's commit by NOTIFY only.
    const replica = await createApp({ ...s.config });
    try {
      const { seeding, release } = await seedBehindHeldLock();

      const waiting = await health().expect(503);
      expect(waiting.body).toEqual({ status: 'seeding', db: 'up', progress: { step: 'waiting', done: 0, total: 0 } });
      expect(waiting.headers['retry-after']).toBe('5');

      for (const page of ['/', '/product/details/anything', '/category-data/rings']) {
        const held = await request(s.http).get(page).set('Accept', 'text/html').expect(503);
        expect(held.headers['content-type']).toMatch(/^text\/html/);
        expect(held.headers['retry-after']).toBe('5');
        expect(held.headers['cache-control']).toBe('no-store');
        expect(held.text).toContain('<h1>Setting up the demo shop</h1>');
        expect(held.text).toContain('Another server of this shop is loading it');
        expect(held.text).toContain('<meta http-equiv="refresh" content="5" />');
      }
      // Not pages: the API, the console and files are served as ever.
      await request(s.http).head('/').expect(503);
      await request(s.http).get('/sitemap.xml').expect(200);

      // The console signs in; the catalogue answers (empty), and the answer is kept in memory, here and on the replica.
      await request(s.http).post('/api/admin/login').send({ email: s.admin!.email, password: s.admin!.password }).expect(200);
      const hits = s.app.get(ResponseCache).stats().hits;
      for (const http of [s.http, s.http, replica.getHttpServer(), replica.getHttpServer()]) expect((await categories(http)).body.categorys).toEqual([]);
      expect(s.app.get(ResponseCache).stats().hits).toBe(hits + 1);

      await release();
      const outcome: SeedOutcome = await seeding;
      expect(outcome.seeded).toBe(true);

      expect((await health().expect(200)).body).toEqual({ status: 'ok', db: 'up' });
      expect((await request(s.http).get('/').set('Accept', 'text/html')).status).not.toBe(503);
      // The answers kept while the catalogue was empty are gone: at once here, by NOTIFY on the replica.
      expect((await categories(s.http)).body.categorys).toHaveLength(demoCategories.length + 1);
      let onReplica: unknown[] = [];
      for (let tries = 0; tries < 100 && onReplica.length === 0; tries++) {
        onReplica = (await categories(replica.getHttpServer())).body.categorys as unknown[];
        if (onReplica.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(onReplica).toHaveLength(demoCategories.length + 1);
    } finally {
      await replica.close();
    }
  });
});

describe('stopping while the demo shop loads', () => {
  it("gives up waiting for another process's seed at once, and says it is no longer seeding", async () => {
    const database = await createDatabase();
    try {
      await runMigrations(database.url);
      const dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
      const holder = new DataSource(dataSourceOptions(database.url));
      await holder.initialize();
      try {
        const config = { ...t.config, databaseUrl: database.url };
        const seed = new SeedService(dataSource, new StorageService(config), config);
        const runner = holder.createQueryRunner();
        await runner.connect();
        await runner.query('SELECT pg_advisory_lock(7311003)');
        const controller = new AbortController();
        const seeding = seed.seedIfEmpty({ signal: controller.signal });
        expect(seed.seeding()).toEqual({ step: 'starting', done: 0, total: 0 });
        await new Promise((resolve) => setTimeout(resolve, 200));
        controller.abort(new Error('SIGTERM'));
        await expect(seeding).rejects.toThrow('SIGTERM');
        expect(seed.seeding()).toBeUndefined();
        await runner.release();
      } finally {
        await holder.destroy();
        await dataSource.destroy();
      }
    } finally {
      await database.drop();
    }
  });

  it('stops between pictures, commits nothing and lets go of the lock, so the next start loads it all', async () => {
    const database = await createDatabase();
    try {
      await runMigrations(database.url);
      const dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
      try {
        const config = { ...t.config, databaseUrl: database.url };
        const seed = new SeedService(dataSource, new StorageService(config), config);
        const controller = new AbortController();
        const stopped = seed.seedIfEmpty({
          signal: controller.signal,
          report: (step, done) => step === 'pictures' && done === 10 && controller.abort(new Error('SIGTERM')),
        });
        await expect(stopped).rejects.toThrow('SIGTERM');
        expect((await dataSource.query('SELECT count(*)::int AS n FROM categories'))[0].n).toBe(0);
        // The lock is free again, and nothing of the catalogue went in.
        const [{ locked }] = await dataSource.query('SELECT pg_try_advisory_lock(7311003) AS locked');
        expect(locked).toBe(true);
        await dataSource.query('SELECT pg_advisory_unlock(7311003)');
        expect((await seed.seedIfEmpty()).seeded).toBe(true);
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await database.drop();
    }
  });

  it('rolls back when stopped after the rows went in but before the commit', async () => {
    const database = await createDatabase();
    try {
      await runMigrations(database.url);
      const dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
      try {
        const config = { ...t.config, databaseUrl: database.url };
        const controller = new AbortController();
        const stopped = new SeedService(dataSource, new StorageService(config), config).seedIfEmpty({
          signal: controller.signal,
          report: (step) => step === 'journal posts' && controller.abort(new Error('SIGTERM')),
        });
        await expect(stopped).rejects.toThrow('SIGTERM');
        const [counts] = await dataSource.query('SELECT (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM products)::int AS products');
        expect(counts).toEqual({ categories: 0, products: 0 });
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
