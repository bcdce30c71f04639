import type { HomeProducts, Product } from '../../features/catalog/api';

/**
 * The nose pins among everything the home call brought (newest, latest, top rated, discounted), each once.
 * The home page gets its data in three calls, so the nose-pin grid looks no further.
 */
export function nosePinsOf(home: HomeProducts): Product[] {
  const seen = new Set<string>();
  return [...home.topRated_product, ...home.discount_product, ...home.products].filter((product) => {
    if (product.categorySlug !== 'nose-pins' || seen.has(product._id)) return false;
    seen.add(product._id);
    return true;
  });
}
