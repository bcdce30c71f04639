import type { paths } from '@shop/openapi';

type ProductQuery = NonNullable<paths['/api/home/query-products']['get']['parameters']['query']>;
export type ListingGender = NonNullable<ProductQuery['gender']>;
export type ListingSort = NonNullable<ProductQuery['sortPrice']>;

/** What the listing page was asked for (spec 2: ?category=&value= or ?gender=), plus its own sort and price filter. */
export type ListingQuery = {
  category: string;
  value: string;
  gender: ListingGender | null;
  sort: ListingSort | null;
  lowPrice: number | null;
  highPrice: number | null;
};

const GENDERS: readonly string[] = ['male', 'female', 'kids'] satisfies ListingGender[];
const SORTS: readonly string[] = ['low-to-high', 'high-to-low', 'newest', 'rating', 'discount'] satisfies ListingSort[];

function isGender(text: string): text is ListingGender {
  return GENDERS.includes(text);
}

function isSort(text: string): text is ListingSort {
  return SORTS.includes(text);
}

function rupees(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/**
 * Reads the listing's query string. Spec 2's links write '&&' between parameters
 * (`?category=Rings&&value=gold`); URLSearchParams skips the empty pair, so both forms read alike.
 * Anything unknown or malformed is ignored rather than sent to the server.
 */
export function readListingQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search);
  const gender = params.get('gender')?.trim().toLowerCase() ?? '';
  const sort = params.get('sort')?.trim() ?? '';
  return {
    category: params.get('category')?.trim() ?? '',
    value: params.get('value')?.trim() ?? '',
    gender: isGender(gender) ? gender : null,
    sort: isSort(sort) ? sort : null,
    lowPrice: rupees(params.get('min')),
    highPrice: rupees(params.get('max')),
  };
}
