import type { AppliedCoupon } from '../cart/api';
import type { Coupon } from './api';

/** Spec 2: what a coupon tile says, e.g. '10% off on orders above Rs. 1,999'; a coupon with no minimum fits any order. */
export function couponOffer(coupon: Pick<Coupon, 'discount' | 'price'>): string {
  if (coupon.price <= 0) return `${coupon.discount}% off on any order`;
  return `${coupon.discount}% off on orders above Rs. ${coupon.price.toLocaleString('en-IN')}`;
}

/**
 * What an applied coupon takes off, in words: '10% off' for the house's, '15% off pieces from Marwar Silver House'
 * for a seller's, which the server applies to that shop's pieces only.
 */
export function couponReach(coupon: Pick<AppliedCoupon, 'discount' | 'shopName'>): string {
  return coupon.shopName === null ? `${coupon.discount}% off` : `${coupon.discount}% off pieces from ${coupon.shopName}`;
}
