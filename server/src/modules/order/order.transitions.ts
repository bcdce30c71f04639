import type { DeliveryStatus, PaymentMethod, PaymentStatus } from './entities/order.entity.js';

/**
 * The only ways an order's statuses may change (Vendure's order process, as tables). Every status change in the
 * code is a guarded UPDATE … WHERE status = ANY(sourcesOf(table, to)), so two requests racing for one order
 * cannot both win, and nothing outside these tables can happen.
 */
export const DELIVERY_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  // placed, not yet confirmed: waiting for the payment step (COD confirmation or an online payment)
  pending: ['placed', 'cancelled'],
  placed: ['warehouse', 'shipped', 'cancelled'],
  warehouse: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  unpaid: ['paid'],
  // a paid order that is cancelled owes the customer their money until its refunds complete
  paid: ['refund_pending'],
  refund_pending: ['refunded'],
  refunded: [],
};

/**
 * Payment statuses that only the refunds reach (payment/refund settles the order when its refunds complete the
 * payment): the console's status form never sets them, so a status cannot say money went back when none did.
 */
export const SET_BY_REFUNDS_ONLY: readonly PaymentStatus[] = ['refunded'];

/**
 * Whether staff may say by hand that the order owes its customer a refund: only of cash on delivery, whose money goes
 * back as a transfer staff make and record. An order paid online owes one when it is cancelled or its pieces come back
 * (the gateway refund then starts by itself, for what is owed); a status set by hand would have refunded the whole
 * payment of an order the customer keeps, with no question asked.
 */
export function staffMayOweRefund(method: PaymentMethod | null): boolean {
  return method === 'COD';
}

/** The payment statuses staff may set by hand from `from`: the table's steps less those only refunds reach, and a refund owed only of cash on delivery. */
export function staffPaymentSteps(from: PaymentStatus, method: PaymentMethod | null): PaymentStatus[] {
  return PAYMENT_TRANSITIONS[from].filter((to) => !SET_BY_REFUNDS_ONLY.includes(to) && (to !== 'refund_pending' || staffMayOweRefund(method)));
}

/** Delivery statuses from which the customer may still cancel: anything not yet shipped. */
export const CUSTOMER_CANCELLABLE: readonly DeliveryStatus[] = ['pending', 'placed', 'warehouse'];

export function canTransition<S extends string>(table: Readonly<Record<S, readonly S[]>>, from: S, to: S): boolean {
  return table[from].includes(to);
}

/** Every status from which `to` may be reached in one step: the guard of the UPDATE that makes the change. */
export function sourcesOf<S extends string>(table: Readonly<Record<S, readonly S[]>>, to: S): S[] {
  return (Object.keys(table) as S[]).filter((from) => table[from].includes(to));
}
