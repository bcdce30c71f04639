import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { PaymentGateway } from '../../src/modules/payment/gateway/payment-gateway.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type Credentials = { clientId: string; clientSecret: string; clientVersion: number; callbackUser: string; callbackPassword: string };

let t: TestApp;
let gateway: PaymentGateway;

beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
  gateway = t.app.get(PaymentGateway);
});
afterAll(() => t.close());

/** A merchant order id of its own for each test. */
const merchantOrderId = () => `TEST-${randomBytes(6).toString('hex')}`;
const returnUrl = (id: string) => `${t.url}/api/order/payment-return/${id}`;

function credentials(of: TestApp = t): Credentials {
  return JSON.parse(readFileSync(path.join(of.config.dataDir, 'sandbox-gateway.json'), 'utf8')) as Credentials;
}

/** The token call as the SDK makes it, with the credentials the gateway wrote (or another secret). */
function requestToken(clientSecret = credentials().clientSecret) {
  const { clientId, clientVersion } = credentials();
  return request(t.http)
    .post('/sandbox-gateway/v1/oauth/token')
    .type('form')
    .send({ client_id: clientId, client_secret: clientSecret, client_version: String(clientVersion), grant_type: 'client_credentials' });
}

async function token(): Promise<string> {
  const response = await requestToken().expect(200);
  return `O-Bearer ${response.body.access_token as string}`;
}

/** A payment started through the SDK, and the simulator's order id from its hosted page URL. */
async function started(amountPaise = 149_900) {
  const id = merchantOrderId();
  const payment = await gateway.pay(id, amountPaise, returnUrl(id));
  return { merchantOrderId: id, payment, pagePath: new URL(payment.redirectUrl).pathname };
}

describe('the SDK against the simulator', () => {
  it('starts a payment: a PENDING gateway order whose hosted page is under PUBLIC_URL', async () => {
    const id = merchantOrderId();
    const payment = await gateway.pay(id, 149_900, returnUrl(id));
    expect(payment).toEqual({
      gatewayOrderId: expect.stringMatching(/^OMO\d{22}$/),
      state: 'PENDING',
      redirectUrl: `${t.url}/sandbox-gateway/pay/${payment.gatewayOrderId}`,
      expireAt: expect.any(Number),
    });
    // PhonePe's default: 20 minutes to pay.
    expect(payment.expireAt - Date.now()).toBeGreaterThan(19 * 60_000);
    expect(payment.expireAt - Date.now()).toBeLessThanOrEqual(20 * 60_000);
  });

  it('reports the status with the amount in paise', async () => {
    const { merchantOrderId: id, payment } = await started(25_000);
    expect(await gateway.status(id)).toEqual({
      merchantOrderId: id,
      gatewayOrderId: payment.gatewayOrderId,
      state: 'PENDING',
      amountPaise: 25_000,
      expireAt: payment.expireAt,
      details: { paymentDetails: [] },
    });
  });

  it('answers null for a merchant order id it never saw', async () => {
    expect(await gateway.status(merchantOrderId())).toBeNull();
  });

  it('refuses the same merchant order id twice', async () => {
    const { merchantOrderId: id } = await started();
    await expect(gateway.pay(id, 100, returnUrl(id))).rejects.toThrow(/pay failed: .*DUPLICATE_ORDER/);
  });

  it('keeps the generated merchant credentials in DATA_DIR, readable by the owner only', () => {
    const file = path.join(t.config.dataDir, 'sandbox-gateway.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(credentials()).toEqual({
      clientId: expect.stringMatching(/^SANDBOX_[0-9A-F]{12}$/),
      clientSecret: expect.any(String),
      clientVersion: 1,
      callbackUser: expect.any(String),
      callbackPassword: expect.any(String),
    });
  });
});

describe('POST /sandbox-gateway/v1/oauth/token', () => {
  it('issues an O-Bearer token in the shape the SDK reads', async () => {
    const response = await requestToken().expect(200);
    expect(response.body).toMatchObject({ token_type: 'O-Bearer', access_token: expect.any(String), issued_at: expect.any(Number), expires_at: expect.any(Number) });
    expect(response.body.expires_at - response.body.issued_at).toBe(3600);
  });

  it('refuses a wrong client secret with 401', async () => {
    const response = await requestToken('not-the-secret').expect(401);
    expect(response.body).toEqual({ success: false, code: 'INVALID_CLIENT', message: 'Client authentication failed.' });
  });
});

