import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { PaymentReconcileJob } from '../../src/modules/payment/payment-reconcile.job.js';
import { type Account, bearer, createStaff, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, type ProductMaker, productMaker, type ProductRow } from '../helpers/catalog-factory.js';
import { orderRow, placeOrder } from '../helpers/orders.js';
import type { TestSmtp } from '../helpers/smtp.js';
import { createMailingTestApp, type TestApp } from '../helpers/test-app.js';
import { UNKNOWN_ID } from '../helpers/fixtures.js';
import { expectError } from '../helpers/errors.js';

let t: TestApp;
let smtp: TestSmtp;
let ring: ProductMaker;

type PaymentBody = {
  success: boolean;
  code: string;
  message: string;
  data: {
    orderId: string;
    type: string;
    deliveryStatus: string;
    paymentStatus: string;
    merchantOrderId: string | null;
    instrumentResponse: { type: string; redirectInfo: { url: string; method: string } } | null;
  };
};
type PaymentRow = { id: string; merchant_order_id: string; provider: string; provider_order_id: string | null; amount_paise: number; state: string; last_response: Record<string, unknown> | null };

beforeAll(async () => {
  ({ t, smtp } = await createMailingTestApp({}, { listen: true }));
  ring = productMaker(t.sql, await insertCategory(t.sql, 'Rings'), 'Payment Test Ring');
});
afterAll(() => t.close());

/** A Buy Now order of one product of its own (₹1,499 by default); answers the order's id. */
async function orderOf(who: Account, row: Partial<ProductRow> = {}): Promise<string> {
  return placeOrder(t, who, [{ productId: await ring({ price: 1499, ...row }), quantity: 1 }]);
}

const createPayment = (who: Account, body: Record<string, unknown>) => request(t.http).post('/api/order/create-payment').set(...bearer(who)).send(body);

async function payOnline(who: Account, orderId: string, extra: Record<string, unknown> = {}): Promise<PaymentBody> {
  const response = await createPayment(who, { type: 'ONLINEPAY', orderId, ...extra }).expect(200);
  return response.body as PaymentBody;
}

async function paymentsOf(orderId: string): Promise<PaymentRow[]> {
  const { rows } = await t.sql.query(
    'SELECT id, merchant_order_id, provider, provider_order_id, amount_paise, state, last_response FROM payments WHERE order_id = $1 ORDER BY created_at, merchant_order_id',
    [orderId],
  );
  return rows;
}

/** The path of the hosted page create-payment pointed at. */
const pagePath = (body: PaymentBody) => new URL(body.data.instrumentResponse?.redirectInfo.url ?? '').pathname;

/** Presses Pay or Fail on the hosted page, as the shopper's browser would; answers where it redirects. */
async function press(body: PaymentBody, button: 'pay' | 'fail'): Promise<string> {
  const response = await request(t.http).post(`${pagePath(body)}/${button}`).type('form').send('').expect(302);
  return response.headers.location as string;
}

/** Follows a redirect to this app (absolute URL or path); answers the next Location. */
async function follow(location: string): Promise<string> {
  const response = await request(t.http).get(location.startsWith('http') ? new URL(location).pathname : location).expect(302);
  return response.headers.location as string;
}

function callbackCredentials(): { callbackUser: string; callbackPassword: string } {
  return JSON.parse(readFileSync(path.join(t.config.dataDir, 'sandbox-gateway.json'), 'utf8'));
}

/** The Authorization PhonePe sends: SHA256 hex of 'username:password'. */
function signature(user = callbackCredentials().callbackUser, password = callbackCredentials().callbackPassword): string {
  return createHash('sha256').update(`${user}:${password}`).digest('hex');
}

/** A callback body as PhonePe sends it for the attempt `payment`. */
function callbackFor(payment: PaymentRow, state: 'COMPLETED' | 'FAILED', amount = payment.amount_paise): string {
  return JSON.stringify({
    type: state === 'COMPLETED' ? 'CHECKOUT_ORDER_COMPLETED' : 'CHECKOUT_ORDER_FAILED',
    event: state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
    payload: {
      orderId: payment.provider_order_id,
      merchantId: 'SANDBOXMERCHANT',
      merchantOrderId: payment.merchant_order_id,
      state,
      amount,
      expireAt: Date.now() + 600_000,
      paymentDetails: [{ paymentMode: 'UPI_QR', transactionId: 'OM2603011000011111111111', timestamp: Date.now(), amount, state }],
    },
  });
}

