import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { InvoiceService } from '../../src/modules/invoice/invoice.service.js';
import { RefundJob } from '../../src/modules/payment/refund/refund.job.js';
import { RefundService } from '../../src/modules/payment/refund/refund.service.js';
import { ReturnsJob } from '../../src/modules/returns/returns.job.js';
import { type Account, bearer, createStaff, mailingTestAppWith, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { insertCoupon } from '../helpers/coupon-factory.js';
import { placeOrder } from '../helpers/orders.js';
import { countStatements } from '../helpers/statements.js';

const t = mailingTestAppWith(
  async (app) => ({
    categoryId: await insertCategory(app.sql, 'Return Rings'),
    admin: await createStaff(app, 'admin'),
    courierId: (await app.sql.query(`SELECT id FROM couriers WHERE name = 'Delhivery'`)).rows[0].id as string,
  }),
  {},
  { listen: true },
);
let seq = 0;

const DAY = 86_400_000;

/** New products at these prices (rupees); answers their ids. */
async function products(...prices: number[]): Promise<string[]> {
  return Promise.all(prices.map((price) => insertProduct(t.sql, { name: `Return Test Ring ${++seq}`, categoryId: t.categoryId, price, stock: 10 })));
}

/** An order of one piece of each product, optionally with a coupon; answers its id. */
async function place(who: Account, productIds: string[], couponCode?: string, quantities: number[] = []): Promise<string> {
  return placeOrder(
    t,
    who,
    productIds.map((productId, i) => ({ productId, quantity: quantities[i] ?? 1 })),
    { couponCode },
  );
}

async function deliver(orderId: string): Promise<void> {
  for (const status of ['shipped', 'delivered']) {
    await request(t.http).put(`/api/admin/orders/${orderId}`).set(...bearer(t.admin)).send({ delivery_status: status }).expect(200);
  }
}

/** A delivered order paid online through the sandbox page. */
async function deliveredOnline(who: Account, productIds: string[], couponCode?: string, quantities?: number[]): Promise<string> {
  const orderId = await place(who, productIds, couponCode, quantities);
  const created = await request(t.http).post('/api/order/create-payment').set(...bearer(who)).send({ type: 'ONLINEPAY', orderId }).expect(200);
  const page = new URL(created.body.data.instrumentResponse.redirectInfo.url as string).pathname;
  await request(t.http).post(`${page}/pay`).type('form').send('').expect(302);
  await deliver(orderId);
  return orderId;
}

async function deliveredCod(who: Account, productIds: string[]): Promise<string> {
  const orderId = await place(who, productIds);
  await request(t.http).post('/api/order/create-payment').set(...bearer(who)).send({ type: 'COD', orderId }).expect(200);
  await deliver(orderId);
  return orderId;
}

/** The customer's return of one piece of the order's first line, for `reason`; answers the return's id. */
async function returnOnePiece(who: Account, orderId: string, reason: string): Promise<string> {
  const [line] = await linesOf(orderId);
  const created = await request(t.http).post(`/api/order/${orderId}/returns`).set(...bearer(who)).send({ lines: [{ lineId: line.id, quantity: 1 }], reason }).expect(201);
  return created.body.id as string;
}

/** Staff approve the return, picked up by `courier` (Delhivery) under `awb`, and receive the parcel back. */
async function approveAndReceive(returnId: string, awb: string, courier = t.courierId): Promise<void> {
  await request(t.http).post(`/api/admin/returns/${returnId}/approve`).set(...bearer(t.admin)).send({ courierId: courier, awb }).expect(200);
  await request(t.http).post(`/api/admin/returns/${returnId}/receive`).set(...bearer(t.admin)).send({}).expect(200);
}

/** `who` asks to return one piece of the line of a cash-on-delivery order, refunded to their UPI id; answers the return's id. */
async function codReturnOfOne(who: Account, orderId: string, lineId: string): Promise<string> {
  const created = await request(t.http)
    .post(`/api/order/${orderId}/returns`)
    .set(...bearer(who))
    .send({ lines: [{ lineId, quantity: 1 }], reason: 'changed_mind', refundTo: { method: 'upi', upiId: 'asha.verma@okaxis' } })
    .expect(201);
  return created.body.id as string;
}

/**
 * A delivered cash-on-delivery order of two pieces priced `prices`, the second sent back (refund to a UPI ID) and
 * received by staff under `awb`: the order, its two lines and the return's id.
 */
async function receivedCodReturn(prices: [number, number], awb: string): Promise<{ orderId: string; keptLine: { id: string }; returnedLine: { id: string }; id: string }> {
  const me = await registerCustomer(t);
  const orderId = await deliveredCod(me, await products(...prices));
  const [keptLine, returnedLine] = await linesOf(orderId);
  const id = await codReturnOfOne(me, orderId, returnedLine.id);
  await approveAndReceive(id, awb);
  return { orderId, keptLine, returnedLine, id };
}

/** Moves the order's delivery `days` back (as if delivered then). */
async function deliveredAgo(orderId: string, ms: number): Promise<void> {
  await t.sql.query(`UPDATE order_status_history SET at = now() - make_interval(secs => $2::float8 / 1000) WHERE order_id = $1 AND delivery_status = 'delivered'`, [orderId, ms]);
}

async function linesOf(orderId: string): Promise<{ id: string; product_id: string }[]> {
  return (await t.sql.query('SELECT id, product_id FROM order_lines WHERE order_id = $1 ORDER BY position', [orderId])).rows;
}

/**
 * `who`'s order of one new piece at `price` rupees, paid online (or, with `deliveredCod`, cash on delivery) and
 * delivered: the piece, the order and its line.
 */
async function deliveredPiece(
  who: Account,
  price: number,
  deliveredBy: (who: Account, productIds: string[]) => Promise<string> = deliveredOnline,
): Promise<{ ring: string; orderId: string; line: { id: string; product_id: string } }> {
  const [ring] = await products(price);
  const orderId = await deliveredBy(who, [ring]);
  const [line] = await linesOf(orderId);
  return { ring, orderId, line };
}

/** A new customer's online order of one piece at `price` rupees, delivered, and its return for quality, received under `awb`. */
async function receivedOnlineReturn(price: number, awb: string): Promise<{ orderId: string; id: string }> {
  const me = await registerCustomer(t);
  const { orderId } = await deliveredPiece(me, price);
  const id = await returnOnePiece(me, orderId, 'quality');
  await approveAndReceive(id, awb);
  return { orderId, id };
}

async function stockOf(productId: string): Promise<number> {
  return (await t.sql.query('SELECT stock FROM products WHERE id = $1', [productId])).rows[0].stock;
}

async function returnState(id: string): Promise<string> {
  return (await t.sql.query('SELECT state FROM returns WHERE id = $1', [id])).rows[0].state;
}

async function waitForState(id: string, state: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    if ((await returnState(id)) === state) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return returnState(id);
}

const mp4 = (extra = 200) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41'), Buffer.alloc(extra, 7)]);
const webm = () =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(100, 3)]);
const jpeg = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a227' } }).jpeg().toBuffer();

