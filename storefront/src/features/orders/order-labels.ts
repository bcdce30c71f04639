import type { Order, OrderStatusFilter } from './api';

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
