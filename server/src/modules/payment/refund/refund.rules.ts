import { randomBytes } from 'node:crypto';

/** A pending online refund is asked about once it is this old (the gateway answers most at once). */
export const REFUND_CHECK_AFTER_MS = 60_000;
/** Pending refunds the job asks about in one run at most; cancelled orders it starts refunds for, likewise. */
export const REFUND_BATCH = 50;

/**
 * A bank transfer's reference: a UTR is 16 to 22 letters and digits (NEFT: 16 characters starting with 4 letters,
 * RTGS: 22, IMPS: 12 digits, UPI: 12 digits). Spaces are ignored; letters are kept upper-case.
 */
const UTR = /^(?:[0-9]{12}|[A-Z]{4}[A-Z0-9]{12}|[A-Z]{4}[A-Z0-9]{18})$/;

/** The UTR in its stored form, or undefined when it is not one. */
export function normaliseUtr(value: string): string | undefined {
  const utr = value.replace(/\s+/g, '').toUpperCase();
  return UTR.test(utr) ? utr : undefined;
}

/** What may still be refunded: what was paid less what has been or is being refunded, never below zero. */
export function refundable(paidPaise: number, refundedOrPendingPaise: number): number {
  return Math.max(0, paidPaise - refundedOrPendingPaise);
}

/** Our id of a refund at the gateway: PhonePe's rule (≤ 63 letters, digits, '_' or '-'), unique. */
export function newMerchantRefundId(): string {
  return `RF-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
}