const upload = (who: Account, bytes: Buffer, name: string) => request(t.http).post('/api/returns/media').set(...bearer(who)).attach('file', bytes, name);

describe('GET /api/returns/policy', () => {
  it('answers the policy’s numbers to anyone, cacheably', async () => {
    const response = await request(t.http).get('/api/returns/policy').expect(200);
    expect(response.headers['cache-control']).toContain('public');
    expect(response.body).toMatchObject({
      returnWindowDays: 7,
      missingItemClaimHours: 48,
      refundStartsAfterHours: 48,
      refundBusinessDaysMin: 7,
      refundBusinessDaysMax: 10,
      overseasReturnable: false,
    });
    expect(response.body.nonReturnable).toContainEqual({ kind: 'coin', label: 'Gold coins' });
  });
});

describe('eligibility and the return window', () => {
  it('day 7 after delivery may return, day 8 may not; someone else’s order is 404', async () => {
    const me = await registerCustomer(t);
    const other = await registerCustomer(t, 'Other Shopper');
    const { orderId, line } = await deliveredPiece(me, 1500);

    await deliveredAgo(orderId, 7 * DAY);
    const day7 = await request(t.http).get(`/api/order/${orderId}/returns/eligibility`).set(...bearer(me)).expect(200);
    expect(day7.body).toMatchObject({ canReturn: true, returnBlockedReason: null, canClaimMissing: false, needsRefundDetails: false });
    expect(day7.body.lines[0]).toMatchObject({ lineId: line.id, returnableQuantity: 1, notReturnableReason: null });

    await request(t.http).get(`/api/order/${orderId}/returns/eligibility`).set(...bearer(other)).expect(404);
    await request(t.http).post(`/api/order/${orderId}/returns`).set(...bearer(other)).send({ lines: [{ lineId: line.id, quantity: 1 }], reason: 'damaged' }).expect(404);
    await request(t.http).get(`/api/order/${orderId}/returns/eligibility`).expect(401);

    await deliveredAgo(orderId, 8 * DAY);
    const day8 = await request(t.http).get(`/api/order/${orderId}/returns/eligibility`).set(...bearer(me)).expect(200);
    expect(day8.body.canReturn).toBe(false);
    expect(day8.body.lines[0].notReturnableReason).toMatch(/^The 7-day return window closed on \d{1,2} [A-Z][a-z]{2}$/);
    const refused = await request(t.http).post(`/api/order/${orderId}/returns`).set(...bearer(me)).send({ lines: [{ lineId: line.id, quantity: 1 }], reason: 'damaged' }).expect(409);
    expect(refused.body.error).toMatch(/return window closed/);
  });

  it('refuses non-returnable pieces, overseas orders, more pieces than delivered, and an undelivered order', async () => {
    const me = await registerCustomer(t);
    const [coin, ring] = await products(2000, 1000);
    // Staff flag the piece in the console (the product sent back whole, as react-admin does).
    const record = (await request(t.http).get(`/api/admin/products/${coin}`).set(...bearer(t.admin)).expect(200)).body;
    await request(t.http).put(`/api/admin/products/${coin}`).set(...bearer(t.admin)).send({ ...record, nonReturnable: 'gold' }).expect(400);
    const flagged = await request(t.http).put(`/api/admin/products/${coin}`).set(...bearer(t.admin)).send({ ...record, nonReturnable: 'coin' }).expect(200);
    expect(flagged.body.nonReturnable).toBe('coin');
    const undelivered = await place(me, [ring]);
    const before = await request(t.http).get(`/api/order/${undelivered}/returns/eligibility`).set(...bearer(me)).expect(200);
    expect(before.body).toMatchObject({ canReturn: false, deliveredAt: null });

    const orderId = await deliveredOnline(me, [coin, ring], undefined, [1, 2]);
    const [coinLine, ringLine] = await linesOf(orderId);
    // The line keeps the flag the piece had when ordered, whatever staff do later.
    await request(t.http).put(`/api/admin/products/${coin}`).set(...bearer(t.admin)).send({ ...record, nonReturnable: null }).expect(200);
    expect((await t.sql.query('SELECT non_returnable FROM order_lines WHERE id = $1', [coinLine.id])).rows[0].non_returnable).toBe('coin');
    const answer = await request(t.http).get(`/api/order/${orderId}/returns/eligibility`).set(...bearer(me)).expect(200);
    expect(answer.body.lines[0]).toMatchObject({ returnableQuantity: 0, notReturnableReason: 'Gold coins cannot be returned' });
    expect(answer.body.lines[1]).toMatchObject({ returnableQuantity: 2 });
    const coinRefused = await request(t.http).post(`/api/order/${orderId}/returns`).set(...bearer(me)).send({ lines: [{ lineId: coinLine.id, quantity: 1 }], reason: 'changed_mind' }).expect(409);
    expect(coinRefused.body.error).toBe('Gold coins cannot be returned.');
    await request(t.http).post(`/api/order/${orderId}/returns`).set(...bearer(me)).send({ lines: [{ lineId: ringLine.id, quantity: 3 }], reason: 'changed_mind' }).expect(409);
    await request(t.http).post(`/api/order/${orderId}/returns`).set(...bearer(me)).send({ lines: [{ lineId: ringLine.id, quantity: 1 }], reason: 'nonsense' }).expect(400);
    await request(t.http).post(`/api/order/${orderId}/returns`).set(...bearer(me)).send({ lines: [{ lineId: ringLine.id, quantity: 2 }], reason: 'size_or_fit' }).expect(201);
    await request(t.http).post(`/api/order/${orderId}/returns`).set(...bearer(me)).send({ lines: [{ lineId: ringLine.id, quantity: 1 }], reason: 'size_or_fit' }).expect(409);

    await t.sql.query(`UPDATE orders SET shipping_info = shipping_info || '{"country":"US"}' WHERE id = $1`, [orderId]);
    const abroad = await request(t.http).get(`/api/order/${orderId}/returns/eligibility`).set(...bearer(me)).expect(200);
    expect(abroad.body.returnBlockedReason).toBe('Overseas orders cannot be returned');
  });
});

