import pg from 'pg';
import request from 'supertest';
import { OrderExpiryJob } from '../../src/modules/order/order-expiry.job.js';
import { OtpPurgeJob } from '../../src/modules/auth/otp-purge.job.js';
import { OrderService } from '../../src/modules/order/order.service.js';
import { type Account, bearer, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { startSmtp, type TestSmtp } from '../helpers/smtp.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { SHIPPING } from '../helpers/fixtures.js';

let t: TestApp;
let smtp: TestSmtp;
let expiry: OrderExpiryJob;
let categoryId: string;
let seq = 0;

const MINUTE = 60_000;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ mailUrl: smtp.url });
  expiry = t.app.get(OrderExpiryJob);
  categoryId = await insertCategory(t.sql, 'Bangles');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function product(stock = 10): Promise<string> {
  seq += 1;
  return insertProduct(t.sql, { name: `Job Test Bangle ${seq}`, categoryId, stock });
}

async function stockOf(productId: string): Promise<number> {
  const { rows } = await t.sql.query('SELECT stock FROM products WHERE id = $1', [productId]);
  return rows[0].stock as number;
}

async function order(who: Account, productId: string, quantity = 1, couponCode?: string): Promise<string> {
  const response = await request(t.http)
    .post('/api/home/order/palce-order')
    .set(...bearer(who))
    .send({ shippingInfo: SHIPPING, couponCode, products: [{ products: [{ productId, quantity }] }] })
    .expect(201);
  return response.body.orderId as string;
}

async function statusOf(orderId: string): Promise<{ delivery_status: string; payment_status: string; cancel_reason: string | null }> {
  const { rows } = await t.sql.query('SELECT delivery_status, payment_status, cancel_reason FROM orders WHERE id = $1', [orderId]);
  return rows[0];
}

/** A payment attempt of the payment module's table, begun `minutesAgo` before now. */
async function paymentAttempt(orderId: string, state: 'PENDING' | 'FAILED', minutesAgo = 0): Promise<void> {
  seq += 1;
  await t.sql.query(
    `INSERT INTO payments (order_id, merchant_order_id, provider, amount_paise, state, created_at) VALUES ($1, $2, 'sandbox', 100000, $3, now() - make_interval(mins => $4))`,
    [orderId, `TEST-${seq}-${Date.now()}`, state, minutesAgo],
  );
}

/** `minutes` from now: the job is run as of a later moment instead of waiting (fresh orders stay out of the real ticks' reach). */
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('OrderExpiryJob', () => {
  it('cancels an unpaid order 30 minutes on, giving back its stock and coupon use, and mails the customer', async () => {
    const me = await registerCustomer(t);
    const bangle = await product(5);
    await t.sql.query("INSERT INTO coupons (code, discount, min_order_paise, user_limit) VALUES ('EXPIRYTEST', 10, 0, 1)");
    const orderId = await order(me, bangle, 2, 'EXPIRYTEST');
    expect(await stockOf(bangle)).toBe(3);

    expect(await expiry.run(later(29))).not.toContain(orderId);
    expect((await statusOf(orderId)).delivery_status).toBe('pending');

    expect(await expiry.run(later(31))).toContain(orderId);
    expect(await statusOf(orderId)).toEqual({ delivery_status: 'cancelled', payment_status: 'unpaid', cancel_reason: 'expired' });
    expect(await stockOf(bangle)).toBe(5);
    const { rows } = await t.sql.query('SELECT count(*)::int AS n FROM coupon_redemptions WHERE order_id = $1', [orderId]);
    expect(rows[0].n).toBe(0);
    const mail = await smtp.waitFor(me.email, (m) => m.subject.includes('cancelled'));
    expect(mail.text).toContain('cancelled because its payment was not completed within 30 minutes');

    // A second pass finds nothing more to do with it.
    expect(await expiry.run(later(32))).not.toContain(orderId);
    expect(await stockOf(bangle)).toBe(5);
  });

  it('spares an order whose online payment began within the window and 5 minutes, until that attempt is older', async () => {
    const me = await registerCustomer(t);
    const bangle = await product(5);
    const orderId = await order(me, bangle);
    await t.app.get(OrderService).choosePaymentMethod(orderId, 'ONLINEPAY');
    await paymentAttempt(orderId, 'PENDING');

    expect(await expiry.run(later(31))).not.toContain(orderId);
    expect(await expiry.run(later(34))).not.toContain(orderId);
    expect((await statusOf(orderId)).delivery_status).toBe('pending');
    expect(await stockOf(bangle)).toBe(4);

    expect(await expiry.run(later(36))).toContain(orderId);
    expect((await statusOf(orderId)).cancel_reason).toBe('expired');
    expect(await stockOf(bangle)).toBe(5);
  });

  it('does not spare an order for a failed attempt', async () => {
    const me = await registerCustomer(t);
    const orderId = await order(me, await product());
    await paymentAttempt(orderId, 'FAILED');
    expect(await expiry.run(later(31))).toContain(orderId);
  });

  it('leaves paid, cash-on-delivery and cancelled orders alone', async () => {
    const me = await registerCustomer(t);
    const bangle = await product(10);
    const orders = t.app.get(OrderService);
    const paid = await order(me, bangle);
    await orders.markPaid(paid);
    const cod = await order(me, bangle);
    await orders.confirmCod(cod);
    const cancelled = await order(me, bangle);
    await request(t.http).put(`/api/home/customer/cancel-order/${cancelled}`).set(...bearer(me)).expect(200);

    const expired = await expiry.run(later(60));
    expect(expired).not.toContain(paid);
    expect(expired).not.toContain(cod);
    expect(expired).not.toContain(cancelled);
    expect(await statusOf(paid)).toMatchObject({ delivery_status: 'placed', payment_status: 'paid' });
    expect((await statusOf(cod)).delivery_status).toBe('placed');
    expect((await statusOf(cancelled)).cancel_reason).toBe('customer');
    expect(await stockOf(bangle)).toBe(8);
  });

  it('a payment confirmed after expiry turns the cancelled order into a refund', async () => {
    const me = await registerCustomer(t);
    const orderId = await order(me, await product());
    expect(await expiry.run(later(31))).toContain(orderId);
    const paid = await t.app.get(OrderService).markPaid(orderId);
    expect(paid.order).toMatchObject({ delivery_status: 'cancelled', payment_status: 'refund_pending', cancelReason: 'expired' });
  });

  it('runs its scheduled tick only when no other replica holds the lock', async () => {
    const me = await registerCustomer(t);
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock(hashtext('jobs:order-expiry'))");
      const orderId = await order(me, await product());
      await t.sql.query(`UPDATE orders SET created_at = now() - interval '31 minutes' WHERE id = $1`, [orderId]);
      await expiry.tick();
      expect((await statusOf(orderId)).delivery_status).toBe('pending');
      await other.query("SELECT pg_advisory_unlock(hashtext('jobs:order-expiry'))");
      await expiry.tick();
      expect((await statusOf(orderId)).cancel_reason).toBe('expired');
    } finally {
      await other.end();
    }
  });
});

