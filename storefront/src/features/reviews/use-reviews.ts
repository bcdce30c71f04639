import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reviewsApi } from './api';
import { reviewKeys } from './query-keys';

/**
 * One page of a product's reviews with the per-star counts (spec 4: 5 per page). While the next page
 * loads the previous one stays on screen, so the list does not jump.
 */
export function useReviews(productId: string, pageNo: number) {
  return useQuery({
    queryKey: reviewKeys.page(productId, pageNo),
    queryFn: () => reviewsApi.list(productId, pageNo),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });
}