describe('a return paid online, from request to refund', () => {
  it('shares the coupon across lines, restocks on receipt, refunds through the sandbox once (two clicks), issues a partial credit note and mails each step', async () => {
    const me = await registerCustomer(t);
    const [small, big] = await products(1000, 3000);
    const code = await insertCoupon(t.sql, 'RET', { discount: 10 });
    const orderId = await deliveredOnline(me, [small, big], code);
    const [smallLine] = await linesOf(orderId);
    const stock = await stockOf(small);

    const photo = await upload(me, await jpeg(), 'ring.jpg').expect(201);
    expect(photo.body).toMatchObject({ kind: 'photo', contentType: 'image/webp' });
    const created = await request(t.http)
      .post(`/api/order/${orderId}/returns`)
      .set(...bearer(me))
      .send({ lines: [{ lineId: smallLine.id, quantity: 1 }], reason: 'damaged', comment: 'Clasp bent', photoIds: [photo.body.id] })
      .expect(201);
    // ₹1,000 less its share of the ₹400 coupon (₹1,000 of ₹4,000): ₹900; no shipping, the order is not all back.
    expect(created.body).toMatchObject({ state: 'requested', amount: 900, kind: 'return', reasonLabel: 'Arrived damaged', refundToText: null });
    expect(created.body.media).toHaveLength(1);
    await t.smtp.waitFor(me.email, (mail) => mail.subject.includes('we received your return request'));
    const id = created.body.id as string;

    await request(t.http).post(`/api/admin/returns/${id}/receive`).set(...bearer(t.admin)).send({}).expect(409);
    await request(t.http).post(`/api/admin/returns/${id}/approve`).set(...bearer(t.admin)).send({}).expect(400);
    await request(t.http).post(`/api/admin/returns/${id}/approve`).set(...bearer(t.admin)).send({ courierId: t.courierId, awb: 'ABC' }).expect(400);
    const approved = await request(t.http).post(`/api/admin/returns/${id}/approve`).set(...bearer(t.admin)).send({ courierId: t.courierId, awb: '1234567890' }).expect(200);
    expect(approved.body).toMatchObject({ state: 'approved', pickup: { courierName: 'Delhivery', awb: '1234567890', trackingUrl: 'https://www.delhivery.com/track/package/1234567890' } });
    const approvedMail = await t.smtp.waitFor(me.email, (mail) => mail.subject.includes('your return is approved'));
    expect(approvedMail.text).toContain('1234567890');

    const received = await request(t.http).post(`/api/admin/returns/${id}/receive`).set(...bearer(t.admin)).send({ note: 'Box intact' }).expect(200);
    expect(received.body.state).toBe('received');
    expect(await stockOf(small)).toBe(stock + 1);
    await t.smtp.waitFor(me.email, (mail) => mail.subject.includes('we received your returned pieces'));

    const clicks = await Promise.all([0, 1].map(() => request(t.http).post(`/api/admin/returns/${id}/refund`).set(...bearer(t.admin)).send({})));
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 409]);
    expect(await waitForState(id, 'refunded')).toBe('refunded');
    const refunds = (await t.sql.query('SELECT amount_paise::int AS amount, state, return_id FROM refunds WHERE order_id = $1', [orderId])).rows;
    expect(refunds).toEqual([{ amount: 90000, state: 'completed', return_id: id }]);
    const notes = (await t.sql.query(`SELECT reason, total_paise::int AS total, document FROM credit_notes WHERE order_id = $1`, [orderId])).rows;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ reason: 'returned', total: 90000 });
    expect(notes[0].document.lines).toHaveLength(1);
    const refundedMail = await t.smtp.waitFor(me.email, (mail) => mail.subject.includes('₹900.00 refunded'));
    expect(refundedMail.text).toMatch(/reference OMR\d+/);
    expect((await t.sql.query('SELECT payment_status FROM orders WHERE id = $1', [orderId])).rows[0].payment_status).toBe('paid');

    // The gateway's answer replayed ten times changes nothing after the first: no second note, mail or history step.
    const [{ merchant_refund_id: merchantRefundId, reference }] = (await t.sql.query('SELECT merchant_refund_id, reference FROM refunds WHERE return_id = $1', [id])).rows;
    for (let i = 0; i < 10; i += 1) {
      expect(await t.app.get(RefundService).apply({ merchantRefundId, state: 'COMPLETED', reference, errorCode: null })).toBeUndefined();
    }
    expect((await t.sql.query('SELECT count(*)::int AS n FROM credit_notes WHERE order_id = $1', [orderId])).rows[0].n).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.mails.filter((mail) => mail.to.includes(me.email) && mail.subject.includes('refunded'))).toHaveLength(1);

    const mine = await request(t.http).get(`/api/order/${orderId}/returns`).set(...bearer(me)).expect(200);
    expect(mine.body[0]).toMatchObject({ state: 'refunded', amount: 900, refundReference: expect.stringMatching(/^OMR/) });
    expect(mine.body[0].history.map((step: { state: string }) => step.state)).toEqual(['requested', 'approved', 'received', 'refunding', 'refunded']);
    const shown = await request(t.http).get(`/api/admin/returns/${id}`).set(...bearer(t.admin)).expect(200);
    expect(shown.body.refunds).toEqual([expect.objectContaining({ amount: 900, state: 'completed' })]);
    const listed = await request(t.http).get('/api/admin/returns').query({ filter: JSON.stringify({ orderId, state: 'refunded' }) }).set(...bearer(t.admin)).expect(200);
    expect(listed.headers['content-range']).toMatch(/returns 0-0\/1/);
  });

  it("lists a console page of returns in as many statements for one return as for five (the orders' refunds read at once)", async () => {
    const me = await registerCustomer(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await returnOnePiece(me, await deliveredOnline(me, await products(700 + i)), 'quality'));
    const refunded = await receivedOnlineReturn(1200, '9234567890');
    await request(t.http).post(`/api/admin/returns/${refunded.id}/refund`).set(...bearer(t.admin)).send({}).expect(200);
    ids.push(refunded.id);
    const page = async (some: string[]) =>
      (await request(t.http).get('/api/admin/returns').query({ filter: JSON.stringify({ id: some }) }).set(...bearer(t.admin)).expect(200)).body as {
        id: string;
        refunds: unknown[];
      }[];
    await page(ids);
    const forOne = await countStatements(t, () => page(ids.slice(0, 1)));
    let listed: Awaited<ReturnType<typeof page>> = [];
    const forSix = await countStatements(t, async () => (listed = await page(ids)));
    expect(forSix).toBe(forOne);
    expect(listed.map((row) => row.id).sort()).toEqual([...ids].sort());
    // Each return still shows its own order's refunds: the received one's refund, none for the others.
    expect(listed.find((row) => row.id === ids[5])!.refunds).toEqual([expect.objectContaining({ amount: 1200 })]);
    expect(listed.filter((row) => row.id !== ids[5]).every((row) => row.refunds.length === 0)).toBe(true);
  });

  it('a refund left pending is settled by the refund job; the returns job refunds received returns 48 hours after receipt', async () => {
    const { orderId, id } = await receivedOnlineReturn(1037, '2234567890');

    expect(await t.app.get(ReturnsJob).run(new Date(Date.now() + 47 * 3_600_000))).toMatchObject({ started: 0 });
    expect(await t.app.get(ReturnsJob).run(new Date(Date.now() + 49 * 3_600_000))).toMatchObject({ started: 1 });
    expect(await t.app.get(ReturnsJob).run(new Date(Date.now() + 49 * 3_600_000))).toMatchObject({ started: 0 });
    expect(await returnState(id)).toBe('refunding');
    await t.app.get(RefundJob).run(new Date(Date.now() + 5 * 60_000));
    expect(await waitForState(id, 'refunded')).toBe('refunded');
    // The whole order came back: the payment is refunded, one credit note (the return's) and no second whole reversal.
    expect((await t.sql.query('SELECT payment_status FROM orders WHERE id = $1', [orderId])).rows[0].payment_status).toBe('refunded');
    expect((await t.sql.query('SELECT reason FROM credit_notes WHERE order_id = $1', [orderId])).rows).toEqual([{ reason: 'returned' }]);
  });

  it('a refund the gateway refuses leaves the return refunding until staff retry it', async () => {
    const { id } = await receivedOnlineReturn(1013, '3234567890');
    const refunded = await request(t.http).post(`/api/admin/returns/${id}/refund`).set(...bearer(t.admin)).send({}).expect(200);
    expect(refunded.body.state).toBe('refunding');
    const [failed] = (await t.sql.query(`SELECT id, state FROM refunds WHERE return_id = $1`, [id])).rows;
    expect(failed.state).toBe('failed');
    await request(t.http).post(`/api/admin/refunds/${failed.id}/retry`).set(...bearer(t.admin)).expect(200);
    expect(await waitForState(id, 'refunded')).toBe('refunded');
  });
});

