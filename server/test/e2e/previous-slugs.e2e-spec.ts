import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { migrations } from '../../../migrations/index.js';
import { PreviousSlugs1765013000000 } from '../../../migrations/1765013000000-previous-slugs.js';
import { loadConfig } from '../../src/config/config.js';
import { dataSourceOptions } from '../../src/database/data-source.js';
import { type Account, bearer, createStaff } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { createDatabase } from '../helpers/database.js';
import { onMigratedDatabase } from '../helpers/scratch.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://shop.example.in';
const TEMPLATE = readFileSync(path.join(loadConfig({}).rootDir, 'storefront', 'index.html'), 'utf8');
const BEFORE = migrations.slice(0, migrations.indexOf(PreviousSlugs1765013000000));
const PICTURES = ['/uploads/products/a-640.webp', '/uploads/products/b-640.webp'];

let t: TestApp;
let webRoot: string;
let admin: Account;
/** The records the legacy database starts with, by what they are. */
const ids: Record<string, string> = {};

type Legacy = { url: string; drop: () => Promise<void>; ids: Record<string, string> };

/**
 * A database as a shop had it before migration 1765013000000: category slugs the name lower-cased with apostrophes and
 * other scripts kept (the old rule), a product, a gift and a post whose slugs older code or a hand in psql wrote, and
 * a banner linking to a category page. Every migration before that one has run.
 */
async function legacyDatabase(): Promise<Legacy> {
  const database = await createDatabase();
  const source = new DataSource({ ...dataSourceOptions(database.url), migrations: BEFORE });
  await source.initialize();
  try {
    await source.runMigrations({ transaction: 'each' });
    const insert = async (sql: string, values: unknown[]) => ((await source.query(`${sql} RETURNING id`, values)) as { id: string }[])[0]!.id;
    const category = (name: string, slug: string, position: number) =>
      insert('INSERT INTO categories (name, slug, position, created_at) VALUES ($1, $2, $3, $4)', [name, slug, position, new Date(Date.UTC(2026, 0, position))]);
    const legacy: Record<string, string> = {};
    legacy.babyCharms = await category("Baby's Evil Eye Charms", "baby's-evil-eye-charms", 1);
    legacy.payal = await category('पायल', 'पायल', 2);
    // Made after the rule-breaking "Men's Kada" below would be rewritten to: that one then gets -2.
    legacy.mensKada = await category("Men's Kada", "men's-kada", 3);
    legacy.kadaClassic = await category('Kada Classic', 'mens-kada', 4);
    legacy.nosePins = await category('Nose Pins', 'nose-pins', 5);
    const product = (name: string, slug: string, categoryId: string, isGift = false) =>
      insert(
        `INSERT INTO products (name, slug, category_id, gender, price_paise, stock, images, is_gift) VALUES ($1, $2, $3, 'female', 99900, 5, $4, $5)`,
        [name, slug, categoryId, PICTURES, isGift],
      );
    legacy.jhumka = await product('Kundan Jhumka', 'Kundan_Jhumka', legacy.babyCharms);
    legacy.nazar = await product('Nazar Baby Bracelet', 'nazar-baby-bracelet', legacy.babyCharms);
    legacy.payalPair = await product('Silver Payal Pair', 'silver-payal-pair', legacy.payal);
    legacy.gift = await product("Baby's First Nazariya", "baby's-first-nazariya", legacy.nosePins, true);
    legacy.post = await insert('INSERT INTO blogs (name, slug, description) VALUES ($1, $2, $3)', ["Noor's Jhumka Story", "noor's-jhumka-story", ['How a jhumka is made.']]);
    legacy.banner = await insert(`INSERT INTO banners (category, url, link) VALUES ('Home Page', '/uploads/banners/a-640.webp', $1)`, ["/category-data/baby's-evil-eye-charms"]);
    legacy.encodedBanner = await insert(`INSERT INTO banners (category, url, link) VALUES ('Home Page', '/uploads/banners/b-640.webp', $1)`, [
      `/category-data/${encodeURIComponent('पायल')}`,
    ]);
    return { ...database, ids: legacy };
  } finally {
    await source.destroy();
  }
}

async function rows<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  return (await t.sql.query(sql, values)).rows as T[];
}

const slugOfRecord = async (table: string, id: string) => (await rows<{ slug: string }>(`SELECT slug FROM ${table} WHERE id = $1`, [id]))[0]?.slug;

