import { useQuery } from '@tanstack/react-query';
import { catalogApi } from './api';
import { catalogKeys } from './query-keys';

/** One product by its slug, with related products of its category and more from its shop (GET /api/home/get-product/{slug}). */
export function useProduct(slug: string) {
  return useQuery({
    queryKey: catalogKeys.product(slug),
    queryFn: () => catalogApi.product(slug),
    staleTime: 60 * 1000,
  });
}
