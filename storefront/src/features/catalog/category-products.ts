import { CATEGORY_GRID_FIRST, CATEGORY_GRID_STEP } from '../../constants';
import { readListingQuery } from '../../lib/listing-query';
import type { ProductFilter } from './query-keys';
import type { Paging } from './use-product-pages';

/** Spec 2: the category of /category-data/{slug} is the slug with dashes turned to spaces, compared lower-case. */
export function categoryOfSlug(slug: string): string {
  return slug.replace(/-/g, ' ').toLowerCase();
}

/** What /category-data/{slug} asks query-products for, with the sort and price filter of its address. */
export function categoryFilter(slug: string, search: string): ProductFilter {
  const query = readListingQuery(search);
  return {
    category: categoryOfSlug(slug),
    sortPrice: query.sort ?? undefined,
    lowPrice: query.lowPrice ?? undefined,
    highPrice: query.highPrice ?? undefined,
  };
}

export const CATEGORY_PAGING: Paging = { first: CATEGORY_GRID_FIRST, step: CATEGORY_GRID_STEP };
