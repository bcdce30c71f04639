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
