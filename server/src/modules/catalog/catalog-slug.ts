/** Product slugs: lower-case ASCII words joined by single dashes (/product/details/{slug}). */
export const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Category slugs: the name lower-cased with dashes for spaces, apostrophes kept ("baby's-evil-eye-charms"),
 * because the storefront's /category-data/{slug} turns the dashes back into spaces to find the category by name.
 */
export const CATEGORY_SLUG = /^[\p{Ll}\p{Lo}\p{M}\p{N}']+(?:-[\p{Ll}\p{Lo}\p{M}\p{N}']+)*$/u;

const MAX_PRODUCT_SLUG = 220;

/** 'Kundan Jhumka — 22K Gold' → 'kundan-jhumka-22k-gold'; accents dropped; 'product' when nothing is left. */
export function productSlugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    // Room for a "-NNN" suffix within the column's 220 characters.
    .slice(0, MAX_PRODUCT_SLUG - 8)
    .replace(/-+$/, '');
  return base || 'product';
}

/** The first of `base`, `base-2`, `base-3`… that is not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A category name tidied: trimmed, inner runs of spaces made one. */
export function tidyCategoryName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * The slug the storefront expects for a category name, or undefined when the name cannot make one: only letters,
 * digits, apostrophes and spaces survive the way back (a dash in the name would come back as a space).
 */
export function categorySlugOf(name: string): string | undefined {
  const tidy = tidyCategoryName(name);
  if (!/^[\p{L}\p{M}\p{N}' ]+$/u.test(tidy)) return undefined;
  const slug = tidy.toLowerCase().replace(/ /g, '-');
  return CATEGORY_SLUG.test(slug) ? slug : undefined;
}
