import { useQuery } from '@tanstack/react-query';
import { catalogApi } from './api';
import { catalogKeys } from './query-keys';

/** What the home page shows: the newest products, latest, top rated and most discounted (GET /api/home/get-products). */
export function useHomeProducts() {
  return useQuery({
    queryKey: catalogKeys.home(),
    queryFn: catalogApi.homeProducts,
    staleTime: 5 * 60 * 1000,
  });
}
