import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { type Account, bearer, createStaff, registerCustomer } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { placeOrder } from '../helpers/orders.js';
import { drawPicture } from '../helpers/pictures.js';

/**
 * react-admin's ra-data-simple-rest with its defaults, against every console resource under /api/admin: a list with no
 * sort of its own asks for sort=["id","ASC"], and update sends back the whole record getOne read. The resources come
 * from the running app's OpenAPI document (a list answering Content-Range), so a new one fails here until it has a
 * record below; the fields a PUT writes come from the committed openapi/openapi.json (the contract the console is
 * typed from), the rest of a record being read-only.
 */

type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> }; responses?: Record<string, { headers?: object }> }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};
type Json = Record<string, unknown>;

let t: TestApp;
let admin: Account;
let seller: Account;
let png: Buffer;
let seq = 0;

const CONTRACT = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../openapi/openapi.json'), 'utf8')) as OpenApi;

/** Per resource, the record an admin sends back and, where sellers change that resource, one of the seller's own. */
type Records = { admin?: string; seller?: string };
const records: Record<string, Records> = {};

/** Every console resource this test knows how to fill; the router's list must equal it. */
const RESOURCES = ['banners', 'blogs', 'categories', 'coupons', 'couriers', 'customers', 'delivery-holidays', 'delivery-zones', 'exchange-rates', 'gifts', 'metal-rate-changes', 'metal-rates', 'orders', 'payments', 'products', 'refunds', 'returns', 'reviews', 'staff', 'subscribers'];

const as = (account: Account) => ({
  get: (url: string) => request(t.http).get(url).set(...bearer(account)),
  post: (url: string, body: object) => request(t.http).post(url).set(...bearer(account)).send(body),
  put: (url: string, body: object) => request(t.http).put(url).set(...bearer(account)).send(body),
});

async function pictures(account: Account, count: number): Promise<string[]> {
  let call = request(t.http).post('/api/admin/products/images').set(...bearer(account));
  for (let i = 0; i < count; i++) call = call.attach('images', png, `piece-${i}.png`);
  return ((await call.expect(201)).body.images as { url: string }[]).map((image) => image.url);
}

