import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '../../api/client';
import { useAuth } from '../auth/auth-context';
import { ordersApi } from './api';
import { ORDER_FALLBACK } from './messages';
import { orderKeys } from './query-keys';

/** Cancel an order before it ships: the server's message or error text (409 once shipped) is toasted, the orders re-read. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (orderId: string) => ordersApi.cancel(orderId),
    onSuccess: ({ message }) => {
      toast.success(message);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, ORDER_FALLBACK));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all(user?.id ?? '') }),
  });
}
