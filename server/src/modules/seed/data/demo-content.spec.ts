import { demoBlogs } from './blogs.js';
import { demoGifts } from './gifts.js';
import { demoProducts, JEWELLER_COLOURS } from './products.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const sentences = (text: string) => text.trim().split(/(?<=[.!?])\s+/).filter(Boolean);

describe('demo blog posts', () => {
  it('has at least 6 posts with unique names and slugs, published on different days', () => {
    expect(demoBlogs.length).toBeGreaterThanOrEqual(6);
    expect(new Set(demoBlogs.map((b) => b.slug)).size).toBe(demoBlogs.length);
    expect(new Set(demoBlogs.map((b) => b.name)).size).toBe(demoBlogs.length);
    expect(new Set(demoBlogs.map((b) => b.daysAgo)).size).toBe(demoBlogs.length);
    for (const blog of demoBlogs) {
      expect(blog.slug).toMatch(SLUG);
      expect(blog.name.length).toBeGreaterThanOrEqual(3);
      expect(blog.name.length).toBeLessThanOrEqual(200);
      expect(blog.daysAgo).toBeGreaterThan(0);
    }
  });

  it('opens each post with 2 to 4 paragraphs of whole sentences', () => {
    for (const blog of demoBlogs) {
      expect(blog.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(blog.paragraphs.length).toBeLessThanOrEqual(4);
      for (const paragraph of blog.paragraphs) {
        expect(paragraph).toMatch(/^[A-Z0-9].{60,}[.!?]$/);
        expect(sentences(paragraph).length).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('gives each post 1 to 3 sections, each with a heading, text and a piece to draw', () => {
    for (const blog of demoBlogs) {
      expect(blog.sections.length).toBeGreaterThanOrEqual(1);
      expect(blog.sections.length).toBeLessThanOrEqual(3);
      for (const section of blog.sections) {
        expect(section.heading).toMatch(/^[A-Z].{5,80}$/);
        expect(section.heading).not.toMatch(/\.$/);
        expect(section.text).toMatch(/^[A-Z].{80,}[.!?]$/);
        expect(section.piece.kind).toBeDefined();
      }
    }
  });
});

describe('demo gifts', () => {
  it('has at least 12 gifts with unique names and slugs that no product uses', () => {
    expect(demoGifts.length).toBeGreaterThanOrEqual(12);
    const productSlugs = new Set(demoProducts.map((p) => p.slug));
    expect(new Set(demoGifts.map((g) => g.slug)).size).toBe(demoGifts.length);
    expect(new Set(demoGifts.map((g) => g.name)).size).toBe(demoGifts.length);
    for (const gift of demoGifts) {
      expect(gift.slug).toMatch(SLUG);
      expect(productSlugs.has(gift.slug)).toBe(false);
    }
  });

  it('sells nothing the returns policy excludes (coins, utensils, idols, personalised pieces)', () => {
    for (const gift of demoGifts) expect(`${gift.name} ${gift.description}`).not.toMatch(/\b(coins?|utensils?|idols?|personali[sz]ed|engraved)\b/i);
  });

  it('shows each gift boxed first, then the piece inside', () => {
    for (const gift of demoGifts) expect(gift.pictures[0].kind).toBe('gift-box');
  });

  it('has gifts for him, for her and for little ones', () => {
    const genders = new Set(demoGifts.map((g) => g.gender));
    for (const gender of ['male', 'female', 'kids', 'unisex']) expect(genders.has(gender as never)).toBe(true);
    expect(demoGifts.filter((g) => g.gender === 'male' || g.gender === 'unisex').length).toBeGreaterThanOrEqual(5);
  });

  it('prices in whole rupees with discounts 0 to 50, stock 0 to 60 and at least one sold out', () => {
    for (const gift of demoGifts) {
      expect(Number.isInteger(gift.price)).toBe(true);
      expect(gift.price).toBeGreaterThanOrEqual(299);
      expect(gift.discount).toBeGreaterThanOrEqual(0);
      expect(gift.discount).toBeLessThanOrEqual(50);
      expect(gift.stock).toBeGreaterThanOrEqual(0);
      expect(gift.stock).toBeLessThanOrEqual(60);
    }
    expect(demoGifts.some((g) => g.stock === 0)).toBe(true);
  });

  it("describes each gift in 2 to 4 sentences with 3 to 5 points, colours from the jeweller's list and at least one size", () => {
    const palette = new Set<string>(JEWELLER_COLOURS);
    for (const gift of demoGifts) {
      const count = sentences(gift.description).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
      expect(gift.points.length).toBeGreaterThanOrEqual(3);
      expect(gift.points.length).toBeLessThanOrEqual(5);
      expect(gift.colors.length).toBeGreaterThan(0);
      for (const colour of gift.colors) expect(palette.has(colour)).toBe(true);
      expect(gift.sizes.length).toBeGreaterThan(0);
    }
  });
});
