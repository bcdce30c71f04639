import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogApi, type Category } from './api';
import { catalogKeys } from './query-keys';

/** The query of one category by its slug, shared by the page and the route that starts it early. */
export function categoryQuery(slug: string) {
  return queryOptions({
    queryKey: catalogKeys.category(slug),
    queryFn: async () => (await catalogApi.category(slug)).category,
    staleTime: 10 * 60 * 1000,
  });
}

/**
 * The category of /category-data/{slug} (GET /api/home/get-category/{slug}); an unknown slug answers 404. A category
 * already in the list of every category (opened from the collections or a menu) is shown from it meanwhile.
 */
export function useCategory(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...categoryQuery(slug),
    placeholderData: () => queryClient.getQueryData<Category[]>(catalogKeys.categories())?.find((category) => category.slug === slug),
  });
}