describe('jobs on a pool of one connection', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ mailUrl: smtp.url, databasePoolSize: 1 });
  });
  afterAll(async () => {
    await small.close();
  });

  it('run their tick and leave the connection to requests meanwhile: the lock is not held on a connection of the pool', async () => {
    const me = await registerCustomer(small);
    const productId = await insertProduct(small.sql, { name: 'Small Pool Bangle', categoryId: await insertCategory(small.sql, 'Bangles'), stock: 3 });
    const placed = await request(small.http)
      .post('/api/home/order/palce-order')
      .set(...bearer(me))
      .send({ shippingInfo: SHIPPING, products: [{ products: [{ productId, quantity: 1 }] }] })
      .expect(201);
    const orderId = placed.body.orderId as string;
    await small.sql.query(`UPDATE orders SET created_at = now() - interval '31 minutes' WHERE id = $1`, [orderId]);

    // Before, the lock took the pool's only connection and the job's own queries waited for it until the pool's
    // 10-second connection timeout, then failed: the order stayed pending and requests waited as long.
    // A tick skips when another app's minute tick holds the job's lock just then (every app of the run shares it), so
    // a few ticks are allowed; each must still leave the one connection to the request beside it.
    let status: unknown;
    for (let attempt = 0; attempt < 5; attempt++) {
      await Promise.all([small.app.get(OrderExpiryJob).tick(), request(small.http).get('/api/home/get-categorys').expect(200)]);
      status = (await small.sql.query('SELECT delivery_status, cancel_reason FROM orders WHERE id = $1', [orderId])).rows[0];
      if ((status as { delivery_status: string }).delivery_status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status).toEqual({ delivery_status: 'cancelled', cancel_reason: 'expired' });
  });
});

describe('OtpPurgeJob', () => {
  it('deletes password-reset codes older than a day and keeps the recent ones', async () => {
    const me = await registerCustomer(t);
    const { rows } = await t.sql.query('SELECT id FROM users WHERE email = $1', [me.email]);
    const userId = rows[0].id as string;
    const insert = (age: string) =>
      t.sql.query(
        `INSERT INTO password_resets (user_id, code_hash, expires_at, created_at) VALUES ($1, $2, now() - ${age}::interval + interval '2 minutes', now() - ${age}::interval) RETURNING id`,
        [userId, 'x'.repeat(64)],
      );
    const old = (await insert("'25 hours'")).rows[0].id as string;
    const recent = (await insert("'1 hour'")).rows[0].id as string;
    const deleted = await t.app.get(OtpPurgeJob).run(new Date());
    expect(deleted).toBeGreaterThanOrEqual(1);
    const { rows: left } = await t.sql.query('SELECT id FROM password_resets WHERE id = ANY($1::uuid[])', [[old, recent]]);
    expect(left.map((row) => row.id)).toEqual([recent]);
  });
});
