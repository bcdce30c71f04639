import type { components } from '@shop/openapi';
import { api, ok, type JsonBody } from '../../api/client';

export type Review = components['schemas']['ReviewDto'];
export type Reviews = components['schemas']['ReviewsResponseDto'];
export type RatingCount = components['schemas']['RatingCountDto'];
export type SubmitReviewRequest = JsonBody<'/api/home/customer/submit-review', 'post'>;

/** The review calls of spec 7: anyone reads a product's reviews; writing one needs the signed-in customer's token. */
export const reviewsApi = {
  list: async (productId: string, pageNo: number) =>
    ok(
      await api.GET('/api/home/customer/get-reviews/{productId}', {
        params: { path: { productId }, query: { pageNo } },
      }),
    ),
  submit: async (body: SubmitReviewRequest) => ok(await api.POST('/api/home/customer/submit-review', { body })),
};
