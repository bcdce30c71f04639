import { HOUSE_SHOP_NAME } from '../../common/shop.js';
import { demoCategories, demoProducts, demoReviews, MAIN_SHOP, SECOND_SHOP } from './data/index.js';
import {
  BANNER_COPY,
  demoCustomerEmail,
  demoSellerEmail,
  interleaveByCategory,
  pictureName,
  placeReviews,
  productCreatedAt,
  reviewCreatedAt,
  seedOf,
} from './seed-plan.js';

const NOW = new Date('2026-11-01T12:00:00Z');
const DAY_MS = 24 * 3600 * 1000;

describe('pictureName', () => {
  it('gives names StorageService accepts, stable for a slug', () => {
    expect(pictureName("baby's-evil-eye-charms")).toBe('babys-evil-eye-charms');
    expect(pictureName('halo-solitaire-ring', 'front')).toBe('halo-solitaire-ring-front');
    for (const category of demoCategories) expect(pictureName(category.slug)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const names = demoProducts.flatMap((p) => [pictureName(p.slug, 'front'), pictureName(p.slug, 'detail')]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('seedOf', () => {
  it('is the same number for the same text and differs between products', () => {
    expect(seedOf('om-pendant')).toBe(seedOf('om-pendant'));
    const seeds = new Set(demoProducts.map((p) => seedOf(p.slug)));
    expect(seeds.size).toBeGreaterThan(demoProducts.length * 0.95);
    for (const seed of seeds) expect(seed).toBeGreaterThanOrEqual(1);
  });
});

describe('interleaveByCategory', () => {
  it('lists every product once, taking one of each category in turn', () => {
    const order = interleaveByCategory(demoProducts, demoCategories);
    expect([...order].sort((a, b) => a - b)).toEqual(demoProducts.map((_, i) => i));
    const firstRound = order.slice(0, demoCategories.length).map((i) => demoProducts[i].category);
    expect(firstRound).toEqual(demoCategories.map((c) => c.slug));
  });
});

describe('placeReviews', () => {
  const order = interleaveByCategory(demoProducts, demoCategories);
  const placements = placeReviews(order, demoReviews);

  it('places every demo review exactly once', () => {
    expect(placements.map((p) => p.review)).toEqual(demoReviews.map((_, i) => i));
  });

  it('gives one product more than five reviews (the product page pages them) and spreads the rest', () => {
    const perProduct = new Map<number, number>();
    for (const p of placements) perProduct.set(p.product, (perProduct.get(p.product) ?? 0) + 1);
    expect(Math.max(...perProduct.values())).toBeGreaterThan(5);
    expect(perProduct.size).toBeGreaterThanOrEqual(25);
    const categories = new Set([...perProduct.keys()].map((i) => demoProducts[i].category));
    expect(categories.size).toBe(demoCategories.length);
  });
});

describe('dates', () => {
  it('spreads products over the last 200 days, oldest first, none in the future', () => {
    const dates = demoProducts.map((_, rank) => productCreatedAt(rank, demoProducts.length, NOW).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect((NOW.getTime() - dates[0]) / DAY_MS).toBeCloseTo(200, 3);
    expect((NOW.getTime() - dates[dates.length - 1]) / DAY_MS).toBeCloseTo(2, 3);
  });

  it('dates a review after its product arrived and before now', () => {
    const product = productCreatedAt(0, 100, NOW);
    for (let review = 0; review < 60; review++) {
      const at = reviewCreatedAt(product, review, NOW).getTime();
      expect(at).toBeGreaterThan(product.getTime());
      expect(at).toBeLessThan(NOW.getTime());
    }
  });
});

describe('demo accounts', () => {
  it('gives every review author a distinct address on a reserved domain', () => {
    const emails = demoReviews.map((r, i) => demoCustomerEmail(r.name, i));
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z.]+\.\d+@customers\.demo\.invalid$/);
    expect(demoSellerEmail(SECOND_SHOP)).toBe('marwar-silver-house@sellers.demo.invalid');
  });

  it("names the main shop as the console names the house shop (products without a seller)", () => {
    expect(MAIN_SHOP).toBe(HOUSE_SHOP_NAME);
  });
});

describe('BANNER_COPY', () => {
  it('describes each banner theme in a sentence and links to storefront paths', () => {
    for (const copy of Object.values(BANNER_COPY)) {
      expect(copy.alt).toMatch(/^[A-Z].{30,199}\.$/);
      expect(copy.links.length).toBeGreaterThan(0);
      for (const link of copy.links) expect(link).toMatch(/^\/[a-z/-]+$/);
    }
  });
});
