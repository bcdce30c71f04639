import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../api/client';
import { accountKeys } from './query-keys';

/** The signed-in customer's details from GET /api/useringfo; idle while nobody is signed in. */
export function useUserInfo(userId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.info(userId ?? ''),
    queryFn: async () => (await authApi.userInfo()).data,
    enabled: userId !== undefined,
    staleTime: 5 * 60 * 1000,
  });
}