describe('POST /sandbox-gateway/checkout/v2/pay', () => {
  const body = (id: string, amount: unknown = 1000) => ({
    merchantOrderId: id,
    amount,
    paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: returnUrl(id) } },
  });

  it('needs a token of its own: none or a forged one is 401', async () => {
    await request(t.http).post('/sandbox-gateway/checkout/v2/pay').send(body(merchantOrderId())).expect(401);
    const forged = `O-Bearer ${Buffer.from(JSON.stringify({ cid: credentials().clientId, exp: 9_999_999_999 })).toString('base64url')}.c2lnbmF0dXJl`;
    const response = await request(t.http).post('/sandbox-gateway/checkout/v2/pay').set('Authorization', forged).send(body(merchantOrderId())).expect(401);
    expect(response.body.code).toBe('UNAUTHORIZED');
  });

  it('refuses less than one rupee and a missing redirect URL with 400', async () => {
    const auth = await token();
    const small = await request(t.http).post('/sandbox-gateway/checkout/v2/pay').set('Authorization', auth).send(body(merchantOrderId(), 99)).expect(400);
    expect(small.body.message).toBe('amount must be a whole number of paise, at least 100.');
    const id = merchantOrderId();
    const noRedirect = await request(t.http)
      .post('/sandbox-gateway/checkout/v2/pay')
      .set('Authorization', auth)
      .send({ merchantOrderId: id, amount: 1000, paymentFlow: { type: 'PG_CHECKOUT' } })
      .expect(400);
    expect(noRedirect.body.message).toBe('paymentFlow.merchantUrls.redirectUrl must be an http(s) URL.');
  });

  it('is not under /api, and the storefront does not swallow it', async () => {
    await request(t.http).post('/api/sandbox-gateway/checkout/v2/pay').send(body(merchantOrderId())).expect(404);
    await request(t.http).get('/sandbox-gateway/nothing-here').expect(404);
  });
});

