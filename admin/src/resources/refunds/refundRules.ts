import type { StatusLook } from '../orders/orderRules';
import type { Order } from '../orders/types';
import type { Refund, RefundState } from './types';

export const REFUND_STATE_LOOK: Readonly<Record<RefundState, StatusLook>> = {
  pending: { label: 'Waiting for the gateway', colour: 'warning' },
  completed: { label: 'Refunded', colour: 'success' },
  failed: { label: 'Failed', colour: 'error' },
};

export const REFUND_KIND_LABEL: Readonly<Record<Refund['kind'], string>> = { online: 'Through the gateway', manual: 'Bank / UPI transfer' };

/** A failed refund through the gateway can be retried; a manual one was never sent anywhere. */
export function canRetry(refund: Pick<Refund, 'kind' | 'state'>): boolean {
  return refund.kind === 'online' && refund.state === 'failed';
}

/**
 * Staff refund by a recorded transfer a paid order whose money did not come through the gateway: cash on delivery once
 * collected, or an online order they marked paid by hand (`paidThroughGateway` false), which the gateway cannot
 * refund. The server refuses anything else.
 */
export function takesManualRefund(order: Pick<Order, 'payment_method' | 'payment_status'>, paidThroughGateway: boolean): boolean {
  if (order.payment_status !== 'paid' && order.payment_status !== 'refund_pending') return false;
  return order.payment_method === 'COD' || !paidThroughGateway;
}

/**
 * The UTR as the server stores it (spaces dropped, upper-case) when it looks like one: 12 digits (IMPS/UPI), or 16
 * or 22 letters and digits starting with the bank's 4-letter code (NEFT/RTGS); undefined otherwise.
 */
export function utrOf(typed: string): string | undefined {
  const utr = typed.replace(/\s+/g, '').toUpperCase();
  return /^(?:[0-9]{12}|[A-Z]{4}[A-Z0-9]{12}|[A-Z]{4}[A-Z0-9]{18})$/.test(utr) ? utr : undefined;
}
