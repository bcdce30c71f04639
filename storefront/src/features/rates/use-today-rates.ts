import { useQuery } from '@tanstack/react-query';
import { ratesApi } from './api';
import { ratesKeys } from './query-keys';
import { stripRates } from './today-rates';

/**
 * Today's 22K gold and sterling silver rates (GET /api/metal-rates), kept for five minutes: staff set rates a few
 * times a day, and every page that shows the strip shares the one answer.
 */
export function useTodayRates() {
  return useQuery({
    queryKey: ratesKeys.today(),
    queryFn: async () => (await ratesApi.list()).rates,
    select: stripRates,
    staleTime: 5 * 60 * 1000,
  });
}
