import type { UseInfiniteQueryResult } from '@tanstack/react-query';

/** What a screen needs to show a growing list (besides its items): the first load, its failure, and View More. */
export type PagedState = {
  /** How many items there are (that match) in all; undefined until the first answer. */
  total: number | undefined;
  isPending: boolean;
  /** The first items could not be loaded. */
  isError: boolean;
  retry: () => void;
  hasMore: boolean;
  loadMore: () => void;
  isLoadingMore: boolean;
  /** The last View More could not be loaded. */
  loadMoreFailed: boolean;
};

type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'isPending' | 'isError' | 'isFetchNextPageError' | 'refetch' | 'hasNextPage' | 'fetchNextPage' | 'isFetchingNextPage'
>;

/**
 * A useInfiniteQuery result as a PagedState, `total` read from its first page by the caller: a failed View More
 * leaves the items loaded so far on screen (loadMoreFailed) instead of failing the whole list (isError).
 */
export function pagedState(query: PagedQuery, total: number | undefined): PagedState {
  const { isPending, isError, isFetchNextPageError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  return {
    total,
    isPending,
    isError: isError && !isFetchNextPageError,
    retry: () => void refetch(),
    hasMore: hasNextPage,
    loadMore: () => void fetchNextPage(),
    isLoadingMore: isFetchingNextPage,
    loadMoreFailed: isFetchNextPageError,
  };
}
