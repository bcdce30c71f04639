import { useAccountQuery } from '../auth/use-account-query';
import { cartApi } from './api';
import { cartKeys } from './query-keys';

/** The signed-in customer's cart; idle for guests. */
export function useCart() {
  return useAccountQuery(cartKeys.cart, cartApi.get, { staleTime: 30 * 1000 });
}
