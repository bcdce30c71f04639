import { useQuery } from '@tanstack/react-query';
import { blogApi } from './api';
import { blogKeys } from './query-keys';

/** One post by its slug (GET /api/single-blog/{slug}); an unknown slug answers 404. */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: async () => (await blogApi.post(slug)).blogData,
    staleTime: 5 * 60 * 1000,
  });
}
