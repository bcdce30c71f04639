import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { GIFTS_PAGE_SIZE } from '../../constants';
import { pagedState } from '../../lib/paged-query';
import type { Product } from '../catalog/api';
import type { ProductPages } from '../catalog/use-product-pages';
import { giftsApi } from './api';
import { giftKeys } from './query-keys';

type Page = { page: number; products: Product[]; total: number; size: number };

/** A page-numbered list of products as the grids' ProductPages (View More while more remain). */
function useProductPagesOf(query: UseInfiniteQueryResult<InfiniteData<Page>>): ProductPages {
  const { data } = query;
  const products = useMemo(() => data?.pages.flatMap((page) => page.products) ?? [], [data]);
  return { products, ...pagedState(query, data?.pages[0]?.total) };
}

const nextPage = (last: Page) => (last.page * last.size < last.total ? last.page + 1 : undefined);

/** The gift store's gifts, newest first: 20, and 20 more per View More (DECISIONS.md). */
export function useGiftStore(): ProductPages {
  return useProductPagesOf(
    useInfiniteQuery({
      queryKey: giftKeys.store(GIFTS_PAGE_SIZE),
      initialPageParam: 1,
      queryFn: async ({ pageParam: page }): Promise<Page> => {
        const answer = await giftsApi.list({ page, perPage: GIFTS_PAGE_SIZE });
        return { page, products: answer.gifts, total: answer.totalgift, size: GIFTS_PAGE_SIZE };
      },
      getNextPageParam: nextPage,
      staleTime: 60 * 1000,
    }),
  );
}

/** Gifts and pieces for men, gifts first, a page of the server's size (parPage) per View More. */
export function useGiftsForHim(): ProductPages {
  return useProductPagesOf(
    useInfiniteQuery({
      queryKey: giftKeys.forHim(),
      initialPageParam: 1,
      queryFn: async ({ pageParam: page }): Promise<Page> => {
        const answer = await giftsApi.forHim(page);
        return { page, products: answer.products, total: answer.totalProduct, size: answer.parPage };
      },
      getNextPageParam: nextPage,
      staleTime: 60 * 1000,
    }),
  );
}