/** Posts a callback; `authorization` null sends none. */
const sendCallback = (body: string, authorization: string | null = signature()) => {
  const call = request(t.http).post('/api/order/phonepe-callback').set('Content-Type', 'application/json');
  return (authorization === null ? call : call.set('Authorization', authorization)).send(body);
};

const mailsTo = (who: Account, subjectPart: string) => smtp.mails.filter((mail) => mail.to.includes(who.email) && mail.subject.includes(subjectPart));

/** Lets a stray mail arrive before mails are counted. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Waits for the mail to `who` whose subject has `subjectPart`, lets a stray second one arrive, and expects only the one. */
async function expectOneMail(who: Account, subjectPart: string): Promise<void> {
  await smtp.waitFor(who.email, (mail) => mail.subject.includes(subjectPart));
  await settle();
  expect(mailsTo(who, subjectPart)).toHaveLength(1);
}

describe('POST /api/order/create-payment', () => {
  it('answers 401 without a token', async () => {
    const response = await request(t.http).post('/api/order/create-payment').send({ type: 'COD', orderId: UNKNOWN_ID }).expect(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unknown type and a malformed order id with 400 naming the field', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me);
    const type = await createPayment(me, { type: 'UPI', orderId }).expect(400);
    expect(type.body.error).toBe('type must be one of COD, ONLINEPAY');
    const id = await createPayment(me, { type: 'COD', orderId: 'order-1' }).expect(400);
    expect(id.body.error).toBe('orderId must be a UUID');
  });

  it('COD confirms the order: placed, unpaid until delivered; asked again it answers the same and mails once', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me);
    const expected = {
      success: true,
      code: 'COD_CONFIRMED',
      message: 'Your order is placed. Please pay in cash when it is delivered.',
      data: { orderId, type: 'COD', deliveryStatus: 'placed', paymentStatus: 'unpaid', merchantOrderId: null, instrumentResponse: null },
    };
    const body = { price: 1499, type: 'COD', orderId, userInfo: { id: me.id, name: me.name, email: me.email } };
    expect((await createPayment(me, body).expect(200)).body).toEqual(expected);
    expect((await createPayment(me, body).expect(200)).body).toEqual(expected);
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'placed', payment_status: 'unpaid', payment_method: 'COD' });
    expect(await paymentsOf(orderId)).toEqual([]);
    await expectOneMail(me, 'placed');
  });

  it("ONLINEPAY answers the hosted page in data.instrumentResponse.redirectInfo.url, for the stored total whatever price is sent", async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me, { price: 2450 });
    const body = await payOnline(me, orderId, { price: 1, userInfo: { name: 'someone' } });
    expect(body).toEqual({
      success: true,
      code: 'PAYMENT_INITIATED',
      message: 'Continue to the payment page to pay.',
      data: {
        orderId,
        type: 'ONLINEPAY',
        deliveryStatus: 'pending',
        paymentStatus: 'unpaid',
        merchantOrderId: `${orderId}-1`,
        instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: expect.stringMatching(new RegExp(`^${t.url}/sandbox-gateway/pay/OMO\\d{22}$`)), method: 'GET' } },
      },
    });
    const [attempt] = await paymentsOf(orderId);
    expect(attempt).toMatchObject({ merchant_order_id: `${orderId}-1`, provider: 'sandbox', amount_paise: 245_000, state: 'PENDING', provider_order_id: expect.stringMatching(/^OMO/) });
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'pending', payment_status: 'unpaid', payment_method: 'ONLINEPAY', total_paise: 245_000 });

    const page = await request(t.http).get(pagePath(body)).expect(200);
    expect(page.text).toContain('₹2,450.00');
    expect(page.text).toContain(`${orderId}-1`);
  });

  it("refuses someone else's order with 403 and an unknown one with 404, recording nothing", async () => {
    const owner = await registerCustomer(t);
    const other = await registerCustomer(t, 'Ravi Kumar');
    const orderId = await orderOf(owner);
    for (const type of ['COD', 'ONLINEPAY']) {
      await expectError(createPayment(other, { type, orderId }), 403, 'FORBIDDEN', 'You can only see or change your own orders.');
    }
    await createPayment(other, { type: 'ONLINEPAY', orderId: UNKNOWN_ID }).expect(404);
    expect(await paymentsOf(orderId)).toEqual([]);
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'pending', payment_status: 'unpaid', payment_method: null });
  });

  it('refuses a paid order and a cancelled one with 409', async () => {
    const me = await registerCustomer(t);
    const paidId = await orderOf(me);
    const location = await press(await payOnline(me, paidId), 'pay');
    expect(await follow(location)).toBe(`/dashboard/order/details/${paidId}?payment=success`);
    for (const type of ['COD', 'ONLINEPAY']) {
      const response = await createPayment(me, { type, orderId: paidId }).expect(409);
      expect(response.body).toMatchObject({ error: 'This order is already paid.', code: 'ORDER_ALREADY_PAID' });
    }

    const cancelledId = await orderOf(me);
    await request(t.http).put(`/api/home/customer/cancel-order/${cancelledId}`).set(...bearer(me)).expect(200);
    for (const type of ['COD', 'ONLINEPAY']) {
      const response = await createPayment(me, { type, orderId: cancelledId }).expect(409);
      expect(response.body).toMatchObject({ error: 'This order has been cancelled.', code: 'ORDER_CANCELLED' });
    }
    expect(await paymentsOf(cancelledId)).toEqual([]);
  });

  it('refuses to pay online less than ₹1', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me, { price: 0.5 });
    const response = await createPayment(me, { type: 'ONLINEPAY', orderId }).expect(409);
    expect(response.body.code).toBe('NOTHING_TO_PAY_ONLINE');
    expect(await paymentsOf(orderId)).toEqual([]);
  });

  it('answers 502 when the gateway refuses, marks that attempt FAILED, and Pay Now again starts a new one', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me);
    // The gateway already holds this merchant order id, so it refuses the pay request.
    await t.sql.query(
      "INSERT INTO sandbox_gateway_orders (id, merchant_order_id, amount_paise, redirect_url, expires_at) VALUES ('OMOTAKEN' || floor(random() * 1e9)::text, $1, 100, 'http://elsewhere.test/', now() + interval '1 hour')",
      [`${orderId}-1`],
    );
    await expectError(createPayment(me, { type: 'ONLINEPAY', orderId }), 502, 'PAYMENT_GATEWAY_UNAVAILABLE', 'The payment service is not answering. Please try again in a moment.');
    const [failed] = await paymentsOf(orderId);
    expect(failed).toMatchObject({ merchant_order_id: `${orderId}-1`, state: 'FAILED', last_response: { failure: 'GATEWAY_REFUSED_PAY' } });
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'pending', payment_status: 'unpaid' });

    const again = await payOnline(me, orderId);
    expect(again.data.merchantOrderId).toBe(`${orderId}-2`);
    expect((await paymentsOf(orderId)).map((p) => p.state)).toEqual(['FAILED', 'PENDING']);
  });
});

