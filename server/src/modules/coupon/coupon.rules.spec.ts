import { AppError } from '../../common/errors/app-error.js';
import { applyCoupon, isExpired, normaliseCode } from './coupon.rules.js';

describe('applyCoupon', () => {
  it('takes the percent off the price, rounding the discount down to whole paise (spec 9)', () => {
    expect(applyCoupon(100_000, { discount: 10, minOrderPaise: 0 })).toEqual({ discountPaise: 10_000, totalPaise: 90_000 });
    // 15 % of ₹999.99 is 14999.85 paise: 14999 off.
    expect(applyCoupon(99_999, { discount: 15, minOrderPaise: 0 })).toEqual({ discountPaise: 14_999, totalPaise: 85_000 });
    expect(applyCoupon(1, { discount: 99, minOrderPaise: 0 })).toEqual({ discountPaise: 0, totalPaise: 1 });
    expect(applyCoupon(12_345, { discount: 100, minOrderPaise: 0 })).toEqual({ discountPaise: 12_345, totalPaise: 0 });
  });

  it('applies at exactly the minimum order value', () => {
    expect(applyCoupon(99_900, { discount: 10, minOrderPaise: 99_900 })).toEqual({ discountPaise: 9_990, totalPaise: 89_910 });
  });

  it("refuses a price below the minimum with spec 5's sentence", () => {
    let thrown: unknown;
    try {
      applyCoupon(99_899, { discount: 10, minOrderPaise: 99_900 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      status: 400,
      code: 'COUPON_MIN_PRICE',
      message: "Invalid price. The price must be greater than or equal to the coupon's minimum price.",
    });
  });

  it('refuses a price that is not a whole, non-negative number of paise', () => {
    expect(() => applyCoupon(10.5, { discount: 10, minOrderPaise: 0 })).toThrow(RangeError);
    expect(() => applyCoupon(-1, { discount: 10, minOrderPaise: 0 })).toThrow(RangeError);
  });
});

describe('isExpired', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('never expires without an expiry', () => {
    expect(isExpired({ expiresAt: null }, now)).toBe(false);
  });

  it('expires at the moment of expiry, not before', () => {
    expect(isExpired({ expiresAt: new Date('2026-03-01T12:00:01Z') }, now)).toBe(false);
    expect(isExpired({ expiresAt: new Date('2026-03-01T12:00:00Z') }, now)).toBe(true);
    expect(isExpired({ expiresAt: new Date('2026-02-01T00:00:00Z') }, now)).toBe(true);
  });
});

describe('normaliseCode', () => {
  it('trims and upper-cases', () => {
    expect(normaliseCode('  sona10 ')).toBe('SONA10');
    expect(normaliseCode('Festive_20-a')).toBe('FESTIVE_20-A');
  });
});
