import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pageRequests } from '../../lib/page-requests';
import { pagedState, type PagedState } from '../../lib/paged-query';
import { catalogApi, type Product } from './api';
import { catalogKeys, type ProductFilter } from './query-keys';

export type Paging = {
  /** Products shown at first. */
  first: number;
  /** Products each View More adds. */
  step: number;
};

/** A growing list of products and what a screen needs to show it. */
export type ProductPages = { products: Product[] } & PagedState;

type Chunk = { offset: number; products: Product[]; total: number };

/** The query behind `useProductPages`, for a route to start it while its screen's code downloads. */
export function productPagesOptions(filter: ProductFilter, { first, step }: Paging) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.pages(filter, first, step),
    initialPageParam: 0,
    queryFn: async ({ pageParam: offset }): Promise<Chunk> => {
      const requests = pageRequests(offset, offset === 0 ? first : step);
      const answers = await Promise.all(requests.map((page) => catalogApi.queryProducts({ ...filter, ...page })));
      return {
        offset,
        products: answers.flatMap((answer) => answer.products),
        total: answers[0]?.totalProduct ?? 0,
      };
    },
    getNextPageParam: (last) => {
      const next = last.offset + (last.offset === 0 ? first : step);
      return next < last.total ? next : undefined;
    },
    staleTime: 60 * 1000,
  });
}

/**
 * The products matching `filter` from GET /api/home/query-products, `first` at first and `step` more on
 * each `loadMore` (spec 4: listing 10 + 20, deals 20 + 20) while more remain.
 */
export function useProductPages(filter: ProductFilter, paging: Paging): ProductPages {
  const query = useInfiniteQuery(productPagesOptions(filter, paging));
  const { data } = query;
  const products = useMemo(() => data?.pages.flatMap((chunk) => chunk.products) ?? [], [data]);

  return { products, ...pagedState(query, data?.pages[0]?.total) };
}
