import { describe, expect, it } from 'vitest';
import { checkCode, checkDiscount, checkExpiry, checkMinimumOrder, checkUserLimit, couponReachHelp, couponStatus, toServerDateTime } from './couponRules';

const now = new Date('2026-06-01T12:00:00.000Z');

describe('the server’s coupon rules, checked in the form', () => {
  it('code: 3 to 40 letters, digits, - or _ in any case', () => {
    for (const code of ['abc', 'DIWALI-10', 'new_year_2027', 'A'.repeat(40), ' spaced ']) expect(checkCode(code)).toBeUndefined();
    for (const code of ['ab', 'A'.repeat(41), 'TEN OFF', 'ÉTÉ10', 'x!y']) expect(checkCode(code)).toMatch(/3 to 40 letters/);
  });

  it('minimum order: 0 to 10,000,000 rupees with at most 2 decimals', () => {
    for (const price of [0, 499, 999.5, 1234.56, 10_000_000]) expect(checkMinimumOrder(price)).toBeUndefined();
    for (const price of [-1, 10_000_000.01, 12.345, Number.NaN]) expect(checkMinimumOrder(price)).toMatch(/minimum order/);
  });

  it('discount: a whole percent from 1 to 100', () => {
    for (const discount of [1, 50, 100]) expect(checkDiscount(discount)).toBeUndefined();
    for (const discount of [0, 101, 12.5, -5]) expect(checkDiscount(discount)).toMatch(/1 to 100/);
  });

  it('uses per customer: a whole number from 1 to 1,000,000', () => {
    for (const limit of [1, 3, 1_000_000]) expect(checkUserLimit(limit)).toBeUndefined();
    for (const limit of [0, 1.5, 1_000_001]) expect(checkUserLimit(limit)).toMatch(/1 to 1,000,000/);
  });

  it('leaves empty values to required()', () => {
    for (const check of [checkCode, checkMinimumOrder, checkDiscount, checkUserLimit]) {
      expect(check(null)).toBeUndefined();
      expect(check('')).toBeUndefined();
    }
  });

  it('expiry: empty is never; a new one must lie ahead; the coupon’s own past expiry may stay', () => {
    expect(checkExpiry(null, null, now)).toBeUndefined();
    expect(checkExpiry('2026-06-01T12:01:00.000Z', null, now)).toBeUndefined();
    expect(checkExpiry('2026-06-01T12:00:00.000Z', null, now)).toBe('The expiry must be in the future.');
    expect(checkExpiry('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', now)).toBeUndefined();
    expect(checkExpiry('2025-12-31T00:00:00.000Z', '2026-01-01T00:00:00.000Z', now)).toBe('The expiry must be in the future.');
    expect(checkExpiry('not a date', null, now)).toBe('Please enter a date and a time.');
  });
});

describe('toServerDateTime', () => {
  it('turns the input’s local time into an ISO date-time with a zone, keeps zoned ones, and empty into null', () => {
    expect(toServerDateTime('2031-01-01T10:30')).toBe(new Date(2031, 0, 1, 10, 30).toISOString());
    expect(toServerDateTime('2031-01-01T10:30:00.000Z')).toBe('2031-01-01T10:30:00.000Z');
    expect(toServerDateTime('')).toBeNull();
    expect(toServerDateTime(null)).toBeNull();
  });
});

describe('couponStatus', () => {
  it('is active without an expiry or before it, expired from it on', () => {
    expect(couponStatus(null, now)).toBe('active');
    expect(couponStatus('2026-06-01T12:00:01.000Z', now)).toBe('active');
    expect(couponStatus('2026-06-01T12:00:00.000Z', now)).toBe('expired');
    expect(couponStatus('2025-01-01T00:00:00.000Z', now)).toBe('expired');
  });
});

describe('couponReachHelp', () => {
  it("says a seller's coupon applies to the shop's own pieces only, the house's to the whole cart", () => {
    expect(couponReachHelp(true).discount).toContain("the shop's own pieces only");
    expect(couponReachHelp(true).minimumOrder).toContain("The shop's pieces in the cart");
    expect(couponReachHelp(false).discount).toContain('whole cart');
    expect(couponReachHelp(false).minimumOrder).toBe('The cart must come to at least this much for the code to apply');
  });
});
