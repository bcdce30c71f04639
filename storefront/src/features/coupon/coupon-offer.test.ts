import { afterEach, describe, expect, it } from 'vitest';
import { RUPEES, showPricesIn } from '../../lib/money';
import { couponOffer, couponReach, couponsFor } from './coupon-offer';

describe('couponOffer (spec 2)', () => {
  it("reads 'x% off on orders above Rs. y', grouped the Indian way", () => {
    expect(couponOffer({ discount: 10, price: 1999, shopName: null })).toBe('10% off on orders above Rs. 1,999');
    expect(couponOffer({ discount: 25, price: 125000, shopName: null })).toBe('25% off on orders above Rs. 1,25,000');
  });

  it('says a coupon without a minimum fits any order', () => {
    expect(couponOffer({ discount: 15, price: 0, shopName: null })).toBe('15% off on any order');
  });

  it("says a seller's coupon is off that shop's pieces only", () => {
    expect(couponOffer({ discount: 15, price: 500, shopName: 'Marwar Silver House' })).toBe('15% off pieces from Marwar Silver House above Rs. 500');
    expect(couponOffer({ discount: 5, price: 0, shopName: 'Marwar Silver House' })).toBe('5% off pieces from Marwar Silver House');
  });

  describe('in another display currency (issue 17)', () => {
    afterEach(() => showPricesIn(RUPEES));

    it('converts the minimum like every price', () => {
      showPricesIn({ code: 'USD', locale: 'en-US', inrPerUnit: 89.75 });
      expect(couponOffer({ discount: 10, price: 1999, shopName: null })).toBe('10% off on orders above ≈\u00a0$22.27');
      expect(couponOffer({ discount: 15, price: 0, shopName: null })).toBe('15% off on any order');
    });
  });
});

describe('couponsFor', () => {
  it("keeps the house's coupons and the piece's own seller's, not another seller's", () => {
    const coupons = [{ sellerId: null }, { sellerId: 's1' }, { sellerId: 's2' }];
    expect(couponsFor(coupons, 's1')).toEqual([{ sellerId: null }, { sellerId: 's1' }]);
    expect(couponsFor(coupons, null)).toEqual([{ sellerId: null }]);
  });
});

describe('couponReach', () => {
  it("says a seller's coupon is off that shop's pieces only, the house's off the order", () => {
    expect(couponReach({ discount: 10, shopName: null })).toBe('10% off');
    expect(couponReach({ discount: 15, shopName: 'Marwar Silver House' })).toBe('15% off pieces from Marwar Silver House');
  });
});
