import request from 'supertest';
import { rateLinkedPrice } from '../../src/modules/pricing/price.js';
import type { PriceBreakupDto } from '../../src/modules/catalog/dto/price-breakup.response.dto.js';
import { type Account, bearer, createShopCallers, testAppWith } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { FIXED_IMITATION } from '../helpers/fixtures.js';
import { drawPicture } from '../helpers/pictures.js';
import { expectBreakupAddsUp, GOLD_RING_BREAKUP } from '../helpers/price-breakup.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Pieces know what they are made of (issue 16): the console's products and gifts take and answer their composition, a
 * rate-linked piece is priced at today's rate, and the product page's answer carries a breakup whose figures add up.
 */

const t = testAppWith(createShopCallers);
let rings: string;
let png: Buffer;

/** Today's demo rates in paise per gram: 22K gold ₹11,900, sterling silver ₹153. */
const GOLD_22K = 1_190_000;
const SILVER_925 = 15_300;

async function upload(account: Account): Promise<string[]> {
  const response = await request(t.http).post('/api/admin/products/images').set(...bearer(account)).attach('images', png, 'photo.png').expect(201);
  return (response.body.images as { url: string }[]).map((image) => image.url);
}

let serial = 0;
async function body(account: Account, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  serial += 1;
  return { name: `Temple Ring ${serial}`, categoryId: rings, gender: 'female', price: 1000, images: await upload(account), ...overrides };
}

/** A 22K gold ring: 4.2 g at 12 % making with a CZ of ₹450. */
const GOLD_RING = {
  pricing: 'rate_linked',
  purity: 'gold_22k',
  netWeight: 4.2,
  makingKind: 'percent',
  makingValue: 12,
  charges: [{ label: 'CZ', amount: 450 }],
};
const goldRingPrice = () =>
  rateLinkedPrice({ purity: 'gold_22k', netWeightMg: 4_200, making: { kind: 'percent', basisPoints: 1_200 }, charges: [{ label: 'CZ', paise: 45_000 }] }, GOLD_22K)
    .pricePaise / 100;

const create = async (account: Account, overrides: Record<string, unknown>, status = 201) =>
  request(t.http).post('/api/admin/products').set(...bearer(account)).send(await body(account, overrides)).expect(status);

beforeAll(async () => {
  rings = await insertCategory(t.sql, 'Rings');
  png = await drawPicture('png', 400, 400, '#c9a227');
  await t.sql.query(`INSERT INTO metal_rates (purity, rate_paise_per_gram) VALUES ('gold_22k', $1), ('silver_925', $2)`, [GOLD_22K, SILVER_925]);
});

