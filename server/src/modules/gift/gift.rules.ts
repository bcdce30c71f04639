/**
 * The gift store (spec 3 'Gift'): gifts are products flagged is_gift. Each is shown under a category like any product
 * (spec 3 gives a gift a product's category); this one, made on first use, when none is named.
 */
export const GIFTS_CATEGORY = { name: 'Gifts', slug: 'gifts' } as const;

/** Whether a category named in gift data (by name or slug, any case) is the Gifts category. */
export function isGiftsCategory(nameOrSlug: string): boolean {
  const wanted = nameOrSlug.trim().toLowerCase();
  return wanted === GIFTS_CATEGORY.name.toLowerCase() || wanted === GIFTS_CATEGORY.slug;
}

/** Pictures a gift has: at least one, at most six. */
export const GIFT_IMAGES = { min: 1, max: 6 } as const;

/** Where uploaded gift pictures are stored: /uploads/gifts/. */
export const GIFT_IMAGE_FOLDER = 'gifts';

/** The folders of the pictures a gift may show: gift-add's (/uploads/gifts/) and the products console's upload (/uploads/products/). */
export const GIFT_PICTURE_FOLDERS = [GIFT_IMAGE_FOLDER, 'products'] as const;

/** A picture a gift may show: stored by gift-add (/uploads/gifts/) or by the products console's upload (/uploads/products/). */
export const GIFT_IMAGE_URL = /^\/uploads\/(?:products|gifts)\/[a-z0-9-]+-(?:320|640|1280)\.webp$/;

/** The gift store's page size (DECISIONS.md: View More adds 20) and the largest page asked for. */
export const GIFTS_PER_PAGE = 20;
export const MAX_GIFTS_PER_PAGE = 100;

/**
 * A gift's pictures after `oldImage` is replaced by `newImage` in its own slot (the first slot showing it);
 * undefined when the gift does not show `oldImage`.
 */
export function replaceInSlot(images: readonly string[], oldImage: string, newImage: string): string[] | undefined {
  const slot = images.indexOf(oldImage);
  if (slot < 0) return undefined;
  return images.map((image, index) => (index === slot ? newImage : image));
}
