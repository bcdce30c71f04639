import { PURITIES } from '@shop/openapi/rules';
import { formatInr } from '../../lib/money';
import type { Order, OrderLine, OrderRefund, OrderStatusFilter } from './api';

/** How a payment status reads to the customer. */
export const PAYMENT_STATUS_LABELS: Record<Order['payment_status'], string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
};

/** How an order (delivery) status reads to the customer. */
export const DELIVERY_STATUS_LABELS: Record<Order['delivery_status'], string> = {
  pending: 'Pending',
  placed: 'Placed',
  warehouse: 'Warehouse',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * The date the order was promised by (issue 17), while it is still to come: none once it is delivered or cancelled,
 * nor for an order placed before delivery zones.
 */
export function comingDeliveryDate(order: Pick<Order, 'expectedDeliveryDate' | 'delivery_status'>): string | null {
  if (order.delivery_status === 'delivered' || order.delivery_status === 'cancelled') return null;
  return order.expectedDeliveryDate;
}

/** How each step of an order's timeline reads to the customer. */
export const TIMELINE_STEP_LABELS: Record<Order['timeline'][number]['step'], string> = {
  placed: 'Order placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The My Orders filter's options (spec 2 and 4). */
export const FILTER_LABELS: Record<OrderStatusFilter, string> = {
  all: 'All',
  placed: 'Placed',
  pending: 'Pending',
  cancelled: 'Cancelled',
  warehouse: 'Warehouse',
};

/** The short reference a customer reads and quotes: the id's first 8 characters, upper-case. */
export function orderReference(orderId: string): string {
  return `#${orderId.slice(0, 8).toUpperCase()}`;
}

const PLACED_AT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short' });

/** When an order was placed, as Indian readers write it: '23 July 2024 at 3:05 pm'; an unreadable value as it came. */
export function formatOrderDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : PLACED_AT.format(date);
}

/** How a purity code of an order line reads: the server's purity table's labels (generated into openapi/rules.ts). */
const PURITY_LABELS: Readonly<Record<string, string>> = Object.fromEntries(PURITIES.map((purity) => [purity.code, purity.label]));

const GRAMS = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/**
 * What an order line was made of and is billed under (issue 16): '22K gold (916) · 4.120 g · HSN 7113'; the parts
 * it has (a plated piece has no purity or weight).
 */
export function lineMaking(line: Pick<OrderLine, 'purity' | 'netWeight' | 'hsn'>): string {
  return [
    line.purity === null ? null : (PURITY_LABELS[line.purity] ?? line.purity),
    line.netWeight === null ? null : `${GRAMS.format(line.netWeight)} g`,
    line.hsn === '' ? null : `HSN ${line.hsn}`,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/** The file an invoice or credit note is saved as: its number with '/' made '-' ('SJ/26-27/000123' → 'SJ-26-27-000123.pdf'). */
export function documentFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}

/**
 * What the order page says of one refund (issue 18), in rupees whatever the shopper's currency (the money goes back as
 * it was paid): started, done with the bank's reference, or failed (staff retry it).
 */
export function refundSentence(refund: Pick<OrderRefund, 'amount' | 'state' | 'reference' | 'createdAt' | 'completedAt'>): string {
  const amount = formatInr(refund.amount);
  if (refund.state === 'completed') {
    const on = refund.completedAt === null ? '' : ` on ${formatOrderDate(refund.completedAt)}`;
    return `Refunded ${amount}${on}${refund.reference === null ? '' : ` (ref ${refund.reference})`}`;
  }
  if (refund.state === 'failed') return `Refund of ${amount} failed — we will retry`;
  return `Refund of ${amount} started on ${formatOrderDate(refund.createdAt)}`;
}