describe('cash-on-delivery returns', () => {
  it('checks the refund details (UPI ID or bank account with IFSC), then staff refund by UTR', async () => {
    const me = await registerCustomer(t);
    const { orderId, line } = await deliveredPiece(me, 1200, deliveredCod);
    const body = { lines: [{ lineId: line.id, quantity: 1 }], reason: 'changed_mind' };
    await request(t.http).post(`/api/order/${orderId}/returns`).set(...bearer(me)).send(body).expect(400);
    // Each refusal names the field it is about, for the form to show it there.
    for (const [refundTo, field] of [
      [{ method: 'upi', upiId: 'not-a-vpa' }, 'refundTo.upiId'],
      [{ method: 'bank', accountHolder: 'A', accountNumber: '123456789012', ifsc: 'SBIN0001234' }, 'refundTo.accountHolder'],
      [{ method: 'bank', accountHolder: 'Asha Verma', accountNumber: '12345678', ifsc: 'SBIN0001234' }, 'refundTo.accountNumber'],
      [{ method: 'bank', accountHolder: 'Asha Verma', accountNumber: '123456789012', ifsc: 'SBIN1001234' }, 'refundTo.ifsc'],
      [{ method: 'cash' }, 'refundTo.method'],
    ] as const) {
      const refused = await request(t.http).post(`/api/order/${orderId}/returns`).set(...bearer(me)).send({ ...body, refundTo }).expect(400);
      expect(typeof refused.body.error).toBe('string');
      expect(refused.body.fields).toEqual([{ field, messages: [refused.body.error] }]);
    }
    const created = await request(t.http)
      .post(`/api/order/${orderId}/returns`)
      .set(...bearer(me))
      .send({ ...body, refundTo: { method: 'bank', accountHolder: 'Asha Verma', accountNumber: '1234 5678 9012', ifsc: 'sbin0001234' } })
      .expect(201);
    expect(created.body.refundToText).toBe('Bank account ••••••••9012 (SBIN0001234)');
    const id = created.body.id as string;
    const shown = await request(t.http).get(`/api/admin/returns/${id}`).set(...bearer(t.admin)).expect(200);
    expect(shown.body.refundTo).toEqual({ method: 'bank', upiId: null, accountHolder: 'Asha Verma', accountNumber: '123456789012', ifsc: 'SBIN0001234' });
    await approveAndReceive(id, '4234567890');
    await request(t.http).post(`/api/admin/returns/${id}/refund`).set(...bearer(t.admin)).send({ utr: 'nope' }).expect(400);
    expect(await returnState(id)).toBe('received');
    const done = await request(t.http).post(`/api/admin/returns/${id}/refund`).set(...bearer(t.admin)).send({ utr: '412345678901' }).expect(200);
    expect(done.body).toMatchObject({ state: 'refunded', refundReference: '412345678901', amount: 1200 });
    await t.smtp.waitFor(me.email, (mail) => mail.subject.includes('₹1,200.00 refunded') && mail.text.includes('412345678901'));
  });
});

