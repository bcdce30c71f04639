import type { Product } from '../../features/catalog/api';

export type Offer = {
  category: string;
  categorySlug: string;
  /** The largest discount in the category, in percent. */
  upTo: number;
  /** The piece with that discount: its picture shows the offer. */
  product: Product;
};

/** The `count` categories with the largest discounts among `products`, largest first, one offer each. */
export function topOffers(products: readonly Product[], count: number): Offer[] {
  const best = new Map<string, Offer>();
  for (const product of products) {
    const known = best.get(product.categorySlug);
    if (known === undefined || product.discount > known.upTo) {
      best.set(product.categorySlug, {
        category: product.category,
        categorySlug: product.categorySlug,
        upTo: product.discount,
        product,
      });
    }
  }
  return [...best.values()].sort((a, b) => b.upTo - a.upTo).slice(0, count);
}
