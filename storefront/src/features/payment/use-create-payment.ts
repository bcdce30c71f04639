import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { orderKeys } from '../orders/query-keys';
import { paymentApi, type CreatePaymentRequest } from './api';

/**
 * create-payment (spec 4): cash on delivery confirms the order; online payment answers the gateway's page. The
 * orders are read again either way; the page shows a failure in spec 8's Error dialog.
 */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (body: CreatePaymentRequest) => paymentApi.create(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all(user?.id ?? '') }),
  });
}
