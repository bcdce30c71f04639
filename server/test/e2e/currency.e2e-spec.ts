import request from 'supertest';
import { ResponseCache } from '../../src/common/http/response-cache.js';
import { type Account, bearer, rateTestApp } from '../helpers/accounts.js';
import { insertProduct } from '../helpers/catalog-factory.js';
import { SHIPPING } from '../helpers/fixtures.js';
import { keptAnswer } from '../helpers/eventually.js';

const t = rateTestApp('Export pieces');
let seq = 0;

const put = (currency: string, body: unknown, caller: Account = t.admin) =>
  request(t.http).put(`/api/admin/exchange-rates/${currency}`).set(...bearer(caller)).send(body as object);

/** Sets a rate through the API, confirmed, and answers the body. */
async function setRate(currency: string, inrPerUnit: number): Promise<{ inrPerUnit: number }> {
  return (await put(currency, { inrPerUnit, confirm: true }).expect(200)).body;
}

const currencies = async () =>
  (await request(t.http).get('/api/currencies').expect(200)).body.currencies as { code: string; name: string; locale: string; inrPerUnit: number; updatedAt: string | null }[];

describe('GET /api/currencies', () => {
  it('answers everyone the rupee first, then the currencies that have a rate in the shop’s order, with how to format them', async () => {
    await setRate('GBP', 118.6);
    await setRate('USD', 89.75);
    const list = await currencies();
    expect(list[0]).toEqual({ code: 'INR', name: 'Indian rupee', locale: 'en-IN', inrPerUnit: 1, updatedAt: null });
    expect(list.map((currency) => currency.code).slice(0, 3)).toEqual(['INR', 'USD', 'GBP']);
    expect(list.find((currency) => currency.code === 'USD')).toEqual({ code: 'USD', name: 'US dollar', locale: 'en-US', inrPerUnit: 89.75, updatedAt: expect.any(String) });
    const { rows } = await t.sql.query('SELECT currency FROM exchange_rates');
    expect(list).toHaveLength(rows.length + 1);
  });

  it('shows a new rate on the next request, though the answer is kept in memory', async () => {
    await setRate('AED', 24.44);
    const cache = t.app.get(ResponseCache);
    const aed = async () => (await currencies()).find((currency) => currency.code === 'AED')!.inrPerUnit;
    expect(await aed()).toBe(24.44);
    // The rate's NOTIFY comes a moment after its commit and may clear the first kept answer: a later one is then kept.
    expect(await keptAnswer(cache, async () => (await aed()) === 24.44)).toBe(true);
    await put('AED', { inrPerUnit: 24.5123 }).expect(200);
    expect(await aed()).toBe(24.5123);
  });
});

describe('PUT /api/admin/exchange-rates/{id}', () => {
  it('is for admins only: sellers and customers are refused, strangers asked to sign in', async () => {
    await put('EUR', { inrPerUnit: 104.2 }, t.seller).expect(403);
    await put('EUR', { inrPerUnit: 104.2 }, t.customer).expect(403);
    await request(t.http).put('/api/admin/exchange-rates/EUR').send({ inrPerUnit: 104.2 }).expect(401);
    await request(t.http).get('/api/admin/exchange-rates').set(...bearer(t.seller)).expect(403);
    await request(t.http).get('/api/admin/exchange-rates/EUR').set(...bearer(t.customer)).expect(403);
    const { rows } = await t.sql.query(`SELECT 1 FROM exchange_rates WHERE currency = 'EUR'`);
    expect(rows).toHaveLength(0);
  });

  it('refuses an unknown currency with 404 and a rate of 0, below it, too precise or absurd with 400', async () => {
    const unknown = await put('XYZ', { inrPerUnit: 10 }).expect(404);
    expect(unknown.body).toMatchObject({ code: 'EXCHANGE_RATE_UNKNOWN_CURRENCY', error: expect.stringContaining('USD, EUR, GBP, AED, SGD, CAD, AUD') });
    await put('INR', { inrPerUnit: 1 }).expect(404);
    await put('usd', { inrPerUnit: 89 }).expect(404);
    for (const inrPerUnit of [0, -5, 89.12345, 10_000.5, '89', null]) {
      const response = await put('CAD', { inrPerUnit }).expect(400);
      expect(response.body.error).toMatch(/inrPerUnit must be a number of rupees above 0/);
    }
  });

  it('sets a first rate without confirmation, records who changed what, and changes nothing for the same rate', async () => {
    const first = await put('SGD', { inrPerUnit: 69.3 }).expect(200);
    expect(first.body).toMatchObject({ id: 'SGD', currency: 'SGD', name: 'Singapore dollar', inrPerUnit: 69.3, updatedBy: t.admin.email });
    // The console sends the whole record back: the read-only fields are accepted and the same rate changes nothing.
    const again = await put('SGD', { ...first.body }).expect(200);
    expect(again.body.updatedAt).toBe(first.body.updatedAt);
    await put('SGD', { inrPerUnit: 70.1 }).expect(200);
    const { rows } = await t.sql.query(`SELECT old_inr_per_unit, new_inr_per_unit, changed_by_email FROM exchange_rate_changes WHERE currency = 'SGD' ORDER BY changed_at, id`);
    expect(rows).toEqual([
      { old_inr_per_unit: null, new_inr_per_unit: '69.3000', changed_by_email: t.admin.email },
      { old_inr_per_unit: '69.3000', new_inr_per_unit: '70.1000', changed_by_email: t.admin.email },
    ]);
  });

  it('asks to confirm a jump of more than 10 % (409 needsConfirmation) and sets it with confirm: true', async () => {
    await setRate('AUD', 58.85);
    await put('AUD', { inrPerUnit: 64.735 }).expect(200); // exactly 10 % up
    const jump = await put('AUD', { inrPerUnit: 647.35 }).expect(409);
    expect(jump.body).toMatchObject({ code: 'EXCHANGE_RATE_NEEDS_CONFIRMATION', needsConfirmation: true, error: expect.stringContaining('more than 10 %') });
    expect((await t.sql.query(`SELECT inr_per_unit FROM exchange_rates WHERE currency = 'AUD'`)).rows[0].inr_per_unit).toBe('64.7350');
    const confirmed = await put('AUD', { inrPerUnit: 647.35, confirm: true }).expect(200);
    expect(confirmed.body.inrPerUnit).toBe(647.35);
  });
});

