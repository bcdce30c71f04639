import request from 'supertest';
import { type Account, bearer, createStaff, registerCustomer, createCallers, testAppWith } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { SHIPPING } from '../helpers/fixtures.js';

const t = testAppWith(createCallers);

type Dashboard = {
  today: { orders: number; revenue: number };
  byStatus: Record<string, number>;
  lowStock: { _id: string; name: string; slug: string; stock: number; isGift: boolean }[];
  subscribers: number;
};

describe('GET /api/admin/dashboard', () => {
  it("answers the order summary's figures, the products running out, fewest first, and the newsletter's subscribers", async () => {
    const category = await insertCategory(t.sql, 'Anklets');
    const stocks = [12, 0, 5, 3, 6, 1, 2, 4, 5, 0, 3, 1];
    const ids: string[] = [];
    for (const [i, stock] of stocks.entries()) ids.push(await insertProduct(t.sql, { name: `Payal ${String.fromCharCode(65 + i)}`, categoryId: category, stock }));
    const sellers = await insertProduct(t.sql, { name: 'Seller Toe Ring', categoryId: category, stock: 2 });
    await t.sql.query('UPDATE products SET seller_id = $2 WHERE id = $1', [sellers, t.seller.id]);
    await t.sql.query("INSERT INTO newsletter_subscribers (email, unsubscribe_token) VALUES ('a@example.test', 'token-a'), ('b@example.test', 'token-b')");
    await t.sql.query("INSERT INTO newsletter_subscribers (email, status, unsubscribe_token) VALUES ('c@example.test', 'unsubscribed', 'token-c')");

    const buy = await insertProduct(t.sql, { name: 'Payal Order', categoryId: category, price: 1200, stock: 20 });
    await request(t.http)
      .post('/api/home/order/palce-order')
      .set(...bearer(t.customer))
      .send({ shippingInfo: SHIPPING, products: [{ shopName: 'Sona Jewellers', sellerId: null, price: 1, products: [{ productId: buy, quantity: 1 }] }] })
      .expect(201);

    const response = await request(t.http).get('/api/admin/dashboard').set(...bearer(t.admin)).expect(200);
    const body = response.body as Dashboard;
    const summary = await request(t.http).get('/api/admin/orders/summary').set(...bearer(t.admin)).expect(200);
    expect({ today: body.today, byStatus: body.byStatus }).toEqual(summary.body);
    expect(Object.values(body.byStatus).reduce((a, b) => a + b, 0)).toBe(1);
    expect(body.subscribers).toBe(2);

    expect(body.lowStock).toHaveLength(10);
    expect(body.lowStock.map((p) => p.stock)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 5]);
    expect(body.lowStock[0]).toEqual({ _id: ids[1], name: 'Payal B', slug: 'payal-b', stock: 0, isGift: false });
    expect(body.lowStock.map((p) => p.name)).not.toContain('Payal A');
  });

  it('lists a gift running out among the products, saying it is a gift', async () => {
    const category = await insertCategory(t.sql, 'Gift Boxes');
    const gift = await insertProduct(t.sql, { name: 'Aaa Empty Gift Box', categoryId: category, stock: 0 });
    await t.sql.query('UPDATE products SET is_gift = true WHERE id = $1', [gift]);
    const response = await request(t.http).get('/api/admin/dashboard').set(...bearer(t.admin)).expect(200);
    const { lowStock } = response.body as Dashboard;
    expect(lowStock[0]).toEqual({ _id: gift, name: 'Aaa Empty Gift Box', slug: 'aaa-empty-gift-box', stock: 0, isGift: true });
    expect(lowStock.slice(1).every((p) => !p.isGift)).toBe(true);
  });

  it('gives a seller their own products only', async () => {
    const response = await request(t.http).get('/api/admin/dashboard').set(...bearer(t.seller)).expect(200);
    expect((response.body as Dashboard).lowStock.map((p) => p.name)).toEqual(['Seller Toe Ring']);
  });

  it('is for staff only', async () => {
    await request(t.http).get('/api/admin/dashboard').expect(401);
    await request(t.http).get('/api/admin/dashboard').set(...bearer(t.customer)).expect(403);
  });
});

