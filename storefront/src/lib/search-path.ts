export type SearchQuery = { category: string; value: string };

/**
 * The listing route for a header search. Spec 2 keeps the shop's historical '&&' between the
 * two parameters (/products/search?category={name}&&value={text}); an empty pair still parses.
 */
export function searchPath({ category, value }: SearchQuery): string {
  return `/products/search?category=${encodeURIComponent(category.trim())}&&value=${encodeURIComponent(value.trim())}`;
}

/** The listing route for one gender (spec 2: male, female or kids). */
export function genderPath(gender: 'male' | 'female' | 'kids'): string {
  return `/products/search?gender=${gender}`;
}