describe('POST /api/admin/products with a composition', () => {
  it('prices a rate-linked piece at today’s rate, ignoring the price sent, and answers its composition', async () => {
    const { body: product } = await create(t.admin, { ...GOLD_RING, price: 1, huid: ' ab12cd ' });
    expect(product).toMatchObject({ ...GOLD_RING, price: goldRingPrice(), hsn: '7113', huid: 'AB12CD' });
    expect(goldRingPrice()).toBeGreaterThan(50_000);
    const { rows } = await t.sql.query('SELECT price_paise, net_weight_mg, making_value, charges FROM products WHERE id = $1', [product.id]);
    expect(rows[0]).toEqual({ price_paise: goldRingPrice() * 100, net_weight_mg: 4_200, making_value: 1_200, charges: [{ label: 'CZ', paise: 45_000 }] });
  });

  it('keeps a fixed piece as today: its price as sent, billed under 7117 when it has no metal', async () => {
    const { body: product } = await create(t.admin, { price: 1499.5 });
    expect(product).toMatchObject({ ...FIXED_IMITATION, price: 1499.5 });
    const { body: silver } = await create(t.admin, { price: 2499, purity: 'silver_925', netWeight: 8.5 });
    expect(silver).toMatchObject({ pricing: 'fixed', purity: 'silver_925', netWeight: 8.5, hsn: '7113', price: 2499 });
  });

  it('prices making per gram and as a fixed amount', async () => {
    const { body: perGram } = await create(t.admin, { pricing: 'rate_linked', purity: 'silver_925', netWeight: 12.345, makingKind: 'per_gram', makingValue: 40 });
    const expected = rateLinkedPrice({ purity: 'silver_925', netWeightMg: 12_345, making: { kind: 'per_gram', paisePerGram: 4_000 }, charges: [] }, SILVER_925);
    expect(perGram.price).toBe(expected.pricePaise / 100);
    const { body: fixed } = await create(t.admin, { pricing: 'rate_linked', purity: 'silver_925', netWeight: 10, makingKind: 'fixed', makingValue: 250.5 });
    expect(fixed.price).toBe(rateLinkedPrice({ purity: 'silver_925', netWeightMg: 10_000, making: { kind: 'fixed', paise: 25_050 }, charges: [] }, SILVER_925).pricePaise / 100);
  });

  it.each([
    ['a purity not in the table', { purity: 'gold_23k' }, 'purity'],
    ['a weight with 4 decimals', { netWeight: 1.2345 }, 'netWeight'],
    ['a negative weight', { netWeight: -1 }, 'netWeight'],
    ['a making percent over 100', { makingKind: 'percent', makingValue: 120 }, 'makingValue'],
    ['a making value with 3 decimals', { makingValue: 1.234 }, 'makingValue'],
    ['an unknown making kind', { makingKind: 'per_piece' }, 'makingKind'],
    ['11 charges', { charges: Array.from({ length: 11 }, (_, i) => ({ label: `Stone ${i}`, amount: 1 })) }, 'charges'],
    ['a charge without a label', { charges: [{ label: ' ', amount: 1 }] }, 'charges'],
    ['a charge label of 41 characters', { charges: [{ label: 'x'.repeat(41), amount: 1 }] }, 'charges'],
    ['a negative charge', { charges: [{ label: 'CZ', amount: -1 }] }, 'charges'],
    ['charges that are not a list', { charges: 'CZ' }, 'charges'],
    ['an HSN of 3 digits', { hsn: '711' }, 'hsn'],
    ['an HSN with letters', { hsn: '71A3' }, 'hsn'],
    ['a HUID of 5 characters', { purity: 'gold_22k', huid: 'AB12C' }, 'huid'],
    ['a HUID with a dash', { purity: 'gold_22k', huid: 'AB-12C' }, 'huid'],
    ['a HUID on a piece of no metal', { huid: 'ZZ99ZZ' }, 'huid'],
    ['a rate-linked piece without a purity', { pricing: 'rate_linked', netWeight: 2 }, 'purity'],
    ['a rate-linked piece without a weight', { pricing: 'rate_linked', purity: 'gold_22k' }, 'netWeight'],
    ['an unknown pricing', { pricing: 'daily' }, 'pricing'],
    ['a fixed piece without a price', { price: undefined }, 'price'],
  ])('refuses %s with a 400 naming the field', async (_case, overrides, field) => {
    const response = await create(t.admin, overrides, 400);
    expect(response.body.error).toEqual(expect.any(String));
    expect(JSON.stringify(response.body)).toContain(field);
  });

  it('refuses a rate-linked piece whose purity has no rate today', async () => {
    const response = await create(t.admin, { pricing: 'rate_linked', purity: 'gold_18k', netWeight: 3 }, 400);
    expect(response.body).toMatchObject({ error: "Set today's rate for 18K gold (750) first.", code: 'RATE_NOT_SET' });
  });

  it('refuses a HUID another piece carries with a 409, in any letter case', async () => {
    await create(t.admin, { purity: 'gold_22k', huid: 'HU1D01' });
    const response = await create(t.admin, { purity: 'gold_22k', huid: 'hu1d01' }, 409);
    expect(response.body).toMatchObject({ code: 'HUID_TAKEN', error: expect.stringContaining('HU1D01') });
  });
});

describe('PUT /api/admin/products/{id} with a composition', () => {
  it('takes back what GET answered unchanged, and writes nothing', async () => {
    const { body: created } = await create(t.admin, { ...GOLD_RING, huid: 'RT0001' });
    const { body: read } = await request(t.http).get(`/api/admin/products/${created.id}`).set(...bearer(t.admin)).expect(200);
    const { body: saved } = await request(t.http).put(`/api/admin/products/${created.id}`).set(...bearer(t.admin)).send(read).expect(200);
    expect(saved).toEqual(read);
  });

  it('reprices a rate-linked piece whose composition changes, and keeps the fields left out', async () => {
    const { body: created } = await create(t.admin, GOLD_RING);
    const { body: changed } = await request(t.http)
      .put(`/api/admin/products/${created.id}`)
      .set(...bearer(t.admin))
      .send(await body(t.admin, { name: created.name, netWeight: 5 }))
      .expect(200);
    const expected = rateLinkedPrice(
      { purity: 'gold_22k', netWeightMg: 5_000, making: { kind: 'percent', basisPoints: 1_200 }, charges: [{ label: 'CZ', paise: 45_000 }] },
      GOLD_22K,
    );
    expect(changed).toMatchObject({ ...GOLD_RING, netWeight: 5, price: expected.pricePaise / 100 });
  });

  it('turns a rate-linked piece fixed at the price sent; dropping its purity drops its HUID and bills it under 7117', async () => {
    const { body: created } = await create(t.admin, { ...GOLD_RING, huid: 'RT0002' });
    const { body: fixed } = await request(t.http)
      .put(`/api/admin/products/${created.id}`)
      .set(...bearer(t.admin))
      .send(await body(t.admin, { name: created.name, pricing: 'fixed', purity: null, price: 999 }))
      .expect(200);
    expect(fixed).toMatchObject({ pricing: 'fixed', purity: null, huid: null, hsn: '7117', price: 999 });
  });

  it('lets a t.seller set the composition of their own products only', async () => {
    const { body: own } = await create(t.seller, GOLD_RING);
    expect(own).toMatchObject({ sellerId: t.seller.id, price: goldRingPrice() });
    await request(t.http)
      .put(`/api/admin/products/${own.id}`)
      .set(...bearer(t.otherSeller))
      .send(await body(t.otherSeller, { name: own.name, ...GOLD_RING, netWeight: 1 }))
      .expect(404);
    const { rows } = await t.sql.query('SELECT net_weight_mg FROM products WHERE id = $1', [own.id]);
    expect(rows[0].net_weight_mg).toBe(4_200);
  });
});

