import request from 'supertest';
import type { components } from '../../../openapi/schema.js';
import { DeliveryRepository } from '../../src/modules/delivery/delivery.repository.js';
import { dateLabel, deliveryWindow, istClock } from '../../src/modules/delivery/delivery.rules.js';
import { type Account, bearer, createCallers } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { SHIPPING, UNKNOWN_ID } from '../helpers/fixtures.js';
import type { TestSmtp } from '../helpers/smtp.js';
import { createMailingTestApp, type TestApp } from '../helpers/test-app.js';

type Estimate = components['schemas']['DeliveryEstimateDto'];
type Zone = components['schemas']['DeliveryZoneDto'];

let t: TestApp;
let smtp: TestSmtp;
let admin: Account;
let seller: Account;
let customer: Account;
let categoryId: string;
let seq = 0;

beforeAll(async () => {
  ({ t, smtp } = await createMailingTestApp());
  categoryId = await insertCategory(t.sql, 'Delivery Rings');
  ({ admin, seller, customer } = await createCallers(t));
});
afterAll(async () => {
  await t.close();
});

const estimate = (query: Record<string, string>) => request(t.http).get('/api/delivery/estimate').query(query);

/** The deliver-by dates the rules give for `transit` days from a moment within the request: either side of it. */
async function expectedDates(transit: { transitMinDays: number; transitMaxDays: number }, call: () => Promise<Estimate>): Promise<[Estimate, string[]]> {
  const before = new Date();
  const answer = await call();
  const after = new Date();
  const { holidays, settings } = await t.app.get(DeliveryRepository).data(istClock(before).date);
  return [answer, [before, after].map((at) => deliveryWindow(at, transit, settings, holidays).deliverBy)];
}

/** A Buy Now order of one piece of `price` rupees to `shipping` (Jaipur by default), with extra body fields; answers the HTTP response. */
async function place(who: Account, price: number, shipping: Record<string, string> = SHIPPING, extra: Record<string, unknown> = {}, status = 201) {
  seq += 1;
  const productId = await insertProduct(t.sql, { name: `Delivery Test Ring ${seq}`, categoryId, price, stock: 10 });
  return request(t.http)
    .post('/api/home/order/palce-order')
    .set(...bearer(who))
    .send({ shippingInfo: shipping, products: [{ shopName: 'Sona Jewellers', sellerId: null, price: 1, products: [{ productId, quantity: 1 }] }], ...extra })
    .expect(status);
}

async function orderRow(id: string): Promise<{ shipping_fee_paise: number; total_paise: number; shipping_zone: string; expected: string }> {
  const { rows } = await t.sql.query(`SELECT shipping_fee_paise, total_paise, shipping_zone, to_char(expected_delivery_date, 'YYYY-MM-DD') AS expected FROM orders WHERE id = $1`, [id]);
  return rows[0];
}

/** An address in New York, as the checkout sends one abroad. */
const NEW_YORK = { name: 'Emma Clarke', address: '350 Fifth Avenue', phone: '+1 212 555 0142', post: '10118', province: 'NY', city: 'New York', area: '', country: 'US' };

/** An order to New York of one piece of `price` rupees; answers its id. */
async function placeAbroad(price: number): Promise<string> {
  return (await place(customer, price, NEW_YORK)).body.orderId as string;
}

const cod = (who: Account, orderId: string) => request(t.http).post('/api/order/create-payment').set(...bearer(who)).send({ type: 'COD', orderId });

