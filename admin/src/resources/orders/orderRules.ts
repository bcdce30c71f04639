import { DELIVERY_WORDS } from '@shop/openapi/rules';
import type { DeliveryStatus, Order, OrderStatusPayload, Payment, PaymentMethod, PaymentStatus } from './types';

/** Every delivery and payment status in the server's order (entities/order.entity.ts), for filters and charts. */
export const DELIVERY_STATUSES = ['pending', 'placed', 'warehouse', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly DeliveryStatus[];
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refund_pending', 'refunded'] as const satisfies readonly PaymentStatus[];
export const PAYMENT_METHODS = ['COD', 'ONLINEPAY'] as const satisfies readonly PaymentMethod[];

/** MUI chip colours; 'default' is grey. */
export type ChipColour = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';
/** How a status reads in the console: its label and its chip's colour (orders, payments, returns, refunds, subscribers). */
export type StatusLook = { label: string; colour: ChipColour };

export const DELIVERY_LOOK: Readonly<Record<DeliveryStatus, StatusLook>> = {
  pending: { label: 'Pending', colour: 'default' },
  placed: { label: 'Placed', colour: 'info' },
  warehouse: { label: 'Warehouse', colour: 'secondary' },
  shipped: { label: 'Shipped', colour: 'primary' },
  delivered: { label: 'Delivered', colour: 'success' },
  cancelled: { label: 'Cancelled', colour: 'error' },
};

export const PAYMENT_LOOK: Readonly<Record<PaymentStatus, StatusLook>> = {
  unpaid: { label: 'Unpaid', colour: 'warning' },
  paid: { label: 'Paid', colour: 'success' },
  refund_pending: { label: 'Refund pending', colour: 'error' },
  refunded: { label: 'Refunded', colour: 'default' },
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  COD: 'Cash on delivery',
  ONLINEPAY: 'Online',
};

/** The payment method as staff read it; an order still at the payment step has none. */
export function paymentMethodLabel(method: PaymentMethod | null): string {
  return method ? PAYMENT_METHOD_LABELS[method] : 'Not chosen yet';
}

export const deliveryStatusChoices = DELIVERY_STATUSES.map((status) => ({ id: status, name: DELIVERY_LOOK[status].label }));
export const paymentStatusChoices = PAYMENT_STATUSES.map((status) => ({ id: status, name: PAYMENT_LOOK[status].label }));
export const paymentMethodChoices = PAYMENT_METHODS.map((method) => ({ id: method, name: PAYMENT_METHOD_LABELS[method] }));

/** The short reference customers read on the shop and quote (#1A2B3C4D): the id's first 8 characters, upper-case. */
export function orderReference(orderId: string): string {
  return `#${orderId.slice(0, 8).toUpperCase()}`;
}

/** One button of the order page: a step the server's transition tables allow from the order's current statuses. */
export type StatusAction = {
  /** A key for React and the payload's field. */
  key: string;
  label: string;
  payload: OrderStatusPayload;
  /** What staff are asked before the change; undefined when it goes at once. */
  confirm?: { title: string; content: string };
  /** Whether the button reads as a warning (steps that undo or end the order). */
  danger: boolean;
};

const DELIVERY_VERBS: Readonly<Record<DeliveryStatus, string>> = {
  pending: 'Mark pending',
  placed: 'Confirm as placed',
  warehouse: 'Move to warehouse',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

const PAYMENT_VERBS: Readonly<Record<PaymentStatus, string>> = {
  unpaid: 'Mark unpaid',
  paid: 'Mark paid',
  refund_pending: 'Mark refund pending',
  refunded: 'Mark refunded',
};

function cancelQuestion(order: Pick<Order, 'payment_status' | 'payment_method'>): string {
  const back =
    order.payment_method === 'COD'
      ? ' Record the transfer that pays it back, with its UTR, under Refunds.'
      : ' Its refund goes through the payment gateway by itself.';
  const refund = order.payment_status === 'paid' ? ` It is paid, so it will be marked for a refund.${back}` : '';
  return `The pieces go back into stock and the coupon, if any, can be used again.${refund} The customer is e-mailed. This cannot be undone.`;
}

/**
 * The status changes staff are offered for an order: exactly the next statuses the server lists for it
 * (allowedDeliveryStatuses, allowedPaymentStatuses), delivery first. Cancelling asks first. The server never lists
 * refunded: only the order's refunds mark it (refundWay says how).
 */
export function statusActions(
  order: Pick<Order, 'allowedDeliveryStatuses' | 'allowedPaymentStatuses' | 'payment_status' | 'payment_method'>,
): StatusAction[] {
  const delivery = order.allowedDeliveryStatuses.map(
    (status): StatusAction => ({
      key: `delivery-${status}`,
      label: DELIVERY_VERBS[status],
      payload: { delivery_status: status },
      danger: status === 'cancelled',
      confirm: status === 'cancelled' ? { title: 'Cancel this order?', content: cancelQuestion(order) } : undefined,
    }),
  );
  const payment = order.allowedPaymentStatuses.map(
    (status): StatusAction => ({
      key: `payment-${status}`,
      label: PAYMENT_VERBS[status],
      payload: { payment_status: status },
      danger: false,
    }),
  );
  return [...delivery, ...payment];
}

/**
 * Why the status form offers no "Mark refunded" for an order that owes its customer money, and where the refund is
 * made instead: the server marks the payment refunded only when refunds that moved the money complete it. Undefined
 * when nothing is owed.
 */
export function refundWay(order: Pick<Order, 'payment_status' | 'payment_method'>): string | undefined {
  if (order.payment_status !== 'refund_pending') return undefined;
  return order.payment_method === 'COD'
    ? 'Refunded once the transfers recorded under Refunds, each with its UTR, add up to the total.'
    : 'Refunded when the refund through the payment gateway completes (see Refunds: retry one that failed there).';
}

/** A change's new status as a sentence ends: 'at the warehouse', 'paid', 'shipped and paid'. */
export function statusInWords(change: OrderStatusPayload): string {
  const words = [
    change.delivery_status ? DELIVERY_WORDS[change.delivery_status] : undefined,
    change.payment_status ? PAYMENT_LOOK[change.payment_status].label.toLowerCase() : undefined,
  ];
  return words.filter((word) => word !== undefined).join(' and ');
}

/** What the console sends to change an order: the status fields given, nothing else (the server refuses other properties). */
export function toOrderStatusPayload(values: Partial<OrderStatusPayload>): OrderStatusPayload {
  const payload: OrderStatusPayload = {};
  if (values.delivery_status) payload.delivery_status = values.delivery_status;
  if (values.payment_status) payload.payment_status = values.payment_status;
  if (!payload.delivery_status && !payload.payment_status) throw new Error('Choose a delivery or payment status to change.');
  return payload;
}

/** A payment attempt's outcome in staff's words. */
export const PAYMENT_STATE_LOOK: Readonly<Record<Payment['state'], StatusLook>> = {
  PENDING: { label: 'Waiting for the gateway', colour: 'warning' },
  COMPLETED: { label: 'Completed', colour: 'success' },
  FAILED: { label: 'Failed', colour: 'error' },
};

/**
 * The orders' and the returns' list filters as the server reads them: a reference typed as customers quote it
 * (#1A2B3C4D) is an order id prefix.
 */
export function toOrderFilter(filter: Record<string, unknown>): Record<string, unknown> {
  const q = filter.q;
  if (typeof q !== 'string') return filter;
  return { ...filter, q: q.trim().replace(/^#/, '') };
}

const CANCELLED_BY: Readonly<Record<string, string>> = {
  customer: 'The customer cancelled this order.',
  staff: 'This order was cancelled in the console.',
  expired: 'This order was cancelled because it was not paid in time.',
};

/** Why a cancelled order was cancelled, as a sentence; undefined for an order that is not cancelled. */
export function cancelReasonSentence(order: Pick<Order, 'delivery_status' | 'cancelReason'>): string | undefined {
  if (order.delivery_status !== 'cancelled') return undefined;
  return (order.cancelReason ? CANCELLED_BY[order.cancelReason] : undefined) ?? 'This order was cancelled.';
}

/** A tax document's file name from its number when the server suggests none: "SJ/26-27/000123" → SJ-26-27-000123.pdf. */
export function documentFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/** The month before `today`'s, as YYYY-MM: the sales register an accountant files in the first days of a month. */
export function previousMonth(today: Date): string {
  const month = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month as the sales register takes it: YYYY-MM. */
export function checkMonth(value: string): string | undefined {
  return MONTH.test(value) ? undefined : 'Pick a month (YYYY-MM).';
}

/** A net weight in grams as the invoice prints it: 4.250 g. */
export function formatGrams(grams: number): string {
  return `${grams.toFixed(3)} g`;
}

/** The order's lines (those the caller sees) not yet in a parcel: what the Ship form offers. */
export function shippableLines(order: Pick<Order, 'products' | 'shipments'>): Order['products'] {
  const shipped = new Set(order.shipments.flatMap((shipment) => shipment.lineIds));
  return order.products.filter((line) => !shipped.has(line._id));
}
