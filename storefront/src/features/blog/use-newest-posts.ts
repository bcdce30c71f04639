import { useQuery } from '@tanstack/react-query';
import { blogApi } from './api';
import { blogKeys } from './query-keys';

/** The newest `count` posts (the blog sidebar's recent posts, the home page's teaser). */
export function useNewestPosts(count: number) {
  return useQuery({
    queryKey: blogKeys.newest(count),
    queryFn: async () => (await blogApi.list({ page: 1, perPage: count })).blogData,
    staleTime: 5 * 60 * 1000,
  });
}
