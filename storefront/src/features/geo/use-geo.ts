import { useQuery } from '@tanstack/react-query';
import { isClientError } from '../../api/client';
import { geoApi } from './api';

/** The countries with their address rules: data that changes only with the server, read once per visit. */
export function useCountries() {
  return useQuery({ queryKey: ['geo', 'countries'], queryFn: geoApi.countries, staleTime: Infinity, gcTime: Infinity });
}

/** Where an Indian PIN lies, once `pin` is six digits; a PIN India Post does not have is an error, not retried. */
export function usePinPlace(pin: string) {
  return useQuery({
    queryKey: ['geo', 'pin', pin],
    queryFn: () => geoApi.pin(pin),
    enabled: /^[1-9]\d{5}$/.test(pin),
    staleTime: Infinity,
    retry: (count, error) => !isClientError(error) && count < 2,
  });
}