describe('GET /sandbox-gateway/checkout/v2/order/{merchantOrderId}/status', () => {
  it('needs a token', async () => {
    const { merchantOrderId: id } = await started();
    await request(t.http).get(`/sandbox-gateway/checkout/v2/order/${id}/status`).expect(401);
  });

  it('answers 404 ORDER_NOT_FOUND for an unknown merchant order id', async () => {
    const response = await request(t.http).get(`/sandbox-gateway/checkout/v2/order/${merchantOrderId()}/status`).set('Authorization', await token()).expect(404);
    expect(response.body.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('GET /sandbox-gateway/pay/{orderId} (the hosted page)', () => {
  it('shows the amount in rupees, the merchant order id, Pay and Fail, under a strict policy of its own', async () => {
    const { merchantOrderId: id, payment, pagePath } = await started(149_950);
    const response = await request(t.http).get(pagePath).expect(200).expect('Content-Type', /text\/html/);
    expect(response.text).toContain('<title>PhonePe sandbox — test payment</title>');
    expect(response.text).toContain('₹1,499.50');
    expect(response.text).toContain(id);
    expect(response.text).toContain(`<form method="post" action="/sandbox-gateway/pay/${payment.gatewayOrderId}/pay"><button class="pay" type="submit">Pay</button></form>`);
    expect(response.text).toContain(`<form method="post" action="/sandbox-gateway/pay/${payment.gatewayOrderId}/fail"><button class="fail" type="submit">Fail</button></form>`);
    expect(response.text).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/);
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self' http:\/\/127\.0\.0\.1:\d+;/);
  });

  it('answers 404 with a page for an unknown order', async () => {
    const response = await request(t.http).get('/sandbox-gateway/pay/OMO0000000000000000000000').expect(404);
    expect(response.text).toContain('There is no payment request at this address.');
  });
});

describe('POST /sandbox-gateway/pay/{orderId}/pay and /fail', () => {
  it('Pay completes the payment once and sends the shopper back to the merchant', async () => {
    const { merchantOrderId: id, pagePath } = await started(50_000);
    const first = await request(t.http).post(`${pagePath}/pay`).expect(302);
    expect(first.headers.location).toBe(returnUrl(id));
    const completed = await gateway.status(id);
    expect(completed).toMatchObject({ state: 'COMPLETED', amountPaise: 50_000 });
    const [detail] = completed?.details.paymentDetails as Array<Record<string, unknown>>;
    expect(detail).toMatchObject({ state: 'COMPLETED', amount: 50_000, transactionId: expect.stringMatching(/^OM\d{22}$/) });

    // A second press (or Fail after Pay) changes nothing and still leads back.
    await request(t.http).post(`${pagePath}/fail`).expect(302).expect('Location', returnUrl(id));
    const again = await gateway.status(id);
    expect(again?.state).toBe('COMPLETED');
    expect((again?.details.paymentDetails as Array<Record<string, unknown>>)[0].transactionId).toBe(detail.transactionId);

    const page = await request(t.http).get(pagePath).expect(200);
    expect(page.text).toContain('This payment has already been made.');
    expect(page.text).not.toContain('<button');
  });

  it('Fail declines the payment with an error code', async () => {
    const { merchantOrderId: id, pagePath } = await started();
    await request(t.http).post(`${pagePath}/fail`).expect(302).expect('Location', returnUrl(id));
    const failed = await gateway.status(id);
    expect(failed).toMatchObject({ state: 'FAILED', details: { errorCode: 'PAYMENT_ERROR' } });
  });
});

describe('expiry', () => {
  it('an order past its expiry reports FAILED, and its page refuses Pay honestly', async () => {
    const { merchantOrderId: id, pagePath } = await started();
    await t.sql.query("UPDATE sandbox_gateway_orders SET expires_at = now() - interval '1 second' WHERE merchant_order_id = $1", [id]);

    expect(await gateway.status(id)).toMatchObject({ state: 'FAILED', details: { errorCode: 'TXN_NOT_COMPLETED', detailedErrorCode: 'TXN_AUTO_FAILED' } });
    const page = await request(t.http).get(pagePath).expect(410);
    expect(page.text).toContain('This payment request has expired');
    expect(page.text).not.toContain('<button');
    const pressed = await request(t.http).post(`${pagePath}/pay`).expect(410);
    expect(pressed.text).toContain('This payment request has expired');
    const { rows } = await t.sql.query('SELECT state, transaction_id FROM sandbox_gateway_orders WHERE merchant_order_id = $1', [id]);
    expect(rows[0]).toEqual({ state: 'PENDING', transaction_id: null });
  });
});

describe('several apps in one process', () => {
  it('each app talks to its own simulator, with its own credentials', async () => {
    const other = await createTestApp({}, { listen: true });
    try {
      const id = merchantOrderId();
      const there = await other.app.get(PaymentGateway).pay(id, 1000, `${other.url}/api/order/payment-return/${id}`);
      expect(there.redirectUrl.startsWith(`${other.url}/sandbox-gateway/pay/`)).toBe(true);
      // And the first app still works after the second fetched its own token.
      const here = await started(2000);
      expect(here.payment.redirectUrl.startsWith(`${t.url}/sandbox-gateway/pay/`)).toBe(true);
      expect(await gateway.status(id)).toBeNull();
      expect(await other.app.get(PaymentGateway).status(id)).toMatchObject({ state: 'PENDING', amountPaise: 1000 });
      expect(credentials(other).clientSecret).not.toBe(credentials().clientSecret);
    } finally {
      await other.close();
    }
  });

  it('serves no simulator with PAYMENT_PROVIDER=phonepe', async () => {
    const live = await createTestApp({
      paymentProvider: 'phonepe',
      phonepe: { clientId: 'M1', clientSecret: 'S1', clientVersion: 1, env: 'SANDBOX', callbackUser: 'hook_user', callbackPassword: 'hook2pass' },
    });
    try {
      await request(live.http).get('/sandbox-gateway/pay/OMO0000000000000000000000').expect(404);
      await request(live.http).post('/sandbox-gateway/v1/oauth/token').type('form').send({ grant_type: 'client_credentials' }).expect(404);
    } finally {
      await live.close();
    }
  });
});

describe('GET /api/order/payment-mode', () => {
  it('says payments are test payments while the simulator runs, to anyone', async () => {
    const response = await request(t.http).get('/api/order/payment-mode').expect(200);
    expect(response.body).toEqual({ testPayments: true });
  });

  it('says they are real with PAYMENT_PROVIDER=phonepe', async () => {
    const live = await createTestApp({
      paymentProvider: 'phonepe',
      phonepe: { clientId: 'M1', clientSecret: 'S1', clientVersion: 1, env: 'SANDBOX', callbackUser: 'hook_user', callbackPassword: 'hook2pass' },
    });
    try {
      expect((await request(live.http).get('/api/order/payment-mode').expect(200)).body).toEqual({ testPayments: false });
    } finally {
      await live.close();
    }
  });
});
