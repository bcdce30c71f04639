// The benchmark's search workload: what shoppers type into the search box of a jewellery shop, as a few thousand
// distinct requests asked in a seeded random order, so that a run measures searching rather than the answer cache.
// Words come from the generated catalogue's names (materials, motifs, kinds), whole or half-typed ('mangalsutr',
// 'evil ey'), misspelt ('bangel', one edit in a word), one to three words, words the catalogue does not have, with
// a category, a sort or a later page now and then. The same seed gives the same questions in the same order.
import { CATEGORIES, MATERIALS, MOTIFS, slug } from './catalogue.mjs';

const lower = (text) => text.toLowerCase();
const KINDS = [...new Set(CATEGORIES.flatMap(([name, kind]) => [lower(kind), lower(name)]))];
// Words shoppers use that this catalogue does not: no full-text match, so the typo fallback runs.
const ELSEWHERE = ['jhumki', 'kada', 'choker', 'hoops', 'studs', 'payal', 'nath', 'maang tikka', 'cufflinks', 'brooch', 'nazariya', 'kamarbandh'];
// Misspellings of the kind jewellery shops see in their search logs.
const MISSPELT = [
  'bangel', 'mangalsutr', 'evil ey', 'earings', 'neckless', 'braclet', 'pendent', 'nosepin', 'oxidized', 'jumka', 'mangalsutra chian',
  'sliver ring', 'rose gol', 'solitare ring', 'infinty', 'buterfly', 'peacok', 'filigri', 'meenakri', 'kundan nekclace', 'bangals', 'anklet silvr',
];
const SORTS = ['low-to-high', 'high-to-low', 'rating', 'newest'];
const VOWELS = 'aeiou';

/** One edit in a word of four or more letters: two neighbours swapped, one dropped, one doubled, or a vowel changed. */
function misspell(word, random) {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default: {
      const vowel = [...word].findIndex((c, i) => i > 0 && VOWELS.includes(c));
      if (vowel < 0) return word.slice(0, at) + word.slice(at + 1);
      const other = VOWELS[(VOWELS.indexOf(word[vowel]) + 1 + Math.floor(random() * 4)) % 5];
      return word.slice(0, vowel) + other + word.slice(vowel + 1);
    }
  }
}

/** What a shopper means: a material, motif or kind, or two or three of them together, now and then a word not sold here. */
function meant(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const material = lower(pick(MATERIALS));
  const motif = lower(pick(MOTIFS));
  const kind = pick(KINDS);
  const r = random();
  if (r < 0.3) return pick([material, motif, kind, kind]);
  if (r < 0.5) return `${material} ${kind}`;
  if (r < 0.7) return `${motif} ${kind}`;
  if (r < 0.78) return `${material} ${motif}`;
  if (r < 0.9) return `${material} ${motif} ${kind}`;
  return pick(ELSEWHERE);
}

/** What the shopper sends: as meant, half-typed (the last word cut short), with one misspelt word, or a common misspelling. */
function typed(text, random) {
  const r = random();
  const words = text.split(' ');
  if (r < 0.55) return text;
  if (r < 0.8) {
    const last = words[words.length - 1];
    if (last.length < 4) return text;
    words[words.length - 1] = last.slice(0, 3 + Math.floor(random() * (last.length - 3)));
    return words.join(' ');
  }
  if (r < 0.95) {
    const long = words.map((word, i) => [word, i]).filter(([word]) => word.length >= 4);
    if (!long.length) return text;
    const [word, i] = long[Math.floor(random() * long.length)];
    words[i] = misspell(word, random);
    return words.join(' ');
  }
  return MISSPELT[Math.floor(random() * MISSPELT.length)];
}

const titleCase = (text) => text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/**
 * `count` distinct query-products paths, and `order(n)`: n of them drawn at random (every path as likely), the
 * order a run asks them in. `suggestions` are the header's live-suggestion paths for the same words as they are
 * typed (from the storefront's 2 characters on), as distinct paths likewise. `seededRandom` is the server's seeded
 * generator (common/seeded-random.js of the build the run uses).
 */
export function searchWorkload({ seededRandom, count = 3000, seed = 20_251_122 }) {
  const random = seededRandom(seed);
  const paths = new Set();
  const words = new Set();
  for (let attempt = 0; paths.size < count && attempt < count * 50; attempt++) {
    let searchValue = typed(meant(random), random);
    if (random() < 0.1) searchValue = titleCase(searchValue);
    words.add(searchValue);
    const params = { searchValue };
    if (random() < 0.2) {
      // Searching from a category's page: mostly for what that category sells.
      const named = CATEGORIES.find(([name, kind]) => lower(searchValue).includes(lower(kind)) || lower(searchValue).includes(lower(name)));
      params.category = slug((named && random() < 0.8 ? named : CATEGORIES[Math.floor(random() * CATEGORIES.length)])[0]);
    }
    if (random() < 0.2) params.sortPrice = SORTS[Math.floor(random() * SORTS.length)];
    const page = random();
    if (page > 0.8) params.pageNumber = page > 0.95 ? 3 : 2;
    paths.add(`/api/home/query-products?${new URLSearchParams(params)}`);
  }
  const suggestions = new Set();
  for (const text of words) {
    for (let end = 2; end <= text.length && suggestions.size < count; end++) {
      const q = text.slice(0, end);
      if (!q.endsWith(' ')) suggestions.add(`/api/home/search-suggestions?${new URLSearchParams({ q })}`);
    }
  }
  const order = (list) => (n) => Array.from({ length: n }, () => list[Math.floor(random() * list.length)]);
  const searchPaths = [...paths];
  const suggestionPaths = [...suggestions];
  return { paths: searchPaths, order: order(searchPaths), suggestions: suggestionPaths, suggestionOrder: order(suggestionPaths) };
}
