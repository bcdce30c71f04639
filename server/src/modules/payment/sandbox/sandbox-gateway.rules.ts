import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { GatewayState } from '../gateway/payment-gateway.js';
import { sandboxErrors } from './sandbox-gateway.errors.js';

/** How long an access token lives (PhonePe's are good for about an hour; the SDK renews at half-life). */
export const TOKEN_LIFETIME_SECONDS = 3600;
/** PhonePe's bounds and default for `expireAfter` (seconds). */
export const EXPIRE_AFTER = { min: 300, max: 3600, default: 1200 } as const;
/** PhonePe takes at least one rupee. */
export const MIN_AMOUNT_PAISE = 100;
/** The merchant id the simulator puts in callbacks and status answers. */
export const SANDBOX_MERCHANT_ID = 'SANDBOXMERCHANT';
/** PhonePe's rule for merchantOrderId: at most 63 letters, digits, '_' or '-'. */
const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;

export type ClientCredentials = { clientId: string; clientSecret: string; clientVersion: number };

/** The simulator's record of one checkout order, as the rules need it. */
export type SandboxOrder = {
  id: string;
  merchantOrderId: string;
  amountPaise: number;
  state: GatewayState;
  redirectUrl: string;
  transactionId: string | null;
  expiresAt: Date;
  updatedAt: Date;
};

export type PayRequest = { merchantOrderId: string; amountPaise: number; expireAfterSeconds: number; redirectUrl: string };

/** The OAuth answer the SDK parses (OAuthResponse): seconds since the epoch, token type O-Bearer. */
export type TokenAnswer = {
  access_token: string;
  encrypted_access_token: string;
  refresh_token: string;
  expires_in: number;
  issued_at: number;
  expires_at: number;
  session_expires_at: number;
  token_type: 'O-Bearer';
};

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

function sign(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** POST /v1/oauth/token: the client credentials grant, form-encoded. */
export function issueToken(form: unknown, client: ClientCredentials, now: Date): TokenAnswer {
  const body = record(form);
  if (body.grant_type !== 'client_credentials') throw sandboxErrors.badRequest('grant_type must be client_credentials.');
  const matches =
    typeof body.client_id === 'string' &&
    typeof body.client_secret === 'string' &&
    sameText(body.client_id, client.clientId) &&
    sameText(body.client_secret, client.clientSecret) &&
    String(body.client_version) === String(client.clientVersion);
  if (!matches) throw sandboxErrors.invalidClient();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS;
  const claims = Buffer.from(JSON.stringify({ cid: client.clientId, exp: expiresAt })).toString('base64url');
  const token = `${claims}.${sign(client.clientSecret, claims)}`;
  return {
    access_token: token,
    encrypted_access_token: token,
    refresh_token: '',
    expires_in: TOKEN_LIFETIME_SECONDS,
    issued_at: issuedAt,
    expires_at: expiresAt,
    session_expires_at: expiresAt,
    token_type: 'O-Bearer',
  };
}

/** Checks `Authorization: O-Bearer <token>` against the simulator's own tokens; throws 401 otherwise. */
export function requireToken(authorization: string | undefined, client: ClientCredentials, now: Date): void {
  const match = /^O-Bearer ([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match || !sameText(match[2], sign(client.clientSecret, match[1]))) throw sandboxErrors.unauthorized();
  let claims: { cid?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as { cid?: unknown; exp?: unknown };
  } catch {
    throw sandboxErrors.unauthorized();
  }
  if (claims.cid !== client.clientId || typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) throw sandboxErrors.unauthorized();
}

/** POST /checkout/v2/pay: the fields of a Standard Checkout request the simulator acts on; 400 for a bad one. */
export function parsePayRequest(json: unknown): PayRequest {
  const body = record(json);
  if (typeof body.merchantOrderId !== 'string' || !MERCHANT_ORDER_ID.test(body.merchantOrderId)) {
    throw sandboxErrors.badRequest("merchantOrderId must be 1 to 63 letters, digits, '_' or '-'.");
  }
  if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < MIN_AMOUNT_PAISE) {
    throw sandboxErrors.badRequest(`amount must be a whole number of paise, at least ${MIN_AMOUNT_PAISE}.`);
  }
  const expireAfter = body.expireAfter ?? EXPIRE_AFTER.default;
  if (typeof expireAfter !== 'number' || !Number.isInteger(expireAfter) || expireAfter < EXPIRE_AFTER.min || expireAfter > EXPIRE_AFTER.max) {
    throw sandboxErrors.badRequest(`expireAfter must be a whole number of seconds from ${EXPIRE_AFTER.min} to ${EXPIRE_AFTER.max}.`);
  }
  const flow = record(body.paymentFlow);
  if (flow.type !== 'PG_CHECKOUT') throw sandboxErrors.badRequest('paymentFlow.type must be PG_CHECKOUT.');
  const redirectUrl = record(flow.merchantUrls).redirectUrl;
  if (typeof redirectUrl !== 'string' || !/^https?:\/\/[^\s]+$/.test(redirectUrl)) {
    throw sandboxErrors.badRequest('paymentFlow.merchantUrls.redirectUrl must be an http(s) URL.');
  }
  return { merchantOrderId: body.merchantOrderId, amountPaise: body.amount, expireAfterSeconds: expireAfter, redirectUrl };
}

function stamp(now: Date): string {
  const iso = now.toISOString();
  return iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10) + iso.slice(11, 13) + iso.slice(14, 16) + iso.slice(17, 19);
}

function digits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('');
}

/** An order id shaped like PhonePe's: 'OMO' + yyMMddHHmmss + 10 digits. */
export function newGatewayOrderId(now: Date): string {
  return `OMO${stamp(now)}${digits(10)}`;
}