describe('a cash-on-delivery order refunded in full after a partial return', () => {
  it('credits what the return left of the invoice with a second credit note, once, and the order is refunded', async () => {
    const { orderId, keptLine, id } = await receivedCodReturn([1700, 1100], '7234567890');
    await request(t.http).post(`/api/admin/returns/${id}/refund`).set(...bearer(t.admin)).send({ utr: '412345678904' }).expect(200);

    // Staff then refund the rest of the payment by a transfer.
    await request(t.http).put(`/api/admin/orders/${orderId}`).set(...bearer(t.admin)).send({ payment_status: 'refund_pending' }).expect(200);
    await request(t.http).post(`/api/admin/orders/${orderId}/refunds`).set(...bearer(t.admin)).send({ utr: '412345678901' }).expect(201);

    const [order] = (await t.sql.query('SELECT payment_status, shipping_fee_paise::int AS fee FROM orders WHERE id = $1', [orderId])).rows;
    expect(order.payment_status).toBe('refunded');
    const [invoice] = (await t.sql.query('SELECT total_paise::int AS total, document FROM invoices WHERE order_id = $1', [orderId])).rows;
    const notes = (await t.sql.query('SELECT reason, return_id, total_paise::int AS total, document FROM credit_notes WHERE order_id = $1 ORDER BY counter', [orderId])).rows;
    expect(notes.map((note) => [note.reason, note.return_id])).toEqual([
      ['returned', id],
      ['refunded', null],
    ]);
    const [first, rest] = notes;
    expect(rest.total).toBe(invoice.total - first.total);
    expect(rest.document.totals.totalPaise).toBe(rest.total);
    const keptName = (await t.sql.query('SELECT name FROM order_lines WHERE id = $1', [keptLine.id])).rows[0].name;
    const expected = [['goods', keptName, 1], ...(order.fee > 0 ? [['shipping', 'Shipping and insurance', 1]] : [])];
    expect(rest.document.lines.map((line: { kind: string; description: string; quantity: number }) => [line.kind, line.description, line.quantity])).toEqual(expected);
    expect(rest.document.lines[0]).toEqual(invoice.document.lines[0]);

    // One whole reversal per order: a later cancel or refund finds nothing left to credit.
    const again = await t.app.get(DataSource).transaction((manager) => t.app.get(InvoiceService).creditInvoice(orderId, 'cancelled', manager));
    expect(again).toBeUndefined();
    expect((await t.sql.query('SELECT count(*)::int AS n FROM credit_notes WHERE order_id = $1', [orderId])).rows[0].n).toBe(2);
  });
});

