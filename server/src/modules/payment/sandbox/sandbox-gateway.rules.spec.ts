import { sandboxErrors, SandboxGatewayError } from './sandbox-gateway.errors.js';
import {
  callbackAuthorization,
  callbackBody,
  effectiveState,
  issueToken,
  newGatewayOrderId,
  orderAnswer,
  parsePayRequest,
  parseRefundRequest,
  refundOutcome,
  requireToken,
  type SandboxOrder,
} from './sandbox-gateway.rules.js';

const client = { clientId: 'SANDBOX_ABC', clientSecret: 'secret-of-the-merchant', clientVersion: 1 };
const now = new Date('2026-03-01T10:00:00Z');
const form = { client_id: 'SANDBOX_ABC', client_secret: 'secret-of-the-merchant', client_version: '1', grant_type: 'client_credentials' };

function order(overrides: Partial<SandboxOrder> = {}): SandboxOrder {
  return {
    id: 'OMO2603011000001234567890',
    merchantOrderId: 'a1b2-1',
    amountPaise: 149_900,
    state: 'PENDING',
    redirectUrl: 'http://shop.test/api/order/payment-return/a1b2-1',
    transactionId: null,
    expiresAt: new Date(now.getTime() + 60_000),
    updatedAt: now,
    ...overrides,
  };
}

function errorOf(work: () => unknown): SandboxGatewayError {
  try {
    work();
  } catch (error) {
    if (error instanceof SandboxGatewayError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('issueToken / requireToken', () => {
  it('issues a token that requireToken accepts until it expires', () => {
    const answer = issueToken(form, client, now);
    expect(answer).toMatchObject({ token_type: 'O-Bearer', issued_at: now.getTime() / 1000, expires_at: now.getTime() / 1000 + 3600 });
    expect(() => requireToken(`O-Bearer ${answer.access_token}`, client, now)).not.toThrow();
    expect(errorOf(() => requireToken(`O-Bearer ${answer.access_token}`, client, new Date(now.getTime() + 3600_000))).status).toBe(401);
  });

  it("refuses another client's token, a missing scheme and a tampered claim", () => {
    const token = issueToken(form, client, now).access_token;
    expect(errorOf(() => requireToken(`O-Bearer ${token}`, { ...client, clientSecret: 'another' }, now)).code).toBe('UNAUTHORIZED');
    expect(errorOf(() => requireToken(token, client, now)).code).toBe('UNAUTHORIZED');
    const [, signature] = token.split('.');
    const claims = Buffer.from(JSON.stringify({ cid: 'SANDBOX_ABC', exp: 9_999_999_999 })).toString('base64url');
    expect(errorOf(() => requireToken(`O-Bearer ${claims}.${signature}`, client, now)).code).toBe('UNAUTHORIZED');
  });

  it('refuses wrong credentials and other grants', () => {
    expect(errorOf(() => issueToken({ ...form, client_secret: 'guess' }, client, now))).toEqual(sandboxErrors.invalidClient());
    expect(errorOf(() => issueToken({ ...form, client_version: '2' }, client, now)).code).toBe('INVALID_CLIENT');
    expect(errorOf(() => issueToken({ ...form, grant_type: 'password' }, client, now)).status).toBe(400);
  });
});

describe('parsePayRequest', () => {
  const body = { merchantOrderId: 'a1b2-1', amount: 1000, paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'https://shop.test/back' } } };

  it("reads the SDK's request, with PhonePe's default expiry", () => {
    expect(parsePayRequest(body)).toEqual({ merchantOrderId: 'a1b2-1', amountPaise: 1000, expireAfterSeconds: 1200, redirectUrl: 'https://shop.test/back' });
    expect(parsePayRequest({ ...body, expireAfter: 300 }).expireAfterSeconds).toBe(300);
  });

  it.each([
    [{ ...body, merchantOrderId: 'has space' }, "merchantOrderId must be 1 to 63 letters, digits, '_' or '-'."],
    [{ ...body, merchantOrderId: 'x'.repeat(64) }, "merchantOrderId must be 1 to 63 letters, digits, '_' or '-'."],
    [{ ...body, amount: 99 }, 'amount must be a whole number of paise, at least 100.'],
    [{ ...body, amount: 100.5 }, 'amount must be a whole number of paise, at least 100.'],
    [{ ...body, expireAfter: 3601 }, 'expireAfter must be a whole number of seconds from 300 to 3600.'],
    [{ ...body, paymentFlow: { type: 'PG', merchantUrls: { redirectUrl: 'https://shop.test' } } }, 'paymentFlow.type must be PG_CHECKOUT.'],
    [{ ...body, paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'javascript:alert(1)' } } }, 'paymentFlow.merchantUrls.redirectUrl must be an http(s) URL.'],
    ['not an object', "merchantOrderId must be 1 to 63 letters, digits, '_' or '-'."],
  ])('refuses %j', (request, message) => {
    const error = errorOf(() => parsePayRequest(request));
    expect(error.status).toBe(400);
    expect(error.message).toBe(message);
  });
});

