import type { ProductQuery } from './api';

/** The catalogue's cache keys: shared by everyone, so they live outside the customer's `account` keys. */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => ['catalog', 'categories'] as const,
  category: (slug: string) => ['catalog', 'category', slug] as const,
  home: () => ['catalog', 'home'] as const,
  product: (slug: string) => ['catalog', 'product', slug] as const,
  pages: (filter: ProductFilter, first: number, step: number) => ['catalog', 'pages', filter, first, step] as const,
  suggestions: (text: string) => ['catalog', 'suggestions', text] as const,
};

/** A query-products filter without its paging. */
export type ProductFilter = Omit<ProductQuery, 'pageNumber' | 'parPage'>;
