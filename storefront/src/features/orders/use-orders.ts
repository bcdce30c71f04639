import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { type Order, ordersApi, type OrderStatusFilter } from './api';
import { orderKeys } from './query-keys';

/** The signed-in customer's orders of one status, newest first (spec 4: a new filter loads the list again); idle for guests. */
export function useOrders(status: OrderStatusFilter) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: orderKeys.list(userId, status),
    queryFn: async () => (await ordersApi.list(userId, status)).orders,
    enabled: user !== null,
  });
}

/** One of the signed-in customer's orders; idle for guests and without an id. */
export function useOrder(orderId: string | null) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: orderKeys.detail(userId, orderId ?? ''),
    queryFn: async () => (await ordersApi.get(orderId ?? '')).order,
    enabled: user !== null && orderId !== null,
  });
}

/** The refunds of one of the signed-in customer's orders; idle until the order has been paid (nothing to give back before). */
export function useOrderRefunds(order: Pick<Order, '_id' | 'payment_status'>) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: orderKeys.refunds(userId, order._id),
    queryFn: () => ordersApi.refunds(order._id),
    enabled: user !== null && order.payment_status !== 'unpaid',
  });
}
