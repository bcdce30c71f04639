import { SLUG, SLUG_MAX, slugOf } from '../../../common/slug.js';
import { BANNER_THEMES, demoBanners } from './banners.js';
import { demoCategories } from './categories.js';
import { checkAddress } from '../../geo/address.rules.js';
import { lookupPin } from '../../geo/pincodes.js';
import { demoAddresses } from './addresses.js';
import { demoCoupons } from './coupons.js';
import { demoProducts, JEWELLER_COLOURS, MAIN_SHOP, SECOND_SHOP, SIZE_SETS } from './products.js';
import { demoReviews } from './reviews.js';
import type { DemoBanner, JewelleryKind } from './types.js';

const sentences = (text: string) => text.trim().split(/(?<=[.!?])\s+/).filter(Boolean);
const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

describe('demo categories', () => {
  it('has 12 to 14 categories including every one the spec names', () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(12);
    expect(demoCategories.length).toBeLessThanOrEqual(14);
    const names = demoCategories.map((c) => c.name);
    for (const name of ['Rings', 'Pendants', 'Bangles', 'Earrings', 'Nose Pins', 'Mangalsutra', 'Evil Eye', "Baby's Evil Eye Charms"]) {
      expect(names).toContain(name);
    }
  });

  it('has unique names, slugs and kinds', () => {
    expect(new Set(demoCategories.map((c) => c.name)).size).toBe(demoCategories.length);
    expect(new Set(demoCategories.map((c) => c.slug)).size).toBe(demoCategories.length);
    expect(new Set(demoCategories.map((c) => c.kind)).size).toBe(demoCategories.length);
  });

  it.each(demoCategories.map((c) => [c.name, c] as const))('%s: slug is the one the name makes', (_name, category) => {
    expect(category.slug).toBe(slugOf(category.name, SLUG_MAX.category, 'category'));
    expect(category.slug).toMatch(SLUG);
    if (category.name === "Baby's Evil Eye Charms") expect(category.slug).toBe('babys-evil-eye-charms');
  });

  it('describes each category in one sentence', () => {
    for (const c of demoCategories) {
      expect(sentences(c.description)).toHaveLength(1);
      expect(c.description).toMatch(/^[A-Z].{30,}\.$/);
    }
  });
});

