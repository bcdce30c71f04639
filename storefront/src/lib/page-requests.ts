/** The query-products page parameters of one request. */
export type PageRequest = { pageNumber: number; parPage: number };

/** The server's largest page (QueryProductsDto: parPage 1–60). */
export const MAX_PAGE_SIZE = 60;

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * The fewest equal-sized server pages that cover products [offset, offset + count). The server pages by
 * `(pageNumber − 1) × parPage`, so a screen that shows 10 and then 20 more (spec 4) asks for products
 * 10–29 as pages 2 and 3 of 10, and a screen of 20 + 20 asks for page 2 of 20.
 */
export function pageRequests(offset: number, count: number, maxPageSize = MAX_PAGE_SIZE): PageRequest[] {
  if (count <= 0) return [];
  let size = offset === 0 ? count : greatestCommonDivisor(offset, count);
  while (size > maxPageSize || count % size !== 0 || offset % size !== 0) size -= 1;
  const first = offset / size + 1;
  return Array.from({ length: count / size }, (_, index) => ({ pageNumber: first + index, parPage: size }));
}
