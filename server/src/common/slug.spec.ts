import { firstFreeSlug, SLUG, SLUG_MAX, slugOf } from './slug.js';

const product = (name: string) => slugOf(name, SLUG_MAX.product, 'product');

describe('slugOf', () => {
  it('lower-cases the name and joins its words with single dashes', () => {
    expect(product('Kundan Jhumka — 22K Gold')).toBe('kundan-jhumka-22k-gold');
    expect(product('  Nose   Pins  ')).toBe('nose-pins');
    expect(product('Rings/Bands (Set of 2)!')).toBe('rings-bands-set-of-2');
    expect(product('Toe-Rings')).toBe('toe-rings');
  });

  it('drops apostrophes, straight or curly, instead of splitting the word', () => {
    expect(slugOf("Baby's Evil Eye Charms", SLUG_MAX.category, 'category')).toBe('babys-evil-eye-charms');
    expect(product('Baby’s Nazar Bracelet')).toBe('babys-nazar-bracelet');
    expect(product("Men's Kada")).toBe('mens-kada');
    expect(product('Rock ʼn Roll Ring')).toBe('rock-n-roll-ring');
  });

  it("says '&' as 'and'", () => {
    expect(slugOf('Gifts & More', SLUG_MAX.category, 'category')).toBe('gifts-and-more');
    expect(product('Gold&Silver')).toBe('gold-and-silver');
    expect(product('— & —')).toBe('and');
  });

  it('transliterates accents and other Latin letters', () => {
    expect(product('Jhumkā')).toBe('jhumka');
    expect(product('Crème Brûlée Ring')).toBe('creme-brulee-ring');
    expect(product('Łódź Straße Ørbit')).toBe('lodz-strasse-orbit');
    // Decomposed accents (a letter, then its combining mark) as well as composed ones.
    expect(product('Jhumka\u0304')).toBe('jhumka');
  });

  it('spells out Indian scripts letter by letter', () => {
    expect(product('झुमका')).toBe('jhumkaa');
    expect(product('पायल')).toBe('paayl');
    expect(product('ঝুমকা')).toBe('jhumkaa');
    expect(product('Kundan नथ')).toBe('kundan-nth');
  });

  it('answers the fallback when nothing of the name is left', () => {
    expect(product('💍✨')).toBe('product');
    expect(product('   ')).toBe('product');
    expect(slugOf('!!!', SLUG_MAX.blog, 'post')).toBe('post');
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
