import { CATEGORY_GRID_FIRST, CATEGORY_GRID_STEP } from '../../constants';
import { readListingQuery } from '../../lib/listing-query';
import type { ProductFilter } from './query-keys';
import type { Paging } from './use-product-pages';

/** What /category-data/{slug} asks query-products for: the category of that slug, sorted and priced as its address says. */
export function categoryFilter(slug: string, search: string): ProductFilter {
  const query = readListingQuery(search);
  return {
    categorySlug: slug,
    sortPrice: query.sort ?? undefined,
    lowPrice: query.lowPrice ?? undefined,
    highPrice: query.highPrice ?? undefined,
  };
}

export const CATEGORY_PAGING: Paging = { first: CATEGORY_GRID_FIRST, step: CATEGORY_GRID_STEP };
