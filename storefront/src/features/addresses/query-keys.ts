import { accountKeys } from '../auth/query-keys';

/** The address book belongs to the customer: under their `account` key, so signing out drops it. */
export const addressKeys = {
  list: (userId: string) => [...accountKeys.of(userId), 'addresses'] as const,
};
