import { useQuery } from '@tanstack/react-query';
import { isClientError } from '../../api/client';
import { deliveryApi } from './api';
import { type Destination, destinationOfAddress, estimateQuery, shippingBeforeAddress, type ShippingShown } from './destination';
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
export function useDeliverySummary(enabled = true) {
  return useQuery({ queryKey: deliveryKeys.summary(), queryFn: deliveryApi.summary, staleTime: 10 * 60 * 1000, enabled });
}

/**
 * The order summary's shipping line for an order of `amount` rupees (after its coupon): the zone's fee for `address`,
 * as place-order will charge it; without an address (the cart), what the zones promise. Never a 'Free' that an address
 * abroad would not get.
 */
export function useShippingShown(address: { post: string; country?: string } | null, amount: number): ShippingShown {
  const destination = address === null ? null : destinationOfAddress(address);
  const estimate = useDeliveryEstimate(destination, amount);
  const summary = useDeliverySummary(address === null);
  if (address === null) return { note: summary.data === undefined ? 'Calculated at checkout' : shippingBeforeAddress(summary.data, amount) };
  const fee = estimate.data?.shippingFee;
  if (fee !== undefined && fee !== null) return { fee };
  return { note: estimate.isPending && destination !== null ? 'Calculating…' : 'Calculated when the order is placed' };
}

/** The countries the shop ships to (ISO 3166-1), India first; they change with a release, not a day. */
export function useCountries(enabled = true) {
  return useQuery({ queryKey: deliveryKeys.countries(), queryFn: async () => (await deliveryApi.countries()).countries, staleTime: Infinity, enabled });
}