async function created(response: Promise<request.Response>): Promise<string> {
  const answer = await response;
  if (answer.status !== 201) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

async function product(account: Account, categoryId: string): Promise<string> {
  const body = { name: `Round Trip Ring ${++seq}`, categoryId, gender: 'female', price: 1499.5, discount: 10, stock: 8, points: ['925 silver'], colors: ['Silver'], sizes: ['7'], images: await pictures(account, 2) };
  return created(as(account).post('/api/admin/products', body));
}

async function gift(account: Account): Promise<string> {
  return created(as(account).post('/api/admin/gifts', { name: `Round Trip Gift Box ${++seq}`, price: 999, colors: ['Gold'], images: await pictures(account, 1) }));
}

async function blog(account: Account): Promise<string> {
  const body = { name: `Caring for silver, part ${++seq}`, description: ['Keep it dry.', 'Polish it gently.'], additionalDescription: [{ heading: 'Storage', description: 'A soft pouch.', image: '' }] };
  return created(as(account).post('/api/admin/blogs', body));
}

async function banner(account: Account): Promise<string> {
  const response = await request(t.http)
    .post('/api/admin/banners')
    .set(...bearer(account))
    .field('category', 'Home Page')
    .field('alt', `Festive banner ${++seq}`)
    .field('link', '/category-data/rings')
    .attach('images', png, 'banner.png');
  if (response.status !== 201) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id as string;
}

async function coupon(account: Account): Promise<string> {
  return created(as(account).post('/api/admin/coupons', { name: `ROUND${++seq}`, price: 500, discount: 10, userlimit: 2, expiresAt: '2099-12-31T23:59:59Z' }));
}

async function review(customer: Account, productId: string): Promise<string> {
  await as(customer).post('/api/home/customer/submit-review', { review: 'Lovely shine.', rating: 4, productId }).expect(201);
  const { rows } = await t.sql.query('SELECT id FROM reviews WHERE product_id = $1 AND user_id = $2', [productId, customer.id]);
  return rows[0].id as string;
}

/**
 * An order of `quantity` pieces of one product with its payment chosen (online: as far as the gateway's page, an order
 * row and a payment attempt row); answers its id.
 */
async function order(customer: Account, productId: string, type: 'ONLINEPAY' | 'COD' = 'ONLINEPAY', quantity = 1): Promise<string> {
  const orderId = await placeOrder(t, customer, [{ productId, quantity }]);
  await as(customer).post('/api/order/create-payment', { type, orderId }).expect(200);
  return orderId;
}

/** A cash-on-delivery order of `quantity` pieces, shipped and delivered (so paid); answers its id. */
async function deliveredCod(customer: Account, productId: string, quantity: number): Promise<string> {
  const orderId = await order(customer, productId, 'COD', quantity);
  for (const status of ['shipped', 'delivered']) await as(admin).put(`/api/admin/orders/${orderId}`, { delivery_status: status }).expect(200);
  return orderId;
}

/** A cash-on-delivery order of one piece, delivered (so paid), and two manual refunds of ₹1 each: the refunds' list. */
async function refundedCod(customer: Account, productId: string): Promise<void> {
  const orderId = await deliveredCod(customer, productId, 1);
  for (const utr of ['412345678901', '412345678902']) await as(admin).post(`/api/admin/orders/${orderId}/refunds`, { utr, amount: 1 }).expect(201);
}

/** A cash-on-delivery order of two pieces, delivered, and a return of each piece: the returns' list. */
async function returnedCod(customer: Account, productId: string): Promise<void> {
  const orderId = await deliveredCod(customer, productId, 2);
  const { rows } = await t.sql.query('SELECT id FROM order_lines WHERE order_id = $1', [orderId]);
  for (const reason of ['size_or_fit', 'changed_mind']) {
    await as(customer)
      .post(`/api/order/${orderId}/returns`, { lines: [{ lineId: rows[0].id, quantity: 1 }], reason, refundTo: { method: 'upi', upiId: 'ravi@okaxis' } })
      .expect(201);
  }
}

beforeAll(async () => {
  // Listening: the online payment goes through the payment SDK to the built-in gateway over HTTP.
  t = await createTestApp({}, { listen: true });
  png = await drawPicture('png', 800, 800, '#c9a227');
  admin = await createStaff(t, 'admin');
  seller = await createStaff(t, 'seller', 'Marwar Silver House');
  const [asha, ravi] = [await registerCustomer(t, 'Asha Verma'), await registerCustomer(t, 'Ravi Kumar')];

  const rings = await created(as(admin).post('/api/admin/categories', { name: 'Round Trip Rings' }));
  await created(as(admin).post('/api/admin/categories', { name: 'Round Trip Anklets', position: 40 }));
  const houseProduct = await product(admin, rings);
  const sellersProduct = await product(seller, rings);
  const sellersReview = await review(asha, sellersProduct);
  await review(ravi, sellersProduct);
  const ashasOrder = await order(asha, sellersProduct);
  await order(ravi, houseProduct);
  await refundedCod(ravi, houseProduct);
  await returnedCod(ravi, houseProduct);
  for (const email of ['asha.news@example.test', 'ravi.news@example.test']) await request(t.http).post('/api/newsletter/subscribe').send({ email }).expect(201);
  // Banners are the house's (sellers get 403): two of the admins' for the list's order.
  const houseBanner = await banner(admin);
  await banner(admin);
  // Today's rates: a rate to send back, and two changes for the history's order.
  await as(admin).put('/api/admin/metal-rates/gold_22k', { ratePerGram: 6500 }).expect(200);
  await as(admin).put('/api/admin/metal-rates/gold_22k', { ratePerGram: 6650.5 }).expect(200);
  // Exchange rates: a rate to send back.
  await as(admin).put('/api/admin/exchange-rates/USD', { inrPerUnit: 89.75 }).expect(200);

  Object.assign(records, {
    products: { admin: houseProduct, seller: sellersProduct },
    gifts: { admin: await gift(admin), seller: await gift(seller) },
    categories: { admin: rings },
    blogs: { admin: await blog(admin), seller: await blog(seller) },
    banners: { admin: houseBanner },
    coupons: { admin: await coupon(admin), seller: await coupon(seller) },
    reviews: { admin: sellersReview, seller: sellersReview },
    orders: { admin: ashasOrder },
    staff: { admin: seller.id },
    customers: {},
    payments: {},
    refunds: {},
    returns: {},
    subscribers: {},
    'metal-rates': { admin: 'gold_22k' },
    'metal-rate-changes': {},
    'exchange-rates': { admin: 'USD' },
    // The demo shop's zones and holidays (the delivery migration's); the settings are one record with no list.
    'delivery-zones': { admin: ((await as(admin).get('/api/admin/delivery-zones').expect(200)).body as Json[])[0].id as string },
    'delivery-holidays': { admin: '2026-11-08' },
    'delivery-settings': { admin: 'current' },
    // The couriers the shipments migration keeps.
    couriers: { admin: ((await as(admin).get('/api/admin/couriers').expect(200)).body as Json[])[0].id as string },
  } satisfies Record<string, Records>);
});
afterAll(() => t.close());

/** A value of the same kind as `value` and different from it. */
function changed(value: unknown): unknown {
  if (typeof value === 'number') return value + 7;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.length ? [] : ['changed'];
  if (typeof value === 'string') {
    if (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value)) return '00000000-0000-4000-8000-000000000000';
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return '2001-02-03T04:05:06.000Z';
    return `${value} changed`;
  }
  return value === null ? 'changed' : {};
}

