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

/** Whose pieces a coupon discounts (issue 14): a seller's coupon only theirs, the house's the whole order. */
export type CouponScope = {
  /** The seller whose pieces alone the coupon discounts; null for the house's coupons. */
  sellerId: string | null;
  /** That seller's shop, named in the refusal; null for the house. */
  shopName: string | null;
};

/** A line of a cart or an order as a coupon sees it: whose piece it is and what the line costs (paise). */
export type CouponLine = { sellerId: string | null; totalPaise: number };

export type ScopedCouponApplication = CouponApplication & {
  /** What the lines cost together, before the coupon. */
  pricePaise: number;
  /** The part of it the coupon's percent and minimum apply to: every line for the house, the seller's own for a seller. */
  eligiblePaise: number;
};

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

/**
 * A coupon on a cart's or an order's lines. A house coupon (no seller) discounts the whole price, as spec 5 says. A
 * seller's coupon discounts only that seller's pieces, as a marketplace's would: its percent is taken off, and its
 * minimum checked against, the subtotal of their lines; a price with none of their pieces is refused (400
 * COUPON_OTHER_SHOP), so a seller's code can never take anything off the house's or another shop's jewellery.
 */
export function applyCouponToLines(
  lines: readonly CouponLine[],
  coupon: Pick<ApplicableCoupon, 'discount' | 'minOrderPaise'> & CouponScope,
): ScopedCouponApplication {
  const pricePaise = lines.reduce((sum, line) => sum + line.totalPaise, 0);
  const eligible = coupon.sellerId === null ? lines : lines.filter((line) => line.sellerId === coupon.sellerId);
  if (!eligible.length) throw couponErrors.otherShop(coupon.shopName);
  const eligiblePaise = eligible.reduce((sum, line) => sum + line.totalPaise, 0);
  const { discountPaise } = applyCoupon(eligiblePaise, coupon);
  return { pricePaise, eligiblePaise, discountPaise, totalPaise: pricePaise - discountPaise };
}
