import request from 'supertest';
import { seededRandom } from '../../src/common/seeded-random.js';
import { ResponseCache } from '../../src/common/http/response-cache.js';
import { PURITY_CODES, type PurityCode } from '../../src/modules/pricing/metal.js';
import { makingOf } from '../../src/modules/pricing/product-pricing.js';
import { type OtherCharge, rateLinkedPrice } from '../../src/modules/pricing/price.js';
import { type Account, bearer, rateTestApp } from '../helpers/accounts.js';
import { keptAnswer } from '../helpers/eventually.js';
import { waitingForLock } from '../helpers/database.js';


const t = rateTestApp('Rate-linked pieces');

/** A piece as the products table stores it. */
type Piece = {
  pricing: 'fixed' | 'rate_linked';
  purity: PurityCode | null;
  netWeightMg: number;
  makingKind: 'per_gram' | 'percent' | 'fixed';
  makingValue: number;
  charges: OtherCharge[];
  pricePaise: number;
};

let pieceCount = 0;

/** Inserts pieces straight into the products table, in one statement; answers their ids and slugs in order. */
async function insertPieces(pieces: Piece[]): Promise<{ id: string; slug: string }[]> {
  const first = pieceCount;
  pieceCount += pieces.length;
  const { rows } = await t.sql.query<{ id: string; slug: string }>(
    `INSERT INTO products (name, slug, category_id, brand, description, gender, price_paise, discount, stock, images,
                           pricing, purity, net_weight_mg, making_kind, making_value, charges)
     SELECT 'Rate piece ' || (p.n + $1), 'rate-piece-' || (p.n + $1), $2, 'Sona Heritage', 'A piece priced from the rate.', 'female',
            p.price, 0, 10, ARRAY['/uploads/products/a-640.webp'], p.pricing, p.purity, p.weight, p.kind, p.value, p.charges::jsonb
     FROM unnest($3::text[], $4::text[], $5::int[], $6::text[], $7::bigint[], $8::text[], $9::bigint[])
          WITH ORDINALITY AS p(pricing, purity, weight, kind, value, charges, price, n)
     ORDER BY p.n
     RETURNING id, slug`,
    [
      first,
      t.categoryId,
      pieces.map((piece) => piece.pricing),
      pieces.map((piece) => piece.purity),
      pieces.map((piece) => piece.netWeightMg),
      pieces.map((piece) => piece.makingKind),
      pieces.map((piece) => piece.makingValue),
      pieces.map((piece) => JSON.stringify(piece.charges)),
      pieces.map((piece) => piece.pricePaise),
    ],
  );
  // RETURNING keeps no order of its own: back to the order given, by slug number.
  const number = (slug: string) => Number(slug.slice('rate-piece-'.length));
  return rows.sort((a, b) => number(a.slug) - number(b.slug));
}

const ratePiece = (purity: PurityCode, overrides: Partial<Piece> = {}): Piece => ({
  pricing: 'rate_linked',
  purity,
  netWeightMg: 4_250,
  makingKind: 'percent',
  makingValue: 1_200,
  charges: [{ label: 'CZ', paise: 45_000 }],
  pricePaise: 100_000,
  ...overrides,
});

async function pricesOf(ids: string[]): Promise<number[]> {
  const { rows } = await t.sql.query<{ id: string; price_paise: number }>('SELECT id, price_paise FROM products WHERE id = ANY($1::uuid[])', [ids]);
  const byId = new Map(rows.map((row) => [row.id, Number(row.price_paise)]));
  return ids.map((id) => byId.get(id)!);
}

/** What price.ts makes of a stored piece at a rate. */
const expectedPrice = (piece: Piece, ratePaise: number) =>
  rateLinkedPrice({ purity: piece.purity, netWeightMg: piece.netWeightMg, making: makingOf(piece.makingKind, piece.makingValue), charges: piece.charges }, ratePaise)
    .pricePaise;

const put = (purity: string, body: unknown, caller: Account = t.admin) =>
  request(t.http).put(`/api/admin/metal-rates/${purity}`).set(...bearer(caller)).send(body as object);

/** Sets a rate through the API, confirmed, and answers the body. */
async function setRate(purity: PurityCode, ratePerGram: number): Promise<{ repriced: number; ratePerGram: number }> {
  return (await put(purity, { ratePerGram, confirm: true }).expect(200)).body;
}

