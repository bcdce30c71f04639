import { RECENTLY_VIEWED_LIMIT } from '../../constants';
import type { Product } from '../catalog/api';

/** What the blog sidebar shows of a piece the shopper opened: enough for its picture, name, price and link. */
export type ViewedProduct = Pick<Product, '_id' | 'slug' | 'name' | 'images' | 'price' | 'discount'>;

/** The local-storage key of the shopper's recently viewed pieces. */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

/** The piece as remembered: its first picture only. */
export function viewedOf(product: ViewedProduct): ViewedProduct {
  return {
    _id: product._id,
    slug: product.slug,
    name: product.name,
    images: product.images.slice(0, 1),
    price: product.price,
    discount: product.discount,
  };
}

/** `viewed` put first in `list`, once, keeping the newest `limit`. */
export function withViewed(list: readonly ViewedProduct[], viewed: ViewedProduct, limit = RECENTLY_VIEWED_LIMIT): ViewedProduct[] {
  return [viewedOf(viewed), ...list.filter((entry) => entry._id !== viewed._id)].slice(0, limit);
}

function isViewedProduct(value: unknown): value is ViewedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry._id === 'string' &&
    typeof entry.slug === 'string' &&
    typeof entry.name === 'string' &&
    Array.isArray(entry.images) &&
    entry.images.every((image) => typeof image === 'string') &&
    typeof entry.price === 'number' &&
    typeof entry.discount === 'number'
  );
}

/** The remembered pieces in `raw` (the stored JSON); anything unreadable counts as none. */
export function parseViewed(raw: string | null): ViewedProduct[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isViewedProduct).slice(0, RECENTLY_VIEWED_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Spec 2's 'Recently Viewed Products': the shopper's own pieces, or the catalogue's products 3 to 6 when there are none. */
export function sidebarProducts(
  viewed: readonly ViewedProduct[],
  catalogue: readonly ViewedProduct[],
  range: { from: number; to: number },
): ViewedProduct[] {
  return viewed.length > 0 ? [...viewed] : catalogue.slice(range.from - 1, range.to);
}
