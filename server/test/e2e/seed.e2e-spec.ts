import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.setup.js';
import { ResponseCache } from '../../src/common/http/response-cache.js';
import { dataSourceOptions, runMigrations } from '../../src/database/data-source.js';
import { passwordHasher } from '../../src/modules/auth/password-hasher.js';
import { applyCoupon } from '../../src/modules/coupon/coupon.rules.js';
import { DeliveryService } from '../../src/modules/delivery/delivery.service.js';
import { checkAddress } from '../../src/modules/geo/address.rules.js';
import { financialYearOf } from '../../src/modules/invoice/series.js';
import { OrderExpiryJob } from '../../src/modules/order/order-expiry.job.js';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../src/modules/order/entities/order.entity.js';
import type { OrderRow as OrderQueryRow } from '../../src/modules/order/order.repository.js';
import { orderTotals } from '../../src/modules/order/order.rules.js';
import { demoAddresses, demoBlogs, demoCategories, demoGifts, demoProducts, MAIN_SHOP, SECOND_SHOP } from '../../src/modules/seed/data/index.js';
import { type SeedOutcome, SeedService } from '../../src/modules/seed/seed.service.js';
import { bearer, createStaff } from '../helpers/accounts.js';
import { createDatabase } from '../helpers/database.js';
import { onMigratedDatabase } from '../helpers/scratch.js';
import { startSmtp, type TestSmtp } from '../helpers/smtp.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { storedPictures } from '../helpers/stored-pictures.js';

// Drawing every picture of the demo shop takes about a minute on two idle cores, several on a busy machine.
const FIRST_SEED_MS = 600_000;

let t: TestApp;
let smtp: TestSmtp;

const { filesOf } = storedPictures(() => t);

const sharpSize = async (file: string) => {
  const { width, height } = await sharp(file).metadata();
  return { width, height };
};