describe('demo products', () => {
  const categoryBySlug = new Map(demoCategories.map((c) => [c.slug, c]));

  it('has at least 90 products with unique names and slugs', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(90);
    expect(new Set(demoProducts.map((p) => p.slug)).size).toBe(demoProducts.length);
    expect(new Set(demoProducts.map((p) => p.name)).size).toBe(demoProducts.length);
    for (const p of demoProducts) {
      expect(p.slug).toMatch(SLUG);
      expect(p.name.trim()).toBe(p.name);
      expect(p.name).not.toMatch(/lorem|product \d|test/i);
    }
  });

  it('puts every product in an existing category of the same kind', () => {
    for (const p of demoProducts) {
      const category = categoryBySlug.get(p.category);
      expect(category).toBeDefined();
      expect(p.kind).toBe(category?.kind);
    }
  });

  it('fills every category: at least 4 each, at least 8 in the big five', () => {
    const perCategory = countBy(demoProducts, (p) => p.category);
    for (const c of demoCategories) expect(perCategory.get(c.slug) ?? 0).toBeGreaterThanOrEqual(4);
    for (const slug of ['rings', 'earrings', 'pendants', 'bangles', 'evil-eye']) expect(perCategory.get(slug)).toBeGreaterThanOrEqual(8);
  });

  it('uses 4 to 6 brands', () => {
    const brands = new Set(demoProducts.map((p) => p.brand));
    expect(brands.size).toBeGreaterThanOrEqual(4);
    expect(brands.size).toBeLessThanOrEqual(6);
  });

  it('describes each product in 2 to 4 sentences, longer than the 130-character cut', () => {
    for (const p of demoProducts) {
      expect(p.description.length).toBeGreaterThan(130);
      const count = sentences(p.description).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
  });

  it('gives each product 3 to 5 distinct, non-empty points', () => {
    for (const p of demoProducts) {
      expect(p.points.length).toBeGreaterThanOrEqual(3);
      expect(p.points.length).toBeLessThanOrEqual(5);
      expect(new Set(p.points).size).toBe(p.points.length);
      for (const point of p.points) expect(point.trim().length).toBeGreaterThan(3);
    }
  });

  it('has enough pieces for the Men, Womens and Kids pages', () => {
    const genders = countBy(demoProducts, (p) => p.gender);
    expect(genders.get('male')).toBeGreaterThanOrEqual(12);
    expect(genders.get('kids')).toBeGreaterThanOrEqual(12);
    expect(genders.get('female')).toBeGreaterThanOrEqual(12);
    expect([...genders.keys()].sort()).toEqual(['female', 'kids', 'male']);
  });

  it('prices in whole positive rupees from a toe ring to heavy gold', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(299);
      expect(p.price).toBeLessThanOrEqual(200_000);
    }
    expect(demoProducts.some((p) => p.price >= 45_000 && p.metal === 'gold')).toBe(true);
    expect(Math.min(...demoProducts.filter((p) => p.kind === 'toe-ring').map((p) => p.price))).toBe(299);
  });

  it('keeps discounts 0 to 50 with at least 25 deals (discount ≥ 20)', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.discount)).toBe(true);
      expect(p.discount).toBeGreaterThanOrEqual(0);
      expect(p.discount).toBeLessThanOrEqual(50);
    }
    expect(demoProducts.filter((p) => p.discount >= 20).length).toBeGreaterThanOrEqual(25);
  });

  it('stocks mostly 3 to 60 with at least 5 sold out', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.stock)).toBe(true);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(60);
    }
    expect(demoProducts.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(5);
    expect(demoProducts.filter((p) => p.stock >= 3).length / demoProducts.length).toBeGreaterThanOrEqual(0.8);
  });

  it("takes colours from the jeweller's list", () => {
    const palette = new Set<string>(JEWELLER_COLOURS);
    for (const p of demoProducts) {
      expect(p.colors.length).toBeGreaterThan(0);
      expect(new Set(p.colors).size).toBe(p.colors.length);
      for (const colour of p.colors) expect(palette.has(colour)).toBe(true);
    }
  });

  it('offers sizes that fit the kind; baby sizes only for kids', () => {
    const { ring, bangle, chain, wrist, ankle, baby, free } = SIZE_SETS;
    const allowed: Record<JewelleryKind, readonly string[]> = {
      ring,
      'toe-ring': free,
      bangle: [...bangle, ...baby],
      kada: [...bangle, ...baby],
      earrings: [...free, ...baby],
      pendant: [...free, ...chain, ...baby],
      'nose-pin': free,
      mangalsutra: [...chain, ...free],
      'evil-eye': [...ring, ...bangle, ...chain, ...wrist, ...ankle, ...free],
      'baby-charm': [...baby, ...free],
      anklet: [...ankle, ...baby, ...free],
      chain,
      bracelet: [...wrist, ...baby, ...free],
      'maang-tikka': [...free, ...baby],
      'gift-box': free,
    };
    for (const p of demoProducts) {
      expect(p.sizes.length).toBeGreaterThan(0);
      expect(new Set(p.sizes).size).toBe(p.sizes.length);
      for (const size of p.sizes) {
        expect(allowed[p.kind]).toContain(size);
        if ((baby as readonly string[]).includes(size)) expect(p.gender).toBe('kids');
      }
    }
    for (const p of demoProducts.filter((x) => x.kind === 'baby-charm')) expect(p.gender).toBe('kids');
  });

  it('gives a CSS hex colour for stones', () => {
    for (const p of demoProducts) if (p.stone !== undefined) expect(p.stone).toMatch(/^#[0-9a-f]{6}$/);
    expect(demoProducts.filter((p) => p.stone).length).toBeGreaterThan(demoProducts.length / 2);
  });

  it('sells through two shops; the second sells about 15 silver or oxidised pieces', () => {
    for (const p of demoProducts) expect([MAIN_SHOP, SECOND_SHOP]).toContain(p.shopName);
    const second = demoProducts.filter((p) => p.shopName === SECOND_SHOP);
    expect(second.length).toBeGreaterThanOrEqual(13);
    expect(second.length).toBeLessThanOrEqual(17);
    for (const p of second) expect(['silver', 'oxidised']).toContain(p.metal);
    expect(demoProducts.filter((p) => p.shopName === MAIN_SHOP).length).toBeGreaterThan(demoProducts.length / 2);
  });
});

