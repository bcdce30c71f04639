import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useAuth } from './auth-context';

export type AccountQueryOptions = {
  /** Read only while this holds too (an order with an id, a delivered order …). */
  when?: boolean;
  staleTime?: number;
};

/** A read of the signed-in customer's own data, keyed by their id (so signing out drops it); idle for guests. */
export function useAccountQuery<Answer>(key: (userId: string) => QueryKey, read: (userId: string) => Promise<Answer>, { when = true, staleTime }: AccountQueryOptions = {}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: key(userId),
    queryFn: () => read(userId),
    enabled: user !== null && when,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
