import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { cartApi } from './api';
import { cartKeys } from './query-keys';

/** The signed-in customer's cart; idle for guests. */
export function useCart() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: cartKeys.cart(userId),
    queryFn: () => cartApi.get(userId),
    enabled: user !== null,
    staleTime: 30 * 1000,
  });
}
