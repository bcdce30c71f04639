import { couponErrors } from './coupon.errors.js';

/** What the order code needs to know of a coupon to apply it (money in paise). */
export type ApplicableCoupon = {
  id: string;
  /** Upper-case code. */
  code: string;
  /** Percent off, 1–100. */
  discount: number;
  minOrderPaise: number;
  /** Uses allowed per customer; counted against orders by the order module. */
  userLimit: number;
  expiresAt: Date | null;
};

export type CouponApplication = { discountPaise: number; totalPaise: number };

/** The stored form of a code: trimmed and upper-case, so that codes are unique whatever their case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A coupon with an expiry at or before `now` no longer applies. */
export function isExpired(coupon: Pick<ApplicableCoupon, 'expiresAt'>, now: Date = new Date()): boolean {
  return coupon.expiresAt !== null && coupon.expiresAt.getTime() <= now.getTime();
}

/**
 * Spec 5 and 9: refused (400 COUPON_MIN_PRICE) when the price is below the coupon's minimum; otherwise
 * coupon price = price − price × discount / 100, the discount rounded down to whole paise.
 */
export function applyCoupon(pricePaise: number, coupon: Pick<ApplicableCoupon, 'discount' | 'minOrderPaise'>): CouponApplication {
  // A programming error, not the shopper's: prices reaching here come from the database.
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0) {
    throw new RangeError(`pricePaise must be a non-negative integer (got ${pricePaise})`);
  }
  if (pricePaise < coupon.minOrderPaise) throw couponErrors.belowMinimum();
  const discountPaise = Math.floor((pricePaise * coupon.discount) / 100);
  return { discountPaise, totalPaise: pricePaise - discountPaise };
}
