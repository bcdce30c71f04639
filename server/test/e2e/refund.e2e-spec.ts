import request from 'supertest';
import { RefundJob } from '../../src/modules/payment/refund/refund.job.js';
import { RefundService } from '../../src/modules/payment/refund/refund.service.js';
import { type Account, bearer, createStaff, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, type ProductMaker, productMaker } from '../helpers/catalog-factory.js';
import { orderRow, placeOrder } from '../helpers/orders.js';
import type { TestSmtp } from '../helpers/smtp.js';
import { createMailingTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let smtp: TestSmtp;
let ring: ProductMaker;
let admin: Account;

type RefundRow = { id: string; amount_paise: number; kind: string; state: string; reference: string | null; failure_reason: string | null; merchant_refund_id: string; updated_at: Date };

beforeAll(async () => {
  ({ t, smtp } = await createMailingTestApp({}, { listen: true }));
  ring = productMaker(t.sql, await insertCategory(t.sql, 'Refund Rings'), 'Refund Test Ring');
  admin = await createStaff(t, 'admin');
});
afterAll(() => t.close());

/** A Buy Now order of one new product at `price` rupees; answers the order's id. */
async function orderOf(who: Account, price: number): Promise<string> {
  return placeOrder(t, who, [{ productId: await ring({ price }), quantity: 1 }]);
}

/** Pays the order online through the sandbox's hosted page (the SDK's pay call, Pay pressed, the callback). */
async function paidOnline(who: Account, price: number): Promise<string> {
  const orderId = await orderOf(who, price);
  const created = await request(t.http).post('/api/order/create-payment').set(...bearer(who)).send({ type: 'ONLINEPAY', orderId }).expect(200);
  const page = new URL(created.body.data.instrumentResponse.redirectInfo.url as string).pathname;
  await request(t.http).post(`${page}/pay`).type('form').send('').expect(302);
  expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'paid' });
  return orderId;
}

async function refundsOf(orderId: string): Promise<RefundRow[]> {
  const { rows } = await t.sql.query(
    'SELECT id, amount_paise::float8 AS amount_paise, kind, state, reference, failure_reason, merchant_refund_id, updated_at FROM refunds WHERE order_id = $1 ORDER BY created_at, id',
    [orderId],
  );
  return rows;
}

async function creditNotesOf(orderId: string): Promise<number> {
  const { rows } = await t.sql.query('SELECT count(*)::int AS n FROM credit_notes WHERE order_id = $1', [orderId]);
  return rows[0].n;
}

