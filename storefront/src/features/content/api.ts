import type { components, paths } from '@shop/openapi';
import { api, ok } from '../../api/client';

export type Banner = components['schemas']['BannerDto'];
export type BannerCategory = NonNullable<
  NonNullable<paths['/api/get-banner']['get']['parameters']['query']>['category']
>;

/** The banner call of spec 7; open to everyone. */
export const contentApi = {
  banners: async (category?: BannerCategory) =>
    ok(await api.GET('/api/get-banner', { params: { query: category === undefined ? {} : { category } } })),
};