/** The properties the committed contract says PUT /api/admin/{resource}/{id} writes. */
function writable(resource: string): string[] {
  const operation = CONTRACT.paths[`/api/admin/${resource}/{id}`]?.put;
  const ref = operation?.requestBody?.content['application/json']?.schema.$ref;
  if (!ref) throw new Error(`openapi/openapi.json has no JSON body for PUT /api/admin/${resource}/{id}: run npm run openapi`);
  return Object.keys(CONTRACT.components.schemas[ref.split('/').pop() ?? '']?.properties ?? {});
}

describe('the console resources', () => {
  it('are the ones this test fills: every list of the router answering Content-Range, every PUT with a record', async () => {
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body as OpenApi;
    const lists = Object.entries(doc.paths)
      .filter(([route, operations]) => /^\/api\/admin\/[a-z-]+$/.test(route) && operations.get?.responses?.['200']?.headers && 'Content-Range' in (operations.get.responses['200'].headers ?? {}))
      .map(([route]) => route.split('/')[3]);
    expect(lists.sort()).toEqual(RESOURCES);
    const replaceable = Object.keys(doc.paths)
      .filter((route) => /^\/api\/admin\/[a-z-]+\/\{id\}$/.test(route) && doc.paths[route].put)
      .map((route) => route.split('/')[3]);
    expect(replaceable.sort()).toEqual(Object.keys(records).filter((resource) => records[resource].admin).sort());
  });
});

describe.each(RESOURCES)('/api/admin/%s', (resource) => {
  const list = (account: Account, sort: string) => as(account).get(`/api/admin/${resource}?sort=${encodeURIComponent(sort)}&range=[0,99]&filter={}`);

  it('lists sorted by id, the primary key, as react-admin asks when a list declares no sort', async () => {
    const ascending = await list(admin, '["id","ASC"]').expect(200);
    expect(ascending.headers['content-range']).toMatch(new RegExp(`^${resource} \\d+-\\d+/\\d+$`));
    const ids = (ascending.body as Json[]).map((row) => row.id as string);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    // PostgreSQL orders UUIDs by their bytes: as their lower-case text sorts.
    expect(ids).toEqual([...ids].sort());
    const descending = await list(admin, '["id","DESC"]').expect(200);
    expect((descending.body as Json[]).map((row) => row.id)).toEqual([...ids].reverse());
  });

  it('takes back the record as GET answers it, unchanged, ignoring changed read-only fields, refusing unknown ones', async () => {
    const id = records[resource].admin;
    if (id) await roundTrip(admin, resource, id);
    else expect(CONTRACT.paths[`/api/admin/${resource}/{id}`]?.put).toBeUndefined();
  });

  it("takes back a seller's own record the same way, where sellers change this resource", async () => {
    const id = records[resource].seller;
    if (!id) return;
    await list(seller, '["id","ASC"]').expect(200);
    await roundTrip(seller, resource, id);
  });
});

async function roundTrip(account: Account, resource: string, id: string): Promise<void> {
  const url = `/api/admin/${resource}/${id}`;
  const before = (await as(account).get(url).expect(200)).body as Json;

  // As read: nothing changes, updatedAt included.
  const same = await as(account).put(url, before);
  expect({ status: same.status, body: same.body }).toEqual({ status: 200, body: before });
  expect((await as(account).get(url).expect(200)).body).toEqual(before);

  // Every read-only field changed at once: each is ignored, never written.
  const fields = writable(resource);
  const readOnly = Object.keys(before).filter((field) => !fields.includes(field));
  expect(readOnly).toContain('id');
  const tampered = { ...before, ...Object.fromEntries(readOnly.map((field) => [field, changed(before[field])])) };
  const ignored = await as(account).put(url, tampered);
  expect({ status: ignored.status, body: ignored.body }).toEqual({ status: 200, body: before });
  expect((await as(account).get(url).expect(200)).body).toEqual(before);

  // A field the record does not have is still refused, by name.
  const unknown = await as(account).put(url, { ...before, colour: 'red' }).expect(400);
  expect(unknown.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'property colour should not exist' });
}
