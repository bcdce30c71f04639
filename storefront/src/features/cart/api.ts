import type { components } from '@shop/openapi';
import { api, ok, type JsonBody } from '../../api/client';

export type Cart = components['schemas']['CartResponseDto'];
export type CartShopGroup = components['schemas']['CartShopGroupDto'];
export type CartLine = components['schemas']['CartLineDto'];
export type AddToCartRequest = JsonBody<'/api/home/product/add-to-card', 'post'>;
export type ApplyCouponRequest = JsonBody<'/api/home/coupon/apply', 'post'>;
/** What the server takes off with a coupon: the price before it, the rupees off, the total to pay. */
export type AppliedCoupon = components['schemas']['ApplyCouponResponseDto'];

/** The cart calls of spec 7 (spelt 'card' on the wire); each needs the signed-in customer's token. */
export const cartApi = {
  get: async (userId: string) =>
    ok(await api.GET('/api/home/product/get-card-product/{userId}', { params: { path: { userId } } })),
  add: async (body: AddToCartRequest) => ok(await api.POST('/api/home/product/add-to-card', { body })),
  increase: async (id: string, userId: string) =>
    ok(await api.PUT('/api/home/product/quantity-inc/{id}', { params: { path: { id } }, body: { cardId: id, userId } })),
  decrease: async (id: string, userId: string) =>
    ok(await api.PUT('/api/home/product/quantity-dec/{id}', { params: { path: { id } }, body: { cardId: id, userId } })),
  /** The shopper has seen a line's new price (issue 16's price lock): the line remembers today's. */
  acceptPrice: async (id: string) =>
    ok(await api.PUT('/api/home/product/accept-price/{id}', { params: { path: { id } } })),
  remove: async (id: string) =>
    ok(await api.DELETE('/api/home/product/delete-card-product/{id}', { params: { path: { id } } })),
  applyCoupon: async (body: ApplyCouponRequest) => ok(await api.POST('/api/home/coupon/apply', { body })),
};
