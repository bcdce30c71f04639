import { useQuery } from '@tanstack/react-query';
import { catalogApi } from './api';
import { catalogKeys } from './query-keys';

/** The lowest and highest sale price in the shop, for the listing's price filter. */
export function usePriceRange() {
  return useQuery({
    queryKey: catalogKeys.priceRange(),
    queryFn: async () => (await catalogApi.priceRange()).priceRange,
    staleTime: 10 * 60 * 1000,
  });
}
