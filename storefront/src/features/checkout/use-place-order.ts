import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { cartKeys } from '../cart/query-keys';
import { orderKeys } from '../orders/query-keys';
import { checkoutApi, type PlaceOrderRequest } from './api';

/**
 * Place the order (spec 4): the server takes the stock, prices everything and empties the ordered cart lines, so the
 * cart and the orders are read again afterwards. The page shows a failure (409 stock gone, 400 a field) itself.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (body: PlaceOrderRequest) => checkoutApi.placeOrder(body),
    onSuccess: () => {
      const userId = user?.id ?? '';
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart(userId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
    },
  });
}