/** A transaction id shaped like PhonePe's: 'OM' + yyMMddHHmmss + 10 digits. */
export function newTransactionId(now: Date): string {
  return `OM${stamp(now)}${digits(10)}`;
}

/** The state as PhonePe reports it: a checkout order nobody paid before it expired has failed. */
export function effectiveState(order: Pick<SandboxOrder, 'state' | 'expiresAt'>, now: Date): GatewayState {
  return order.state === 'PENDING' && order.expiresAt.getTime() <= now.getTime() ? 'FAILED' : order.state;
}

function failure(order: SandboxOrder, now: Date): { errorCode: string; detailedErrorCode: string } | undefined {
  if (effectiveState(order, now) !== 'FAILED') return undefined;
  // Fail pressed on the page: the shopper's bank declined; otherwise the order expired unpaid.
  return order.state === 'FAILED' ? { errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'SANDBOX_DECLINED' } : { errorCode: 'TXN_NOT_COMPLETED', detailedErrorCode: 'TXN_AUTO_FAILED' };
}

/** The order status answer (OrderStatusResponse) or a callback payload (CallbackData): the same fields. */
export function orderAnswer(order: SandboxOrder, now: Date): Record<string, unknown> {
  const state = effectiveState(order, now);
  const failed = failure(order, now);
  const paymentDetails = order.transactionId
    ? [
        {
          paymentMode: 'UPI_QR',
          transactionId: order.transactionId,
          timestamp: order.updatedAt.getTime(),
          amount: order.amountPaise,
          state,
          ...failed,
        },
      ]
    : [];
  return {
    merchantId: SANDBOX_MERCHANT_ID,
    merchantOrderId: order.merchantOrderId,
    orderId: order.id,
    state,
    amount: order.amountPaise,
    expireAt: order.expiresAt.getTime(),
    ...failed,
    paymentDetails,
  };
}

/** The body PhonePe posts to the merchant's callback URL when a checkout order completes or fails. */
export function callbackBody(order: SandboxOrder, now: Date): Record<string, unknown> {
  const completed = effectiveState(order, now) === 'COMPLETED';
  return {
    type: completed ? 'CHECKOUT_ORDER_COMPLETED' : 'CHECKOUT_ORDER_FAILED',
    event: completed ? 'checkout.order.completed' : 'checkout.order.failed',
    payload: orderAnswer(order, now),
  };
}

/** PhonePe's callback Authorization header: SHA256 hex of 'username:password' (what the SDK's validateCallback checks). */
export function callbackAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

/** POST /payments/v2/refund: the refund request's fields; 400 for a bad one. */
export type RefundRequestFields = { merchantRefundId: string; originalMerchantOrderId: string; amountPaise: number };

export function parseRefundRequest(json: unknown): RefundRequestFields {
  const body = record(json);
  if (typeof body.merchantRefundId !== 'string' || !MERCHANT_ORDER_ID.test(body.merchantRefundId)) {
    throw sandboxErrors.badRequest("merchantRefundId must be 1 to 63 letters, digits, '_' or '-'.");
  }
  if (typeof body.originalMerchantOrderId !== 'string' || !MERCHANT_ORDER_ID.test(body.originalMerchantOrderId)) {
    throw sandboxErrors.badRequest("originalMerchantOrderId must be 1 to 63 letters, digits, '_' or '-'.");
  }
  if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < MIN_AMOUNT_PAISE) {
    throw sandboxErrors.badRequest(`amount must be a whole number of paise, at least ${MIN_AMOUNT_PAISE}.`);
  }
  return { merchantRefundId: body.merchantRefundId, originalMerchantOrderId: body.originalMerchantOrderId, amountPaise: body.amount };
}

/**
 * What becomes of a refund, chosen by its amount so a test can pick it: whole rupees ending in 13 (₹113, ₹1,513 …)
 * fail the first time the order is refunded (FAILED at once; a later refund of the same order completes), ending in
 * 37 stay PENDING until the first status check, which finds them COMPLETED; any other amount completes at once.
 */
export function refundOutcome(amountPaise: number, earlierFailures: number): { initial: GatewayState; onStatus: GatewayState } {
  const rupees = Math.floor(amountPaise / 100) % 100;
  if (rupees === 13 && earlierFailures === 0) return { initial: 'FAILED', onStatus: 'FAILED' };
  if (rupees === 37) return { initial: 'PENDING', onStatus: 'COMPLETED' };
  return { initial: 'COMPLETED', onStatus: 'COMPLETED' };
}

/** A refund id shaped like PhonePe's: 'OMR' + yyMMddHHmmss + 10 digits. */
export function newRefundId(now: Date): string {
  return `OMR${stamp(now)}${digits(10)}`;
}

/** The simulator's record of one refund. */
export type SandboxRefund = { id: string; merchantRefundId: string; originalMerchantOrderId: string; amountPaise: number; state: GatewayState; updatedAt: Date };

/** The refund status answer (RefundStatusResponse). */
export function refundAnswer(refund: SandboxRefund): Record<string, unknown> {
  const failed = refund.state === 'FAILED' ? { errorCode: 'REFUND_FAILED', detailedErrorCode: 'SANDBOX_REFUND_DECLINED' } : {};
  return {
    merchantId: SANDBOX_MERCHANT_ID,
    merchantRefundId: refund.merchantRefundId,
    originalMerchantOrderId: refund.originalMerchantOrderId,
    amount: refund.amountPaise,
    state: refund.state,
    paymentDetails: [{ paymentMode: 'UPI_QR', transactionId: refund.id, timestamp: refund.updatedAt.getTime(), amount: refund.amountPaise, state: refund.state, ...failed }],
  };
}