/** Waits until the order has `count` refunds none of which is pending (the refund runs after the cancel commits). */
async function settledRefunds(orderId: string, count = 1, states = ['completed', 'failed']): Promise<RefundRow[]> {
  for (let i = 0; i < 100; i += 1) {
    const rows = await refundsOf(orderId);
    if (rows.length >= count && rows.every((row) => states.includes(row.state))) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return refundsOf(orderId);
}

const cancel = (who: Account, orderId: string) => request(t.http).put(`/api/home/customer/cancel-order/${orderId}`).set(...bearer(who)).expect(200);
const later = () => new Date(Date.now() + 5 * 60_000);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('cancelling a paid online order', () => {
  it('refunds it through the SDK against the sandbox at once: refund completed, order refunded, mails, one credit note', async () => {
    const me = await registerCustomer(t);
    const orderId = await paidOnline(me, 1499);
    await cancel(me, orderId);

    const [refund] = await settledRefunds(orderId);
    expect(refund).toMatchObject({ amount_paise: 149900, kind: 'online', state: 'completed', failure_reason: null });
    expect(refund.reference).toMatch(/^OMR\d{22}$/);
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'cancelled', payment_status: 'refunded' });
    const done = await smtp.waitFor(me.email, (mail) => mail.subject.includes('refunded for order'));
    expect(done.text).toContain('₹1,499.00');
    expect(done.text).toContain(refund.reference);
    await smtp.waitFor(me.email, (mail) => mail.subject.includes('refund of ₹1,499.00 started'));
    expect(await creditNotesOf(orderId)).toBe(1);

    const mine = await request(t.http).get(`/api/order/${orderId}/refunds`).set(...bearer(me)).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ id: refund.id, amount: 1499, state: 'completed', kind: 'online', reference: refund.reference })]);
    expect(mine.body[0]).not.toHaveProperty('merchantRefundId');

    // The job finds nothing more to do: one refund per cancellation.
    expect(await t.app.get(RefundJob).run(later())).toMatchObject({ started: 0, checked: 0 });
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it('a refund the gateway refuses stays failed and visible; staff retry it once even when two click at once', async () => {
    const me = await registerCustomer(t);
    const orderId = await paidOnline(me, 1513);
    await cancel(me, orderId);
    const [failed] = await settledRefunds(orderId);
    expect(failed).toMatchObject({ state: 'failed', failure_reason: 'REFUND_FAILED' });
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'refund_pending' });

    const list = await request(t.http).get('/api/admin/refunds').query({ filter: JSON.stringify({ orderId, state: 'failed' }) }).set(...bearer(admin)).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: failed.id, state: 'failed', failureReason: 'REFUND_FAILED', amount: 1513 })]);

    const answers = await Promise.all([0, 1].map(() => request(t.http).post(`/api/admin/refunds/${failed.id}/retry`).set(...bearer(admin))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refunds = await settledRefunds(orderId, 2);
    expect(refunds.map((row) => row.state)).toEqual(['failed', 'completed']);
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'refunded' });

    await request(t.http).post(`/api/admin/refunds/${refunds[1].id}/retry`).set(...bearer(admin)).expect(409);
    await request(t.http).post(`/api/admin/refunds/${failed.id}/retry`).set(...bearer(admin)).expect(409);
  });

  it('a refund the gateway leaves pending is settled by the job, and a replayed answer changes nothing', async () => {
    const me = await registerCustomer(t);
    const orderId = await paidOnline(me, 1537);
    await cancel(me, orderId);
    const [pending] = await settledRefunds(orderId, 1, ['pending']);
    expect(pending.state).toBe('pending');
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'refund_pending' });

    // Not yet a minute old: the job leaves it.
    await t.app.get(RefundJob).run(new Date());
    expect((await refundsOf(orderId))[0].state).toBe('pending');

    expect(await t.app.get(RefundJob).run(later())).toMatchObject({ checked: 1, completed: 1 });
    const [done] = await refundsOf(orderId);
    expect(done.state).toBe('completed');
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'refunded' });

    const service = t.app.get(RefundService);
    for (let i = 0; i < 10; i += 1) {
      expect(await service.apply({ merchantRefundId: done.merchant_refund_id, state: 'FAILED', reference: null, errorCode: 'X' })).toBeUndefined();
      expect(await service.apply({ merchantRefundId: done.merchant_refund_id, state: 'COMPLETED', reference: 'OTHER', errorCode: null })).toBeUndefined();
    }
    expect(await refundsOf(orderId)).toEqual([done]);
    expect(await t.app.get(RefundJob).run(later())).toMatchObject({ started: 0, checked: 0 });
    await settle();
    expect(smtp.mails.filter((mail) => mail.to.includes(me.email) && mail.subject.includes('refunded for order'))).toHaveLength(1);
  });

  it('a payment that arrives after the order was cancelled is refunded at once', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me, 1650);
    const created = await request(t.http).post('/api/order/create-payment').set(...bearer(me)).send({ type: 'ONLINEPAY', orderId }).expect(200);
    await cancel(me, orderId);
    const page = new URL(created.body.data.instrumentResponse.redirectInfo.url as string).pathname;
    await request(t.http).post(`${page}/pay`).type('form').send('').expect(302);
    const [refund] = await settledRefunds(orderId);
    expect(refund).toMatchObject({ state: 'completed', amount_paise: 165000 });
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'cancelled', payment_status: 'refunded' });
  });

  it('an unpaid order cancelled gets no refund', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me, 1499);
    await cancel(me, orderId);
    await settle();
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it('staff cancelling a paid online order refund it too', async () => {
    const me = await registerCustomer(t);
    const orderId = await paidOnline(me, 2100);
    await request(t.http).put(`/api/admin/orders/${orderId}`).set(...bearer(admin)).send({ delivery_status: 'cancelled' }).expect(200);
    const [refund] = await settledRefunds(orderId);
    expect(refund).toMatchObject({ state: 'completed', amount_paise: 210000 });
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'refunded' });
  });
});