describe('paying through the sandbox page', () => {
  it('Pay sends the callback that marks the order paid and placed, and the return leads to the order detail with payment=success', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me, { price: 3200 });
    const body = await payOnline(me, orderId);
    const merchantOrderId = body.data.merchantOrderId as string;

    const location = await press(body, 'pay');
    expect(location).toBe(`${t.url}/api/order/payment-return/${merchantOrderId}`);
    // The callback came before the shopper was sent back.
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'placed', payment_status: 'paid', payment_method: 'ONLINEPAY' });
    expect(await follow(location)).toBe(`/dashboard/order/details/${orderId}?payment=success`);
    expect(await paymentsOf(orderId)).toEqual([expect.objectContaining({ state: 'COMPLETED', amount_paise: 320_000 })]);

    await expectOneMail(me, 'payment received');
    expect(mailsTo(me, 'placed')).toHaveLength(1);
  });

  it('Fail leaves the order unpaid with payment=failed, and Pay Now again can still pay it', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me);
    const first = await payOnline(me, orderId);
    const location = await press(first, 'fail');
    expect(await follow(location)).toBe(`/dashboard/order/details/${orderId}?payment=failed`);
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'pending', payment_status: 'unpaid' });

    const second = await payOnline(me, orderId);
    expect(second.data.merchantOrderId).toBe(`${orderId}-2`);
    expect(await follow(await press(second, 'pay'))).toBe(`/dashboard/order/details/${orderId}?payment=success`);
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'placed', payment_status: 'paid' });
    expect((await paymentsOf(orderId)).map((p) => p.state)).toEqual(['FAILED', 'COMPLETED']);
  });
});

