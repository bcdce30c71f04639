import { transliterate } from 'transliteration';

/**
 * Every slug of the shop, whatever it names (a category, a product or gift, a journal post): lower-case ASCII letters
 * and digits in words joined by single dashes, so that an address needs no escaping anywhere it is written.
 */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Longest slug each kind's column holds. */
export const SLUG_MAX = { category: 100, product: 220, blog: 220 } as const;

/** Room kept for a "-NNN" suffix (firstFreeSlug) within the column. */
const SUFFIX_ROOM = 8;

// Apostrophes, which disappear rather than split a word ("Baby's" is babys, not baby-s); the transliteration has
// already made the typographic ones (’ ‘ ʼ ´) one of these.
const APOSTROPHES = /['`]/g;

/**
 * The slug a name makes: transliterated to Latin letters where the `transliteration` library knows the script
 * (accents dropped, "Jhumkā" → jhumka; Devanagari, Bengali, Tamil and other Indian scripts spelt out letter by letter,
 * "झुमका" → jhumkaa), '&' said as 'and', apostrophes dropped, every other run of characters a single dash; cut to
 * leave room for a "-NNN" within `maxLength`. `fallback` when nothing is left (a name of emoji or unknown signs).
 */
export function slugOf(name: string, maxLength: number, fallback: string): string {
  const slug = transliterate(name.normalize('NFC').replace(/&/g, ' and '))
    .replace(APOSTROPHES, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, Math.max(1, maxLength - SUFFIX_ROOM))
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** The first of `base`, `base-2`, `base-3`… that is not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