describe('demo reviews', () => {
  it('has 40 or more reviews, 1 to 3 sentences each, with a first name and an initial', () => {
    expect(demoReviews.length).toBeGreaterThanOrEqual(40);
    for (const r of demoReviews) {
      expect(r.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      const count = sentences(r.review).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
    }
    expect(new Set(demoReviews.map((r) => r.review)).size).toBe(demoReviews.length);
  });

  it('rates 1 to 5, mostly 4 and 5, with some 3s and a few honest complaints', () => {
    for (const r of demoReviews) {
      expect(Number.isInteger(r.rating)).toBe(true);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
    }
    const high = demoReviews.filter((r) => r.rating >= 4).length;
    expect(high / demoReviews.length).toBeGreaterThanOrEqual(0.7);
    expect(demoReviews.filter((r) => r.rating === 3).length).toBeGreaterThanOrEqual(3);
    const low = demoReviews.filter((r) => r.rating <= 2).length;
    expect(low).toBeGreaterThanOrEqual(2);
    expect(low).toBeLessThanOrEqual(5);
  });
});

describe('demo banners', () => {
  it('has a banner for every category, two or more for Home Page and fastivle, themed to match', () => {
    const counts = countBy(demoBanners, (b) => b.category);
    for (const category of Object.keys(BANNER_THEMES) as DemoBanner['category'][]) expect(counts.get(category) ?? 0).toBeGreaterThanOrEqual(1);
    expect(counts.get('Home Page')).toBeGreaterThanOrEqual(2);
    expect(counts.get('fastivle')).toBeGreaterThanOrEqual(2);
    for (const b of demoBanners) expect(b.theme).toBe(BANNER_THEMES[b.category]);
  });
});

describe('demo coupons', () => {
  it('has 4 or 5 unique upper-case codes within range, one of them expiring', () => {
    expect(demoCoupons.length).toBeGreaterThanOrEqual(4);
    expect(demoCoupons.length).toBeLessThanOrEqual(5);
    expect(new Set(demoCoupons.map((c) => c.name)).size).toBe(demoCoupons.length);
    for (const c of demoCoupons) {
      expect(c.name).toMatch(/^[A-Z0-9]{4,20}$/);
      expect(Number.isInteger(c.discount)).toBe(true);
      expect(c.discount).toBeGreaterThanOrEqual(1);
      expect(c.discount).toBeLessThanOrEqual(100);
      expect(Number.isInteger(c.price)).toBe(true);
      expect(c.price).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(c.userlimit)).toBe(true);
      expect(c.userlimit).toBeGreaterThanOrEqual(1);
      if (c.expiresInDays !== undefined) expect(c.expiresInDays).toBeGreaterThan(0);
      expect(Number.isInteger(c.startedDaysAgo)).toBe(true);
      expect(c.startedDaysAgo).toBeGreaterThan(0);
    }
    // Some codes ran before the 60 days of demo orders began, so the history can use them from its first day.
    expect(demoCoupons.filter((c) => c.startedDaysAgo > 60).length).toBeGreaterThanOrEqual(2);
    expect(demoCoupons.filter((c) => c.expiresInDays !== undefined).length).toBeGreaterThanOrEqual(1);
  });
});

describe('demo addresses', () => {
  it('gives distinct demo customers, each a reviewer, one address each that the checkout would accept', () => {
    const reviewers = new Set(demoReviews.map((r) => r.name));
    expect(demoAddresses.length).toBeGreaterThanOrEqual(30);
    expect(new Set(demoAddresses.map((a) => a.customer)).size).toBe(demoAddresses.length);
    for (const a of demoAddresses) {
      expect(reviewers).toContain(a.customer);
      // The full name starts as the review is signed: 'Priya S.' is Priya S…
      expect(a.name.startsWith(a.customer.slice(0, -1))).toBe(true);
      // In India an Indian mobile number and a PIN India Post has in that state; every one within the checkout's rules.
      if (a.country === undefined) {
        expect(a.phone).toMatch(/^[6-9]\d{9}$/);
        expect(lookupPin(a.post)?.state).toBe(a.province);
      }
      expect([a.customer, checkAddress(a).problems]).toEqual([a.customer, []]);
      for (const field of [a.name, a.address, a.province, a.city, a.area]) expect(field.trim()).toBe(field);
      expect(a.address.length).toBeLessThanOrEqual(300);
      expect(a.area.length).toBeLessThanOrEqual(120);
    }
    expect(new Set(demoAddresses.map((a) => a.province)).size).toBeGreaterThanOrEqual(15);
    // A few customers abroad: the United States, the United Kingdom and the UAE at least.
    expect(new Set(demoAddresses.map((a) => a.country))).toEqual(new Set([undefined, 'US', 'GB', 'AE', 'AU']));
  });
});
