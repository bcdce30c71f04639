import type { Schemas } from '@shop/openapi';

export type Review = Schemas['ReviewAdminDto'];
/** What PUT /api/admin/reviews/{id} accepts: only whether the review is hidden. */
export type ReviewPayload = Schemas['UpdateReviewDto'];

/** Moderation changes one thing: a review's visibility on the shop. */
export function toReviewPayload(values: Pick<Review, 'hidden'>): ReviewPayload {
  return { hidden: values.hidden === true };
}