describe('POST /api/order/phonepe-callback', () => {
  /** An order with one PENDING online attempt; nothing pressed on the page. */
  async function pendingAttempt(who: Account): Promise<{ orderId: string; payment: PaymentRow }> {
    const orderId = await orderOf(who);
    await payOnline(who, orderId);
    const [payment] = await paymentsOf(orderId);
    return { orderId, payment };
  }

  it('refuses a forged or missing Authorization with 401 and changes nothing', async () => {
    const me = await registerCustomer(t);
    const { orderId, payment } = await pendingAttempt(me);
    const body = callbackFor(payment, 'COMPLETED');
    for (const authorization of [signature('someone', 'guessed'), signature().toUpperCase(), '', null]) {
      await expectError(sendCallback(body, authorization), 401, 'CALLBACK_REJECTED', 'The callback is not signed by the payment gateway.');
    }
    expect(await paymentsOf(orderId)).toEqual([expect.objectContaining({ state: 'PENDING' })]);
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'pending', payment_status: 'unpaid' });
  });

  it('the same callback ten times (and ten more at once) changes the order once and mails once', async () => {
    const me = await registerCustomer(t);
    const { orderId, payment } = await pendingAttempt(me);
    const body = callbackFor(payment, 'COMPLETED');
    for (let i = 0; i < 10; i += 1) {
      expect((await sendCallback(body).expect(200)).body).toEqual({ message: 'Callback received' });
    }
    await Promise.all(Array.from({ length: 10 }, () => sendCallback(body).expect(200)));
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'placed', payment_status: 'paid' });
    expect(await paymentsOf(orderId)).toEqual([expect.objectContaining({ state: 'COMPLETED' })]);
    await expectOneMail(me, 'payment received');
  });

  it('ten copies of a callback arriving at once for a pending payment mark the order paid once', async () => {
    const me = await registerCustomer(t);
    const { orderId, payment } = await pendingAttempt(me);
    const body = callbackFor(payment, 'COMPLETED');
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendCallback(body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'paid' });
    await expectOneMail(me, 'payment received');
  });

  it('does not mark the order paid when the amount differs from the attempt’s', async () => {
    const me = await registerCustomer(t);
    const { orderId, payment } = await pendingAttempt(me);
    await sendCallback(callbackFor(payment, 'COMPLETED', payment.amount_paise - 100)).expect(200);
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'pending', payment_status: 'unpaid' });
    expect(await paymentsOf(orderId)).toEqual([
      expect.objectContaining({ state: 'FAILED', last_response: expect.objectContaining({ failure: 'AMOUNT_MISMATCH', expectedPaise: payment.amount_paise }) }),
    ]);
    // The right amount afterwards does not undo that: staff look at it.
    await sendCallback(callbackFor(payment, 'COMPLETED')).expect(200);
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'unpaid' });
  });

  it('a FAILED callback fails the attempt and leaves the order waiting for Pay Now', async () => {
    const me = await registerCustomer(t);
    const { orderId, payment } = await pendingAttempt(me);
    await sendCallback(callbackFor(payment, 'FAILED')).expect(200);
    expect(await paymentsOf(orderId)).toEqual([expect.objectContaining({ state: 'FAILED' })]);
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'pending', payment_status: 'unpaid' });
    // A COMPLETED for the same attempt after the gateway said FAILED is not believed.
    await sendCallback(callbackFor(payment, 'COMPLETED')).expect(200);
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'unpaid' });
    expect((await payOnline(me, orderId)).data.merchantOrderId).toBe(`${orderId}-2`);
  });

  it('a late COMPLETED overrules our own guess that the attempt had failed', async () => {
    const me = await registerCustomer(t);
    const { orderId, payment } = await pendingAttempt(me);
    await t.sql.query(`UPDATE payments SET state = 'FAILED', last_response = '{"failure":"UNKNOWN_TO_GATEWAY"}' WHERE id = $1`, [payment.id]);
    await sendCallback(callbackFor(payment, 'COMPLETED')).expect(200);
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'placed', payment_status: 'paid' });
  });

  it('a second attempt paid after the first keeps the order paid once and records the refund due', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me);
    const first = await payOnline(me, orderId);
    const second = await payOnline(me, orderId);
    await press(second, 'pay');
    const [firstRow] = await paymentsOf(orderId);
    await sendCallback(callbackFor(firstRow, 'COMPLETED')).expect(200);
    expect(first.data.merchantOrderId).toBe(`${orderId}-1`);
    const rows = await paymentsOf(orderId);
    expect(rows.map((row) => row.state)).toEqual(['FAILED', 'COMPLETED']);
    expect(rows[0].last_response).toMatchObject({ failure: 'ALREADY_PAID_BY_ANOTHER_ATTEMPT', refundDue: true });
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'paid' });
  });

  it('answers 200 to an authentic callback about a payment it does not know, and 400 to one that is not JSON', async () => {
    const unknown = JSON.stringify({ event: 'checkout.order.completed', payload: { orderId: 'OMO1', merchantOrderId: 'not-ours-1', state: 'COMPLETED', amount: 100, expireAt: 0, paymentDetails: [] } });
    expect((await sendCallback(unknown).expect(200)).body).toEqual({ message: 'Callback received; no such payment here.' });
    const broken = await sendCallback('{"event": ').expect(400);
    expect(broken.body).toMatchObject({ code: 'CALLBACK_MALFORMED', error: 'The callback body is not JSON.' });
    const empty = await sendCallback(JSON.stringify({ event: 'checkout.order.completed' })).expect(400);
    expect(empty.body.error).toBe('The callback does not describe a checkout order.');
  });
});