describe('GET /api/home/get-product/{slugOrId}: the breakup', () => {
  it('makes up a rate-linked piece’s price from its metal, making and charges, and ends on its sale price', async () => {
    const { body: created } = await create(t.admin, { ...GOLD_RING, discount: 10 });
    const { body } = await request(t.http).get(`/api/home/get-product/${created.slug}`).expect(200);
    const breakup = body.breakup as PriceBreakupDto;
    expect(breakup).toMatchObject({
      ...GOLD_RING_BREAKUP,
      making: { kind: 'percent', rate: 12, amount: 5_997.6 },
      subtotal: 56_427.6,
      price: body.product.price,
      discountPercent: 10,
      total: body.product.salePrice,
    });
    expectBreakupAddsUp(breakup);
    expect(body.relatedProducts.every((product: object) => !('breakup' in product))).toBe(true);
    expect(body.product).not.toHaveProperty('breakup');
  });

  it('shows a fixed piece as the taxable value and GST in its price', async () => {
    const { body: created } = await create(t.admin, { price: 1499, discount: 15 });
    const { body } = await request(t.http).get(`/api/home/get-product/${created.id}`).expect(200);
    const breakup = body.breakup as PriceBreakupDto;
    expect(breakup).toMatchObject({ pricing: 'fixed', metal: null, making: null, charges: [], roundOff: 0, price: 1499, gstRate: 3, total: body.product.salePrice });
    expect(breakup.subtotal).toBe(1455.34);
    expectBreakupAddsUp(breakup);
  });

  it('shows a piece inserted before its rate was set at its stored price', async () => {
    const id = await insertProduct(t.sql, { name: 'Old Platinum Band', categoryId: rings, price: 25_000 });
    await t.sql.query(`UPDATE products SET purity = 'platinum_950', net_weight_mg = 3000 WHERE id = $1`, [id]);
    const { body } = await request(t.http).get(`/api/home/get-product/${id}`).expect(200);
    expect(body.breakup).toMatchObject({ pricing: 'fixed', price: 25_000 });
    expectBreakupAddsUp(body.breakup);
  });

  it('carries no breakup in the lists', async () => {
    const { body } = await request(t.http).get('/api/home/query-products').expect(200);
    expect(body).not.toHaveProperty('breakup');
    expect(body.products.some((product: object) => 'breakup' in product)).toBe(false);
  });
});