const count = async (table: string) => Number((await t.sql.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);

/** A stored invoice or credit note as the numbering checks read it. */
type DocumentRow = { order_id: string; series: string; financial_year: number; counter: number; number: string; issued_at: Date; total_paise: number };

/**
 * Checks a table of GST documents is numbered as the law asks: each series runs 1, 2, 3 … with no gap within each
 * financial year, in the order of the documents' dates, each in the financial year of its date. Answers the years seen.
 */
async function expectNumberedInDateOrder(query: (text: string) => Promise<{ rows: DocumentRow[] }>, table: 'invoices' | 'credit_notes', prefix: string): Promise<number[]> {
  const { rows } = await query(`SELECT order_id, series, financial_year, counter, number, issued_at, total_paise FROM ${table} ORDER BY issued_at, counter`);
  const years = [...new Set(rows.map((row) => row.financial_year))];
  for (const year of years) {
    const inYear = rows.filter((row) => row.financial_year === year);
    expect(inYear.map((row) => row.counter)).toEqual(inYear.map((_, index) => index + 1));
    for (const row of inYear) {
      const fy = financialYearOf(row.issued_at);
      expect({ series: row.series, year: fy.startYear, number: row.number }).toEqual({
        series: prefix,
        year,
        number: `${prefix}/${fy.label}/${String(row.counter).padStart(6, '0')}`,
      });
    }
  }
  return years;
}

beforeAll(async () => {
  // As a start with SEED_DEMO on would: the demo shop is loaded into the empty catalogue. A real SMTP server sees
  // every mail the app sends.
  smtp = await startSmtp();
  t = await createTestApp({ seedDemo: true, mailUrl: smtp.url });
}, FIRST_SEED_MS);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

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

  it('sets the demo exchange rates of every display currency, each with its history line (issue 17)', async () => {
    const rates = await t.sql.query('SELECT currency, inr_per_unit FROM exchange_rates ORDER BY currency');
    expect(rates.rows.map((row) => row.currency)).toEqual(['AED', 'AUD', 'CAD', 'EUR', 'GBP', 'SGD', 'USD']);
    expect(rates.rows.find((row) => row.currency === 'USD')?.inr_per_unit).toBe('89.7500');
    expect(await count('exchange_rate_changes')).toBe(7);
    const { body } = await request(t.http).get('/api/currencies').expect(200);
    expect(body.currencies.map((currency: { code: string }) => currency.code)).toEqual(['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD', 'CAD', 'AUD']);
  });

  it("sets today's demo rates with their history, and prices the rate-linked pieces at them (issue 16)", async () => {
    const rates = await t.sql.query('SELECT purity, rate_paise_per_gram FROM metal_rates ORDER BY purity');
    expect(rates.rows).toHaveLength(7);
    expect(rates.rows.find((row) => row.purity === 'gold_22k')?.rate_paise_per_gram).toBe(1_190_000);
    expect(await count('metal_rate_changes')).toBe(7);
    const { rows } = await t.sql.query<{ id: string; pricing: string; purity: string | null; hsn: string; huid: string | null; price_paise: number; is_gift: boolean }>(
      'SELECT id, pricing, purity, hsn, huid, price_paise, is_gift FROM products',
    );
    const linked = rows.filter((row) => row.pricing === 'rate_linked');
    expect(linked.length).toBeGreaterThan(rows.filter((row) => !row.is_gift && row.purity !== null).length / 2);
    expect(rows.filter((row) => row.is_gift).every((row) => row.pricing === 'fixed')).toBe(true);
    expect(rows.filter((row) => row.purity === null).every((row) => row.hsn === '7117' && row.huid === null)).toBe(true);
    const huids = rows.flatMap((row) => (row.huid ? [row.huid] : []));
    expect(new Set(huids).size).toBe(huids.length);
    // The breakup at today's rate ends on the price stored: the seed priced the piece as the product page makes it up.
    const { body } = await request(t.http).get(`/api/home/get-product/${linked[0].id}`).expect(200);
    expect(body.breakup).toMatchObject({ pricing: 'rate_linked', price: body.product.price, total: body.product.salePrice });
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

describe('the demo order history', () => {
  const DAY_MS = 24 * 3600 * 1000;
  /** A whole row of the orders table: what the order queries read of it, and the columns they leave. */
  type OrderRow = Omit<OrderQueryRow, 'lines'> & {
    coupon_id: string | null;
    paid_at: Date | null;
    cancelled_at: Date | null;
    updated_at: Date;
  };

  const orders = async () => (await t.sql.query<OrderRow>('SELECT * FROM orders ORDER BY created_at')).rows;

  it('has 150–250 orders by the demo customers over the last 60 days, in every delivery and payment status', async () => {
    const rows = await orders();
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.length).toBeLessThanOrEqual(250);
    expect(new Set(rows.map((o) => o.delivery_status))).toEqual(new Set(DELIVERY_STATUSES));
    expect(new Set(rows.map((o) => o.payment_status))).toEqual(new Set(PAYMENT_STATUSES));
    expect(new Set(rows.map((o) => o.payment_method))).toEqual(new Set(['COD', 'ONLINEPAY', null]));
    expect(new Set(rows.map((o) => o.cancel_reason))).toEqual(new Set(['customer', 'staff', 'expired', null]));
    const { rows: buyers } = await t.sql.query(
      "SELECT DISTINCT u.role, u.email, o.email AS order_email FROM orders o JOIN users u ON u.id = o.user_id",
    );
    for (const buyer of buyers) {
      expect(buyer.role).toBe('customer');
      expect(buyer.email).toMatch(/@customers\.demo\.invalid$/);
      expect(buyer.order_email).toBe(buyer.email);
    }
    expect(new Set(buyers.map((b) => b.email)).size).toBeGreaterThanOrEqual(25);
  });

  it('records each order\'s status history as its steps happened, and ships every shipped or delivered order by courier', async () => {
    const { rows } = await t.sql.query(
      `SELECT o.id, o.delivery_status, o.created_at, o.updated_at,
         (SELECT array_agg(h.delivery_status ORDER BY h.at, h.id) FROM order_status_history h WHERE h.order_id = o.id) AS statuses,
         (SELECT min(h.at) FROM order_status_history h WHERE h.order_id = o.id) AS first_at,
         (SELECT max(h.at) FROM order_status_history h WHERE h.order_id = o.id) AS last_at,
         (SELECT count(*)::int FROM shipments s WHERE s.order_id = o.id) AS parcels,
         (SELECT count(*)::int FROM order_lines l LEFT JOIN shipment_lines sl ON sl.order_line_id = l.id WHERE l.order_id = o.id AND sl.shipment_id IS NULL) AS unshipped,
         (SELECT bool_and(s.delivered_at IS NOT NULL) FROM shipments s WHERE s.order_id = o.id) AS arrived
       FROM orders o`,
    );
    for (const order of rows) {
      expect(order.statuses[0]).toBe('pending');
      expect(order.statuses.at(-1)).toBe(order.delivery_status);
      expect(order.first_at.getTime()).toBe(order.created_at.getTime());
      expect(order.last_at.getTime()).toBeLessThanOrEqual(Date.now());
      const shipped = order.delivery_status === 'shipped' || order.delivery_status === 'delivered';
      expect(order.parcels).toBe(shipped ? 1 : 0);
      if (shipped) expect(order.unshipped).toBe(0);
      if (shipped) expect(order.arrived).toBe(order.delivery_status === 'delivered');
    }
    const delivered = rows.find((order) => order.delivery_status === 'delivered');
    const admin = await createStaff(t, 'admin');
    const answer = await request(t.http).get(`/api/admin/orders/${delivered.id}`).set(...bearer(admin)).expect(200);
    // Some orders go from placed straight to the courier, without a warehouse step.
    const packed = delivered.statuses.includes('warehouse') ? ['packed'] : [];
    expect(answer.body.timeline.map((event: { step: string }) => event.step)).toEqual(['placed', 'confirmed', ...packed, 'shipped', 'delivered']);
    expect(answer.body.shipments[0].trackingUrl).toMatch(/^https:\/\/\S+\d{11,13}$/);
  });

  it('dates every step within the last 60 days, in order: placed, paid, cancelled, last changed; payment attempts after the order', async () => {
    const now = Date.now();
    for (const order of await orders()) {
      const placed = order.created_at.getTime();
      expect(placed).toBeGreaterThan(now - 60 * DAY_MS);
      for (const later of [order.paid_at, order.cancelled_at]) {
        if (later) expect(later.getTime()).toBeGreaterThan(placed);
        if (later) expect(later.getTime()).toBeLessThanOrEqual(order.updated_at.getTime());
      }
      expect(order.updated_at.getTime()).toBeGreaterThanOrEqual(placed);
      expect(order.updated_at.getTime()).toBeLessThanOrEqual(now);
      expect(order.paid_at !== null).toBe(order.payment_status !== 'unpaid');
      expect(order.cancelled_at !== null).toBe(order.delivery_status === 'cancelled');
    }
    const { rows } = await t.sql.query(
      'SELECT p.created_at, p.updated_at, o.created_at AS placed FROM payments p JOIN orders o ON o.id = p.order_id',
    );
    for (const payment of rows) {
      expect(payment.created_at.getTime()).toBeGreaterThan(payment.placed.getTime());
      expect(payment.updated_at.getTime()).toBeGreaterThanOrEqual(payment.created_at.getTime());
      expect(payment.updated_at.getTime()).toBeLessThanOrEqual(now);
    }
  });

  it("totals every order by the order and coupon rules from its lines, which copy the product as it is, with its zone's fee and promised date", async () => {
    // As placing each order would have quoted it: the zone of its address, the fee on its amount, the date from then.
    const quote = await t.app.get(DeliveryService).quoter(new Date(Date.now() - 61 * DAY_MS), t.app.get(DataSource).manager);
    const { rows: promised } = await t.sql.query<{ id: string; zone: string | null; expected: string | null }>(
      "SELECT id, shipping_zone AS zone, to_char(expected_delivery_date, 'YYYY-MM-DD') AS expected FROM orders",
    );
    const deliveryOf = new Map(promised.map((row) => [row.id, row]));
    let feesAbroad = 0;
    const { rows: coupons } = await t.sql.query('SELECT id, code, discount, min_order_paise FROM coupons');
    const couponById = new Map(coupons.map((c) => [c.id, c]));
    const { rows: lines } = await t.sql.query(`
      SELECT l.order_id, l.position, l.quantity, l.size, l.color, l.name, l.slug, l.brand, l.image, l.price_paise, l.discount, l.sale_price_paise,
             l.shop_name, l.seller_id, p.name AS p_name, p.slug AS p_slug, p.brand AS p_brand, p.images[1] AS p_image, p.price_paise AS p_price,
             p.discount AS p_discount, p.sale_price_paise AS p_sale, p.shop_name AS p_shop, p.seller_id AS p_seller, p.sizes, p.colors
      FROM order_lines l JOIN products p ON p.id = l.product_id ORDER BY l.order_id, l.position`);
    const linesOf = new Map<string, typeof lines>();
    for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
    for (const order of await orders()) {
      const own = linesOf.get(order.id) ?? [];
      expect(own.map((l) => l.position)).toEqual(own.map((_, i) => i));
      for (const l of own) {
        expect([l.name, l.slug, l.brand, l.image, l.price_paise, l.discount, l.sale_price_paise, l.shop_name, l.seller_id]).toEqual([
          l.p_name, l.p_slug, l.p_brand, l.p_image, l.p_price, l.p_discount, l.p_sale, l.p_shop, l.p_seller,
        ]);
        expect(l.sizes).toContain(l.size);
        expect(l.colors).toContain(l.color);
      }
      const priced = own.map((l) => ({ salePricePaise: l.sale_price_paise, quantity: l.quantity }));
      const subtotal = orderTotals(priced).subtotalPaise;
      const coupon = order.coupon_id ? couponById.get(order.coupon_id) : undefined;
      if (order.coupon_id) expect(order.coupon_code).toBe(coupon?.code);
      const discount = coupon ? applyCoupon(subtotal, { discount: coupon.discount, minOrderPaise: coupon.min_order_paise }).discountPaise : 0;
      const quoted = quote(order.shipping_info, subtotal - discount, order.created_at);
      expect(deliveryOf.get(order.id)).toEqual({ id: order.id, zone: quoted.zone, expected: quoted.window.deliverBy });
      if (order.shipping_fee_paise > 0 && order.shipping_info.country !== 'IN') feesAbroad += 1;
      const totals = orderTotals(priced, discount, quoted.feePaise);
      expect({
        subtotal: order.subtotal_paise,
        discount: order.discount_paise,
        shipping: order.shipping_fee_paise,
        total: order.total_paise,
        items: order.items,
      }).toEqual({ subtotal: totals.subtotalPaise, discount: totals.discountPaise, shipping: totals.shippingFeePaise, total: totals.totalPaise, items: totals.items });
    }
    expect((await orders()).filter((o) => o.coupon_id).length).toBeGreaterThanOrEqual(10);
    // The demo's zones charge abroad below ₹25,000: some orders abroad paid their zone's fee.
    expect(feesAbroad).toBeGreaterThan(0);
  });

  it('counts one coupon use per order using the coupon that still stands, within each customer’s limit', async () => {
    const { rows } = await t.sql.query(`
      SELECT c.code, c.user_limit,
             (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS uses,
             (SELECT count(*)::int FROM orders o WHERE o.coupon_id = c.id AND o.delivery_status <> 'cancelled') AS standing,
             (SELECT count(*)::int FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id
               WHERE r.coupon_id = c.id AND (o.coupon_id IS DISTINCT FROM r.coupon_id OR o.user_id <> r.user_id)) AS mismatched,
             (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM coupon_redemptions r WHERE r.coupon_id = c.id GROUP BY r.user_id) per) AS most_by_one
      FROM coupons c ORDER BY c.code`);
    for (const coupon of rows) {
      expect({ code: coupon.code, uses: coupon.uses, mismatched: coupon.mismatched }).toEqual({ code: coupon.code, uses: coupon.standing, mismatched: 0 });
      expect(coupon.most_by_one).toBeLessThanOrEqual(coupon.user_limit);
    }
    expect(rows.filter((c) => c.uses > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('takes the pieces of the orders still standing off the stock, keeps every piece in stock and sells none of the sold-out ones', async () => {
    const { rows } = await t.sql.query(`
      SELECT p.slug, p.stock,
             coalesce((SELECT sum(l.quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id
                       WHERE l.product_id = p.id AND o.delivery_status <> 'cancelled'), 0)::int AS held,
             (SELECT count(*) FROM order_lines l WHERE l.product_id = p.id)::int AS lines
      FROM products p WHERE NOT p.is_gift`);
    const demoStock = new Map(demoProducts.map((p) => [p.slug, p.stock]));
    for (const product of rows) {
      const stock = demoStock.get(product.slug) ?? -1;
      expect({ slug: product.slug, stock: product.stock }).toEqual({ slug: product.slug, stock: stock - product.held });
      if (stock === 0) expect(product.lines).toBe(0);
      else expect(product.stock).toBeGreaterThanOrEqual(1);
    }
    expect(rows.filter((p) => p.held > 0).length).toBeGreaterThan(30);
  });

  it('ships every order to its customer’s saved default address, a real one in India or abroad, never cash on delivery abroad', async () => {
    const { rows } = await t.sql.query(`
      SELECT o.shipping_info, o.payment_method, a.name, a.address, a.phone, a.post, a.province, a.city, a.area, a.country, a.is_default, a.created_at, first.placed
      FROM orders o JOIN addresses a ON a.user_id = o.user_id
      JOIN (SELECT user_id, min(created_at) AS placed FROM orders GROUP BY user_id) first ON first.user_id = o.user_id`);
    expect(rows.length).toBe((await orders()).length);
    // Orders in India and abroad; which of the four customers abroad come back depends on the plan's draw of pieces.
    const countries = new Set(rows.map((row) => row.country));
    expect(countries.has('IN')).toBe(true);
    expect([...countries].filter((country) => country !== 'IN').length).toBeGreaterThanOrEqual(2);
    for (const country of countries) expect(['IN', 'US', 'GB', 'AE', 'AU']).toContain(country);
    const known = new Set(demoAddresses.map((a) => `${a.post} ${a.city}, ${a.province}`));
    for (const row of rows) {
      expect(row.is_default).toBe(true);
      expect(row.shipping_info).toEqual({ name: row.name, address: row.address, phone: row.phone, post: row.post, province: row.province, city: row.city, area: row.area, country: row.country });
      expect(known).toContain(`${row.post} ${row.city}, ${row.province}`);
      // As the checkout keeps them: the phone in E.164, the address through its country's rules.
      expect(row.phone).toMatch(/^\+[1-9]\d{7,14}$/);
      expect(checkAddress(row.shipping_info).problems).toEqual([]);
      if (row.country !== 'IN') expect(row.payment_method).not.toBe('COD');
      expect(row.created_at.getTime()).toBeLessThan(row.placed.getTime());
    }
  });

  it('records online payments as the payment module and the gateway keep them; cash orders have none', async () => {
    const { rows } = await t.sql.query(`
      SELECT o.id, o.payment_method, o.payment_status, o.paid_at, o.total_paise, o.delivery_status,
             coalesce(json_agg(json_build_object('merchant', p.merchant_order_id, 'state', p.state, 'amount', p.amount_paise, 'provider', p.provider,
               'gateway', p.provider_order_id, 'last', p.last_response, 'g_state', g.state, 'g_merchant', g.merchant_order_id, 'g_amount', g.amount_paise,
               'g_transaction', g.transaction_id)
               ORDER BY p.created_at) FILTER (WHERE p.id IS NOT NULL), '[]') AS attempts
      FROM orders o LEFT JOIN payments p ON p.order_id = o.id LEFT JOIN sandbox_gateway_orders g ON g.id = p.provider_order_id
      GROUP BY o.id`);
    for (const order of rows) {
      type Attempt = { merchant: string; state: string; amount: number; provider: string; gateway: string; last: Record<string, unknown>; g_state: string; g_merchant: string; g_amount: number; g_transaction: string | null };
      const attempts = order.attempts as Attempt[];
      if (order.payment_method !== 'ONLINEPAY') {
        expect(attempts).toEqual([]);
        continue;
      }
      attempts.forEach((a, n) => {
        expect(a.merchant).toBe(`${order.id}-${n + 1}`);
        expect(a).toMatchObject({ provider: 'sandbox', amount: order.total_paise, g_merchant: a.merchant, g_amount: order.total_paise });
        expect(a.gateway).toMatch(/^OMO\d{22}$/);
        if (a.state !== 'PENDING') expect(a.last).toMatchObject({ gatewayState: a.state, gatewayOrderId: a.gateway, amountPaise: order.total_paise });
      });
      const completed = attempts.filter((a) => a.state === 'COMPLETED');
      if (order.paid_at) {
        expect(completed).toHaveLength(1);
        expect(completed[0]).toMatchObject({ g_state: 'COMPLETED', g_transaction: expect.stringMatching(/^OM\d{22}$/) });
        expect(completed[0].last.paymentDetails).toEqual([expect.objectContaining({ paymentMode: 'UPI_QR', state: 'COMPLETED', amount: order.total_paise })]);
      } else {
        expect(completed).toEqual([]);
      }
    }
    const online = rows.filter((o) => o.payment_method === 'ONLINEPAY');
    expect(online.filter((o) => o.paid_at).length).toBeGreaterThan(40);
    expect(online.some((o) => (o.attempts as { state: string }[]).some((a) => a.state === 'FAILED'))).toBe(true);
  });

  it('keeps on every line the tax snapshot placing the order takes: taxable value and GST that make up sale price × quantity (issue 16)', async () => {
    const { rows } = await t.sql.query(`
      SELECT l.hsn, l.purity, l.net_weight_mg, l.breakup, l.taxable_value_paise, l.gst_paise, l.sale_price_paise, l.quantity,
             p.hsn AS p_hsn, p.purity AS p_purity, p.pricing AS p_pricing
      FROM order_lines l JOIN products p ON p.id = l.product_id`);
    expect(rows.length).toBeGreaterThan(150);
    for (const line of rows) {
      expect(line.taxable_value_paise + line.gst_paise).toBe(line.sale_price_paise * line.quantity);
      expect(line.gst_paise).toBeGreaterThan(0);
      // 3 % GST inside a tax-inclusive price: within a paisa of 3/103 of it.
      expect(Math.abs(line.gst_paise - (line.sale_price_paise * line.quantity * 3) / 103)).toBeLessThanOrEqual(1);
      expect([line.hsn, line.purity]).toEqual([line.p_hsn, line.p_purity]);
      expect(line.breakup).toMatchObject({ pricing: line.p_pricing });
      if (line.p_pricing === 'rate_linked') expect(line.net_weight_mg).toBeGreaterThan(0);
    }
    expect(rows.some((line) => line.p_pricing === 'rate_linked')).toBe(true);
  });

  it('invoices every paid or shipped demo order once, as the live shop would have: when paid online, or when shipped', async () => {
    const { rows } = await t.sql.query(`
      SELECT o.id, o.payment_method, o.paid_at, o.cancelled_at, o.created_at, o.updated_at, o.delivery_status, o.total_paise,
             (SELECT json_agg(json_build_object('issued_at', i.issued_at, 'total', i.total_paise, 'number', i.number, 'document', i.document)) FROM invoices i WHERE i.order_id = o.id) AS invoices
      FROM orders o`);
    let invoiced = 0;
    for (const order of rows) {
      const due = order.paid_at !== null || ['shipped', 'delivered'].includes(order.delivery_status);
      const invoices = (order.invoices ?? []) as { issued_at: string; total: number; number: string; document: { number: string; issuedAt: string; orderId: string; totals: { totalPaise: number } } }[];
      expect({ id: order.id, invoices: invoices.length }).toEqual({ id: order.id, invoices: due ? 1 : 0 });
      if (!due) continue;
      invoiced += 1;
      const [invoice] = invoices;
      const issuedAt = new Date(invoice.issued_at).getTime();
      // The total of the invoice is what the customer pays, to the paisa; the stored document says the same.
      expect([invoice.total, invoice.document.totals.totalPaise]).toEqual([order.total_paise, order.total_paise]);
      expect(invoice.document).toMatchObject({ number: invoice.number, orderId: order.id });
      expect(new Date(invoice.document.issuedAt).getTime()).toBe(issuedAt);
      if (order.payment_method === 'ONLINEPAY') expect(issuedAt).toBe(order.paid_at.getTime());
      expect(issuedAt).toBeGreaterThan(order.created_at.getTime());
      expect(issuedAt).toBeLessThanOrEqual(order.updated_at.getTime());
      if (order.payment_method === 'COD' && order.paid_at) expect(issuedAt).toBeLessThan(order.paid_at.getTime());
    }
    expect(invoiced).toBeGreaterThan(100);
    expect(await count('invoices')).toBe(invoiced);
  });

  it('gives each invoiced order that was cancelled its one credit note, dated at the cancellation, for the whole invoice', async () => {
    const { rows } = await t.sql.query(`
      SELECT o.id, o.cancelled_at, o.delivery_status, i.id AS invoice_id, i.total_paise AS invoice_total,
             (SELECT json_agg(json_build_object('invoice_id', c.invoice_id, 'issued_at', c.issued_at, 'total', c.total_paise, 'reason', c.reason)) FROM credit_notes c WHERE c.order_id = o.id) AS notes
      FROM orders o LEFT JOIN invoices i ON i.order_id = o.id`);
    let credited = 0;
    for (const order of rows) {
      const notes = (order.notes ?? []) as { invoice_id: string; issued_at: string; total: number; reason: string }[];
      if (!order.invoice_id || order.delivery_status !== 'cancelled') {
        expect(notes).toEqual([]);
        continue;
      }
      credited += 1;
      expect(notes).toEqual([{ invoice_id: order.invoice_id, issued_at: expect.any(String), total: order.invoice_total, reason: 'cancelled' }]);
      expect(new Date(notes[0].issued_at).getTime()).toBe(order.cancelled_at.getTime());
    }
    expect(credited).toBeGreaterThanOrEqual(1);
  });

  it('numbers the invoices and the credit notes from 1 in each financial year, with no gap, in the order of their dates', async () => {
    const query = (text: string) => t.sql.query<DocumentRow>(text);
    expect((await expectNumberedInDateOrder(query, 'invoices', t.config.shop.invoicePrefix)).length).toBeGreaterThanOrEqual(1);
    expect((await expectNumberedInDateOrder(query, 'credit_notes', t.config.shop.creditNotePrefix)).length).toBeGreaterThanOrEqual(1);
    // Each counter stands at its series' last number, so the live shop's next document follows on.
    const { rows } = await t.sql.query(`
      SELECT c.series, c.financial_year, c.last_number,
             (SELECT max(counter) FROM (SELECT series, financial_year, counter FROM invoices UNION ALL SELECT series, financial_year, counter FROM credit_notes) d
              WHERE d.series = c.series AND d.financial_year = c.financial_year)::int AS last_issued
      FROM document_counters c`);
    for (const counter of rows) expect(counter.last_number).toBe(counter.last_issued);
  });

  it("shows staff a demo order's invoice and serves its PDF", async () => {
    const admin = await createStaff(t, 'admin');
    const { rows } = await t.sql.query("SELECT o.id, i.number FROM orders o JOIN invoices i ON i.order_id = o.id WHERE o.delivery_status = 'delivered' LIMIT 1");
    const { body } = await request(t.http).get(`/api/admin/orders/${rows[0].id}`).set(...bearer(admin)).expect(200);
    expect(body.invoice).toEqual({ id: expect.any(String), number: rows[0].number, issuedAt: expect.any(String) });
    const pdf = await request(t.http).get(`/api/admin/orders/${rows[0].id}/invoice`).set(...bearer(admin)).expect(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
  });

  it("gives both shops orders: the second shop's seller sees theirs in the console, only their own lines", async () => {
    // The demo seller cannot sign in; the test gives the account a password to look through its eyes.
    const { rows: sellers } = await t.sql.query("SELECT id, email FROM users WHERE role = 'seller'");
    await t.sql.query('UPDATE users SET password_hash = $2 WHERE id = $1', [sellers[0].id, await passwordHasher.hash('seller-password-1')]);
    const login = await request(t.http).post('/api/admin/login').send({ email: sellers[0].email, password: 'seller-password-1' }).expect(200);
    const list = await request(t.http).get('/api/admin/orders?range=[0,249]').set('Authorization', `Bearer ${login.body.token}`).expect(200);
    const theirs = list.body as { products: { shopName: string }[] }[];
    expect(theirs.length).toBeGreaterThanOrEqual(15);
    for (const order of theirs) for (const line of order.products) expect(line.shopName).toBe(SECOND_SHOP);
    const { rows } = await t.sql.query('SELECT count(DISTINCT order_id)::int AS n FROM order_lines WHERE seller_id = $1', [sellers[0].id]);
    expect(theirs.length).toBe(rows[0].n);
    const { rows: house } = await t.sql.query("SELECT count(DISTINCT order_id)::int AS n FROM order_lines WHERE shop_name = $1 AND seller_id IS NULL", [MAIN_SHOP]);
    expect(house[0].n).toBeGreaterThan(theirs.length);
  });

  it('mails nobody: not when loading, not when the expiry job or staff later change a demo order', async () => {
    const admin = await createStaff(t, 'admin');
    const { rows: pending } = await t.sql.query("SELECT id FROM orders WHERE delivery_status = 'pending'");
    expect(pending.length).toBeGreaterThanOrEqual(1);
    const expired = await t.app.get(OrderExpiryJob).run(new Date(Date.now() + 3600_000));
    expect(expired).toEqual(expect.arrayContaining(pending.map((o) => o.id)));
    const { rows: placed } = await t.sql.query("SELECT id FROM orders WHERE delivery_status = 'placed' LIMIT 1");
    await request(t.http).put(`/api/admin/orders/${placed[0].id}`).set(...bearer(admin)).send({ delivery_status: 'warehouse' }).expect(200);
    // A mail to a real address in the same breath arrives, so the silence above is not a broken transport.
    const { rows: customer } = await t.sql.query("SELECT o.id FROM orders o WHERE o.delivery_status = 'warehouse' AND o.id <> $1 LIMIT 1", [placed[0].id]);
    await t.sql.query("UPDATE orders SET email = 'watcher@example.test' WHERE id = $1", [customer[0].id]);
    await request(t.http).put(`/api/admin/orders/${customer[0].id}`).set(...bearer(admin)).send({ delivery_status: 'shipped' }).expect(200);
    await smtp.waitFor('watcher@example.test');
    expect(smtp.mails.map((mail) => mail.to)).toEqual([['watcher@example.test']]);
  });

  it('goes on numbering after the demo history when staff ship a cash-on-delivery demo order today', async () => {
    const admin = await createStaff(t, 'admin');
    const { rows } = await t.sql.query(
      "SELECT id FROM orders WHERE payment_method = 'COD' AND delivery_status IN ('placed', 'warehouse') AND id NOT IN (SELECT order_id FROM invoices) LIMIT 1",
    );
    expect(rows).toHaveLength(1);
    const year = financialYearOf(new Date()).startYear;
    const { rows: before } = await t.sql.query('SELECT coalesce(max(counter), 0)::int AS last FROM invoices WHERE financial_year = $1', [year]);
    await request(t.http).put(`/api/admin/orders/${rows[0].id}`).set(...bearer(admin)).send({ delivery_status: 'shipped' }).expect(200);
    const { rows: issued } = await t.sql.query('SELECT counter, financial_year, issued_at FROM invoices WHERE order_id = $1', [rows[0].id]);
    expect(issued).toEqual([{ counter: before[0].last + 1, financial_year: year, issued_at: expect.any(Date) }]);
    await expectNumberedInDateOrder((text) => t.sql.query<DocumentRow>(text), 'invoices', t.config.shop.invoicePrefix);
  });
});

/** Runs work on a migrated database of its own through a pool of its own, then closes the pool and drops the database. */
async function onFreshDatabase(work: (dataSource: DataSource, url: string) => Promise<void>): Promise<void> {
  await onMigratedDatabase(await createDatabase(), work);
}

describe('seeding again', () => {
  it('does nothing once the catalogue has anything in it', async () => {
    const tables = ['categories', 'products', 'reviews', 'banners', 'coupons', 'users', 'blogs', 'orders', 'invoices', 'credit_notes'];
    const counters = async () => (await t.sql.query('SELECT * FROM document_counters ORDER BY series, financial_year')).rows;
    const countersBefore = await counters();
    const before = await Promise.all(tables.map(count));
    expect(await t.app.get(SeedService).seedIfEmpty()).toEqual({ seeded: false, reason: 'catalogue-not-empty' });
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(await counters()).toEqual(countersBefore);
  });

  it('does nothing at start when SEED_DEMO is off', () =>
    onFreshDatabase(async (dataSource, databaseUrl) => {
      const config = { ...t.config, databaseUrl, seedDemo: false };
      expect(await SeedService.standalone(dataSource, config).seedOnStart()).toBeUndefined();
      expect((await dataSource.query('SELECT count(*)::int AS n FROM categories'))[0].n).toBe(0);
    }));

  it('seeds once when two processes start together on a fresh database, reusing the pictures already drawn on this DATA_DIR', async () => {
    const database = await createDatabase();
    try {
      await runMigrations(database.url);
      const config = { ...t.config, databaseUrl: database.url };
      // Two pools, as two replicas would have.
      const sources = await Promise.all([0, 1].map(() => new DataSource(dataSourceOptions(database.url)).initialize()));
      try {
        const outcomes = await Promise.all(sources.map((source) => SeedService.standalone(source, config).seedIfEmpty()));
        const seeded = outcomes.filter((outcome) => outcome.seeded);
        expect(seeded).toHaveLength(1);
        expect(outcomes.filter((outcome) => !outcome.seeded)).toEqual([{ seeded: false, reason: 'catalogue-not-empty' }]);
        const report = seeded[0].seeded ? seeded[0].report : undefined;
        const blogPictures = demoBlogs.reduce((sum, blog) => sum + 1 + blog.sections.length, 0);
        const [{ orders, invoices, notes }] = await sources[0].query(
          'SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM invoices)::int AS invoices, (SELECT count(*) FROM credit_notes)::int AS notes',
        );
        expect(orders).toBeGreaterThanOrEqual(150);
        expect(report).toMatchObject({
          orders,
          invoices,
          creditNotes: notes,
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

  it('dates the demo invoices in the financial year of their day: a history across 1 April runs two series, each from 1', () =>
    onFreshDatabase(async (dataSource, databaseUrl) => {
      const config = { ...t.config, databaseUrl };
      // 60 days back from 20 April 2026 reach into February: the FY 2025-26 then the FY 2026-27.
      const outcome = await SeedService.standalone(dataSource, config).seedIfEmpty({ now: new Date('2026-04-20T06:30:00Z') });
      expect(outcome.seeded).toBe(true);
      const query = async (text: string) => ({ rows: (await dataSource.query(text)) as DocumentRow[] });
      expect(await expectNumberedInDateOrder(query, 'invoices', config.shop.invoicePrefix)).toEqual([2025, 2026]);
      await expectNumberedInDateOrder(query, 'credit_notes', config.shop.creditNotePrefix);
      const [first] = (await dataSource.query("SELECT number FROM invoices WHERE financial_year = 2026 AND counter = 1")) as { number: string }[];
      expect(first.number).toBe(`${config.shop.invoicePrefix}/26-27/000001`);
    }));
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
    await onFreshDatabase(async (dataSource, databaseUrl) => {
      const holder = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
      try {
        const config = { ...t.config, databaseUrl };
        const seed = SeedService.standalone(dataSource, config);
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
      }
    });
  });

  it('stops between pictures, commits nothing and lets go of the lock, so the next start loads it all', () =>
    onFreshDatabase(async (dataSource, databaseUrl) => {
      const config = { ...t.config, databaseUrl };
      const seed = SeedService.standalone(dataSource, config);
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
    }));

  it('rolls back when stopped after the rows went in but before the commit', () =>
    onFreshDatabase(async (dataSource, databaseUrl) => {
      const config = { ...t.config, databaseUrl };
      const controller = new AbortController();
      const stopped = SeedService.standalone(dataSource, config).seedIfEmpty({
        signal: controller.signal,
        report: (step) => step === 'journal posts' && controller.abort(new Error('SIGTERM')),
      });
      await expect(stopped).rejects.toThrow('SIGTERM');
      const [counts] = await dataSource.query('SELECT (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM products)::int AS products');
      expect(counts).toEqual({ categories: 0, products: 0 });
    }));
});
