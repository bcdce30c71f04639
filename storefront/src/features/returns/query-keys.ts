import { accountKeys } from '../auth/query-keys';

/** The policy is the shop's; an order's returns belong to the customer, under their `account` key. */
export const returnKeys = {
  policy: () => ['returns', 'policy'] as const,
  ofOrder: (userId: string, orderId: string) => [...accountKeys.of(userId), 'returns', orderId] as const,
  eligibility: (userId: string, orderId: string) => [...accountKeys.of(userId), 'returns', orderId, 'eligibility'] as const,
  list: (userId: string, orderId: string) => [...accountKeys.of(userId), 'returns', orderId, 'list'] as const,
};
