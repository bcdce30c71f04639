import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import request from 'supertest';
import { loadConfig } from '../../src/config/config.js';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { BlogService } from '../../src/modules/content/blog.service.js';
import { type Account, bearer, createStaff } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://shop.example.in';
// The storefront's own index.html (its source: the page-head markers and default tags are the same once built).
const TEMPLATE = readFileSync(path.join(loadConfig({}).rootDir, 'storefront', 'index.html'), 'utf8');
const DEFAULT_TITLE = /<title>([^<]*)<\/title>/.exec(TEMPLATE)?.[1] ?? '';

let t: TestApp;
let webRoot: string;
let bangles: string;
let admin: Account;

beforeAll(async () => {
  // A dot folder in the path, as in an install under ~/.local: the plain page must still be served.
  webRoot = mkdtempSync(path.join(tmpdir(), '.page-head-web-'));
  mkdirSync(path.join(webRoot, 'storefront', 'dist'), { recursive: true });
  writeFileSync(path.join(webRoot, 'storefront', 'dist', 'index.html'), TEMPLATE);
  t = await createTestApp({ rootDir: webRoot, publicUrl: PUBLIC_URL, responseCacheMs: 60_000 });
  bangles = await insertCategory(t.sql, 'Bangles', 1);
  await insertCategory(t.sql, "Baby's Evil Eye Charms", 2);
  admin = await createStaff(t, 'admin');
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

type JsonLd = {
  '@type': string;
  name: string;
  description: string;
  image: string[];
  sku: string;
  url: string;
  brand?: { name: string };
  offers: { price: number; priceCurrency: string; availability: string; url: string };
  aggregateRating?: { ratingValue: number; reviewCount: number };
};

/** The JSON-LD blocks of a page, parsed as a crawler would. */
function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as JsonLd);
}

/** The API answers a page carries for the storefront's first requests, by path. */
function preloadedOf(html: string): Record<string, unknown> {
  const found = /<script type="application\/json" id="shop-preloaded">([\s\S]*?)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1] ?? '') as Record<string, unknown>) : {};
}

const titlesOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
const metaOf = (html: string, attribute: 'name' | 'property', key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g'))].map((match) => match[1]);
const canonicalOf = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1]);

/** Asks until `check` passes: a change made outside the app arrives by NOTIFY, a moment after its commit. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 150; tries++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/**
 * The page at `path`, asked twice at once and then once more, is looked up once (`lookups`, a spy on the lookup); after
 * `change` (a write straight to the database, by anyone else), its title is `title` as soon as PostgreSQL tells.
 */
async function expectLookedUpOnceUntilChanged(path: string, lookups: unknown, change: () => Promise<unknown>, title: string): Promise<void> {
  await Promise.all([request(t.http).get(path).expect(200), request(t.http).get(path).expect(200)]);
  await request(t.http).get(path).expect(200);
  expect(lookups).toHaveBeenCalledTimes(1);
  await change();
  const renamed = async () => titlesOf((await request(t.http).get(path)).text)[0] === title;
  expect(await eventually(renamed)).toBe(true);
}

