import { useAccountQuery } from '../auth/use-account-query';
import { wishlistApi } from './api';
import { wishlistKeys } from './query-keys';

/** The signed-in customer's wishlist; idle for guests. */
export function useWishlist() {
  return useAccountQuery(wishlistKeys.list, wishlistApi.list, { staleTime: 60 * 1000 });
}