describe('states and answers', () => {
  it('reports a pending order past its expiry as FAILED, with the auto-fail codes', () => {
    const expired = order({ expiresAt: new Date(now.getTime() - 1) });
    expect(effectiveState(expired, now)).toBe('FAILED');
    expect(orderAnswer(expired, now)).toMatchObject({ state: 'FAILED', errorCode: 'TXN_NOT_COMPLETED', detailedErrorCode: 'TXN_AUTO_FAILED', paymentDetails: [] });
    expect(effectiveState(order({ state: 'COMPLETED', expiresAt: new Date(0) }), now)).toBe('COMPLETED');
  });

  it('answers the order status with one payment detail once Pay or Fail was pressed', () => {
    const paid = order({ state: 'COMPLETED', transactionId: 'OM2603011000019876543210' });
    expect(orderAnswer(paid, now)).toEqual({
      merchantId: 'SANDBOXMERCHANT',
      merchantOrderId: 'a1b2-1',
      orderId: 'OMO2603011000001234567890',
      state: 'COMPLETED',
      amount: 149_900,
      expireAt: now.getTime() + 60_000,
      paymentDetails: [{ paymentMode: 'UPI_QR', transactionId: 'OM2603011000019876543210', timestamp: now.getTime(), amount: 149_900, state: 'COMPLETED' }],
    });
    const declined = orderAnswer(order({ state: 'FAILED', transactionId: 'OM1' }), now);
    expect(declined).toMatchObject({ state: 'FAILED', errorCode: 'PAYMENT_ERROR', paymentDetails: [{ state: 'FAILED', errorCode: 'PAYMENT_ERROR' }] });
  });

  it("names the callback's event as PhonePe does", () => {
    expect(callbackBody(order({ state: 'COMPLETED', transactionId: 'OM1' }), now)).toMatchObject({ type: 'CHECKOUT_ORDER_COMPLETED', event: 'checkout.order.completed' });
    expect(callbackBody(order({ state: 'FAILED', transactionId: 'OM1' }), now)).toMatchObject({ type: 'CHECKOUT_ORDER_FAILED', event: 'checkout.order.failed' });
  });

  it("signs callbacks with SHA256 of 'username:password' in hex", () => {
    // echo -n 'user:pass' | sha256sum
    expect(callbackAuthorization('user', 'pass')).toBe('ef4c914c591698b268db3c64163eafda7209a630f236ebf0eebf045460df723a');
  });

  it('makes order ids shaped like PhonePe’s', () => {
    expect(newGatewayOrderId(now)).toMatch(/^OMO260301100000\d{10}$/);
  });
});

describe('refunds', () => {
  it('chooses the outcome by the rupees: …13 fails the first time, …37 waits for a status check, any other completes', () => {
    expect(refundOutcome(151_300, 0)).toEqual({ initial: 'FAILED', onStatus: 'FAILED' });
    expect(refundOutcome(151_300, 1)).toEqual({ initial: 'COMPLETED', onStatus: 'COMPLETED' });
    expect(refundOutcome(153_700, 0)).toEqual({ initial: 'PENDING', onStatus: 'COMPLETED' });
    expect(refundOutcome(149_900, 0)).toEqual({ initial: 'COMPLETED', onStatus: 'COMPLETED' });
    expect(refundOutcome(1_255, 0)).toEqual({ initial: 'COMPLETED', onStatus: 'COMPLETED' });
  });

  it('reads a refund request and refuses a bad one with 400', () => {
    expect(parseRefundRequest({ merchantRefundId: 'RF-1', originalMerchantOrderId: 'MO-1', amount: 100 })).toEqual({
      merchantRefundId: 'RF-1',
      originalMerchantOrderId: 'MO-1',
      amountPaise: 100,
    });
    for (const bad of [{}, { merchantRefundId: 'RF 1', originalMerchantOrderId: 'MO-1', amount: 100 }, { merchantRefundId: 'RF-1', originalMerchantOrderId: 'MO-1', amount: 99 }, { merchantRefundId: 'RF-1', amount: 100 }]) {
      expect(() => parseRefundRequest(bad)).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});
