import { slugCheck } from '../../lib/slug';
import type { CategoryPayload, CategoryValues } from './types';
import { isBlank, wholeNumberCheck } from '../../lib/checks';

/** The server's category rules (SaveCategoryDto), checked in the form. An empty value is left to `required()`. */

export function checkCategoryName(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const length = typeof value === 'string' ? value.trim().length : 0;
  return length >= 1 && length <= 80 ? undefined : 'The name must be 1 to 80 characters.';
}

export const checkCategorySlug = slugCheck(100, 'nose-pins');

export const checkCategoryPosition = wholeNumberCheck(0, 100_000, 'The position must be a whole number from 0 to 100,000.');

/**
 * What the console sends for a category: name, picture URL ('' for none) and, when given, slug and position
 * (left out, the server makes the slug from the name and puts a new category last).
 */
export function toCategoryPayload(values: CategoryValues): CategoryPayload {
  const payload: CategoryPayload = { name: values.name.trim(), image: values.image };
  const slug = (values.slug ?? '').trim();
  if (slug) payload.slug = slug;
  if (typeof values.position === 'number') payload.position = values.position;
  return payload;
}
