import { accountKeys } from '../auth/query-keys';

/** The cart belongs to the customer: under their `account` key, so signing out drops it. */
export const cartKeys = {
  cart: (userId: string) => [...accountKeys.of(userId), 'cart'] as const,
};
