import { accountKeys } from '../auth/query-keys';
import type { OrderStatusFilter } from './api';

/** Orders belong to the customer: under their `account` key, so signing out drops them. */
export const orderKeys = {
  all: (userId: string) => [...accountKeys.of(userId), 'orders'] as const,
  list: (userId: string, status: OrderStatusFilter) => [...accountKeys.of(userId), 'orders', 'list', status] as const,
  detail: (userId: string, orderId: string) => [...accountKeys.of(userId), 'orders', 'detail', orderId] as const,
  refunds: (userId: string, orderId: string) => [...accountKeys.of(userId), 'orders', 'refunds', orderId] as const,
};