describe('GET /api/delivery/estimate', () => {
  it('answers the same-city zone for the shop’s PIN with its date, free shipping and COD up to ₹50,000', async () => {
    const [body, dates] = await expectedDates({ transitMinDays: 1, transitMaxDays: 1 }, async () => (await estimate({ pin: '302029' }).expect(200)).body as Estimate);
    expect(body).toMatchObject({ zone: 'Jaipur city', kind: 'india', country: 'IN', pin: '302029', district: 'Jaipur', state: 'Rajasthan' });
    expect(body).toMatchObject({ fee: 0, freeAbove: null, codAvailable: true, codLimit: 50000, codNote: null });
    expect(dates).toContain(body.deliverBy);
    expect(body.deliverByLabel).toBe(dateLabel(body.deliverBy));
    expect(body.dispatchBy <= body.earliest && body.earliest <= body.deliverBy).toBe(true);
  });

  it('takes the first zone by position: rest of Rajasthan, a metro, the rest of India', async () => {
    expect((await estimate({ pin: '305001' }).expect(200)).body.zone).toBe('Rest of Rajasthan');
    expect((await estimate({ pin: '110001' }).expect(200)).body.zone).toBe('Metro cities');
    expect((await estimate({ pin: '400001' }).expect(200)).body.zone).toBe('Metro cities');
    expect((await estimate({ pin: '226001' }).expect(200)).body.zone).toBe('Rest of India');
    expect((await estimate({ pin: '302 001' }).expect(200)).body.zone).toBe('Jaipur city');
  });

  it('says why COD is not offered in the North-East and on the islands', async () => {
    for (const pin of ['793001', '744101', '190001']) {
      const body = (await estimate({ pin }).expect(200)).body as Estimate;
      expect(body).toMatchObject({ zone: 'Remote areas (North-East, islands, J&K, Ladakh)', codAvailable: false, codLimit: null });
      expect(body.codNote).toBe('Cash on delivery is not available for Remote areas (North-East, islands, J&K, Ladakh).');
    }
  });

  it('answers a country abroad with its fee, the worldwide threshold and no COD', async () => {
    const [body, dates] = await expectedDates({ transitMinDays: 6, transitMaxDays: 10 }, async () => (await estimate({ country: 'us' }).expect(200)).body as Estimate);
    expect(body).toMatchObject({ zone: 'USA and Canada', kind: 'abroad', country: 'US', pin: null, district: null, fee: 2500, freeAbove: 25000 });
    expect(body).toMatchObject({ codAvailable: false, codLimit: null, codNote: 'Cash on delivery is not available outside India.' });
    expect(dates).toContain(body.deliverBy);
    expect((await estimate({ country: 'US', amount: '24999.99' }).expect(200)).body).toMatchObject({ shippingFee: 2500 });
    expect((await estimate({ country: 'US', amount: '25000' }).expect(200)).body).toMatchObject({ shippingFee: 0 });
    expect(body.shippingFee).toBeNull();
    expect((await estimate({ country: 'AE' }).expect(200)).body.zone).toBe('Gulf');
    expect((await estimate({ country: 'BR' }).expect(200)).body.zone).toBe('Rest of the world');
  });

  it('refuses a PIN India Post does not have with a 404 sentence', async () => {
    const response = await estimate({ pin: '999999' }).expect(404);
    expect(response.body).toMatchObject({ code: 'DELIVERY_UNKNOWN_PIN', error: 'No PIN code 999999 in India. Please check the PIN code.' });
  });

  it('refuses a malformed PIN or country, and India without a PIN, with a 400', async () => {
    expect((await estimate({ pin: '30202' }).expect(400)).body.error).toContain('pin must be a 6-digit Indian PIN code');
    expect((await estimate({ pin: '012345' }).expect(400)).body.error).toContain('pin must be a 6-digit Indian PIN code');
    expect((await estimate({ country: 'USA' }).expect(400)).body.error).toContain('country must be a two-letter ISO country code');
    expect((await estimate({}).expect(400)).body.error).toContain('pin must be a 6-digit Indian PIN code');
    expect((await estimate({ country: 'IN' }).expect(400)).body.error).toContain('pin must be');
    expect((await estimate({ pin: '302029', amount: 'lots' }).expect(400)).body.error).toContain('amount must be rupees');
  });
});

describe('GET /api/delivery/summary', () => {
  it('says what the trust badges may promise: free across India, worldwide above ₹25,000', async () => {
    const body = (await request(t.http).get('/api/delivery/summary').expect(200)).body;
    expect(body).toMatchObject({ freeAcrossIndia: true, indiaFreeAbove: 0, shipsAbroad: true, worldwideFreeAbove: 25000, codLimit: 50000, handlingDays: 2, cutoffHour: 14 });
    expect(body).toMatchObject({ abroadFeeFrom: 1200, abroadFeeTo: 3000, indiaTransitMinDays: 1, indiaTransitMaxDays: 9 });
  });
});

