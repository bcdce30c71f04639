import { describe, expect, it } from 'vitest';
import { couponOffer, couponReach } from './coupon-offer';

describe('couponOffer (spec 2)', () => {
  it("reads 'x% off on orders above Rs. y', grouped the Indian way", () => {
    expect(couponOffer({ discount: 10, price: 1999 })).toBe('10% off on orders above Rs. 1,999');
    expect(couponOffer({ discount: 25, price: 125000 })).toBe('25% off on orders above Rs. 1,25,000');
  });

  it('says a coupon without a minimum fits any order', () => {
    expect(couponOffer({ discount: 15, price: 0 })).toBe('15% off on any order');
  });
});

describe('couponReach', () => {
  it("says a seller's coupon is off that shop's pieces only, the house's off the order", () => {
    expect(couponReach({ discount: 10, shopName: null })).toBe('10% off');
    expect(couponReach({ discount: 15, shopName: 'Marwar Silver House' })).toBe('15% off pieces from Marwar Silver House');
  });
});