describe('GET /api/metal-rates', () => {
  it('answers to everyone the purities that have a rate, in the order of the purity table', async () => {
    await setRate('silver_999', 95.5);
    await setRate('gold_24k', 13_450.25);
    const { body } = await request(t.http).get('/api/metal-rates').expect(200);
    const purities = body.rates.map((rate: { purity: string }) => rate.purity);
    expect(purities).toEqual([...purities].sort((a: PurityCode, b: PurityCode) => PURITY_CODES.indexOf(a) - PURITY_CODES.indexOf(b)));
    expect(body.rates.find((rate: { purity: string }) => rate.purity === 'gold_24k')).toEqual({
      purity: 'gold_24k',
      metal: 'gold',
      karat: 24,
      fineness: 999,
      label: '24K gold (999)',
      ratePerGram: 13_450.25,
      updatedAt: expect.any(String),
    });
    expect(body.rates.find((rate: { purity: string }) => rate.purity === 'silver_999')).toMatchObject({ karat: null, fineness: 999, ratePerGram: 95.5 });
    const { rows } = await t.sql.query('SELECT purity FROM metal_rates');
    expect(body.rates).toHaveLength(rows.length);
  });

  it('shows a new rate on the next request, though the answer is kept in memory', async () => {
    await setRate('gold_14k', 7_000);
    const cache = t.app.get(ResponseCache);
    const gold14 = async () => (await request(t.http).get('/api/metal-rates').expect(200)).body.rates.find((rate: { purity: string }) => rate.purity === 'gold_14k');
    expect((await gold14()).ratePerGram).toBe(7_000);
    // The rate's NOTIFY comes a moment after its commit and may clear the first kept answer: a later one is then kept.
    expect(await keptAnswer(cache, async () => (await gold14()).ratePerGram === 7_000)).toBe(true);
    await put('gold_14k', { ratePerGram: 7_100 }).expect(200);
    expect((await gold14()).ratePerGram).toBe(7_100);
  });

  it('shows a rate changed outside the app as soon as PostgreSQL tells (the catalogue trigger on metal_rates)', async () => {
    const silver = async () => (await request(t.http).get('/api/metal-rates').expect(200)).body.rates.find((rate: { purity: string }) => rate.purity === 'silver_999');
    await setRate('silver_999', 96);
    expect((await silver()).ratePerGram).toBe(96);
    await t.sql.query(`UPDATE metal_rates SET rate_paise_per_gram = 9700 WHERE purity = 'silver_999'`);
    let seen: number | undefined;
    for (let tries = 0; tries < 100 && seen !== 97; tries++) {
      seen = (await silver()).ratePerGram;
      if (seen !== 97) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toBe(97);
  });
});

describe('GET /api/admin/metal-rates', () => {
  it('lists every purity for an t.admin, id the purity code, a null rate where none is set', async () => {
    await setRate('gold_18k', 10_100.5);
    const response = await request(t.http).get('/api/admin/metal-rates').set(...bearer(t.admin)).expect(200);
    expect(response.headers['content-range']).toBe('metal-rates 0-6/7');
    expect(response.body.map((row: { id: string }) => row.id)).toEqual(PURITY_CODES);
    expect(response.body[2]).toEqual({
      id: 'gold_18k',
      purity: 'gold_18k',
      metal: 'gold',
      label: '18K gold (750)',
      ratePerGram: 10_100.5,
      updatedAt: expect.any(String),
      updatedBy: t.admin.email,
      repriced: 0,
    });
    const { rows } = await t.sql.query('SELECT 1 FROM metal_rates WHERE purity = $1', ['platinum_950']);
    if (rows.length === 0) expect(response.body[6]).toMatchObject({ id: 'platinum_950', ratePerGram: null, updatedAt: null, updatedBy: null });
  });

  it('filters by metal and by ids, and sorts by rate', async () => {
    const silver = await request(t.http).get('/api/admin/metal-rates').query({ filter: '{"metal":"silver"}' }).set(...bearer(t.admin)).expect(200);
    expect(silver.body.map((row: { id: string }) => row.id)).toEqual(['silver_999', 'silver_925']);
    const some = await request(t.http).get('/api/admin/metal-rates').query({ filter: '{"id":["gold_22k","platinum_950","brass"]}' }).set(...bearer(t.admin)).expect(200);
    expect(some.body.map((row: { id: string }) => row.id)).toEqual(['gold_22k', 'platinum_950']);
    const sorted = await request(t.http).get('/api/admin/metal-rates').query({ sort: '["ratePerGram","DESC"]', range: '[0,1]' }).set(...bearer(t.admin)).expect(200);
    expect(sorted.headers['content-range']).toBe('metal-rates 0-1/7');
    await request(t.http).get('/api/admin/metal-rates').query({ filter: '{"metal":"brass"}' }).set(...bearer(t.admin)).expect(400);
  });

  it('answers one purity for the console’s edit, 404 for an unknown one', async () => {
    const response = await request(t.http).get('/api/admin/metal-rates/silver_925').set(...bearer(t.admin)).expect(200);
    expect(response.body).toMatchObject({ id: 'silver_925', label: 'Sterling silver (925)' });
    expect((await request(t.http).get('/api/admin/metal-rates/gold_23k').set(...bearer(t.admin)).expect(404)).body.code).toBe('METAL_RATE_UNKNOWN_PURITY');
  });

  it('is for admins only: 403 for a t.seller and a t.customer, 401 without a token', async () => {
    for (const path of ['/api/admin/metal-rates', '/api/admin/metal-rates/gold_22k', '/api/admin/metal-rate-changes']) {
      expect((await request(t.http).get(path).set(...bearer(t.seller)).expect(403)).body.code).toBe('FORBIDDEN');
      await request(t.http).get(path).set(...bearer(t.customer)).expect(403);
      await request(t.http).get(path).expect(401);
    }
  });
});

describe('PUT /api/admin/metal-rates/{purity}', () => {
  it('is for admins only: 403 for a t.seller, 401 without a token, and nothing changes', async () => {
    expect((await put('silver_925', { ratePerGram: 1 }, t.seller).expect(403)).body.code).toBe('FORBIDDEN');
    await request(t.http).put('/api/admin/metal-rates/silver_925').send({ ratePerGram: 1 }).expect(401);
    const { rows } = await t.sql.query('SELECT 1 FROM metal_rates WHERE purity = $1 AND rate_paise_per_gram = 100', ['silver_925']);
    expect(rows).toEqual([]);
  });

  const RATE_MESSAGE = 'ratePerGram must be a number of rupees from 0 to 1000000 with at most 2 decimals';
  it.each([
    [{ ratePerGram: -1 }, RATE_MESSAGE],
    [{ ratePerGram: 6_500.125 }, RATE_MESSAGE],
    [{ ratePerGram: '6500' }, RATE_MESSAGE],
    [{ ratePerGram: null }, RATE_MESSAGE],
    [{}, RATE_MESSAGE],
    [{ ratePerGram: 1_000_000.01 }, RATE_MESSAGE],
    [{ ratePerGram: 6_500, confirm: 'yes' }, 'confirm must be true or false'],
    [{ ratePerGram: 6_500, margin: 3 }, 'property margin should not exist'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const response = await put('gold_22k', body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: message });
  });

  it('answers 404 for an unknown purity', async () => {
    for (const purity of ['gold_23k', 'GOLD_22K', 'brass']) {
      expect((await put(purity, { ratePerGram: 100 }).expect(404)).body).toMatchObject({ code: 'METAL_RATE_UNKNOWN_PURITY' });
    }
  });

  it('asks for confirmation of 0 and of a move beyond 20 %, and sets the rate once confirmed', async () => {
    const stored = async () => (await t.sql.query('SELECT rate_paise_per_gram FROM metal_rates WHERE purity = $1', ['platinum_950'])).rows[0]?.rate_paise_per_gram;
    const zero = await put('platinum_950', { ratePerGram: 0 }).expect(409);
    expect(zero.body).toMatchObject({ statusCode: 409, code: 'METAL_RATE_NEEDS_CONFIRMATION', needsConfirmation: true, error: expect.stringContaining('₹0') });
    expect(await stored()).toBeUndefined();
    // A first rate needs none; of two first rates at once, one is the first and the other is judged against it.
    const firsts = await Promise.all([put('platinum_950', { ratePerGram: 5_000 }), put('platinum_950', { ratePerGram: 8_000 })]);
    expect(firsts.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(firsts.find((response) => response.status === 200)!.body).toMatchObject({ id: 'platinum_950', repriced: 0 });
    const { rows } = await t.sql.query(`SELECT count(*)::int AS n FROM metal_rate_changes WHERE purity = 'platinum_950' AND old_rate_paise_per_gram IS NULL`);
    expect(rows[0].n).toBe(1);
    await put('platinum_950', { ratePerGram: 5_000, confirm: true }).expect(200);
    const up = await put('platinum_950', { ratePerGram: 6_250 }).expect(409);
    expect(up.body).toMatchObject({ needsConfirmation: true, error: expect.stringContaining('20 %') });
    await put('platinum_950', { ratePerGram: 3_750, confirm: false }).expect(409);
    expect(await stored()).toBe(500_000);
    await put('platinum_950', { ratePerGram: 5_950 }).expect(200);
    await put('platinum_950', { ratePerGram: 7_437.5, confirm: true }).expect(200);
    await put('platinum_950', { ratePerGram: 0, confirm: true }).expect(200);
    expect(await stored()).toBe(0);
    await put('platinum_950', { ratePerGram: 5_000 }).expect(409);
    await put('platinum_950', { ratePerGram: 5_000, confirm: true }).expect(200);
  });

  it('takes the record back whole as the console sends it, ignoring its read-only fields', async () => {
    await setRate('silver_925', 98);
    const record = (await request(t.http).get('/api/admin/metal-rates/silver_925').set(...bearer(t.admin)).expect(200)).body;
    const response = await put('silver_925', { ...record, ratePerGram: 99.25, label: 'Gold!', updatedBy: 'someone@else.test' }).expect(200);
    expect(response.body).toMatchObject({ id: 'silver_925', label: 'Sterling silver (925)', ratePerGram: 99.25, updatedBy: t.admin.email });
  });

  it('lets one of two changes that each need no confirmation go first, the other be judged against it', async () => {
    await setRate('silver_999', 100);
    // Each is within 20 % of 100, but not of the other: whichever runs second is refused.
    const statuses = await Promise.all([put('silver_999', { ratePerGram: 119 }), put('silver_999', { ratePerGram: 81 })].map(async (r) => (await r).status));
    expect(statuses.sort()).toEqual([200, 409]);
  });
});

describe('GET /api/admin/metal-rate-changes', () => {
  it('lists every change newest first with who, old, new and repriced, filtered by purity', async () => {
    const [piece] = await insertPieces([ratePiece('gold_22k')]);
    await setRate('gold_22k', 11_000);
    await setRate('gold_22k', 12_000.5);
    const response = await request(t.http)
      .get('/api/admin/metal-rate-changes')
      .query({ filter: '{"purity":"gold_22k"}', range: '[0,1]' })
      .set(...bearer(t.admin))
      .expect(200);
    expect(response.headers['content-range']).toMatch(/^metal-rate-changes 0-1\/\d+$/);
    expect(response.body[0]).toEqual({
      id: expect.any(String),
      purity: 'gold_22k',
      label: '22K gold (916)',
      oldRatePerGram: 11_000,
      newRatePerGram: 12_000.5,
      changedBy: t.admin.email,
      changedAt: expect.any(String),
      repriced: 1,
    });
    expect(response.body[1]).toMatchObject({ newRatePerGram: 11_000, repriced: expect.any(Number) });
    expect(piece).toBeDefined();
    const all = await request(t.http).get('/api/admin/metal-rate-changes').query({ range: '[0,499]' }).set(...bearer(t.admin)).expect(200);
    const times = all.body.map((change: { changedAt: string }) => Date.parse(change.changedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await request(t.http).get('/api/admin/metal-rate-changes').query({ filter: '{"purity":"gold_23k"}' }).set(...bearer(t.admin)).expect(400);
  });

  it('records a first rate with no old rate', async () => {
    await setRate('silver_925', 97);
    const { rows } = await t.sql.query(
      `SELECT old_rate_paise_per_gram, changed_by, changed_by_email FROM metal_rate_changes WHERE purity = 'silver_925' ORDER BY changed_at ASC, id LIMIT 1`,
    );
    expect(rows[0]).toEqual({ old_rate_paise_per_gram: null, changed_by: t.admin.id, changed_by_email: t.admin.email });
  });
});

describe('repricing after a change of rate', () => {
  it('reprices exactly the rate-linked pieces of the purity, as price.ts prices them', async () => {
    await setRate('gold_18k', 10_000);
    await setRate('gold_24k', 13_000);
    const linked = [
      ratePiece('gold_18k'),
      ratePiece('gold_18k', { makingKind: 'per_gram', makingValue: 95_000, charges: [] }),
      ratePiece('gold_18k', { makingKind: 'fixed', makingValue: 250_000, charges: [{ label: 'ruby', paise: 1_200_050 }, { label: 'enamel', paise: 33 }] }),
    ];
    const others = [
      { ...ratePiece('gold_18k'), pricing: 'fixed' as const, pricePaise: 4_567_800 },
      ratePiece('gold_24k', { pricePaise: 7_654_300 }),
      { ...ratePiece('gold_18k'), pricing: 'fixed' as const, purity: null, pricePaise: 99_900 },
    ];
    const ids = (await insertPieces([...linked, ...others])).map((piece) => piece.id);
    const response = await put('gold_18k', { ratePerGram: 10_900.37 }).expect(200);
    expect(response.body.repriced).toBe(3);
    expect(await pricesOf(ids)).toEqual([...linked.map((piece) => expectedPrice(piece, 1_090_037)), 4_567_800, 7_654_300, 99_900]);
    // The rate it already has changes nothing: the same record back, no history row.
    const changes = async () => (await t.sql.query(`SELECT count(*)::int AS n FROM metal_rate_changes WHERE purity = 'gold_18k'`)).rows[0].n;
    const before = await changes();
    expect((await put('gold_18k', { ratePerGram: 10_900.37 }).expect(200)).body).toEqual(response.body);
    expect(await changes()).toBe(before);
  });

  it('prices many random compositions to the paisa as price.ts does, at many rates', async () => {
    const random = seededRandom(16);
    const int = (max: number) => Math.floor(random() * (max + 1));
    const kinds = ['per_gram', 'percent', 'fixed'] as const;
    const pieces: Piece[] = Array.from({ length: 600 }, () => {
      const makingKind = kinds[int(2)]!;
      return ratePiece('silver_925', {
        netWeightMg: 1 + int(random() < 0.2 ? 999 : 250_000),
        makingKind,
        makingValue: makingKind === 'percent' ? int(5_000) : makingKind === 'per_gram' ? int(200_000) : int(5_000_000),
        charges: Array.from({ length: int(3) }, (_, i) => ({ label: `stone ${i}`, paise: int(random() < 0.5 ? 999 : 2_000_000) })),
      });
    });
    const ids = (await insertPieces(pieces)).map((piece) => piece.id);
    for (let round = 0; round < 8; round++) {
      // Paise per gram from ₹0.01 to ₹1 000, odd amounts included, to meet every half-paisa and half-rupee.
      const ratePaise = round === 0 ? 1 : 1 + int(100_000);
      await setRate('silver_925', ratePaise / 100);
      const prices = await pricesOf(ids);
      const wrong = pieces.map((piece, i) => ({ i, stored: prices[i], expected: expectedPrice(piece, ratePaise) })).filter((row) => row.stored !== row.expected);
      expect({ ratePaise, wrong: wrong.slice(0, 5) }).toEqual({ ratePaise, wrong: [] });
    }
  });

  it('leaves at its price a piece made fixed while the change waited for it, and reprices one whose stock changed meanwhile', async () => {
    await setRate('platinum_950', 3_200);
    const [madeFixed, restocked] = await insertPieces([ratePiece('platinum_950'), ratePiece('platinum_950')]);
    const other = await t.sql.connect();
    try {
      // Another transaction holds both rows, changed, when the repricing UPDATE reaches them: it waits, then asks its
      // conditions again of the rows as committed.
      await other.query('BEGIN');
      await other.query(`UPDATE products SET pricing = 'fixed', price_paise = 123400 WHERE id = $1`, [madeFixed!.id]);
      await other.query('UPDATE products SET stock = stock + 5 WHERE id = $1', [restocked!.id]);
      const change = put('platinum_950', { ratePerGram: 3_300 }).then((response) => response);
      expect(await waitingForLock(t.sql, 'rate_linked_price_paise')).toBe(1);
      await other.query('COMMIT');
      const response = await change;
      expect(response.status).toBe(200);
      expect(response.body.repriced).toBe(1);
      expect(await pricesOf([madeFixed!.id, restocked!.id])).toEqual([123_400, expectedPrice(ratePiece('platinum_950'), 330_000)]);
    } finally {
      other.release();
    }
  });

  it('shows the new price in the product answer on the next request', async () => {
    await setRate('gold_14k', 7_000);
    const [piece] = await insertPieces([ratePiece('gold_14k', { pricePaise: 0 })]);
    await put('gold_14k', { ratePerGram: 7_000.5 }).expect(200);
    const path = `/api/home/get-product/${piece!.slug}`;
    const before = (await request(t.http).get(path).expect(200)).body.product.price;
    expect(before).toBe(expectedPrice(ratePiece('gold_14k'), 700_050) / 100);
    await request(t.http).get(path).expect(200);
    await put('gold_14k', { ratePerGram: 7_777.77 }).expect(200);
    expect((await request(t.http).get(path).expect(200)).body.product.price).toBe(expectedPrice(ratePiece('gold_14k'), 777_777) / 100);
  });
});
