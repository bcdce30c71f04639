import type { BannerCategory } from './api';

export const contentKeys = {
  banners: (category: BannerCategory | 'all') => ['content', 'banners', category] as const,
};