describe('manual refunds of cash-on-delivery orders', () => {
  async function deliveredCod(who: Account): Promise<string> {
    const orderId = await orderOf(who, 1200);
    await request(t.http).post('/api/order/create-payment').set(...bearer(who)).send({ type: 'COD', orderId }).expect(200);
    for (const status of ['shipped', 'delivered']) {
      await request(t.http).put(`/api/admin/orders/${orderId}`).set(...bearer(admin)).send({ delivery_status: status }).expect(200);
    }
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'delivered', payment_status: 'paid' });
    return orderId;
  }

  it('refuses a bad UTR with 400, records a good one as completed and refunds the order; more than was paid is 409', async () => {
    const me = await registerCustomer(t);
    const orderId = await deliveredCod(me);
    const total = Number((await orderRow(t, orderId)).total_paise);
    const bad = await request(t.http).post(`/api/admin/orders/${orderId}/refunds`).set(...bearer(admin)).send({ utr: 'ABC123' }).expect(400);
    expect(bad.body.error).toMatch(/UTR/);
    expect(await refundsOf(orderId)).toEqual([]);

    await request(t.http).post(`/api/admin/orders/${orderId}/refunds`).set(...bearer(admin)).send({ utr: '412345678901', amount: total / 100 + 1 }).expect(409);
    const part = await request(t.http).post(`/api/admin/orders/${orderId}/refunds`).set(...bearer(admin)).send({ utr: '412345678901', amount: 200 }).expect(201);
    expect(part.body).toMatchObject({ kind: 'manual', state: 'completed', reference: '412345678901', amount: 200 });
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'paid' });

    const rest = await request(t.http).post(`/api/admin/orders/${orderId}/refunds`).set(...bearer(admin)).send({ utr: 'hdfcn52022062412' }).expect(201);
    expect(rest.body).toMatchObject({ state: 'completed', reference: 'HDFCN52022062412', amount: total / 100 - 200 });
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'refunded' });
    await smtp.waitFor(me.email, (mail) => mail.subject.includes('refunded for order') && mail.text.includes('HDFCN52022062412'));
    await request(t.http).post(`/api/admin/orders/${orderId}/refunds`).set(...bearer(admin)).send({ utr: '412345678902' }).expect(409);

    const shown = await request(t.http).get(`/api/admin/orders/${orderId}/refunds`).set(...bearer(admin)).expect(200);
    expect(shown.body.map((refund: { amount: number }) => refund.amount)).toEqual([200, total / 100 - 200]);
  });

  it('refuses a manual refund of an order paid through the gateway (409), and staff cannot mark it refund pending by hand', async () => {
    const me = await registerCustomer(t);
    const orderId = await paidOnline(me, 1800);
    const manual = await request(t.http).post(`/api/admin/orders/${orderId}/refunds`).set(...bearer(admin)).send({ utr: '412345678901' }).expect(409);
    expect(manual.body.code).toBe('REFUND_NOT_CASH_ON_DELIVERY');
    // A status would have had the job refund the whole payment of an order the customer keeps.
    const shown = await request(t.http).get(`/api/admin/orders/${orderId}`).set(...bearer(admin)).expect(200);
    expect(shown.body).toMatchObject({ payment_status: 'paid', allowedPaymentStatuses: [] });
    const owed = await request(t.http).put(`/api/admin/orders/${orderId}`).set(...bearer(admin)).send({ payment_status: 'refund_pending' }).expect(409);
    expect(owed.body.code).toBe('ORDER_REFUND_OWED_BY_CANCEL_OR_RETURN');
    expect(owed.body.error).toMatch(/^An order paid online owes its customer a refund when it is cancelled or its pieces are returned/);
    expect(await t.app.get(RefundJob).run(later())).toMatchObject({ started: 0 });
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'paid' });
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it('refunds by a recorded transfer an online order staff marked paid by hand and then cancelled, which the gateway cannot refund', async () => {
    const me = await registerCustomer(t);
    const orderId = await orderOf(me, 1500);
    await request(t.http).post('/api/order/create-payment').set(...bearer(me)).send({ type: 'ONLINEPAY', orderId }).expect(200);
    await request(t.http).put(`/api/admin/orders/${orderId}`).set(...bearer(admin)).send({ payment_status: 'paid' }).expect(200);
    await request(t.http).put(`/api/admin/orders/${orderId}`).set(...bearer(admin)).send({ delivery_status: 'cancelled' }).expect(200);
    expect(await orderRow(t, orderId)).toMatchObject({ delivery_status: 'cancelled', payment_status: 'refund_pending' });
    // No payment came through the gateway: nothing for the job to refund there.
    expect(await t.app.get(RefundJob).run(later())).toMatchObject({ started: 0 });
    const total = Number((await orderRow(t, orderId)).total_paise);
    const recorded = await request(t.http).post(`/api/admin/orders/${orderId}/refunds`).set(...bearer(admin)).send({ utr: '412345678903' }).expect(201);
    expect(recorded.body).toMatchObject({ kind: 'manual', state: 'completed', reference: '412345678903', amount: total / 100 });
    expect(await orderRow(t, orderId)).toMatchObject({ payment_status: 'refunded' });
  });
});

describe('who sees refunds', () => {
  it('sellers get 403 on every refund route; a customer cannot see another’s refunds', async () => {
    const seller = await createStaff(t, 'seller', 'Refund Seller');
    const me = await registerCustomer(t);
    const other = await registerCustomer(t, 'Other Customer');
    const orderId = await paidOnline(me, 1499);
    await cancel(me, orderId);
    const [refund] = await settledRefunds(orderId);

    await request(t.http).get('/api/admin/refunds').set(...bearer(seller)).expect(403);
    await request(t.http).get(`/api/admin/refunds/${refund.id}`).set(...bearer(seller)).expect(403);
    await request(t.http).post(`/api/admin/refunds/${refund.id}/retry`).set(...bearer(seller)).expect(403);
    await request(t.http).get(`/api/admin/orders/${orderId}/refunds`).set(...bearer(seller)).expect(403);
    await request(t.http).post(`/api/admin/orders/${orderId}/refunds`).set(...bearer(seller)).send({ utr: '412345678901' }).expect(403);
    await request(t.http).get(`/api/admin/refunds/${refund.id}`).set(...bearer(admin)).expect(200);

    const denied = await request(t.http).get(`/api/order/${orderId}/refunds`).set(...bearer(other)).expect(403);
    expect(denied.body.error).toBeTruthy();
    await request(t.http).get(`/api/order/${orderId}/refunds`).expect(401);
    await request(t.http).get('/api/order/not-a-uuid/refunds').set(...bearer(me)).expect(400);
  });
});
