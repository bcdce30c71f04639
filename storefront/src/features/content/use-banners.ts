import { useQuery } from '@tanstack/react-query';
import { contentApi, type BannerCategory } from './api';
import { contentKeys } from './query-keys';

/** The banners of one category, or of all when none is named (the home page takes all in one call). */
export function useBanners(category?: BannerCategory) {
  return useQuery({
    queryKey: contentKeys.banners(category ?? 'all'),
    queryFn: async () => (await contentApi.banners(category)).bannerData,
    staleTime: 10 * 60 * 1000,
  });
}