/** Asks until `check` passes: a change made outside the app arrives by NOTIFY, a moment after its commit. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 150; tries++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'previous-slugs-web-'));
  mkdirSync(path.join(webRoot, 'storefront', 'dist'), { recursive: true });
  writeFileSync(path.join(webRoot, 'storefront', 'dist', 'index.html'), TEMPLATE);
  const legacy = await legacyDatabase();
  Object.assign(ids, legacy.ids);
  // The answer cache on, as deployed: old addresses must never be answered from a stale entry.
  t = await createTestApp({ rootDir: webRoot, publicUrl: PUBLIC_URL, responseCacheMs: 60_000 }, { database: legacy });
  admin = await createStaff(t, 'admin');
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('migration 1765013000000-previous-slugs', () => {
  it('rewrites every slug that breaks the rule, unique within its kind, and keeps the old one', async () => {
    expect(await rows('SELECT name, slug FROM categories ORDER BY position')).toEqual([
      { name: "Baby's Evil Eye Charms", slug: 'babys-evil-eye-charms' },
      { name: 'पायल', slug: 'paayl' },
      { name: "Men's Kada", slug: 'mens-kada-2' },
      { name: 'Kada Classic', slug: 'mens-kada' },
      { name: 'Nose Pins', slug: 'nose-pins' },
    ]);
    expect(await slugOfRecord('products', ids.jhumka!)).toBe('kundan-jhumka');
    expect(await slugOfRecord('products', ids.nazar!)).toBe('nazar-baby-bracelet');
    expect(await slugOfRecord('products', ids.gift!)).toBe('babys-first-nazariya');
    expect(await slugOfRecord('blogs', ids.post!)).toBe('noors-jhumka-story');

    expect(await rows('SELECT slug, category_id FROM category_previous_slugs ORDER BY slug COLLATE "C"')).toEqual([
      { slug: "baby's-evil-eye-charms", category_id: ids.babyCharms },
      { slug: "men's-kada", category_id: ids.mensKada },
      { slug: 'पायल', category_id: ids.payal },
    ]);
    expect(await rows('SELECT slug, product_id FROM product_previous_slugs ORDER BY slug COLLATE "C"')).toEqual([
      { slug: 'Kundan_Jhumka', product_id: ids.jhumka },
      { slug: "baby's-first-nazariya", product_id: ids.gift },
    ]);
    expect(await rows('SELECT slug, blog_id FROM blog_previous_slugs')).toEqual([{ slug: "noor's-jhumka-story", blog_id: ids.post }]);
  });

  it('points banner links at the renamed category pages', async () => {
    expect(await rows('SELECT link FROM banners WHERE id = ANY($1) ORDER BY url', [[ids.banner, ids.encodedBanner]])).toEqual([
      { link: '/category-data/babys-evil-eye-charms' },
      { link: '/category-data/paayl' },
    ]);
  });

  it('is undone by its down (the old slugs back, the tables gone) and can run again', async () => {
    const legacy = await legacyDatabase();
    await onMigratedDatabase(legacy, async (source) => {
      // Migrations after it, if any, are undone first.
      const applied = async () => ((await source.query('SELECT 1 FROM migrations WHERE name = $1', [PreviousSlugs1765013000000.name])) as unknown[]).length > 0;
      while (await applied()) await source.undoLastMigration({ transaction: 'each' });
      expect(await source.query('SELECT name, slug FROM categories ORDER BY position')).toEqual([
        { name: "Baby's Evil Eye Charms", slug: "baby's-evil-eye-charms" },
        { name: 'पायल', slug: 'पायल' },
        { name: "Men's Kada", slug: "men's-kada" },
        { name: 'Kada Classic', slug: 'mens-kada' },
        { name: 'Nose Pins', slug: 'nose-pins' },
      ]);
      expect(await source.query('SELECT slug FROM products WHERE id = $1', [legacy.ids.jhumka])).toEqual([{ slug: 'Kundan_Jhumka' }]);
      expect(await source.query('SELECT slug FROM blogs')).toEqual([{ slug: "noor's-jhumka-story" }]);
      expect(await source.query('SELECT link FROM banners ORDER BY url')).toEqual([
        { link: "/category-data/baby's-evil-eye-charms" },
        // The same address as the encoded one it was: down cannot tell which way it was written.
        { link: '/category-data/पायल' },
      ]);
      expect(await source.query(`SELECT to_regclass('category_previous_slugs') AS t, to_regclass('product_previous_slugs') AS p, to_regclass('blog_previous_slugs') AS b`)).toEqual([
        { t: null, p: null, b: null },
      ]);
      await source.runMigrations({ transaction: 'each' });
      expect(await source.query('SELECT slug FROM categories ORDER BY position')).toEqual(
        ['babys-evil-eye-charms', 'paayl', 'mens-kada-2', 'mens-kada', 'nose-pins'].map((slug) => ({ slug })),
      );
    });
  });
});

describe('an old slug from before the migration', () => {
  it('still finds its record through the API, which answers the current slug', async () => {
    const category = await request(t.http).get(`/api/home/get-category/${encodeURIComponent("baby's-evil-eye-charms")}`).expect(200);
    expect(category.body.category).toMatchObject({ _id: ids.babyCharms, name: "Baby's Evil Eye Charms", slug: 'babys-evil-eye-charms' });
    expect((await request(t.http).get(`/api/home/get-category/${encodeURIComponent('पायल')}`).expect(200)).body.category.slug).toBe('paayl');
    // Any letter case, as the old storefront's addresses were written.
    expect((await request(t.http).get(`/api/home/get-category/${encodeURIComponent("Baby's-Evil-Eye-Charms")}`).expect(200)).body.category._id).toBe(ids.babyCharms);

    const product = await request(t.http).get('/api/home/get-product/Kundan_Jhumka').expect(200);
    expect(product.body.product).toMatchObject({ _id: ids.jhumka, slug: 'kundan-jhumka', categorySlug: 'babys-evil-eye-charms' });
    const gift = await request(t.http).get(`/api/home/get-product/${encodeURIComponent("baby's-first-nazariya")}`).expect(200);
    expect(gift.body.product).toMatchObject({ _id: ids.gift, slug: 'babys-first-nazariya' });
    const post = await request(t.http).get(`/api/single-blog/${encodeURIComponent("noor's-jhumka-story")}`).expect(200);
    expect(post.body.blogData).toMatchObject({ _id: ids.post, slug: 'noors-jhumka-story' });
  });

  it("lists its category's products, by categorySlug and by category", async () => {
    const names = (body: { products: { name: string }[] }) => body.products.map((product) => product.name).sort();
    for (const query of [{ categorySlug: "baby's-evil-eye-charms" }, { category: "baby's-evil-eye-charms" }, { categorySlug: 'babys-evil-eye-charms' }]) {
      const response = await request(t.http).get('/api/home/query-products').query(query).expect(200);
      expect(names(response.body)).toEqual(['Kundan Jhumka', 'Nazar Baby Bracelet']);
    }
    const payal = await request(t.http).get('/api/home/query-products').query({ categorySlug: 'पायल' }).expect(200);
    expect(names(payal.body)).toEqual(['Silver Payal Pair']);
  });

  it('is a 301 to the canonical address for a page request, with its query', async () => {
    const cases = [
      [`/category-data/${encodeURIComponent("baby's-evil-eye-charms")}?sort=low-to-high`, '/category-data/babys-evil-eye-charms?sort=low-to-high'],
      ["/category-data/baby's-evil-eye-charms", '/category-data/babys-evil-eye-charms'],
      ['/category-data/Babys-Evil-Eye-Charms', '/category-data/babys-evil-eye-charms'],
      [`/category-data/${encodeURIComponent('पायल')}`, '/category-data/paayl'],
      ['/product/details/Kundan_Jhumka', '/product/details/kundan-jhumka'],
      [`/product/details/${encodeURIComponent("baby's-first-nazariya")}?ref=mail`, '/product/details/babys-first-nazariya?ref=mail'],
      [`/blogdetail/${encodeURIComponent("noor's-jhumka-story")}`, '/blogdetail/noors-jhumka-story'],
    ] as const;
    for (const [from, to] of cases) {
      const response = await request(t.http).get(from).expect(301);
      expect(response.headers.location).toBe(to);
    }
    // The canonical addresses themselves are the pages, with their heads.
    const page = await request(t.http).get('/category-data/babys-evil-eye-charms').expect(200);
    expect(page.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/category-data/babys-evil-eye-charms" />`);
    expect((await request(t.http).get('/product/details/kundan-jhumka').expect(200)).text).toContain('<title>Kundan Jhumka | Sona Jewellers</title>');
    // Asked for by id, a piece's page stays where it is and names its slug address as canonical.
    const byId = await request(t.http).get(`/product/details/${ids.jhumka}`).expect(200);
    expect(byId.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/details/kundan-jhumka" />`);
    await request(t.http).get("/category-data/no-such-charms's").expect(404);
  });

  it('is not in the sitemap: only canonical addresses are', async () => {
    const sitemap = (await request(t.http).get('/sitemap.xml').expect(200)).text;
    for (const loc of ['/category-data/babys-evil-eye-charms', '/category-data/paayl', '/product/details/kundan-jhumka', '/product/details/babys-first-nazariya', '/blogdetail/noors-jhumka-story']) {
      expect(sitemap).toContain(`<loc>${PUBLIC_URL}${loc}</loc>`);
    }
    expect(sitemap).not.toMatch(/baby&apos;s|%27|Kundan_Jhumka|%E0%A4|noor&apos;s/);
  });
});

describe('a slug changed later in the console', () => {
  it('keeps the old category address leading to it, whether given or following a new name, and not to a new category', async () => {
    const id = await insertCategory(t.sql, 'Toe Rings', 20);
    const put = (body: Record<string, unknown>) => request(t.http).put(`/api/admin/categories/${id}`).set(...bearer(admin)).send(body);
    await insertProduct(t.sql, { name: 'Silver Bichhiya Pair', categoryId: id });
    expect((await request(t.http).get('/api/home/get-category/toe-rings').expect(200)).body.category.slug).toBe('toe-rings');

    expect((await put({ name: 'Toe Rings', slug: 'bichhiya' }).expect(200)).body.slug).toBe('bichhiya');
    expect((await put({ name: 'Silver Toe Rings' }).expect(200)).body.slug).toBe('silver-toe-rings');
    for (const old of ['toe-rings', 'bichhiya']) {
      expect((await request(t.http).get(`/api/home/get-category/${old}`).expect(200)).body.category).toMatchObject({ _id: id, slug: 'silver-toe-rings' });
      expect((await request(t.http).get(`/category-data/${old}`).expect(301)).headers.location).toBe('/category-data/silver-toe-rings');
      const products = await request(t.http).get('/api/home/query-products').query({ categorySlug: old }).expect(200);
      expect(products.body.products.map((product: { name: string }) => product.name)).toEqual(['Silver Bichhiya Pair']);
    }
    expect(await rows('SELECT slug FROM category_previous_slugs WHERE category_id = $1 ORDER BY slug', [id])).toEqual([{ slug: 'bichhiya' }, { slug: 'toe-rings' }]);

    // A new category named as the old one gets a slug of its own: the old links keep leading where they did.
    const created = await request(t.http).post('/api/admin/categories').set(...bearer(admin)).send({ name: 'Toe Rings' }).expect(201);
    expect(created.body.slug).toBe('toe-rings-2');
    expect((await request(t.http).get('/api/home/get-category/toe-rings').expect(200)).body.category._id).toBe(id);

    // Back to a slug it had: that one is its own again, and the one it leaves is kept.
    expect((await put({ name: 'Silver Toe Rings', slug: 'toe-rings' }).expect(200)).body.slug).toBe('toe-rings');
    expect(await rows('SELECT slug FROM category_previous_slugs WHERE category_id = $1 ORDER BY slug', [id])).toEqual([{ slug: 'bichhiya' }, { slug: 'silver-toe-rings' }]);
    await request(t.http).get('/category-data/toe-rings').expect(200);
  });

  it('keeps the old product address leading to it, the answer kept in memory forgotten at once', async () => {
    const nosePins = ids.nosePins!;
    const id = await insertProduct(t.sql, { name: 'Ruby Nose Stud', categoryId: nosePins });
    const body = { name: 'Ruby Nose Stud', categoryId: nosePins, gender: 'female', price: 1200, images: PICTURES };
    // Asked for, and so kept, before the change.
    expect((await request(t.http).get('/api/home/get-product/ruby-nose-stud').expect(200)).body.product.slug).toBe('ruby-nose-stud');
    await request(t.http).put(`/api/admin/products/${id}`).set(...bearer(admin)).send({ ...body, slug: 'ruby-nose-pin' }).expect(200);
    const moved = await request(t.http).get('/api/home/get-product/ruby-nose-stud').expect(200);
    expect(moved.body.product).toMatchObject({ _id: id, slug: 'ruby-nose-pin' });
    expect((await request(t.http).get('/product/details/ruby-nose-stud').expect(301)).headers.location).toBe('/product/details/ruby-nose-pin');

    // Staff may give another piece that old slug on purpose: it then leads there.
    const other = await insertProduct(t.sql, { name: 'Garnet Nose Stud', categoryId: nosePins });
    await request(t.http).put(`/api/admin/products/${other}`).set(...bearer(admin)).send({ ...body, name: 'Garnet Nose Stud', slug: 'ruby-nose-stud' }).expect(200);
    expect((await request(t.http).get('/api/home/get-product/ruby-nose-stud').expect(200)).body.product._id).toBe(other);
    await request(t.http).get('/product/details/ruby-nose-stud').expect(200);
    expect(await rows('SELECT slug FROM product_previous_slugs WHERE product_id = ANY($1) ORDER BY slug', [[id, other]])).toEqual([{ slug: 'garnet-nose-stud' }]);
  });

  it('keeps the old address of a gift and of a journal post leading to them', async () => {
    const gift = ids.gift!;
    const giftBody = { name: "Baby's First Nazariya", price: 999, images: PICTURES };
    await request(t.http).put(`/api/admin/gifts/${gift}`).set(...bearer(admin)).send({ ...giftBody, slug: 'first-nazariya-gift-box' }).expect(200);
    for (const old of ['babys-first-nazariya', encodeURIComponent("baby's-first-nazariya")]) {
      expect((await request(t.http).get(`/api/home/get-product/${old}`).expect(200)).body.product).toMatchObject({ _id: gift, slug: 'first-nazariya-gift-box' });
    }

    const post = ids.post!;
    await request(t.http).put(`/api/admin/blogs/${post}`).set(...bearer(admin)).send({ name: "Noor's Jhumka Story", slug: 'how-a-jhumka-is-made', description: ['How a jhumka is made.'] }).expect(200);
    expect((await request(t.http).get('/api/single-blog/noors-jhumka-story').expect(200)).body.blogData).toMatchObject({ _id: post, slug: 'how-a-jhumka-is-made' });
    expect((await request(t.http).get('/blogdetail/noors-jhumka-story').expect(301)).headers.location).toBe('/blogdetail/how-a-jhumka-is-made');
    // By its id, as before.
    expect((await request(t.http).get(`/api/single-blog/${post}`).expect(200)).body.blogData.slug).toBe('how-a-jhumka-is-made');
  });

  it('forgets the old addresses of a deleted record with it', async () => {
    const id = await insertProduct(t.sql, { name: 'Short Lived Anklet', categoryId: ids.nosePins! });
    await request(t.http)
      .put(`/api/admin/products/${id}`)
      .set(...bearer(admin))
      .send({ name: 'Short Lived Anklet', slug: 'brief-anklet', categoryId: ids.nosePins, gender: 'female', price: 500, images: PICTURES })
      .expect(200);
    await request(t.http).get('/api/home/get-product/short-lived-anklet').expect(200);
    await request(t.http).delete(`/api/admin/products/${id}`).set(...bearer(admin)).expect(200);
    expect(await rows('SELECT slug FROM product_previous_slugs WHERE product_id = $1', [id])).toEqual([]);
    await request(t.http).get('/api/home/get-product/short-lived-anklet').expect(404);
    await request(t.http).get('/product/details/short-lived-anklet').expect(404);
  });

  it('shows a change made outside the app to where an old slug leads as soon as PostgreSQL tells', async () => {
    const from = await insertProduct(t.sql, { name: 'Meenakari Jhumka', categoryId: ids.nosePins! });
    const to = await insertProduct(t.sql, { name: 'Meenakari Jhumka Pair', categoryId: ids.nosePins! });
    await t.sql.query(`INSERT INTO product_previous_slugs (slug, product_id) VALUES ('meenakari-jhumki', $1)`, [from]);
    expect((await request(t.http).get('/api/home/get-product/meenakari-jhumki').expect(200)).body.product._id).toBe(from);
    await t.sql.query(`UPDATE product_previous_slugs SET product_id = $1 WHERE slug = 'meenakari-jhumki'`, [to]);
    const leadsToNew = async () => (await request(t.http).get('/api/home/get-product/meenakari-jhumki')).body.product?._id === to;
    expect(await eventually(leadsToNew)).toBe(true);
  });
});
