import type { CouponPayload, CouponValues } from './types';
import { isBlank, rupeesCheck, wholeNumberCheck } from '../../lib/checks';

/**
 * The server's coupon rules (AddCouponDto), checked in the form so that staff see them before saving.
 * Each answers a sentence, or undefined when the value is acceptable; an empty value is left to `required()`.
 */

const CODE = /^[A-Za-z0-9_-]{3,40}$/;
/** A date-time as <input type="datetime-local"> gives it: local time, no zone. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export function checkCode(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && CODE.test(value.trim()) ? undefined : "The code must be 3 to 40 letters, digits, '-' or '_'.";
}

export const checkMinimumOrder = rupeesCheck(0, 10_000_000, 'The minimum order must be 0 to 10,000,000 rupees, with at most 2 decimals.');

export const checkDiscount = wholeNumberCheck(1, 100, 'The discount must be a whole number of percent from 1 to 100.');

export const checkUserLimit = wholeNumberCheck(1, 1_000_000, 'The uses per customer must be a whole number from 1 to 1,000,000.');

/**
 * An expiry must lie ahead of `now`, except the one the coupon already has: an expired coupon can still be
 * edited without changing its expiry (the server allows it too).
 */
export function checkExpiry(value: unknown, current: string | null | undefined, now: Date): string | undefined {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string' || Number.isNaN(new Date(value).getTime())) return 'Please enter a date and a time.';
  if (current && value === current) return undefined;
  return new Date(value).getTime() > now.getTime() ? undefined : 'The expiry must be in the future.';
}

/** The form's date-time as the server wants it: ISO 8601 with a zone; local input times are converted; empty is never. */
export function toServerDateTime(value: string | null | undefined): string | null {
  if (isBlank(value)) return null;
  const text = value as string;
  return LOCAL_DATE_TIME.test(text) ? new Date(text).toISOString() : text;
}

/** What the console sends for a coupon: the editable fields only (the server refuses any other property). */
export function toCouponPayload(values: CouponValues): CouponPayload {
  return {
    name: values.name.trim().toUpperCase(),
    price: values.price,
    discount: values.discount,
    userlimit: values.userlimit,
    expiresAt: toServerDateTime(values.expiresAt),
  };
}

export type CouponStatus = 'active' | 'expired';

/** Whether the coupon still applies at `now` (spec 5: an expired code is no longer a code). */
export function couponStatus(expiresAt: string | null, now: Date): CouponStatus {
  return expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

/**
 * What a coupon takes off, for the form: a seller's coupon (a seller making one, or any coupon with a seller) discounts
 * only that seller's pieces at checkout, its minimum counted on them; the house's discounts the whole cart.
 */
export function couponReachHelp(sellersCoupon: boolean): { discount: string; minimumOrder: string } {
  return sellersCoupon
    ? {
        discount: "Applies to the shop's own pieces only: the house's and other shops' pieces in the cart keep their price",
        minimumOrder: "The shop's pieces in the cart must come to at least this much for the code to apply",
      }
    : { discount: 'Taken off the whole cart, every shop’s pieces included', minimumOrder: 'The cart must come to at least this much for the code to apply' };
}