describe('GET /product/details/{slug}', () => {
  it("puts the product's title, description, canonical address, Open Graph tags and JSON-LD into the page", async () => {
    await insertProduct(t.sql, {
      name: 'Kundan Bangle Set of Four',
      categoryId: bangles,
      price: 2999,
      discount: 35,
      stock: 16,
      rating: 4.5,
      reviewCount: 2,
      brand: 'Sona Heritage',
      description: 'Four bangles, two broad kundan ones and two slim ones with red stones.',
    });
    const api = await request(t.http).get('/api/home/get-product/kundan-bangle-set-of-four').expect(200);
    const salePrice = api.body.product.salePrice as number;
    expect(salePrice).toBe(2999 - Math.floor((2999 * 35) / 100));

    const page = await request(t.http).get('/product/details/kundan-bangle-set-of-four').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.text;
    // The page's tags replace the shop's defaults; the rest of index.html is as it was.
    expect(titlesOf(html)).toEqual(['Kundan Bangle Set of Four | Sona Jewellers']);
    expect(metaOf(html, 'name', 'description')).toEqual(['Four bangles, two broad kundan ones and two slim ones with red stones.']);
    expect(html).toContain('<div id="root"></div>');
    const canonical = `${PUBLIC_URL}/product/details/kundan-bangle-set-of-four`;
    expect(canonicalOf(html)).toEqual([canonical]);
    expect(metaOf(html, 'property', 'og:title')).toEqual(['Kundan Bangle Set of Four | Sona Jewellers']);
    expect(metaOf(html, 'property', 'og:type')).toEqual(['product']);
    expect(metaOf(html, 'property', 'og:url')).toEqual([canonical]);
    expect(metaOf(html, 'property', 'og:image')).toEqual([`${PUBLIC_URL}/uploads/products/a-1280.webp`]);
    expect(metaOf(html, 'property', 'product:price:amount')).toEqual([String(salePrice)]);

    const [product, ...others] = jsonLdOf(html);
    expect(others).toEqual([]);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Kundan Bangle Set of Four',
      sku: 'kundan-bangle-set-of-four',
      url: canonical,
      brand: { name: 'Sona Heritage' },
      image: [`${PUBLIC_URL}/uploads/products/a-640.webp`, `${PUBLIC_URL}/uploads/products/b-640.webp`],
      offers: { price: salePrice, priceCurrency: 'INR', availability: 'https://schema.org/InStock', url: canonical },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it("preloads the main picture with the srcset and sizes of the page's <img>", async () => {
    const html = (await request(t.http).get('/product/details/kundan-bangle-set-of-four').expect(200)).text;
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
    expect(preloads).toEqual([
      '<link rel="preload" as="image" href="/uploads/products/a-640.webp" ' +
        'imagesrcset="/uploads/products/a-320.webp 320w, /uploads/products/a-640.webp 640w, /uploads/products/a-1280.webp 1280w" ' +
        'imagesizes="(min-width: 1216px) 560px, (min-width: 768px) 46vw, 100vw" />',
    ]);
    // Before the page's scripts and styles, so the picture starts downloading with them.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('sends the answer of get-product the page asks for first, the same as the API gives', async () => {
    await insertProduct(t.sql, { name: 'Kundan Kada Pair', categoryId: bangles, price: 3200, discount: 10 });
    await insertProduct(t.sql, { name: 'Kundan Kada Single', categoryId: bangles, price: 1700 });
    const html = (await request(t.http).get('/product/details/kundan-kada-pair').expect(200)).text;
    const api = (await request(t.http).get('/api/home/get-product/kundan-kada-pair').expect(200)).body as { product: { name: string }; relatedProducts: { name: string }[] };
    expect(api.product.name).toBe('Kundan Kada Pair');
    expect(api.relatedProducts.map((piece) => piece.name)).toContain('Kundan Kada Single');
    expect(preloadedOf(html)).toEqual({ '/api/home/get-product/kundan-kada-pair': api });
  });

  it('says OutOfStock and gives no rating while there are no reviews', async () => {
    await insertProduct(t.sql, { name: 'Rajasthani Lac Bangle Set', categoryId: bangles, price: 799, discount: 40, stock: 0 });
    const [product] = jsonLdOf((await request(t.http).get('/product/details/rajasthani-lac-bangle-set').expect(200)).text);
    expect(product?.offers).toMatchObject({ price: 799 - Math.floor((799 * 40) / 100), availability: 'https://schema.org/OutOfStock' });
    expect(product?.aggregateRating).toBeUndefined();
  });

  it('keeps a name with markup and quotes inert in every tag and in the JSON-LD', async () => {
    const name = `Bangle "Noor" </script><script>alert('x')</script> & <b>more</b>`;
    await insertProduct(t.sql, { name, slug: 'noor-bangle', categoryId: bangles, description: `Says "<img src=x onerror=alert(1)>" & 'quotes'` });
    const html = (await request(t.http).get('/product/details/noor-bangle').expect(200)).text;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>more');
    // The only script elements are the JSON-LD block, the preloaded answer and whatever the template has.
    expect(html.match(/<script/g)).toHaveLength((TEMPLATE.match(/<script/g) ?? []).length + 2);
    expect(preloadedOf(html)['/api/home/get-product/noor-bangle']).toMatchObject({ product: { name } });
    expect(titlesOf(html)).toEqual([`Bangle &quot;Noor&quot; &lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &lt;b&gt;more&lt;/b&gt; | Sona Jewellers`]);
    expect(metaOf(html, 'name', 'description')).toEqual([`Says &quot;&lt;img src=x onerror=alert(1)&gt;&quot; &amp; &#39;quotes&#39;`]);
    const [product] = jsonLdOf(html);
    expect(product?.name).toBe(name);
    expect(product?.description).toBe(`Says "<img src=x onerror=alert(1)>" & 'quotes'`);
  });

  it('answers an unknown slug with the plain page and a 404, so the shop shows its not-found state', async () => {
    const page = await request(t.http).get('/product/details/no-such-bangle').expect(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toBe(TEMPLATE);
    expect(titlesOf(page.text)).toEqual([DEFAULT_TITLE]);
    await request(t.http).get('/product/details/%E0%A4%A').expect(404);
  });

  it('looks a page up once while the catalogue is unchanged, and shows a change as soon as PostgreSQL tells', async () => {
    const id = await insertProduct(t.sql, { name: 'Sterling Silver Plain Bangle Pair', categoryId: bangles, price: 2400 });
    const lookups = jest.spyOn(t.app.get(CatalogService), 'productDetail');
    await expectLookedUpOnceUntilChanged(
      '/product/details/sterling-silver-plain-bangle-pair',
      lookups,
      () => t.sql.query('UPDATE products SET name = $1 WHERE id = $2', ['Sterling Silver Bangle Pair, Plain', id]),
      'Sterling Silver Bangle Pair, Plain | Sona Jewellers',
    );
    lookups.mockRestore();
  });

  it("shows a change to a piece's stock alone on the pages showing it, and keeps looked up the pages that do not", async () => {
    const anklets = await insertCategory(t.sql, 'Silver Anklets', 5);
    const toeRings = await insertCategory(t.sql, 'Bichhiya', 6);
    const payal = await insertProduct(t.sql, { name: 'Ghungroo Silver Payal', categoryId: anklets, price: 1800, stock: 1, shopName: 'Marwar Silver House' });
    await insertProduct(t.sql, { name: 'Oxidised Bichhiya Pair', categoryId: toeRings, price: 450, shopName: 'Kutch Craft House' });
    const payalPath = '/product/details/ghungroo-silver-payal';
    const bichhiyaPath = '/product/details/oxidised-bichhiya-pair';
    const availability = async () => jsonLdOf((await request(t.http).get(payalPath).expect(200)).text)[0]?.offers.availability;
    expect(await availability()).toBe('https://schema.org/InStock');
    await request(t.http).get(bichhiyaPath).expect(200);
    const lookups = jest.spyOn(t.app.get(CatalogService), 'productDetail');

    await t.sql.query('UPDATE products SET stock = 0 WHERE id = $1', [payal]);
    expect(await eventually(async () => (await availability()) === 'https://schema.org/OutOfStock')).toBe(true);
    const preloaded = preloadedOf((await request(t.http).get(payalPath).expect(200)).text)['/api/home/get-product/ghungroo-silver-payal'];
    expect(preloaded).toMatchObject({ product: { stock: 0 } });
    const payalLookups = lookups.mock.calls.length;
    await request(t.http).get(bichhiyaPath).expect(200);
    expect(lookups).toHaveBeenCalledTimes(payalLookups);
    lookups.mockRestore();
  });

  it('serves a product added after its slug was asked for', async () => {
    await request(t.http).get('/product/details/silver-payal-pair').expect(404);
    await insertProduct(t.sql, { name: 'Silver Payal Pair', categoryId: bangles });
    expect(await eventually(async () => (await request(t.http).get('/product/details/silver-payal-pair')).status === 200)).toBe(true);
  });
});

describe('GET /category-data/{slug}', () => {
  it("gets the category's title, description, canonical address and Open Graph tags", async () => {
    const html = (await request(t.http).get('/category-data/bangles').expect(200)).text;
    expect(titlesOf(html)).toEqual(['Bangles | Sona Jewellers']);
    expect(canonicalOf(html)).toEqual([`${PUBLIC_URL}/category-data/bangles`]);
    expect(metaOf(html, 'name', 'description')[0]).toMatch(/^Bangles from Sona Jewellers\. /);
    expect(metaOf(html, 'property', 'og:type')).toEqual(['website']);
    expect(metaOf(html, 'property', 'og:image')).toEqual([`${PUBLIC_URL}/uploads/categories/bangles-1280.webp`]);
    expect(jsonLdOf(html)).toEqual([]);
  });

  it('sends the answer of get-category the page asks for first, the same as the API gives', async () => {
    const html = (await request(t.http).get('/category-data/bangles').expect(200)).text;
    const api = await request(t.http).get('/api/home/get-category/bangles').expect(200);
    expect(api.body.category).toMatchObject({ _id: bangles, name: 'Bangles', slug: 'bangles' });
    expect(preloadedOf(html)).toEqual({ '/api/home/get-category/bangles': api.body });
  });

  it('sends an address naming the category in other letters to its own with a 301, and names that as canonical', async () => {
    const moved = await request(t.http).get('/category-data/Babys-Evil-Eye-Charms?sort=low-to-high').expect(301);
    expect(moved.headers.location).toBe('/category-data/babys-evil-eye-charms?sort=low-to-high');
    const html = (await request(t.http).get('/category-data/babys-evil-eye-charms?sort=low-to-high').expect(200)).text;
    // The apostrophe of the name is escaped like any other.
    expect(titlesOf(html)).toEqual(['Baby&#39;s Evil Eye Charms | Sona Jewellers']);
    expect(canonicalOf(html)).toEqual([`${PUBLIC_URL}/category-data/babys-evil-eye-charms`]);
  });

  it("preloads the first card's picture (the newest piece) with the grid's sizes, unless the page is sorted or filtered", async () => {
    const anklets = await insertCategory(t.sql, 'Anklets', 3);
    await insertProduct(t.sql, { name: 'Ghungroo Anklet Pair', categoryId: anklets, createdAt: new Date(Date.now() - 60_000) });
    const newest = await insertProduct(t.sql, { name: 'Heavy Rajasthani Payal', categoryId: anklets, createdAt: new Date() });
    await t.sql.query('UPDATE products SET images = $1 WHERE id = $2', [['/uploads/products/heavy-payal-front-640.webp'], newest]);
    const preloadsOf = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);

    const html = (await request(t.http).get('/category-data/anklets').expect(200)).text;
    expect(preloadsOf(html)).toEqual([
      '<link rel="preload" as="image" href="/uploads/products/heavy-payal-front-640.webp" ' +
        'imagesrcset="/uploads/products/heavy-payal-front-320.webp 320w, /uploads/products/heavy-payal-front-640.webp 640w, /uploads/products/heavy-payal-front-1280.webp 1280w" ' +
        'imagesizes="(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 768px) 30vw, 46vw" />',
    ]);
    const sorted = (await request(t.http).get('/category-data/anklets?sort=low-to-high').expect(200)).text;
    expect(titlesOf(sorted)).toEqual(['Anklets | Sona Jewellers']);
    expect(preloadsOf(sorted)).toEqual([]);
    await insertCategory(t.sql, 'Toe Rings', 4);
    expect(preloadsOf((await request(t.http).get('/category-data/toe-rings').expect(200)).text)).toEqual([]);
  });

  it('answers an unknown category with the plain page and a 404', async () => {
    const page = await request(t.http).get('/category-data/no-such-things').expect(404);
    expect(page.text).toBe(TEMPLATE);
  });
});

type BlogPosting = {
  '@context': string;
  '@type': string;
  headline: string;
  description: string;
  image?: string[];
  datePublished: string;
  dateModified: string;
  url: string;
  mainEntityOfPage: { '@id': string };
  publisher: { '@type': string; name: string };
};

/** A post published through the API as staff do (POST /api/blog-add, JSON); answers its slug and id. */
async function publish(body: { name: string; description: string[]; images?: string[] }): Promise<{ slug: string; _id: string }> {
  const response = await request(t.http).post('/api/blog-add').set(...bearer(admin)).send(body).expect(201);
  return response.body.blog as { slug: string; _id: string };
}

describe('GET /blogdetail/{slug}', () => {
  it("puts the post's title, description, canonical address, Open Graph tags and a BlogPosting JSON-LD into the page", async () => {
    const { slug } = await publish({
      name: 'How to Care for Kundan Jewellery',
      description: ['Kundan pieces keep their shine when they are stored dry, wrapped in soft cloth.', 'A second paragraph the head does not need.'],
      images: ['/uploads/blogs/kundan-care-640.webp', '/uploads/blogs/kundan-box-640.webp'],
    });
    expect(slug).toBe('how-to-care-for-kundan-jewellery');
    const { rows } = await t.sql.query('SELECT created_at, updated_at FROM blogs WHERE slug = $1', [slug]);
    const { created_at: createdAt, updated_at: updatedAt } = rows[0] as { created_at: Date; updated_at: Date };

    const page = await request(t.http).get(`/blogdetail/${slug}`).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.text;
    const canonical = `${PUBLIC_URL}/blogdetail/${slug}`;
    expect(titlesOf(html)).toEqual(['How to Care for Kundan Jewellery | Sona Jewellers']);
    // The first paragraph, as the page's own <meta> says.
    expect(metaOf(html, 'name', 'description')).toEqual(['Kundan pieces keep their shine when they are stored dry, wrapped in soft cloth.']);
    expect(html).toContain('<div id="root"></div>');
    expect(canonicalOf(html)).toEqual([canonical]);
    expect(metaOf(html, 'property', 'og:type')).toEqual(['article']);
    expect(metaOf(html, 'property', 'og:title')).toEqual(['How to Care for Kundan Jewellery | Sona Jewellers']);
    expect(metaOf(html, 'property', 'og:description')).toEqual(['Kundan pieces keep their shine when they are stored dry, wrapped in soft cloth.']);
    expect(metaOf(html, 'property', 'og:url')).toEqual([canonical]);
    expect(metaOf(html, 'property', 'og:image')).toEqual([`${PUBLIC_URL}/uploads/blogs/kundan-care-1280.webp`]);
    expect(metaOf(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaOf(html, 'property', 'article:published_time')).toEqual([createdAt.toISOString()]);
    // The cover's preload matches the page's <img> (srcset and sizes), so the browser uses it.
    expect([...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0])).toEqual([
      '<link rel="preload" as="image" href="/uploads/blogs/kundan-care-640.webp" ' +
        'imagesrcset="/uploads/blogs/kundan-care-320.webp 320w, /uploads/blogs/kundan-care-640.webp 640w, /uploads/blogs/kundan-care-1280.webp 1280w" ' +
        'imagesizes="(min-width: 1216px) 780px, (min-width: 960px) 60vw, 100vw" />',
    ]);

    const [posting, ...others] = jsonLdOf(html) as unknown as BlogPosting[];
    expect(others).toEqual([]);
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'How to Care for Kundan Jewellery',
      description: 'Kundan pieces keep their shine when they are stored dry, wrapped in soft cloth.',
      image: [`${PUBLIC_URL}/uploads/blogs/kundan-care-1280.webp`, `${PUBLIC_URL}/uploads/blogs/kundan-box-1280.webp`],
      datePublished: createdAt.toISOString(),
      dateModified: updatedAt.toISOString(),
      url: canonical,
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      author: { '@type': 'Organization', name: 'Sona Jewellers', url: `${PUBLIC_URL}/` },
      publisher: { '@type': 'Organization', name: 'Sona Jewellers', url: `${PUBLIC_URL}/` },
    });
  });

  it('cuts a long first paragraph at a word within 160 characters, and leaves out the picture tags of a post without one', async () => {
    const paragraph = `Evil eye charms ${'travel from Turkey to Rajasthan and back again, '.repeat(6)}in silver and glass.`;
    const { slug } = await publish({ name: 'Where the Evil Eye Comes From', description: [paragraph] });
    const html = (await request(t.http).get(`/blogdetail/${slug}`).expect(200)).text;
    const [description] = metaOf(html, 'name', 'description');
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Evil eye charms travel from Turkey to Rajasthan and back again, travel .*[a-z]…$/);
    expect(paragraph.startsWith((description ?? '').slice(0, -1))).toBe(true);
    expect(metaOf(html, 'property', 'og:image')).toEqual([]);
    expect(metaOf(html, 'name', 'twitter:card')).toEqual(['summary']);
    expect(html).not.toContain('rel="preload" as="image"');
    const [posting] = jsonLdOf(html) as unknown as BlogPosting[];
    expect(posting?.headline).toBe('Where the Evil Eye Comes From');
    expect(posting?.image).toBeUndefined();
  });

  it('keeps a name with markup and quotes inert in every tag and in the JSON-LD', async () => {
    const name = `Noor's "Jhumka" </script><script>alert('x')</script> & <b>more</b>`;
    const paragraph = `Says "<img src=x onerror=alert(1)>" & 'quotes'`;
    const { slug } = await publish({ name, description: [paragraph] });
    const html = (await request(t.http).get(`/blogdetail/${encodeURIComponent(slug)}`).expect(200)).text;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>more');
    expect(html.match(/<script/g)).toHaveLength((TEMPLATE.match(/<script/g) ?? []).length + 1);
    expect(titlesOf(html)).toEqual([`Noor&#39;s &quot;Jhumka&quot; &lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &lt;b&gt;more&lt;/b&gt; | Sona Jewellers`]);
    expect(metaOf(html, 'name', 'description')).toEqual([`Says &quot;&lt;img src=x onerror=alert(1)&gt;&quot; &amp; &#39;quotes&#39;`]);
    const [posting] = jsonLdOf(html) as unknown as BlogPosting[];
    expect(posting?.headline).toBe(name);
    expect(posting?.description).toBe(paragraph);
  });

  it('answers an unknown slug with the plain page and a 404, so the shop shows its not-found state', async () => {
    const page = await request(t.http).get('/blogdetail/no-such-post').expect(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toBe(TEMPLATE);
    await request(t.http).get('/blogdetail/%E0%A4%A').expect(404);
    await request(t.http).get(`/blogdetail/${'x'.repeat(221)}`).expect(404);
  });

  it('finds a post by its id too, as the page does, and names its slug address as canonical', async () => {
    const { slug, _id } = await publish({ name: 'Choosing a Mangalsutra', description: ['Short or long, gold or black beads.'] });
    const html = (await request(t.http).get(`/blogdetail/${_id}`).expect(200)).text;
    expect(titlesOf(html)).toEqual(['Choosing a Mangalsutra | Sona Jewellers']);
    expect(canonicalOf(html)).toEqual([`${PUBLIC_URL}/blogdetail/${slug}`]);
  });

  it('looks a post up once while nothing changes, and forgets it when the post is changed or deleted', async () => {
    const { slug, _id } = await publish({ name: 'Silver Toe Rings for Summer', description: ['Light and cool.'] });
    const lookups = jest.spyOn(t.app.get(BlogService), 'findPost');
    const path = `/blogdetail/${slug}`;
    // Changed by anyone else: as soon as PostgreSQL tells (the blogs trigger).
    await expectLookedUpOnceUntilChanged(
      path,
      lookups,
      () => t.sql.query('UPDATE blogs SET name = $1 WHERE id = $2', ['Silver Toe Rings for the Summer', _id]),
      'Silver Toe Rings for the Summer | Sona Jewellers',
    );

    // Deleted through the app: gone at once.
    await request(t.http).delete(`/api/blog/${_id}`).set(...bearer(admin)).expect(200);
    await request(t.http).get(path).expect(404);
    lookups.mockRestore();
  });

  it('serves a post published after its slug was asked for, at once', async () => {
    await request(t.http).get('/blogdetail/gifts-for-rakhi').expect(404);
    await publish({ name: 'Gifts for Rakhi', description: ['Rakhi gifts for sisters.'] });
    await request(t.http).get('/blogdetail/gifts-for-rakhi').expect(200);
  });
});

describe('other storefront paths', () => {
  it('get the plain index.html as before, with a 200', async () => {
    for (const path of ['/', '/collections', '/products/search?gender=female', '/product/details', '/product/details/a/b', '/blog', '/blogdetail', '/blogdetail/a/b']) {
      const page = await request(t.http).get(path).expect(200);
      expect(page.text).toBe(TEMPLATE);
    }
  });
});
