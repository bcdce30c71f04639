import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BLOG_PAGE_SIZE } from '../../constants';
import { pagedState, type PagedState } from '../../lib/paged-query';
import { blogApi, type Blog } from './api';
import { blogKeys } from './query-keys';

/** A growing list of posts and what the page needs to show it. */
export type BlogPages = { posts: Blog[] } & PagedState;

/**
 * The journal's posts, newest first (or those matching `q`, best match first), BLOG_PAGE_SIZE at first
 * and as many more on each `loadMore` while more remain.
 */
export function useBlogPages(q: string): BlogPages {
  const query = useInfiniteQuery({
    queryKey: blogKeys.pages(q, BLOG_PAGE_SIZE),
    initialPageParam: 1,
    queryFn: ({ pageParam: page }) => blogApi.list({ page, perPage: BLOG_PAGE_SIZE, q: q === '' ? undefined : q }),
    getNextPageParam: (last) => (last.page * last.perPage < last.total ? last.page + 1 : undefined),
    staleTime: 5 * 60 * 1000,
  });
  const { data } = query;
  const posts = useMemo(() => data?.pages.flatMap((page) => page.blogData) ?? [], [data]);

  return { posts, ...pagedState(query, data?.pages[0]?.total) };
}
