import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi } from './api';
import { catalogKeys } from './query-keys';

/** The query of one product by its slug, shared by the page and the route that starts it early. */
export function productQuery(slug: string) {
  return queryOptions({
    queryKey: catalogKeys.product(slug),
    queryFn: () => catalogApi.product(slug),
    staleTime: 60 * 1000,
  });
}

/** One product by its slug, with related products of its category and more from its shop (GET /api/home/get-product/{slug}). */
export function useProduct(slug: string) {
  return useQuery(productQuery(slug));
}
