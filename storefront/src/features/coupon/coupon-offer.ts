import type { Coupon } from './api';

/** Spec 2: what a coupon tile says, e.g. '10% off on orders above Rs. 1,999'; a coupon with no minimum fits any order. */
export function couponOffer(coupon: Pick<Coupon, 'discount' | 'price'>): string {
  if (coupon.price <= 0) return `${coupon.discount}% off on any order`;
  return `${coupon.discount}% off on orders above Rs. ${coupon.price.toLocaleString('en-IN')}`;
}
