import { useQuery } from '@tanstack/react-query';
import { isClientError } from '../../api/client';
import { deliveryApi } from './api';
import { type Destination, estimateQuery } from './destination';
import { deliveryKeys } from './query-keys';

/** The deliver-by date, fee and COD terms for `destination` (and an order of `amount` rupees); idle without one. */
export function useDeliveryEstimate(destination: Destination | null, amount?: number) {
  const query = destination === null ? {} : estimateQuery(destination, amount);
  return useQuery({
    queryKey: deliveryKeys.estimate(query),
    queryFn: () => deliveryApi.estimate(query),
    enabled: destination !== null,
    // A PIN India Post does not have stays unknown: asking again changes nothing.
    retry: (count, error) => !isClientError(error) && count < 2,
    staleTime: 5 * 60 * 1000,
  });
}

/** What the trust badges and the shipping policy may promise, from the zones; kept ten minutes. */
export function useDeliverySummary() {
  return useQuery({ queryKey: deliveryKeys.summary(), queryFn: deliveryApi.summary, staleTime: 10 * 60 * 1000 });
}

/** The countries the shop ships to (ISO 3166-1), India first; they change with a release, not a day. */
export function useCountries(enabled = true) {
  return useQuery({ queryKey: deliveryKeys.countries(), queryFn: async () => (await deliveryApi.countries()).countries, staleTime: Infinity, enabled });
}
