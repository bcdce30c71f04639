import request from 'supertest';
import { type Account, bearer, createStaff, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: Account;
let seller: Account;
let customer: Account;

type Dashboard = {
  today: { orders: number; revenue: number };
  byStatus: Record<string, number>;
  lowStock: { _id: string; name: string; slug: string; stock: number; isGift: boolean }[];
  subscribers: number;
};

const SHIPPING = { name: 'Asha Verma', address: '12 MG Road', phone: '9876543210', post: '302001', province: 'Rajasthan', city: 'Jaipur', area: 'C-Scheme' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, 'admin');
  seller = await createStaff(t, 'seller', 'Marwar Silver House');
  customer = await registerCustomer(t);
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard', () => {
  it("answers the order summary's figures, the products running out, fewest first, and the newsletter's subscribers", async () => {
    const category = await insertCategory(t.sql, 'Anklets');
    const stocks = [12, 0, 5, 3, 6, 1, 2, 4, 5, 0, 3, 1];
    const ids: string[] = [];
    for (const [i, stock] of stocks.entries()) ids.push(await insertProduct(t.sql, { name: `Payal ${String.fromCharCode(65 + i)}`, categoryId: category, stock }));
    const sellers = await insertProduct(t.sql, { name: 'Seller Toe Ring', categoryId: category, stock: 2 });
    await t.sql.query('UPDATE products SET seller_id = $2 WHERE id = $1', [sellers, seller.id]);
    await t.sql.query("INSERT INTO newsletter_subscribers (email, unsubscribe_token) VALUES ('a@example.test', 'token-a'), ('b@example.test', 'token-b')");
    await t.sql.query("INSERT INTO newsletter_subscribers (email, status, unsubscribe_token) VALUES ('c@example.test', 'unsubscribed', 'token-c')");

    const buy = await insertProduct(t.sql, { name: 'Payal Order', categoryId: category, price: 1200, stock: 20 });
    await request(t.http)
      .post('/api/home/order/palce-order')
      .set(...bearer(customer))
      .send({ shippingInfo: SHIPPING, products: [{ shopName: 'Sona Jewellers', sellerId: null, price: 1, products: [{ productId: buy, quantity: 1 }] }] })
      .expect(201);

    const response = await request(t.http).get('/api/admin/dashboard').set(...bearer(admin)).expect(200);
    const body = response.body as Dashboard;
    const summary = await request(t.http).get('/api/admin/orders/summary').set(...bearer(admin)).expect(200);
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
    const response = await request(t.http).get('/api/admin/dashboard').set(...bearer(admin)).expect(200);
    const { lowStock } = response.body as Dashboard;
    expect(lowStock[0]).toEqual({ _id: gift, name: 'Aaa Empty Gift Box', slug: 'aaa-empty-gift-box', stock: 0, isGift: true });
    expect(lowStock.slice(1).every((p) => !p.isGift)).toBe(true);
  });

  it('gives a seller their own products only', async () => {
    const response = await request(t.http).get('/api/admin/dashboard').set(...bearer(seller)).expect(200);
    expect((response.body as Dashboard).lowStock.map((p) => p.name)).toEqual(['Seller Toe Ring']);
  });

  it('is for staff only', async () => {
    await request(t.http).get('/api/admin/dashboard').expect(401);
    await request(t.http).get('/api/admin/dashboard').set(...bearer(customer)).expect(403);
  });
});
