import type { LatestReviewSort } from './latest-api';

/** The sort menu of /reviews: newest by default, then spec 2's 'High Rating' (descending) and 'Low Rating' (ascending). */
export const REVIEW_SORTS: readonly { value: LatestReviewSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'high', label: 'High Rating' },
  { value: 'low', label: 'Low Rating' },
];

/** The sort named by /reviews?sort=…; newest for none or an unknown one. */
export function reviewSortOf(search: string): LatestReviewSort {
  const asked = new URLSearchParams(search).get('sort');
  return REVIEW_SORTS.find((sort) => sort.value === asked)?.value ?? 'newest';
}

/** The address of /reviews for `sort`: newest needs no parameter. */
export function reviewSortSearch(sort: LatestReviewSort): string {
  return sort === 'newest' ? '' : `?sort=${sort}`;
}
