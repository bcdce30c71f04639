import type { components } from '@shop/openapi';
import { api, ok, type JsonBody } from '../../api/client';

export type WishlistItem = components['schemas']['WishlistItemDto'];
export type Wishlist = components['schemas']['WishlistResponseDto'];
export type AddToWishlistRequest = JsonBody<'/api/home/product/add-to-wishlist', 'post'>;

/** The wishlist calls of spec 7; each needs the signed-in customer's token. */
export const wishlistApi = {
  list: async (userId: string) =>
    ok(await api.GET('/api/home/product/get-wishlist-products/{userId}', { params: { path: { userId } } })),
  add: async (body: AddToWishlistRequest) => ok(await api.POST('/api/home/product/add-to-wishlist', { body })),
  remove: async (id: string) =>
    ok(await api.DELETE('/api/home/product/delete-wishlist-product/{id}', { params: { path: { id } } })),
};