describe('POST /api/home/order/palce-order', () => {
  it('ignores a forged shipping fee: the zone’s fee (free in India) is charged, and the zone and date are recorded', async () => {
    const response = await place(customer, 1000, SHIPPING, { shipping_fee: -500, price: 1 });
    const row = await orderRow(response.body.orderId);
    expect(row).toMatchObject({ shipping_fee_paise: 0, total_paise: 100000, shipping_zone: 'Jaipur city' });
    expect(row.expected).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const detail = await request(t.http).get(`/api/home/customer/gat-order/${response.body.orderId}`).set(...bearer(customer)).expect(200);
    expect(detail.body.order).toMatchObject({ shippingZone: 'Jaipur city', expectedDeliveryDate: row.expected, shipping_fee: 0 });
  });

  it('charges a zone’s fee below its threshold and nothing from it', async () => {
    const zone = await request(t.http)
      .post('/api/admin/delivery-zones')
      .set(...bearer(admin))
      .send({ name: 'Kerala (test)', kind: 'india', pinRanges: [], stateCodes: ['32'], countries: [], position: 35, transitMinDays: 3, transitMaxDays: 5, fee: 70, freeAbove: 5000, codOffered: true, codLimit: 25000 })
      .expect(201);
    const kochi = { ...SHIPPING, post: '682030', province: 'Kerala', city: 'Kochi', area: 'Edappally' };
    const cheap = await place(customer, 1000, kochi);
    expect(await orderRow(cheap.body.orderId)).toMatchObject({ shipping_fee_paise: 7000, total_paise: 107000, shipping_zone: 'Kerala (test)' });
    expect(cheap.body.price).toBe(1070);
    const dear = await place(customer, 5000, kochi);
    expect(await orderRow(dear.body.orderId)).toMatchObject({ shipping_fee_paise: 0, total_paise: 500000 });
    await request(t.http).delete(`/api/admin/delivery-zones/${(zone.body as Zone).id}`).set(...bearer(admin)).expect(200);
  });

  it('refuses a PIN India Post does not have, naming the field', async () => {
    const response = await place(customer, 1000, { ...SHIPPING, post: '999999' }, {}, 400);
    expect(response.body.error).toContain('No PIN code 999999 in India');
    expect(response.body.fields).toEqual([{ field: 'shippingInfo.post', messages: [expect.stringContaining('No PIN code 999999')] }]);
  });

  it('charges an order abroad the zone’s fee below the worldwide threshold and nothing above it', async () => {
    const small = await placeAbroad(1000);
    expect(await orderRow(small)).toMatchObject({ shipping_fee_paise: 250000, total_paise: 350000, shipping_zone: 'USA and Canada' });
    const large = await placeAbroad(30000);
    expect(await orderRow(large)).toMatchObject({ shipping_fee_paise: 0, total_paise: 3000000 });
  });

  it('mails the expected delivery date with the order-placed mail', async () => {
    const response = await place(customer, 1200);
    const row = await orderRow(response.body.orderId);
    await cod(customer, response.body.orderId).expect(200);
    const mail = await smtp.waitFor(customer.email, (m) => m.subject.includes(response.body.orderId.slice(0, 8).toUpperCase()) && m.subject.includes('placed'));
    expect(mail.text).toContain(`Expected delivery by ${dateLabel(row.expected)} ${row.expected.slice(0, 4)}.`);
  });
});

describe('POST /api/order/create-payment (COD)', () => {
  it('refuses COD abroad and takes online payment', async () => {
    const orderId = await placeAbroad(2000);
    const response = await cod(customer, orderId).expect(400);
    expect(response.body).toMatchObject({ code: 'DELIVERY_COD_REFUSED', error: 'Cash on delivery is not available for deliveries outside India. Please pay online.' });
    await request(t.http).post('/api/order/create-payment').set(...bearer(customer)).send({ type: 'ONLINEPAY', orderId }).expect(200);
  });

  it('refuses COD above the zone’s limit with a 409 sentence', async () => {
    const response = await place(customer, 60000);
    const refused = await cod(customer, response.body.orderId).expect(409);
    expect(refused.body).toMatchObject({
      code: 'DELIVERY_COD_ABOVE_LIMIT',
      error: 'Cash on delivery is available for orders up to ₹50,000; this order comes to ₹60,000. Please pay online.',
    });
    const { rows } = await t.sql.query('SELECT delivery_status, payment_method FROM orders WHERE id = $1', [response.body.orderId]);
    expect(rows[0]).toEqual({ delivery_status: 'pending', payment_method: null });
  });

  it('takes COD at the limit', async () => {
    const response = await place(customer, 50000);
    await cod(customer, response.body.orderId).expect(200);
  });

  it('refuses COD where the zone offers none', async () => {
    const response = await place(customer, 1000, { ...SHIPPING, post: '793001', province: 'Meghalaya', city: 'Shillong', area: 'Police Bazar' });
    const refused = await cod(customer, response.body.orderId).expect(400);
    expect(refused.body.error).toBe('Cash on delivery is not available for Remote areas (North-East, islands, J&K, Ladakh). Please pay online.');
  });
});

