/** Spec 9: reviews are paged 5 at a time. */
export const REVIEWS_PER_PAGE = 5;

/** One bar of the product page's rating breakdown: how many visible reviews gave `rating` stars. */
export type RatingCount = { rating: number; sum: number };

/**
 * The product page's bars, from 5 stars down to 0 (spec 2: 'a bar per star level 5 to 1 and 0'). Ratings are
 * 1–5, so the 0 bar is always empty; it is kept because the storefront draws it.
 */
export function ratingBreakdown(countsByRating: ReadonlyMap<number, number>): RatingCount[] {
  return [5, 4, 3, 2, 1, 0].map((rating) => ({ rating, sum: countsByRating.get(rating) ?? 0 }));
}