describe('gifts with a composition', () => {
  it('creates a rate-linked gift in the console, prices it, and its page has a breakup', async () => {
    const { body: gift } = await request(t.http)
      .post('/api/admin/gifts')
      .set(...bearer(t.admin))
      .send({ name: 'Silver Coin Gift Box', images: await upload(t.admin), pricing: 'rate_linked', purity: 'silver_925', netWeight: 10, makingKind: 'percent', makingValue: 8 })
      .expect(201);
    const expected = rateLinkedPrice({ purity: 'silver_925', netWeightMg: 10_000, making: { kind: 'percent', basisPoints: 800 }, charges: [] }, SILVER_925);
    expect(gift).toMatchObject({ pricing: 'rate_linked', purity: 'silver_925', netWeight: 10, hsn: '7113', price: expected.pricePaise / 100 });
    const { body: page } = await request(t.http).get(`/api/home/get-product/${gift.id}`).expect(200);
    expectBreakupAddsUp(page.breakup);

    const { body: read } = await request(t.http).get(`/api/admin/gifts/${gift.id}`).set(...bearer(t.admin)).expect(200);
    await request(t.http).put(`/api/admin/gifts/${gift.id}`).set(...bearer(t.admin)).send(read).expect(200);
  });

  it('takes the composition in a gift-add form, charges as JSON text, and changes it through gift-update', async () => {
    const { body } = await request(t.http)
      .post('/api/gift-add')
      .set(...bearer(t.seller))
      .field('name', 'Ruby Pendant Gift')
      .field('pricing', 'rate_linked')
      .field('purity', 'gold_22k')
      .field('netWeight', '2.5')
      .field('makingKind', 'per_gram')
      .field('makingValue', '950')
      .field('charges', JSON.stringify([{ label: 'ruby', amount: 1200 }]))
      .field('huid', 'gf0001')
      .attach('images', png, 'gift.png')
      .expect(201);
    const expected = rateLinkedPrice(
      { purity: 'gold_22k', netWeightMg: 2_500, making: { kind: 'per_gram', paisePerGram: 95_000 }, charges: [{ label: 'ruby', paise: 120_000 }] },
      GOLD_22K,
    );
    expect(body.gift.price).toBe(expected.pricePaise / 100);
    const giftId = body.gift._id as string;
    const { body: admin1 } = await request(t.http).get(`/api/admin/gifts/${giftId}`).set(...bearer(t.seller)).expect(200);
    expect(admin1).toMatchObject({ huid: 'GF0001', charges: [{ label: 'ruby', amount: 1200 }], makingKind: 'per_gram', makingValue: 950 });

    const { body: updated } = await request(t.http)
      .post('/api/gift-update')
      .set(...bearer(t.seller))
      .send({ giftId, pricing: 'fixed', price: 45_000 })
      .expect(200);
    expect(updated.gift.price).toBe(45_000);
    await request(t.http).post('/api/gift-update').set(...bearer(t.otherSeller)).send({ giftId, netWeight: 1 }).expect(404);
    await request(t.http).post('/api/gift-update').set(...bearer(t.seller)).send({ giftId, huid: 'AB12CD', purity: null }).expect(400);
  });

  it('refuses a form’s charges that are not JSON', async () => {
    const response = await request(t.http)
      .post('/api/gift-add')
      .set(...bearer(t.admin))
      .field('name', 'Bad Charges Gift')
      .field('price', '100')
      .field('charges', '[{label:')
      .attach('images', png, 'gift.png')
      .expect(400);
    expect(response.body.error).toContain('charges');
  });
});

describe('the kept product answer and a change of rate', () => {
  let cached: TestApp;
  let keptId: string;
  beforeAll(async () => {
    cached = await createTestApp({ responseCacheMs: 60_000 });
    const category = await insertCategory(cached.sql, 'Rings');
    const id = await insertProduct(cached.sql, { name: 'Kept Gold Band', categoryId: category });
    await cached.sql.query(`INSERT INTO metal_rates (purity, rate_paise_per_gram) VALUES ('gold_22k', $1)`, [GOLD_22K]);
    const price = rateLinkedPrice({ purity: 'gold_22k', netWeightMg: 3_000, making: { kind: 'percent', basisPoints: 1_000 }, charges: [] }, GOLD_22K).pricePaise;
    await cached.sql.query(
      `UPDATE products SET pricing = 'rate_linked', purity = 'gold_22k', net_weight_mg = 3000, making_kind = 'percent', making_value = 1000, price_paise = $2 WHERE id = $1`,
      [id, price],
    );
    keptId = id;
  });
  afterAll(() => cached.close());

  /** Asks until `check` passes: a change made outside the app arrives by NOTIFY, a moment after its commit. */
  async function eventually(check: () => Promise<boolean>): Promise<boolean> {
    for (let tries = 0; tries < 100; tries++) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  it('shows the new rate once the piece is repriced: the repricing UPDATE clears the kept answer', async () => {
    const path = `/api/home/get-product/${keptId}`;
    expect((await request(cached.http).get(path).expect(200)).body.breakup.metal.ratePerGram).toBe(11_900);
    await request(cached.http).get(path).expect(200);
    // What a change of rate does (helper "rates"): the rate and the rate-linked pieces' prices, in one transaction.
    const newRate = 1_250_000;
    const price = rateLinkedPrice({ purity: 'gold_22k', netWeightMg: 3_000, making: { kind: 'percent', basisPoints: 1_000 }, charges: [] }, newRate).pricePaise;
    const client = await cached.sql.connect();
    try {
      await client.query('BEGIN');
      await client.query(`UPDATE metal_rates SET rate_paise_per_gram = $1 WHERE purity = 'gold_22k'`, [newRate]);
      await client.query('UPDATE products SET price_paise = $2 WHERE id = $1', [keptId, price]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await eventually(async () => (await request(cached.http).get(path)).body.breakup.metal.ratePerGram === 12_500)).toBe(true);
    const { body } = await request(cached.http).get(path).expect(200);
    expect(body.breakup.price).toBe(price / 100);
    expect(body.product.price).toBe(price / 100);
    expectBreakupAddsUp(body.breakup);
  });
});
