import type { LatestReviewRow } from '../review.repository.js';

/** A review on the /reviews page: what was said, and of which product. */
export class LatestReviewDto {
  _id: string;
  /** The name it was written under. */
  name: string;
  review: string;
  /** Stars, 1–5. */
  rating: number;
  /** When it was written. */
  date: Date;
  productName: string;
  /** /product/details/{productSlug} */
  productSlug: string;
  /** The product's first picture (640 px WebP), or ''. */
  productImage: string;
}

export class LatestReviewsResponseDto {
  /** One page of visible reviews in the order asked for. */
  reviews: LatestReviewDto[];
  /** How many visible reviews the shop has across all products. */
  totalReview: number;
}

export function toLatestReviewDto(row: LatestReviewRow): LatestReviewDto {
  return {
    _id: row.id,
    name: row.name,
    review: row.review,
    rating: row.rating,
    date: row.created_at,
    productName: row.product_name,
    productSlug: row.product_slug,
    productImage: row.product_image,
  };
}
