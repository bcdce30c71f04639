import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { wishlistApi } from './api';
import { wishlistKeys } from './query-keys';

/** The signed-in customer's wishlist; idle for guests. */
export function useWishlist() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: wishlistKeys.list(userId),
    queryFn: () => wishlistApi.list(userId),
    enabled: user !== null,
    staleTime: 60 * 1000,
  });
}
