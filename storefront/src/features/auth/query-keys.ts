/**
 * Every query that belongs to the signed-in customer lives under `account`, keyed by the customer's id,
 * so signing out (or in as someone else) drops all of it at once and nothing of one customer leaks to the next.
 */
export const accountKeys = {
  all: ['account'] as const,
  of: (userId: string) => ['account', userId] as const,
  info: (userId: string) => ['account', userId, 'info'] as const,
};
