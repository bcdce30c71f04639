import { toRupees } from '../../../common/money.js';
import type { Product } from '../../catalog/entities/product.entity.js';
import type { WishlistItem } from '../entities/wishlist-item.entity.js';

/** The product fields a wishlist item shows (all WishlistRepository.itemsOf reads of the product). */
type WishlistProductField = 'name' | 'slug' | 'pricePaise' | 'images' | 'discount' | 'rating';

/** A wishlist item read with those fields of its product. */
export type LoadedWishlistItem = Omit<WishlistItem, 'product' | 'user'> & { product: Pick<Product, WishlistProductField> };

/** Spec 3's wishlist item, read live from the product. */
export class WishlistItemDto {
  /** The wishlist item's id (the `{id}` of delete-wishlist-product). */
  _id: string;
  productId: string;
  name: string;
  /** List price in rupees; the storefront shows price - floor(price * discount / 100). */
  price: number;
  /** The first picture URL, or '' when the product has none. */
  image: string;
  /** Percent off the list price, 0–100. */
  discount: number;
  /** Mean review rating, 0–5. */
  rating: number;
  slug: string;
}

export class WishlistResponseDto {
  /** Newest first. */
  wishlists: WishlistItemDto[];
  wishlistCount: number;
}

export class WishlistItemDeletedResponseDto {
  message: string;
  /** The removed wishlist item's id. */
  wishlistId: string;
}

export function toWishlistItemDto(item: LoadedWishlistItem): WishlistItemDto {
  const { product } = item;
  return {
    _id: item.id,
    productId: item.productId,
    name: product.name,
    price: toRupees(product.pricePaise),
    image: product.images[0] ?? '',
    discount: product.discount,
    rating: product.rating,
    slug: product.slug,
  };
}

export function toWishlistResponse(items: readonly LoadedWishlistItem[]): WishlistResponseDto {
  return { wishlists: items.map(toWishlistItemDto), wishlistCount: items.length };
}
