import { firstFreeSlug, SLUG, SLUG_MAX, slugOf } from './slug.js';

const product = (name: string) => slugOf(name, SLUG_MAX.product, 'product');

/** A name, the slug it makes and what as (a product's unless said). */
type SlugCase = [name: string, slug: string, as?: { max: number; fallback: string }];
const PRODUCT = { max: SLUG_MAX.product, fallback: 'product' };
const CATEGORY = { max: SLUG_MAX.category, fallback: 'category' };

const SLUG_CASES: Record<string, SlugCase[]> = {
  'lower-cases the name and joins its words with single dashes': [
    ['Kundan Jhumka — 22K Gold', 'kundan-jhumka-22k-gold'],
    ['  Nose   Pins  ', 'nose-pins'],
    ['Rings/Bands (Set of 2)!', 'rings-bands-set-of-2'],
    ['Toe-Rings', 'toe-rings'],
  ],
  'drops apostrophes, straight or curly, instead of splitting the word': [
    ["Baby's Evil Eye Charms", 'babys-evil-eye-charms', CATEGORY],
    ['Baby’s Nazar Bracelet', 'babys-nazar-bracelet'],
    ["Men's Kada", 'mens-kada'],
    ['Rock ʼn Roll Ring', 'rock-n-roll-ring'],
  ],
  "says '&' as 'and'": [
    ['Gifts & More', 'gifts-and-more', CATEGORY],
    ['Gold&Silver', 'gold-and-silver'],
    ['— & —', 'and'],
  ],
  'transliterates accents and other Latin letters': [
    ['Jhumkā', 'jhumka'],
    ['Crème Brûlée Ring', 'creme-brulee-ring'],
    ['Łódź Straße Ørbit', 'lodz-strasse-orbit'],
    // Decomposed accents (a letter, then its combining mark) as well as composed ones.
    ['Jhumka\u0304', 'jhumka'],
  ],
  'spells out Indian scripts letter by letter': [
    ['झुमका', 'jhumkaa'],
    ['पायल', 'paayl'],
    ['ঝুমকা', 'jhumkaa'],
    ['Kundan नथ', 'kundan-nth'],
  ],
  'answers the fallback when nothing of the name is left': [
    ['💍✨', 'product'],
    ['   ', 'product'],
    ['!!!', 'post', { max: SLUG_MAX.blog, fallback: 'post' }],
  ],
};

describe('slugOf', () => {
  describe.each(Object.entries(SLUG_CASES))('%s', (_, cases) => {
    it.each(cases)('%j is %j', (name, slug, as = PRODUCT) => {
      expect(slugOf(name, as.max, as.fallback)).toBe(slug);
    });
  });

  it('stays a valid slug with room for a suffix, however long the name', () => {
    const long = product('Very Long Name '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX.product - 8);
    expect(long).toMatch(SLUG);
    const category = slugOf('Kangan '.repeat(40), SLUG_MAX.category, 'category');
    expect(category.length).toBeLessThanOrEqual(SLUG_MAX.category - 8);
    expect(category).toMatch(SLUG);
    expect(`${category}-999`.length).toBeLessThanOrEqual(SLUG_MAX.category);
  });

  it('always answers something SLUG accepts', () => {
    for (const name of ["Baby's", 'ॐ Pendant', '22K', '--a--', 'Ⅻ Hours', 'naïve café', '½ carat', 'a\u00adb', 'Σίγμα', '戒指']) {
      expect(product(name)).toMatch(SLUG);
    }
  });
});

describe('SLUG', () => {
  it('accepts lower-case ASCII words joined by single dashes only', () => {
    for (const slug of ['rings', 'nose-pins', 'gold-22k-ring-2']) expect(SLUG.test(slug)).toBe(true);
    for (const slug of ["baby's-evil-eye-charms", 'Rings', 'rings--bands', '-rings', 'rings-', 'jhumkā', 'पायल', 'nose pins', '']) {
      expect(SLUG.test(slug)).toBe(false);
    }
  });
});

describe('firstFreeSlug', () => {
  it('answers the base, or the first numbered one still free', () => {
    expect(firstFreeSlug('gold-ring', new Set())).toBe('gold-ring');
    expect(firstFreeSlug('gold-ring', new Set(['gold-ring']))).toBe('gold-ring-2');
    expect(firstFreeSlug('gold-ring', new Set(['gold-ring', 'gold-ring-2', 'gold-ring-4']))).toBe('gold-ring-3');
  });
});
