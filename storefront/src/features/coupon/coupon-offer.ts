import type { AppliedCoupon } from '../cart/api';
import { formatPrice, pricesShownIn, RUPEES } from '../../lib/money';
import type { Coupon } from './api';

/**
 * Spec 2: what a coupon tile says, e.g. '10% off on orders above Rs. 1,999'; a coupon with no minimum fits any order.
 * A seller's coupon discounts only their pieces, its minimum counted on them: '15% off pieces from <shop> above Rs. 500'.
 */
export function couponOffer(coupon: Pick<Coupon, 'discount' | 'price' | 'shopName'>): string {
  // In another display currency the minimum converts like every price: 'above ≈ $22'.
  const minimum = pricesShownIn().code === RUPEES.code ? `above Rs. ${coupon.price.toLocaleString('en-IN')}` : `above ${formatPrice(coupon.price)}`;
  if (coupon.shopName !== null) {
    const offer = `${coupon.discount}% off pieces from ${coupon.shopName}`;
    return coupon.price <= 0 ? offer : `${offer} ${minimum}`;
  }
  if (coupon.price <= 0) return `${coupon.discount}% off on any order`;
  return `${coupon.discount}% off on orders ${minimum}`;
}

/** The coupons that can apply to a piece of `sellerId`'s (null: the house's): the house's, and that seller's own. */
export function couponsFor<C extends Pick<Coupon, 'sellerId'>>(coupons: readonly C[], sellerId: string | null): C[] {
  return coupons.filter((coupon) => coupon.sellerId === null || coupon.sellerId === sellerId);
}

/**
 * What an applied coupon takes off, in words: '10% off' for the house's, '15% off pieces from Marwar Silver House'
 * for a seller's, which the server applies to that shop's pieces only.
 */
export function couponReach(coupon: Pick<AppliedCoupon, 'discount' | 'shopName'>): string {
  return coupon.shopName === null ? `${coupon.discount}% off` : `${coupon.discount}% off pieces from ${coupon.shopName}`;
}