describe('console: /api/admin/delivery-zones, -holidays, -settings', () => {
  const zoneBody = { name: 'Pune (test)', kind: 'india', pinRanges: ['411001-411062'], stateCodes: [], countries: [], position: 32, transitMinDays: 2, transitMaxDays: 3, fee: 0, freeAbove: null, codOffered: true, codLimit: 40000 };

  it('refuses every zone write to a seller and a customer (403) and a guest (401)', async () => {
    for (const who of [seller, customer]) {
      await request(t.http).get('/api/admin/delivery-zones').set(...bearer(who)).expect(403);
      await request(t.http).post('/api/admin/delivery-zones').set(...bearer(who)).send(zoneBody).expect(403);
      await request(t.http).put(`/api/admin/delivery-zones/${UNKNOWN_ID}`).set(...bearer(who)).send(zoneBody).expect(403);
      await request(t.http).delete(`/api/admin/delivery-zones/${UNKNOWN_ID}`).set(...bearer(who)).expect(403);
      await request(t.http).post('/api/admin/delivery-holidays').set(...bearer(who)).send({ date: '2026-12-31', name: 'x' }).expect(403);
      await request(t.http).put('/api/admin/delivery-settings/current').set(...bearer(who)).send({ cutoffHour: 10, handlingDays: 1 }).expect(403);
    }
    await request(t.http).post('/api/admin/delivery-zones').send(zoneBody).expect(401);
  });

  it('lists, adds, replaces and deletes a zone; the estimate follows at once', async () => {
    const list = await request(t.http).get('/api/admin/delivery-zones').set(...bearer(admin)).query({ filter: '{"kind":"abroad"}' }).expect(200);
    expect((list.body as Zone[]).map((zone) => zone.name)).toEqual(['USA and Canada', 'UK and Europe', 'Gulf', 'Asia-Pacific', 'Rest of the world']);
    expect(list.headers['content-range']).toBe('delivery-zones 0-4/5');

    const created = (await request(t.http).post('/api/admin/delivery-zones').set(...bearer(admin)).send(zoneBody).expect(201)).body as Zone;
    expect(created).toMatchObject({ ...zoneBody, pinRanges: ['411001-411062'] });
    expect((await estimate({ pin: '411001' }).expect(200)).body).toMatchObject({ zone: 'Pune (test)', codLimit: 40000 });

    await request(t.http).post('/api/admin/delivery-zones').set(...bearer(admin)).send(zoneBody).expect(409);
    const replaced = await request(t.http).put(`/api/admin/delivery-zones/${created.id}`).set(...bearer(admin)).send({ ...created, fee: 99, freeAbove: 1000 }).expect(200);
    expect(replaced.body).toMatchObject({ fee: 99, freeAbove: 1000 });
    await request(t.http).delete(`/api/admin/delivery-zones/${created.id}`).set(...bearer(admin)).expect(200);
    await request(t.http).get(`/api/admin/delivery-zones/${created.id}`).set(...bearer(admin)).expect(404);
    expect((await estimate({ pin: '411001' }).expect(200)).body.zone).toBe('Rest of India');
  });

  it('refuses COD abroad, PIN rules abroad, countries in India, a backward range and a COD limit of ₹2 lakh', async () => {
    const add = (body: Record<string, unknown>) => request(t.http).post('/api/admin/delivery-zones').set(...bearer(admin)).send({ ...zoneBody, ...body }).expect(400);
    expect((await add({ kind: 'abroad', pinRanges: [], countries: ['FR'], codOffered: true })).body.error).toContain('never offered abroad');
    expect((await add({ kind: 'abroad', countries: ['FR'], codOffered: false })).body.error).toContain('not PIN ranges');
    expect((await add({ countries: ['FR'] })).body.error).toContain('not countries');
    expect((await add({ pinRanges: ['411062-411001'] })).body.error).toContain('from the lower PIN to the higher');
    expect((await add({ codLimit: 200000 })).body.error).toContain('codLimit must be rupees above 0 and below 200000');
    expect((await add({ stateCodes: ['96'] })).body.error).toContain('96 is not a GST state code');
    expect((await add({ transitMinDays: 5, transitMaxDays: 2 })).body.error).toContain('transitMinDays must not be more than transitMaxDays');
  });

  it('keeps the holiday list and the settings, which move the deliver-by date', async () => {
    const list = await request(t.http).get('/api/admin/delivery-holidays').set(...bearer(admin)).query({ filter: '{"year":2026}', range: '[0,99]' }).expect(200);
    expect(list.body).toEqual(expect.arrayContaining([{ id: '2026-11-08', date: '2026-11-08', name: 'Diwali' }]));
    await request(t.http).post('/api/admin/delivery-holidays').set(...bearer(admin)).send({ date: '2026-02-30', name: 'Nowhere' }).expect(400);
    await request(t.http).post('/api/admin/delivery-holidays').set(...bearer(admin)).send({ date: '2026-11-08', name: 'Again' }).expect(409);

    const before = (await estimate({ pin: '226001' }).expect(200)).body as Estimate;
    // A holiday on the promised date pushes it one business day on.
    await request(t.http).post('/api/admin/delivery-holidays').set(...bearer(admin)).send({ date: before.deliverBy, name: 'Test closure' }).expect(201);
    const after = (await estimate({ pin: '226001' }).expect(200)).body as Estimate;
    expect(after.deliverBy > before.deliverBy).toBe(true);
    await request(t.http).delete(`/api/admin/delivery-holidays/${before.deliverBy}`).set(...bearer(admin)).expect(200);

    const settings = await request(t.http).get('/api/admin/delivery-settings/current').set(...bearer(admin)).expect(200);
    expect(settings.body).toMatchObject({ id: 'current', cutoffHour: 14, handlingDays: 2 });
    await request(t.http).put('/api/admin/delivery-settings/current').set(...bearer(admin)).send({ ...settings.body, handlingDays: 4 }).expect(200);
    const slower = (await estimate({ pin: '226001' }).expect(200)).body as Estimate;
    expect(slower.dispatchBy > before.dispatchBy).toBe(true);
    await request(t.http).put('/api/admin/delivery-settings/current').set(...bearer(admin)).send({ cutoffHour: 14, handlingDays: 2 }).expect(200);
    await request(t.http).put('/api/admin/delivery-settings/current').set(...bearer(admin)).send({ cutoffHour: 24, handlingDays: 2 }).expect(400);
    await request(t.http).get('/api/admin/delivery-settings/other').set(...bearer(admin)).expect(404);
  });
});

describe('an address no zone serves', () => {
  it('is refused with a 400 sentence once the rest of the world is no longer served', async () => {
    const zones = (await request(t.http).get('/api/admin/delivery-zones').set(...bearer(admin)).query({ filter: '{"kind":"abroad"}' }).expect(200)).body as Zone[];
    const rest = zones.find((zone) => zone.name === 'Rest of the world');
    if (!rest) throw new Error('the demo shop has a rest-of-the-world zone');
    await request(t.http).delete(`/api/admin/delivery-zones/${rest.id}`).set(...bearer(admin)).expect(200);
    const refused = await estimate({ country: 'BR' }).expect(400);
    expect(refused.body).toMatchObject({ code: 'DELIVERY_NOT_SERVED', error: 'Sorry, we do not deliver to Brazil yet. Please choose another address.' });
    expect((await request(t.http).get('/api/delivery/summary').expect(200)).body).toMatchObject({ shipsAbroad: true, abroadFeeTo: 2500 });
  });
});