describe('GET /api/admin/exchange-rates', () => {
  it('lists every foreign currency in the shop’s order, a null rate for those without one, with Content-Range', async () => {
    const response = await request(t.http).get('/api/admin/exchange-rates').set(...bearer(t.admin)).expect(200);
    expect(response.headers['content-range']).toBe('exchange-rates 0-6/7');
    expect(response.body.map((rate: { id: string }) => rate.id)).toEqual(['USD', 'EUR', 'GBP', 'AED', 'SGD', 'CAD', 'AUD']);
    expect(response.body.find((rate: { id: string }) => rate.id === 'EUR')).toMatchObject({ inrPerUnit: null, updatedAt: null, updatedBy: null });
  });

  it('answers react-admin’s getMany by codes, ignoring unknown ones, and refuses an id filter that is not a list', async () => {
    const many = await request(t.http).get('/api/admin/exchange-rates').query({ filter: JSON.stringify({ id: ['GBP', 'XYZ', 'USD'] }) }).set(...bearer(t.admin)).expect(200);
    expect(many.body.map((rate: { id: string }) => rate.id)).toEqual(['USD', 'GBP']);
    const refused = await request(t.http).get('/api/admin/exchange-rates').query({ filter: JSON.stringify({ id: 'USD' }) }).set(...bearer(t.admin)).expect(400);
    expect(refused.body.error).toBe('filter.id must be an array of currency codes');
  });
});

describe('POST /api/home/order/palce-order with a display currency', () => {
  const placeOrder = (body: Record<string, unknown>) =>
    request(t.http).post('/api/home/order/palce-order').set(...bearer(t.customer)).send({ shippingInfo: SHIPPING, ...body });

  async function buyNowBody(): Promise<{ products: unknown[] }> {
    seq += 1;
    const productId = await insertProduct(t.sql, { name: `Export ring ${seq}`, categoryId: t.categoryId, price: 45_000, stock: 5 });
    return { products: [{ shopName: 'Sona Jewellers', sellerId: null, price: 1, products: [{ productId, quantity: 1 }] }] };
  }

  it('stores the currency with the server’s rate in force, never a rate the client sends, and shows both on the order', async () => {
    await setRate('USD', 89.75);
    const refused = await placeOrder({ ...(await buyNowBody()), currency: 'USD', displayRate: 1 }).expect(400);
    expect(refused.body.error).toMatch(/displayRate should not exist/);
    const placed = await placeOrder({ ...(await buyNowBody()), currency: 'USD' }).expect(201);
    const { rows } = await t.sql.query('SELECT display_currency, display_rate, total_paise FROM orders WHERE id = $1', [placed.body.orderId]);
    expect(rows[0]).toEqual({ display_currency: 'USD', display_rate: '89.7500', total_paise: 4_500_000 });
    // A later change of rate leaves the order's as it was.
    await setRate('USD', 91);
    const detail = await request(t.http).get(`/api/home/customer/gat-order/${placed.body.orderId}`).set(...bearer(t.customer)).expect(200);
    expect(detail.body.order).toMatchObject({ displayCurrency: 'USD', displayRate: 89.75, price: 45_000 });
    const console = await request(t.http).get(`/api/admin/orders/${placed.body.orderId}`).set(...bearer(t.admin)).expect(200);
    expect(console.body).toMatchObject({ displayCurrency: 'USD', displayRate: 89.75 });
  });

  it('records INR at 1 without a currency or with INR', async () => {
    for (const extra of [{}, { currency: 'INR' }]) {
      const placed = await placeOrder({ ...(await buyNowBody()), ...extra }).expect(201);
      const detail = await request(t.http).get(`/api/home/customer/gat-order/${placed.body.orderId}`).set(...bearer(t.customer)).expect(200);
      expect(detail.body.order).toMatchObject({ displayCurrency: 'INR', displayRate: 1 });
    }
  });

  it('refuses an unknown currency code, and one staff have not set a rate for, with 400 and no order', async () => {
    const before = Number((await t.sql.query('SELECT count(*) FROM orders')).rows[0].count);
    for (const currency of ['XYZ', 'usd', 42, '']) {
      const response = await placeOrder({ ...(await buyNowBody()), currency }).expect(400);
      expect(response.body.error).toMatch(/currency must be one of INR, USD, EUR, GBP, AED, SGD, CAD, AUD/);
    }
    const unset = await placeOrder({ ...(await buyNowBody()), currency: 'EUR' }).expect(400);
    expect(unset.body).toMatchObject({ code: 'EXCHANGE_RATE_NOT_SET', error: 'Prices cannot be shown in EUR yet: choose another currency.' });
    expect(Number((await t.sql.query('SELECT count(*) FROM orders')).rows[0].count)).toBe(before);
  });
});
