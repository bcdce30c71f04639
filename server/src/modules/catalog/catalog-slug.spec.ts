import { CATEGORY_SLUG, categorySlugOf, firstFreeSlug, PRODUCT_SLUG, productSlugBase, tidyCategoryName } from './catalog-slug.js';

describe('productSlugBase', () => {
  it('lower-cases the name and joins its words with single dashes', () => {
    expect(productSlugBase('Kundan Jhumka — 22K Gold')).toBe('kundan-jhumka-22k-gold');
    expect(productSlugBase("  Baby's  Nazar Bracelet!  ")).toBe('baby-s-nazar-bracelet');
    expect(productSlugBase('Crème Brûlée Ring')).toBe('creme-brulee-ring');
  });

  it('answers "product" for a name without Latin letters or digits', () => {
    expect(productSlugBase('नथ')).toBe('product');
  });

  it('stays a valid slug with room for a suffix, however long the name', () => {
    const slug = productSlugBase('Very Long Name '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(212);
    expect(slug).toMatch(PRODUCT_SLUG);
  });
});

describe('firstFreeSlug', () => {
  it('answers the base, or the first numbered one still free', () => {
    expect(firstFreeSlug('gold-ring', new Set())).toBe('gold-ring');
    expect(firstFreeSlug('gold-ring', new Set(['gold-ring']))).toBe('gold-ring-2');
    expect(firstFreeSlug('gold-ring', new Set(['gold-ring', 'gold-ring-2', 'gold-ring-4']))).toBe('gold-ring-3');
  });
});

describe('categorySlugOf', () => {
  it('lower-cases the name with dashes for spaces, keeping apostrophes, as /category-data/{slug} expects', () => {
    expect(categorySlugOf('Nose Pins')).toBe('nose-pins');
    expect(categorySlugOf("  Baby's   Evil Eye Charms ")).toBe("baby's-evil-eye-charms");
    expect(categorySlugOf('Kada')).toBe('kada');
    expect(tidyCategoryName("  Baby's   Evil Eye Charms ")).toBe("Baby's Evil Eye Charms");
  });

  it('finds the name again from the slug, the way the storefront does', () => {
    for (const name of ['Nose Pins', "Baby's Evil Eye Charms", 'Maang Tikka', 'पायल']) {
      const slug = categorySlugOf(name);
      expect(slug?.replace(/-/g, ' ')).toBe(name.toLowerCase());
    }
  });

  it('refuses names that would not survive the round trip', () => {
    expect(categorySlugOf('Toe-Rings')).toBeUndefined();
    expect(categorySlugOf('Gifts & More')).toBeUndefined();
    expect(categorySlugOf('Rings/Bands')).toBeUndefined();
    expect(CATEGORY_SLUG.test('rings--bands')).toBe(false);
  });
});
