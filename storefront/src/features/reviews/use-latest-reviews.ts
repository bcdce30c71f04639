import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LATEST_REVIEWS_PER_PAGE } from '../../constants';
import { pagedState } from '../../lib/paged-query';
import { latestReviewsApi, type LatestReviewSort } from './latest-api';

/** The latest reviews are public: keyed by sort and page size. */
export const latestReviewKeys = {
  sorted: (sort: LatestReviewSort, size: number) => ['reviews', 'latest', sort, size] as const,
};

/**
 * The shop's reviews across products in the order asked for, 8 at a time and 8 more per `loadMore`, with
 * how many there are in all. While another sort loads, the last one stays on screen.
 */
export function useLatestReviews(sort: LatestReviewSort) {
  const query = useInfiniteQuery({
    queryKey: latestReviewKeys.sorted(sort, LATEST_REVIEWS_PER_PAGE),
    initialPageParam: 1,
    queryFn: async ({ pageParam: page }) => ({
      page,
      ...(await latestReviewsApi.list({ sort, page, perPage: LATEST_REVIEWS_PER_PAGE })),
    }),
    getNextPageParam: (last) => (last.page * LATEST_REVIEWS_PER_PAGE < last.totalReview ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });
  const { data, isPlaceholderData, hasNextPage } = query;
  const reviews = useMemo(() => data?.pages.flatMap((page) => page.reviews) ?? [], [data]);

  return {
    reviews,
    ...pagedState(query, data?.pages[0]?.totalReview),
    /** Another sort is on its way; the previous one is still shown. */
    isSorting: isPlaceholderData,
    hasMore: hasNextPage && !isPlaceholderData,
  };
}

/** What /reviews needs to show the list in every state. */
export type LatestReviewPages = ReturnType<typeof useLatestReviews>;
