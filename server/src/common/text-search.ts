/** How a search box's text becomes full-text terms: pure, shared by the catalogue and the blog. */

/** A word of a search as typed (lower-case) and its prefix term for to_tsquery. */
export type SearchWord = { word: string; term: string };

const MAX_WORDS = 8;

/**
 * The term of one word: a prefix, so that half-typed words match ('ey' finds 'eye'), with a plural ending made optional
 * ('rings' finds 'ring' and 'rings', 'watches' finds 'watch'): the names say 'Ring', shoppers type 'rings'.
 */
export function prefixTerm(word: string): string {
  let stem = word;
  if (/(?:ch|sh|ss|x|z)es$/.test(word)) stem = word.slice(0, -2);
  else if (word.length >= 4 && /[^su]s$/.test(word)) stem = word.slice(0, -1);
  return `${stem}:*`;
}

/** The words of a search (letters and digits, lower-case, the first 8), each with its prefix term. */
export function searchWords(text: string): SearchWord[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, MAX_WORDS) ?? [];
  return words.map((word) => ({ word, term: prefixTerm(word) }));
}

/** Every word of a search as one prefix tsquery ('evil ey' → 'evil:* & ey:*'); undefined when nothing searchable is left. */
export function prefixTsQuery(text: string): string | undefined {
  const words = searchWords(text);
  return words.length ? words.map(({ term }) => term).join(' & ') : undefined;
}
