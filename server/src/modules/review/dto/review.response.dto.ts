import { readOnlyFields } from '../../../common/http/read-only.js';
import type { Review } from '../entities/review.entity.js';
import type { UpdateReviewDto } from './update-review.dto.js';

/** A review as the product page shows it (spec 3 'Review'). */
export class ReviewDto {
  _id: string;
  /** The name it was written under. */
  name: string;
  review: string;
  /** Stars, 1–5. */
  rating: number;
  /** When it was written. */
  date: Date;
}

export class RatingCountDto {
  /** Star level, 5 down to 0. */
  rating: number;
  /** How many visible reviews gave this many stars. */
  sum: number;
}

export class ReviewsResponseDto {
  /** One page of 5, newest first; hidden reviews left out. */
  reviews: ReviewDto[];
  /** How many visible reviews the product has. */
  totalReview: number;
  /** Six bars: 5, 4, 3, 2, 1 and 0 stars. */
  rating_review: RatingCountDto[];
}

/** A review in the console: the shop's fields, `id` (= `_id`) for react-admin, its product, author and state. */
export class ReviewAdminDto extends ReviewDto {
  /** Same as _id. */
  id: string;
  productId: string;
  productName: string;
  productSlug: string;
  /** The author's account; null once the account is gone. */
  userId: string | null;
  /** Hidden reviews are not shown and not counted in the product's rating. */
  hidden: boolean;
  createdAt: Date;
}

/** What moderation (UpdateReviewDto) takes back from the record and ignores: everything but hidden. */
export const REVIEW_ADMIN_READ_ONLY = readOnlyFields<ReviewAdminDto, UpdateReviewDto>()([
  '_id',
  'id',
  'name',
  'review',
  'rating',
  'date',
  'productId',
  'productName',
  'productSlug',
  'userId',
  'createdAt',
]);

export function toReviewDto(review: Review): ReviewDto {
  return { _id: review.id, name: review.name, review: review.review, rating: review.rating, date: review.createdAt };
}

/** `review.product` must be loaded. */
export function toReviewAdminDto(review: Review): ReviewAdminDto {
  return {
    id: review.id,
    ...toReviewDto(review),
    productId: review.productId,
    productName: review.product?.name ?? '',
    productSlug: review.product?.slug ?? '',
    userId: review.userId,
    hidden: review.hidden,
    createdAt: review.createdAt,
  };
}
