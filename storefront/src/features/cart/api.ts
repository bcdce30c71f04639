import type { components } from '@shop/openapi';
import { api, ok, type JsonBody } from '../../api/client';

export type Cart = components['schemas']['CartResponseDto'];
export type AddToCartRequest = JsonBody<'/api/home/product/add-to-card', 'post'>;

/** The cart calls of spec 7 (spelt 'card' on the wire); each needs the signed-in customer's token. */
export const cartApi = {
  get: async (userId: string) =>
    ok(await api.GET('/api/home/product/get-card-product/{userId}', { params: { path: { userId } } })),
  add: async (body: AddToCartRequest) => ok(await api.POST('/api/home/product/add-to-card', { body })),
};
