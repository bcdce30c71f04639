import type { components } from '@shop/openapi';
import { api, ok, type JsonBody } from '../../api/client';

export type PlaceOrderRequest = JsonBody<'/api/home/order/palce-order', 'post'>;
/** The new order's id, the server's total in rupees and the number of pieces. */
export type PlacedOrder = components['schemas']['PlaceOrderResponseDto'];

/** Placing an order (spec 7, spelt 'palce' on the wire); needs the signed-in customer's token. */
export const checkoutApi = {
  placeOrder: async (body: PlaceOrderRequest) => ok(await api.POST('/api/home/order/palce-order', { body })),
};
