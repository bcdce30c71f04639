import { useQuery } from '@tanstack/react-query';
import { catalogApi } from './api';
import { catalogKeys } from './query-keys';

/** Every category, in shop order (GET /api/home/get-categorys). */
export function useCategories() {
  return useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: async () => (await catalogApi.categories()).categorys,
    staleTime: 10 * 60 * 1000,
  });
}
