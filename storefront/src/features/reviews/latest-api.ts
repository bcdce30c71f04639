import type { components, paths } from '@shop/openapi';
import { api, ok } from '../../api/client';

export type LatestReview = components['schemas']['LatestReviewDto'];
export type LatestReviewsQuery = NonNullable<paths['/api/home/customer/latest-reviews']['get']['parameters']['query']>;
export type LatestReviewSort = NonNullable<LatestReviewsQuery['sort']>;

/** The /reviews page's call (DECISIONS.md): the shop's latest real reviews across products, with their count. */
export const latestReviewsApi = {
  list: async (query: LatestReviewsQuery) =>
    ok(await api.GET('/api/home/customer/latest-reviews', { params: { query } })),
};
