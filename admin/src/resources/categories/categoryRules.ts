import type { CategoryPayload, CategoryValues } from './types';

/** The server's category rules (SaveCategoryDto), checked in the form. An empty value is left to `required()`. */

/** Lower-case words joined by dashes, apostrophes kept: the storefront turns the dashes back into spaces to find the category. */
const CATEGORY_SLUG = /^[\p{Ll}\p{Lo}\p{M}\p{N}']+(?:-[\p{Ll}\p{Lo}\p{M}\p{N}']+)*$/u;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export function checkCategoryName(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const length = typeof value === 'string' ? value.trim().length : 0;
  return length >= 1 && length <= 80 ? undefined : 'The name must be 1 to 80 characters.';
}

export function checkCategorySlug(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const slug = typeof value === 'string' ? value.trim() : '';
  return slug.length <= 100 && CATEGORY_SLUG.test(slug)
    ? undefined
    : "The slug must be lower-case words joined by single dashes, e.g. nose-pins or baby's-evil-eye-charms.";
}

export function checkCategoryPosition(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100_000
    ? undefined
    : 'The position must be a whole number from 0 to 100,000.';
}

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