describe('GET /api/order/payment-return/{merchantOrderId}', () => {
  it('asks the gateway rather than trusting the redirect: still pending there, pending here', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me);
    const body = await payOnline(me, orderId);
    expect(await follow(`/api/order/payment-return/${body.data.merchantOrderId}`)).toBe(`/dashboard/order/details/${orderId}?payment=pending`);
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'unpaid' });
  });

  it('settles a payment the gateway completed whose callback never came', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me);
    const body = await payOnline(me, orderId);
    await t.sql.query("UPDATE sandbox_gateway_orders SET state = 'COMPLETED', transaction_id = 'OM1' WHERE merchant_order_id = $1", [body.data.merchantOrderId]);
    expect(await follow(`/api/order/payment-return/${body.data.merchantOrderId}`)).toBe(`/dashboard/order/details/${orderId}?payment=success`);
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'placed', payment_status: 'paid' });
  });

  it('answers 404 for an unknown payment and 400 for a malformed id', async () => {
    const unknown = await request(t.http).get('/api/order/payment-return/no-such-payment-1').expect(404);
    expect(unknown.body.code).toBe('PAYMENT_NOT_FOUND');
    const bad = await request(t.http).get('/api/order/payment-return/has%20space').expect(400);
    expect(bad.body.error).toBe("merchantOrderId must be 1 to 63 letters, digits, '_' or '-'");
  });
});

