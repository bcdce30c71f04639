import { PRODUCT_PAGE_YOU_MAY_LIKE, REVIEWS_PER_PAGE, SHORT_DESCRIPTION_CHARS } from '../../constants';
import type { Product } from '../../features/catalog/api';

/**
 * Spec 2: the short description beside the pictures, at most `max` characters of the text. A longer text
 * is cut at the last whole word that fits and ends with an ellipsis; runs of white space count as one.
 */
export function shortDescription(text: string, max = SHORT_DESCRIPTION_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  // a word cut in half reads badly: end at the word before it, unless the first word alone is that long
  const whole = flat.charAt(max) === ' ' || lastSpace <= 0 ? cut : cut.slice(0, lastSpace);
  return `${whole.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Spec 2: 'In Stock (n Item)' while pieces are left, and plainly 'Out of Stock' at 0. */
export function stockText(stock: number): string {
  return stock > 0 ? `In Stock (${stock} Item)` : 'Out of Stock';
}

/**
 * The option shown first in a select: the spec's default (colour white, size full) when the product offers
 * it, else the product's first option ('' when it has none). The server refuses anything else (400).
 */
export function defaultOption(options: readonly string[], preferred: string): string {
  return options.find((option) => option.toLowerCase() === preferred) ?? options[0] ?? '';
}

/**
 * Spec 2's 'Product May You Like': five pieces, other than the one on the page. Pieces of the same category
 * come first; the catalogue fills up, starting at its 8th product as the spec has it (products 8 to 12).
 */
export function youMayLike(current: Product, related: readonly Product[], catalogue: readonly Product[] = []): Product[] {
  const { from, to } = PRODUCT_PAGE_YOU_MAY_LIKE;
  const count = to - from + 1;
  const fill = [...catalogue.slice(from - 1), ...catalogue.slice(0, from - 1)];
  const seen = new Set([current._id]);
  const picked: Product[] = [];
  for (const candidate of [...related, ...fill]) {
    if (picked.length === count) break;
    if (seen.has(candidate._id)) continue;
    seen.add(candidate._id);
    picked.push(candidate);
  }
  return picked;
}

/** Spec 4: how many pages of 5 the reviews fill; paging is offered only when there is more than one. */
export function reviewPageCount(totalReviews: number): number {
  return Math.max(1, Math.ceil(totalReviews / REVIEWS_PER_PAGE));
}

/** The page numbers a pager shows: at most `width` of them, around the current page, within 1…count. */
export function pageWindow(current: number, count: number, width = 5): number[] {
  const size = Math.min(width, count);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), count - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

export type ReviewDraftErrors = { rating?: string; review?: string };

/** What is wrong with a review before it is sent (DECISIONS.md: a rating of 1–5 and the text are required). */
export function reviewDraftErrors(rating: number | null, review: string): ReviewDraftErrors {
  return {
    rating: rating === null || rating < 1 || rating > 5 ? 'Please choose a rating from 1 to 5 stars.' : undefined,
    review: review.trim() === '' ? 'Please write your review.' : undefined,
  };
}
