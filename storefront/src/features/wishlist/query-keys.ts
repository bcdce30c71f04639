import { accountKeys } from '../auth/query-keys';

/** The wishlist belongs to the customer: under their `account` key, so signing out drops it. */
export const wishlistKeys = {
  list: (userId: string) => [...accountKeys.of(userId), 'wishlist'] as const,
};
