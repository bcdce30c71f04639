import { AppError } from '../../common/errors/app-error.js';
import { applyCoupon, applyCouponToLines, isExpired, normaliseCode } from './coupon.rules.js';

/** What `work` throws; undefined when it returns. */
function thrownBy(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Expects `work` to throw the AppError of a refused coupon: 400 with `code` and `message`. */
function expectRefused(work: () => unknown, code: string, message: string): void {
  const thrown = thrownBy(work);
  expect(thrown).toBeInstanceOf(AppError);
  expect(thrown).toMatchObject({ status: 400, code, message });
}

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
    expectRefused(
      () => applyCoupon(99_899, { discount: 10, minOrderPaise: 99_900 }),
      'COUPON_MIN_PRICE',
      "Invalid price. The price must be greater than or equal to the coupon's minimum price.",
    );
  });

  it('refuses a price that is not a whole, non-negative number of paise', () => {
    expect(() => applyCoupon(10.5, { discount: 10, minOrderPaise: 0 })).toThrow(RangeError);
    expect(() => applyCoupon(-1, { discount: 10, minOrderPaise: 0 })).toThrow(RangeError);
  });
});

describe('applyCouponToLines', () => {
  const SELLER = '11111111-1111-4111-8111-111111111111';
  const OTHER = '22222222-2222-4222-8222-222222222222';
  const house = { sellerId: null, shopName: null };
  const sellers = { sellerId: SELLER, shopName: 'Marwar Silver House' };
  // The house's ₹500, the seller's ₹300 and ₹199.99, another seller's ₹1000.
  const mixed = [
    { sellerId: null, totalPaise: 50_000 },
    { sellerId: SELLER, totalPaise: 30_000 },
    { sellerId: OTHER, totalPaise: 100_000 },
    { sellerId: SELLER, totalPaise: 19_999 },
  ];

  it.each([
    ["takes a house coupon's percent off every line, as before", { discount: 10, ...house }, { eligiblePaise: 199_999, discountPaise: 19_999, totalPaise: 180_000 }],
    // 15 % of ₹499.99 is 7499.85 paise: 7499 off.
    ["takes a seller's percent off that seller's lines only, rounding down to whole paise", { discount: 15, ...sellers }, { eligiblePaise: 49_999, discountPaise: 7_499, totalPaise: 192_500 }],
  ])('%s', (_, coupon, split) => {
    expect(applyCouponToLines(mixed, { minOrderPaise: 0, ...coupon })).toEqual({ pricePaise: 199_999, ...split });
  });

  it("never lets a seller's 100 % off reach the house's or another shop's pieces", () => {
    const { discountPaise, totalPaise } = applyCouponToLines(mixed, { discount: 100, minOrderPaise: 0, ...sellers });
    expect(discountPaise).toBe(49_999);
    expect(totalPaise).toBe(150_000);
  });

  it("checks a seller's minimum against their own lines, not the whole price", () => {
    expect(applyCouponToLines(mixed, { discount: 10, minOrderPaise: 49_999, ...sellers }).discountPaise).toBe(4_999);
    expect(thrownBy(() => applyCouponToLines(mixed, { discount: 10, minOrderPaise: 50_000, ...sellers }))).toMatchObject({
      status: 400,
      code: 'COUPON_MIN_PRICE',
    });
  });

  it("refuses a seller's coupon on lines with none of their pieces, naming the shop", () => {
    const others = mixed.filter((line) => line.sellerId !== SELLER);
    expectRefused(
      () => applyCouponToLines(others, { discount: 10, minOrderPaise: 0, ...sellers }),
      'COUPON_OTHER_SHOP',
      'This coupon is for pieces from Marwar Silver House only, and there are none in your order.',
    );
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