describe('the reconcile job', () => {
  const inTwoMinutes = () => new Date(Date.now() + 120_000);

  it('settles a payment whose callback never arrived', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me);
    const body = await payOnline(me, orderId);
    // The gateway completed it, but its callback was lost.
    await t.sql.query("UPDATE sandbox_gateway_orders SET state = 'COMPLETED', transaction_id = 'OM2' WHERE merchant_order_id = $1", [body.data.merchantOrderId]);
    const job = t.app.get(PaymentReconcileJob);
    const summary = await job.run(inTwoMinutes());
    expect(summary.completed).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'placed', payment_status: 'paid' });
    expect(await paymentsOf(orderId)).toEqual([expect.objectContaining({ state: 'COMPLETED' })]);
  });

  it('fails attempts the gateway does not know or that expired, and leaves young ones alone', async () => {
    const me = await registerCustomer(t);
    const unknownId = await orderOf(me);
    const expiredId = await orderOf(me);
    const youngId = await orderOf(me);
    const unknown = await payOnline(me, unknownId);
    const expired = await payOnline(me, expiredId);
    await payOnline(me, youngId);
    await t.sql.query('DELETE FROM sandbox_gateway_orders WHERE merchant_order_id = $1', [unknown.data.merchantOrderId]);
    await t.sql.query("UPDATE sandbox_gateway_orders SET expires_at = now() - interval '1 second' WHERE merchant_order_id = $1", [expired.data.merchantOrderId]);
    // Only the two are a minute old.
    await t.sql.query("UPDATE payments SET created_at = now() - interval '2 minutes' WHERE order_id = ANY($1::uuid[])", [[unknownId, expiredId]]);

    await t.app.get(PaymentReconcileJob).run(new Date());
    expect(await paymentsOf(unknownId)).toEqual([expect.objectContaining({ state: 'FAILED', last_response: { failure: 'UNKNOWN_TO_GATEWAY' } })]);
    expect(await paymentsOf(expiredId)).toEqual([expect.objectContaining({ state: 'FAILED', last_response: expect.objectContaining({ gatewayState: 'FAILED', errorCode: 'TXN_NOT_COMPLETED' }) })]);
    expect(await paymentsOf(youngId)).toEqual([expect.objectContaining({ state: 'PENDING' })]);
    for (const id of [unknownId, expiredId, youngId]) expect(await orderRow(t, id)).toMatchObject({ payment_status: 'unpaid' });
  });

  it('runs once across replicas: while another holds its advisory lock, a tick does nothing', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me);
    const body = await payOnline(me, orderId);
    const job = t.app.get(PaymentReconcileJob);
    const otherReplica = await t.sql.connect();
    try {
      await otherReplica.query("SELECT pg_advisory_lock(hashtext('payments:reconcile'))");
      // Due for reconciling only once the lock is held, so the app's own minute tick cannot take it first.
      await t.sql.query("UPDATE sandbox_gateway_orders SET state = 'COMPLETED', transaction_id = 'OM3' WHERE merchant_order_id = $1", [body.data.merchantOrderId]);
      await t.sql.query("UPDATE payments SET created_at = now() - interval '2 minutes' WHERE order_id = $1", [orderId]);
      await job.tick();
      expect(await paymentsOf(orderId)).toEqual([expect.objectContaining({ state: 'PENDING' })]);
    } finally {
      await otherReplica.query("SELECT pg_advisory_unlock(hashtext('payments:reconcile'))");
      otherReplica.release();
    }
    await job.tick();
    expect(await paymentsOf(orderId)).toEqual([expect.objectContaining({ state: 'COMPLETED' })]);
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'paid' });
  });
});

describe('GET /api/admin/payments', () => {
  it("lists an order's attempts for admins, with Content-Range", async () => {
    const me = await registerCustomer(t);
    const admin = await createStaff(t, 'admin');
    const orderId = await orderOf(me, { price: 999 });
    await press(await payOnline(me, orderId), 'fail');
    await payOnline(me, orderId);
    const response = await request(t.http)
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify({ orderId }), sort: JSON.stringify(['createdAt', 'ASC']), range: '[0,9]' })
      .set(...bearer(admin))
      .expect(200);
    expect(response.headers['content-range']).toBe('payments 0-1/2');
    expect(response.body).toEqual([
      expect.objectContaining({ orderId, merchantOrderId: `${orderId}-1`, provider: 'sandbox', amount: 999, state: 'FAILED', createdAt: expect.any(String), updatedAt: expect.any(String) }),
      expect.objectContaining({ orderId, merchantOrderId: `${orderId}-2`, amount: 999, state: 'PENDING' }),
    ]);
  });

  it('is for admins only: 401, then 403 for customers and sellers; a bad filter is 400', async () => {
    const me = await registerCustomer(t);
    const seller = await createStaff(t, 'seller');
    const admin = await createStaff(t, 'admin');
    await request(t.http).get('/api/admin/payments').expect(401);
    await request(t.http).get('/api/admin/payments').set(...bearer(me)).expect(403);
    await request(t.http).get('/api/admin/payments').set(...bearer(seller)).expect(403);
    const bad = await request(t.http).get('/api/admin/payments').query({ filter: JSON.stringify({ orderId: 'x' }) }).set(...bearer(admin)).expect(400);
    expect(bad.body.error).toBe('filter.orderId must be a UUID');
  });
});
