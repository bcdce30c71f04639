import { useQuery } from '@tanstack/react-query';
import { couponApi } from './api';

/** The coupons that still apply, newest first. */
export function useCoupons() {
  return useQuery({
    queryKey: ['coupons'] as const,
    queryFn: async () => (await couponApi.list()).couponData,
    staleTime: 5 * 60 * 1000,
  });
}
