import type { DemoBanner } from './types.js';

/** One or more banners for each banner category the storefront shows (spec 3); the seeder draws the images by theme. */
export const demoBanners: DemoBanner[] = [
  { category: 'Home Page', theme: 'home' },
  { category: 'Home Page', theme: 'home' },
  { category: 'Home Page', theme: 'home' },
  { category: 'fastivle', theme: 'festive' },
  { category: 'fastivle', theme: 'festive' },
  { category: 'Evil Eye Elegance', theme: 'evil-eye' },
  { category: "Baby's Evil Eye Charms", theme: 'baby-evil-eye' },
];

/** The theme each banner category is drawn in. */
export const BANNER_THEMES: Record<DemoBanner['category'], DemoBanner['theme']> = {
  'Home Page': 'home',
  fastivle: 'festive',
  'Evil Eye Elegance': 'evil-eye',
  "Baby's Evil Eye Charms": 'baby-evil-eye',
};
