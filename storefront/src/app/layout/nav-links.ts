import { genderPath } from '../../lib/search-path';

export type NavLinkItem = { label: string; to: string };

/** The header's shop links (spec 2, 'Header and shared parts'). */
export const SHOP_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Shop By Category', to: '/collections' },
  { label: 'Men', to: genderPath('male') },
  { label: 'Womens', to: genderPath('female') },
  { label: 'Kids', to: genderPath('kids') },
  { label: 'Offers', to: '/offer-promotion' },
  { label: 'Best Seller', to: '/best-seller' },
  { label: 'Blog', to: '/blog' },
];

/** The kinds of jewellery the shop sells (spec 1), offered in the search box's category dropdown. */
export const SEARCH_CATEGORIES: readonly string[] = [
  'Rings',
  'Pendants',
  'Bangles',
  'Earrings',
  'Nose Pins',
  'Mangalsutra',
  'Evil Eye',
];