describe('GET /api/admin/dashboard: sales', () => {
  const MINUTE_MS = 60_000;
  const DAY_MS = 24 * 60 * MINUTE_MS;
  const IST_MS = 330 * MINUTE_MS;
  type Sales = {
    timeZone: string;
    days: { date: string; orders: number; revenue: number }[];
    today: { orders: number; revenue: number };
    sameTimeLastWeek: { orders: number; revenue: number };
    topSellers: { _id: string; name: string; slug: string; image: string; isGift: boolean; units: number; revenue: number }[];
  };
  type Line = { product: string; quantity: number; salePaise: number; sellerId?: string | null };

  let s: TestApp;
  let shopAdmin: Account;
  let shopSeller: Account;
  let buyer: Account;
  let category: string;
  /** Midnight in India today, and the Indian date n days ago. */
  let todayStart: number;
  const dateBack = (n: number) => new Date(todayStart - n * DAY_MS + IST_MS).toISOString().slice(0, 10);

  /** An order as the shop stores one, placed at `at` in `delivery` status, its total the sum of its lines less `discountPaise`. */
  async function insertOrder(at: Date, delivery: string, lines: Line[], extra: { payment?: string; discountPaise?: number } = {}): Promise<string> {
    const subtotal = lines.reduce((sum, line) => sum + line.salePaise * line.quantity, 0);
    const discount = extra.discountPaise ?? 0;
    const { rows } = await s.sql.query(
      `INSERT INTO orders (user_id, email, subtotal_paise, discount_paise, shipping_fee_paise, total_paise, items, shipping_info, delivery_status, payment_status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 0, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
      [buyer.id, buyer.email, subtotal, discount, subtotal - discount, lines.reduce((n, l) => n + l.quantity, 0), SHIPPING, delivery, extra.payment ?? 'unpaid', at],
    );
    const id = rows[0].id as string;
    for (const [position, line] of lines.entries()) {
      await s.sql.query(
        `INSERT INTO order_lines (order_id, position, product_id, name, price_paise, sale_price_paise, quantity, seller_id)
         SELECT $1, $2, p.id, p.name, $3, $3, $4, $5 FROM products p WHERE p.id = $6`,
        [id, position, line.salePaise, line.quantity, line.sellerId ?? null, line.product],
      );
    }
    return id;
  }

  const salesOf = async (account: Account) => ((await request(s.http).get('/api/admin/dashboard').set(...bearer(account)).expect(200)).body as { sales: Sales }).sales;

  beforeAll(async () => {
    // Days are cut at Indian midnight: a run in its first two minutes waits, so that "earlier today" exists.
    const sinceMidnight = (Date.now() + IST_MS) % DAY_MS;
    if (sinceMidnight < 2 * MINUTE_MS) await new Promise((resolve) => setTimeout(resolve, 2 * MINUTE_MS - sinceMidnight + 1000));
    todayStart = Date.now() - ((Date.now() + IST_MS) % DAY_MS);
    s = await createTestApp();
    shopAdmin = await createStaff(s, 'admin');
    shopSeller = await createStaff(s, 'seller', 'Marwar Silver House');
    buyer = await registerCustomer(s);
    category = await insertCategory(s.sql, 'Rings');
  });
  afterAll(() => s?.close());

  it('answers the last 30 Indian days, oldest first, today last, counting only sales, with 0 for days without any', async () => {
    const ring = await insertProduct(s.sql, { name: 'Sales Ring', categoryId: category });
    const line = (rupees: number, quantity = 1): Line[] => [{ product: ring, quantity, salePaise: rupees * 100 }];
    // Either side of Indian midnight: 23:59:30 yesterday and 00:00:30 today, the same UTC day.
    await insertOrder(new Date(todayStart - 30_000), 'placed', line(2000));
    await insertOrder(new Date(todayStart + 30_000), 'delivered', line(1500), { payment: 'paid' });
    await insertOrder(new Date(todayStart + 45_000), 'shipped', line(400, 2), { discountPaise: 8000 });
    // Not sales: waiting for payment, cancelled (refunded, expired).
    await insertOrder(new Date(todayStart + 60_000), 'pending', line(9000));
    await insertOrder(new Date(todayStart + 61_000), 'cancelled', line(9100), { payment: 'refunded' });
    await insertOrder(new Date(todayStart - 5 * DAY_MS), 'cancelled', line(9200));
    // The first of the 30 days, and the day before it (outside).
    await insertOrder(new Date(todayStart - 29 * DAY_MS + 10 * 3600_000), 'warehouse', line(700));
    await insertOrder(new Date(todayStart - 29 * DAY_MS - 60_000), 'delivered', line(9300), { payment: 'paid' });

    const sales = await salesOf(shopAdmin);
    expect(sales.timeZone).toBe('Asia/Kolkata');
    expect(sales.days.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, i) => dateBack(29 - i)));
    const expected = new Map([
      [dateBack(0), { orders: 2, revenue: 1500 + 800 - 80 }],
      [dateBack(1), { orders: 1, revenue: 2000 }],
      [dateBack(29), { orders: 1, revenue: 700 }],
    ]);
    expect(sales.days).toEqual(sales.days.map((day) => ({ date: day.date, ...(expected.get(day.date) ?? { orders: 0, revenue: 0 }) })));
    expect(sales.today).toEqual({ orders: 2, revenue: 2220 });
    // The summary's "today" is the same figure.
    const summary = await request(s.http).get('/api/admin/orders/summary').set(...bearer(shopAdmin)).expect(200);
    expect(summary.body.today).toEqual(sales.today);
  });

  it('compares today so far with the same weekday last week up to the same time of day only', async () => {
    const before = (await salesOf(shopAdmin)).sameTimeLastWeek;
    const ring = await insertProduct(s.sql, { name: 'Week Ring', categoryId: category });
    const lastWeekStart = todayStart - 7 * DAY_MS;
    const elapsed = Date.now() - todayStart;
    // Counted: earlier in the day than now, a week ago.
    await insertOrder(new Date(lastWeekStart + 60_000), 'delivered', [{ product: ring, quantity: 1, salePaise: 1100_00 }], { payment: 'paid' });
    await insertOrder(new Date(lastWeekStart + elapsed / 2), 'placed', [{ product: ring, quantity: 1, salePaise: 900_00 }]);
    // Not counted: later in the day than now (a week ago), the day before, and a cancelled one.
    await insertOrder(new Date(Math.min(Date.now() - 7 * DAY_MS + 5 * MINUTE_MS, todayStart - 6 * DAY_MS - 1000)), 'placed', [{ product: ring, quantity: 1, salePaise: 5000_00 }]);
    await insertOrder(new Date(lastWeekStart - 60_000), 'placed', [{ product: ring, quantity: 1, salePaise: 5100_00 }]);
    await insertOrder(new Date(lastWeekStart + 90_000), 'cancelled', [{ product: ring, quantity: 1, salePaise: 5200_00 }]);
    const sales = await salesOf(shopAdmin);
    expect(sales.sameTimeLastWeek).toEqual({ orders: before.orders + 2, revenue: before.revenue + 2000 });
    // The whole day a week ago still shows every sale of it in the chart.
    expect(sales.days.find((day) => day.date === dateBack(7))?.orders).toBe(before.orders + 3);
  });

  it('lists the best sellers of the 30 days by pieces, then revenue, with slug and picture, gifts flagged, at most 8', async () => {
    const made = async (name: string, gift = false) => {
      const id = await insertProduct(s.sql, { name, categoryId: category });
      if (gift) await s.sql.query('UPDATE products SET is_gift = true WHERE id = $1', [id]);
      return id;
    };
    const [bangle, anklet, pendant, stale, giftBox] = [await made('Top Bangle'), await made('Top Anklet'), await made('Top Pendant'), await made('Old Hit'), await made('Top Gift Box', true)];
    const yesterday = new Date(todayStart - DAY_MS + 12 * 3600_000);
    // Two lines of one piece in two orders add up; the earlier tests' pieces sold 5 or fewer.
    await insertOrder(yesterday, 'delivered', [{ product: bangle, quantity: 40, salePaise: 500_00 }], { payment: 'paid' });
    await insertOrder(yesterday, 'shipped', [{ product: bangle, quantity: 20, salePaise: 500_00 }]);
    await insertOrder(yesterday, 'placed', [{ product: anklet, quantity: 40, salePaise: 100_00 }, { product: pendant, quantity: 60, salePaise: 90_00 }]);
    await insertOrder(yesterday, 'placed', [{ product: giftBox, quantity: 50, salePaise: 250_00 }]);
    // Neither counts: a cancelled order, and one from before the 30 days.
    await insertOrder(yesterday, 'cancelled', [{ product: anklet, quantity: 400, salePaise: 100_00 }]);
    await insertOrder(new Date(todayStart - 31 * DAY_MS), 'delivered', [{ product: stale, quantity: 500, salePaise: 100_00 }], { payment: 'paid' });

    const { topSellers } = await salesOf(shopAdmin);
    expect(topSellers.slice(0, 4)).toEqual([
      { _id: bangle, name: 'Top Bangle', slug: 'top-bangle', image: '/uploads/products/a-640.webp', isGift: false, units: 60, revenue: 30000 },
      { _id: pendant, name: 'Top Pendant', slug: 'top-pendant', image: '/uploads/products/a-640.webp', isGift: false, units: 60, revenue: 5400 },
      { _id: giftBox, name: 'Top Gift Box', slug: 'top-gift-box', image: '/uploads/products/a-640.webp', isGift: true, units: 50, revenue: 12500 },
      { _id: anklet, name: 'Top Anklet', slug: 'top-anklet', image: '/uploads/products/a-640.webp', isGift: false, units: 40, revenue: 4000 },
    ]);
    expect(topSellers.map((piece) => piece._id)).not.toContain(stale);
    for (let n = 0; n < 6; n++) await insertOrder(yesterday, 'placed', [{ product: await made(`Filler ${n}`), quantity: 1, salePaise: 100_00 }]);
    expect((await salesOf(shopAdmin)).topSellers).toHaveLength(8);
  });

  it("gives a seller their own figures: the orders holding their pieces, their lines' value, their pieces among the best sellers", async () => {
    const theirs = await insertProduct(s.sql, { name: 'Seller Payal', categoryId: category, shopName: 'Marwar Silver House' });
    await s.sql.query('UPDATE products SET seller_id = $2 WHERE id = $1', [theirs, shopSeller.id]);
    const house = await insertProduct(s.sql, { name: 'House Kada', categoryId: category });
    const admin = await salesOf(shopAdmin);
    const at = new Date(todayStart + 90_000);
    await insertOrder(at, 'placed', [
      { product: house, quantity: 1, salePaise: 3000_00 },
      { product: theirs, quantity: 2, salePaise: 450_00, sellerId: shopSeller.id },
    ], { discountPaise: 100_00 });
    await insertOrder(at, 'placed', [{ product: house, quantity: 1, salePaise: 1200_00 }]);

    const seller = await salesOf(shopSeller);
    expect(seller.today).toEqual({ orders: 1, revenue: 900 });
    expect(seller.days.at(-1)).toEqual({ date: dateBack(0), orders: 1, revenue: 900 });
    expect(seller.days.slice(0, -1).every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
    expect(seller.sameTimeLastWeek).toEqual({ orders: 0, revenue: 0 });
    expect(seller.topSellers).toEqual([expect.objectContaining({ _id: theirs, name: 'Seller Payal', units: 2, revenue: 900 })]);

    const after = await salesOf(shopAdmin);
    expect(after.today).toEqual({ orders: admin.today.orders + 2, revenue: admin.today.revenue + 3900 - 100 + 1200 });
  });
});
