import type { paths } from '@shop/openapi';
import { api, ok } from '../../api/client';

export type GiftQuery = NonNullable<paths['/api/gifts-get']['get']['parameters']['query']>;

/** The gift calls of spec 7 that the storefront reads; gifts are products, so cart and wishlist take them as they are. */
export const giftsApi = {
  list: async (query: GiftQuery) => ok(await api.GET('/api/gifts-get', { params: { query } })),
  forHim: async (page: number) => ok(await api.GET('/api/home/gifts-for-him', { params: { query: { page } } })),
};
