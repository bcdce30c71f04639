import { useAccountQuery } from '../auth/use-account-query';
import { type Order, ordersApi, type OrderStatusFilter } from './api';
import { orderKeys } from './query-keys';

/** The signed-in customer's orders of one status, newest first (spec 4: a new filter loads the list again); idle for guests. */
export function useOrders(status: OrderStatusFilter) {
  return useAccountQuery(
    (userId) => orderKeys.list(userId, status),
    async (userId) => (await ordersApi.list(userId, status)).orders,
  );
}

/** One of the signed-in customer's orders; idle for guests and without an id. */
export function useOrder(orderId: string | null) {
  return useAccountQuery(
    (userId) => orderKeys.detail(userId, orderId ?? ''),
    async () => (await ordersApi.get(orderId ?? '')).order,
    { when: orderId !== null },
  );
}

/** The refunds of one of the signed-in customer's orders; idle until the order has been paid (nothing to give back before). */
export function useOrderRefunds(order: Pick<Order, '_id' | 'payment_status'>) {
  return useAccountQuery(
    (userId) => orderKeys.refunds(userId, order._id),
    () => ordersApi.refunds(order._id),
    { when: order.payment_status !== 'unpaid' },
  );
}