describe('a cash-on-delivery order refunded in full while a return waits for its refund', () => {
  it('credits the invoice once in all: the order is reversed only when the return is refunded too, for what the return left', async () => {
    const { orderId, id } = await receivedCodReturn([1500, 900], '7234567891');

    // Staff refund the order by a transfer before the return's own refund: the transfer leaves the return's share, so
    // the payment is not all back yet and nothing is credited.
    await request(t.http).put(`/api/admin/orders/${orderId}`).set(...bearer(t.admin)).send({ payment_status: 'refund_pending' }).expect(200);
    await request(t.http).post(`/api/admin/orders/${orderId}/refunds`).set(...bearer(t.admin)).send({ utr: '412345678911' }).expect(201);
    const notesOf = async () =>
      (await t.sql.query('SELECT reason, return_id, total_paise::int AS total FROM credit_notes WHERE order_id = $1 ORDER BY counter', [orderId])).rows;
    expect(await notesOf()).toEqual([]);
    await request(t.http).post(`/api/admin/returns/${id}/refund`).set(...bearer(t.admin)).send({ utr: '412345678912' }).expect(200);

    // The return's note for its piece, then the reversal of the rest: the invoice credited exactly once.
    const [invoice] = (await t.sql.query('SELECT total_paise::int AS total FROM invoices WHERE order_id = $1', [orderId])).rows;
    const notes = await notesOf();
    expect(notes.map((note) => [note.reason, note.return_id])).toEqual([
      ['returned', id],
      ['refunded', null],
    ]);
    expect(notes[0].total).toBe(90_000);
    expect(notes[0].total + notes[1].total).toBe(invoice.total);
    const [order] = (await t.sql.query('SELECT payment_status FROM orders WHERE id = $1', [orderId])).rows;
    expect(order.payment_status).toBe('refunded');
  });
});

