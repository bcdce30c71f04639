import { useQuery } from '@tanstack/react-query';
import { paymentApi } from './api';

/** Whether this shop takes test payments (the sandbox simulator): set when the server starts, so asked once a visit. */
export function usePaymentMode() {
  return useQuery({
    queryKey: ['payment', 'mode'] as const,
    queryFn: () => paymentApi.mode(),
    staleTime: Infinity,
    retry: false,
  });
}
