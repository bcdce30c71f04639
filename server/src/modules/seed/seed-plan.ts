import type { DemoBanner, DemoCategory, DemoProduct, DemoReview } from './data/index.js';

/**
 * Pure decisions of the seeder: picture names and seeds, who reviewed what, and when things happened.
 * Deterministic, so that a re-seed draws the same pictures (and reuses them) and tells the same story.
 */

const DAY_MS = 24 * 3600 * 1000;

/** A stable positive number from a text (FNV-1a), used as the drawing seed of a piece. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 100_000) + 1;
}

/** A file name StorageService accepts (`[a-z0-9-]`), stable for the same slug: "baby's-evil-eye-charms" → 'babys-evil-eye-charms'. */
export function pictureName(slug: string, suffix?: string): string {
  const base = slug
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return suffix ? `${base}-${suffix}` : base;
}

/**
 * The order products are dated and reviewed in: the first of every category, then the second of every
 * category, and so on, so that any stretch of it (newest products, reviewed products) spans the shop.
 */
export function interleaveByCategory(products: readonly DemoProduct[], categories: readonly DemoCategory[]): number[] {
  const queues = categories.map((category) => products.flatMap((product, index) => (product.category === category.slug ? [index] : [])));
  const order: number[] = [];
  for (let round = 0; order.length < products.length; round++) {
    let added = false;
    for (const queue of queues) {
      if (round < queue.length) {
        order.push(queue[round]);
        added = true;
      }
    }
    if (!added) break;
  }
  return order;
}

/** How many demo reviews the products get, in interleaved order: a few well-reviewed pieces (one pages past 5), then one each. */
const REVIEWS_PER_PRODUCT = [7, 5, 3, 2, 2];

export type ReviewPlacement = { product: number; review: number };

/** Each demo review placed once, on a product chosen in interleaved order; no author reviews a product twice. */
export function placeReviews(order: readonly number[], reviews: readonly DemoReview[]): ReviewPlacement[] {
  const placements: ReviewPlacement[] = [];
  let review = 0;
  for (let rank = 0; review < reviews.length && rank < order.length; rank++) {
    const count = Math.min(REVIEWS_PER_PRODUCT[rank] ?? 1, reviews.length - review);
    for (let k = 0; k < count; k++) placements.push({ product: order[rank], review: review++ });
  }
  return placements;
}

/** Products arrive over the last 200 days, oldest first in interleaved order, so the newest span the categories. */
export function productCreatedAt(rank: number, total: number, now: Date): Date {
  const span = 200 * DAY_MS;
  const newest = 2 * DAY_MS;
  const step = total > 1 ? (span - newest) / (total - 1) : 0;
  return new Date(now.getTime() - span + rank * step);
}

/** A review is written some time after its product arrived and before now, spread over the months between. */
export function reviewCreatedAt(productCreated: Date, review: number, now: Date): Date {
  const fraction = (((review * 37) % 97) + 2) / 100;
  return new Date(productCreated.getTime() + (now.getTime() - productCreated.getTime()) * fraction);
}

/** A demo author's address on a reserved domain: nothing is ever delivered there. */
export function demoCustomerEmail(name: string, index: number): string {
  const local = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return `${local}.${index + 1}@customers.demo.invalid`;
}

/** The demo seller's address, from the shop's name, on a reserved domain. */
export function demoSellerEmail(shopName: string): string {
  return `${shopName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}@sellers.demo.invalid`;
}

/** What each banner category's pictures show (their alt text) and where they lead on the storefront. */
export const BANNER_COPY: Record<DemoBanner['theme'], { alt: string; links: readonly string[] }> = {
  home: {
    alt: 'A gold pendant with a red stone, gold earrings with green stones and a gold diamond ring on deep maroon with a gold mandala.',
    links: ['/collections', '/offer-promotion', '/best-seller'],
  },
  festive: {
    alt: 'A gold maang tikka, a gold bangle with red stones and green-stone earrings among marigold garlands and lit diyas.',
    links: ['/offer-promotion', '/gift-store'],
  },
  'evil-eye': {
    alt: 'Evil-eye pendants in gold, silver and rose gold on deep blue, scattered with small blue nazar charms.',
    links: ['/evil-eye'],
  },
  'baby-evil-eye': {
    alt: "A baby's gold nazar charm and a gold evil-eye piece on soft blue and pink with gold stars and moons.",
    links: ['/category-data/babys-evil-eye-charms'],
  },
};
