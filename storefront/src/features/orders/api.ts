import type { components } from '@shop/openapi';
import { api, ok } from '../../api/client';
import type { ORDER_STATUS_FILTERS } from '../../constants';

export type Order = components['schemas']['OrderDto'];
export type OrderLine = components['schemas']['OrderLineDto'];
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** The customer's order calls of spec 7 (spelt 'gat' on the wire), and cancelling before it ships. */
export const ordersApi = {
  list: async (customerId: string, status: OrderStatusFilter) =>
    ok(await api.GET('/api/home/customer/gat-orders/{customerId}/{status}', { params: { path: { customerId, status } } })),
  get: async (orderId: string) =>
    ok(await api.GET('/api/home/customer/gat-order/{orderId}', { params: { path: { orderId } } })),
  cancel: async (orderId: string) =>
    ok(await api.PUT('/api/home/customer/cancel-order/{orderId}', { params: { path: { orderId } } })),
};
