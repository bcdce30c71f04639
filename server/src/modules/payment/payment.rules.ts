import type { PaymentState } from './entities/payment.entity.js';

/** PhonePe takes at least ₹1. */
export const MIN_ONLINE_PAISE = 100;

/** The reconcile job asks the gateway about attempts still PENDING this long after they began. */
export const RECONCILE_AFTER_MS = 60_000;

/** Attempts the reconcile job asks about in one run; the rest wait for the next minute. */
export const RECONCILE_BATCH = 100;

/** PhonePe's rule for merchantOrderId: at most 63 letters, digits, '_' or '-'. */
export const MERCHANT_ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;

/**
 * Our id for the n-th attempt to pay an order (PhonePe's merchantOrderId): the order id and the attempt number,
 * e.g. '3f1c…-e27b-2' (at most 36 + 1 + 10 characters, within PhonePe's 63).
 */
export function merchantOrderIdFor(orderId: string, attempt: number): string {
  return `${orderId}-${attempt}`;
}

export type ReturnOutcome = 'success' | 'failed' | 'pending';

/** What the shopper is told on coming back from the gateway. */
export function returnOutcome(state: PaymentState): ReturnOutcome {
  return state === 'COMPLETED' ? 'success' : state === 'FAILED' ? 'failed' : 'pending';
}

/** The storefront's order detail, telling it how the payment went (?payment=success | failed | pending). */
export function orderDetailPath(orderId: string, outcome: ReturnOutcome): string {
  return `/dashboard/order/details/${encodeURIComponent(orderId)}?payment=${outcome}`;
}
