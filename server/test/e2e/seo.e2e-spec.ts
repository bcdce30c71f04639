import request from 'supertest';
import { type Account, bearer, createStaff } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: Account;
let sitemap: string;

const PUBLIC_URL = 'https://shop.example';
const locs = () => [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const entryOf = (loc: string) => new RegExp(`<url><loc>${loc.replace(/[.?*+()[\]\\/]/g, '\\$&')}</loc>(<lastmod>([^<]+)</lastmod>)?</url>`).exec(sitemap);

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  admin = await createStaff(t, 'admin');
  // Everything the sitemap should list exists before its first answer (it is then kept for a minute).
  const babyCharms = await insertCategory(t.sql, "Baby's Evil Eye Charms");
  await insertCategory(t.sql, 'Rings');
  await insertProduct(t.sql, { name: 'Nazariya Bracelet for Babies', categoryId: babyCharms });
  await t.sql.query("UPDATE categories SET created_at = '2026-01-01T00:00:00Z' WHERE id = $1", [babyCharms]);
  await t.sql.query("UPDATE products SET updated_at = '2026-05-04T10:00:00Z' WHERE slug = 'nazariya-bracelet-for-babies'");
  await request(t.http).post('/api/blog-add').set(...bearer(admin)).send({ name: 'Caring for Silver & Gold <Tips>', description: ['Keep it dry.'] }).expect(201);
  sitemap = (await request(t.http).get('/sitemap.xml').expect(200)).text;
});
afterAll(() => t.close());

describe('GET /sitemap.xml', () => {
  it('is XML for crawlers, at the root of the site, kept a while by caches', async () => {
    const response = await request(t.http).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(response.text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/);
    expect(response.text.endsWith('</urlset>\n')).toBe(true);
    await request(t.http).get('/api/sitemap.xml').expect(404);
  });

  it('lists home, collections, the blog, the gift store and the static pages as absolute URLs', () => {
    for (const path of ['/', '/collections', '/blog', '/gift-store', '/offer-promotion', '/best-seller', '/evil-eye', '/gifts-for-him', '/reviews', '/story', '/about', '/privacy', '/refund', '/term-condition']) {
      expect(locs()).toContain(`${PUBLIC_URL}${path}`);
    }
    for (const loc of locs()) expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(locs().filter((loc) => /\/(cart|checkout|dashboard-client|admin)/.test(loc))).toEqual([]);
  });

  it('lists every category and product, XML-escaped, with its last change', () => {
    expect(locs()).toContain(`${PUBLIC_URL}/category-data/babys-evil-eye-charms`);
    expect(locs()).toContain(`${PUBLIC_URL}/category-data/rings`);
    const product = entryOf(`${PUBLIC_URL}/product/details/nazariya-bracelet-for-babies`);
    expect(product?.[2]).toBe('2026-05-04T10:00:00.000Z');
    // A category changes when its products do.
    expect(entryOf(`${PUBLIC_URL}/category-data/babys-evil-eye-charms`)?.[2]).toBe('2026-05-04T10:00:00.000Z');
  });

  it('lists every blog post', () => {
    const blog = entryOf(`${PUBLIC_URL}/blogdetail/caring-for-silver-and-gold-tips`);
    expect(blog?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe('GET /robots.txt', () => {
  it("lets crawlers in, but not into the console, the API or a shopper's own pages, and points at the sitemap", async () => {
    const response = await request(t.http).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const lines = response.text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/admin/', '/api/', '/dashboard-client', '/cart', '/checkout', '/shiping', '/payment', '/sandbox-gateway/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