describe('mails only after commit', () => {
  it('a request refused half-way (a photo that is not the caller’s) stores nothing and mails nothing', async () => {
    const me = await registerCustomer(t);
    const other = await registerCustomer(t, 'Photo Owner');
    const { orderId, line } = await deliveredPiece(me, 1100);
    const theirs = await upload(other, await jpeg(), 'x.jpg').expect(201);
    const refused = await request(t.http)
      .post(`/api/order/${orderId}/returns`)
      .set(...bearer(me))
      .send({ lines: [{ lineId: line.id, quantity: 1 }], reason: 'damaged', photoIds: [theirs.body.id] })
      .expect(400);
    expect(refused.body.code).toBe('RETURN_BAD_MEDIA');
    expect((await t.sql.query('SELECT count(*)::int AS n FROM returns WHERE order_id = $1', [orderId])).rows[0].n).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.smtp.mails.filter((mail) => mail.to.includes(me.email) && mail.subject.includes('return request'))).toHaveLength(0);
  });
});

describe('missing-item claims and private media', () => {
  it('sniffs videos (mp4, webm; a renamed jpeg is a photo, random bytes refused, too large refused) and serves them only to the owner and admins', async () => {
    const me = await registerCustomer(t);
    const other = await registerCustomer(t, 'Curious Shopper');
    const video = await upload(me, mp4(), 'unboxing.mp4').expect(201);
    expect(video.body).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    const clip = await upload(me, webm(), 'unboxing.webm').expect(201);
    expect(clip.body).toMatchObject({ kind: 'video', contentType: 'video/webm' });
    const renamed = await upload(me, await jpeg(), 'unboxing.mp4').expect(201);
    expect(renamed.body.kind).toBe('photo');
    const junk = await upload(me, Buffer.from('<html><script>alert(1)</script></html>'), 'clip.mp4').expect(400);
    expect(junk.body.code).toBe('UPLOAD_NOT_VIDEO');
    const huge = await upload(me, mp4(50 * 1024 * 1024), 'big.mp4').expect(400);
    expect(huge.body.code).toBe('UPLOAD_TOO_LARGE');

    const url = video.body.url as string;
    await request(t.http).get(url).expect(401);
    await request(t.http).get(url).set(...bearer(other)).expect(404);
    const mine = await request(t.http).get(url).set(...bearer(me)).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(mine.headers['content-type']).toBe('video/mp4');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(mine.body as Buffer, mp4())).toBe(0);
    const part = await request(t.http).get(url).set(...bearer(t.admin)).set('Range', 'bytes=4-11').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4().length}`);

    const { orderId, line } = await deliveredPiece(me, 1300);
    await request(t.http).post(`/api/order/${orderId}/missing-item-claims`).set(...bearer(me)).send({ lines: [{ lineId: line.id, quantity: 1 }], videoId: renamed.body.id }).expect(400);
    await request(t.http).post(`/api/order/${orderId}/missing-item-claims`).set(...bearer(me)).send({ lines: [{ lineId: line.id, quantity: 1 }] }).expect(400);
    const claim = await request(t.http)
      .post(`/api/order/${orderId}/missing-item-claims`)
      .set(...bearer(me))
      .send({ lines: [{ lineId: line.id, quantity: 1 }], videoId: video.body.id })
      .expect(201);
    expect(claim.body).toMatchObject({ kind: 'missing', state: 'requested', amount: 1300, reason: 'missing_item' });
    await request(t.http).post(`/api/admin/returns/${claim.body.id}/approve`).set(...bearer(t.admin)).send({ courierId: t.courierId, awb: '5234567890' }).expect(400);
    await request(t.http).post(`/api/admin/returns/${claim.body.id}/approve`).set(...bearer(t.admin)).send({}).expect(200);
    await request(t.http).post(`/api/admin/returns/${claim.body.id}/receive`).set(...bearer(t.admin)).send({}).expect(409);
    await request(t.http).post(`/api/admin/returns/${claim.body.id}/refund`).set(...bearer(t.admin)).send({}).expect(200);
    expect(await waitForState(claim.body.id, 'refunded')).toBe('refunded');
    // The video now belongs to the claim: still the owner's and admins' only; a used upload cannot be named again.
    await request(t.http).get(url).set(...bearer(other)).expect(404);

    const [later] = await products(1400);
    const lateOrder = await deliveredOnline(me, [later]);
    const [lateLine] = await linesOf(lateOrder);
    await deliveredAgo(lateOrder, 49 * 3_600_000);
    const lateVideo = await upload(me, mp4(), 'late.mp4').expect(201);
    const late = await request(t.http).post(`/api/order/${lateOrder}/missing-item-claims`).set(...bearer(me)).send({ lines: [{ lineId: lateLine.id, quantity: 1 }], videoId: lateVideo.body.id }).expect(409);
    expect(late.body.error).toMatch(/within 48 hours/);
  });

  it('sellers get 403 on the console’s returns; a customer may cancel only their own requested return', async () => {
    const seller = await createStaff(t, 'seller', 'Returns Seller');
    const me = await registerCustomer(t);
    const other = await registerCustomer(t, 'Someone Else');
    const { orderId, line } = await deliveredPiece(me, 1600);
    const created = await request(t.http).post(`/api/order/${orderId}/returns`).set(...bearer(me)).send({ lines: [{ lineId: line.id, quantity: 1 }], reason: 'other' }).expect(201);
    await request(t.http).get('/api/admin/returns').set(...bearer(seller)).expect(403);
    await request(t.http).get(`/api/admin/returns/${created.body.id}`).set(...bearer(me)).expect(403);
    await request(t.http).post(`/api/returns/${created.body.id}/cancel`).set(...bearer(other)).expect(404);
    const cancelled = await request(t.http).post(`/api/returns/${created.body.id}/cancel`).set(...bearer(me)).expect(200);
    expect(cancelled.body.state).toBe('cancelled');
    await request(t.http).post(`/api/returns/${created.body.id}/cancel`).set(...bearer(me)).expect(409);
    // The pieces are free again.
    await request(t.http).post(`/api/order/${orderId}/returns`).set(...bearer(me)).send({ lines: [{ lineId: line.id, quantity: 1 }], reason: 'other' }).expect(201);
  });
});

describe('what the console needs of a return: the whole AWB checked, COD refunds left to staff, the credit note answered', () => {
  it('an AWB inside other characters is refused, whatever the courier’s format; the job leaves a received COD return to staff; its refund answers its credit note', async () => {
    const me = await registerCustomer(t);
    const { orderId, line } = await deliveredPiece(me, 1300, deliveredCod);
    const id = await codReturnOfOne(me, orderId, line.id);

    // A courier whose format staff wrote without anchors: the AWB must still be the whole of it, as shipping checks it.
    const { rows } = await t.sql.query(
      `INSERT INTO couriers (name, tracking_url_template, awb_pattern) VALUES ('Return Test Post', 'https://track.example.com/{awb}', '[0-9]{10}') RETURNING id`,
    );
    const post = rows[0].id as string;
    const wrapped = await request(t.http).post(`/api/admin/returns/${id}/approve`).set(...bearer(t.admin)).send({ courierId: post, awb: 'X6234567890Y' }).expect(400);
    expect(wrapped.body.error).toMatch(/Return Test Post/);
    await approveAndReceive(id, '6234567890', post);

    // 48 hours on, the job cannot refund it (only staff know the transfer's UTR): no error, still received.
    expect(await t.app.get(ReturnsJob).run(new Date(Date.now() + 49 * 3_600_000))).toMatchObject({ errors: 0 });
    expect(await returnState(id)).toBe('received');
    const before = await request(t.http).get(`/api/admin/returns/${id}`).set(...bearer(t.admin)).expect(200);
    expect(before.body.creditNote).toBeNull();

    await request(t.http).post(`/api/admin/returns/${id}/refund`).set(...bearer(t.admin)).send({ utr: '412345678902' }).expect(200);
    const [note] = (await t.sql.query('SELECT id, number, total_paise::float8 AS total_paise FROM credit_notes WHERE return_id = $1', [id])).rows;
    const shown = await request(t.http).get(`/api/admin/returns/${id}`).set(...bearer(t.admin)).expect(200);
    expect(shown.body.creditNote).toEqual({ id: note.id, number: note.number, issuedAt: expect.any(String), total: note.total_paise / 100 });
  });
});
