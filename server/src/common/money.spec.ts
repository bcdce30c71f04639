import { discountedPrice, toPaise, toRupees } from './money.js';

describe('money', () => {
  it('takes the floor of the discount in whole rupees (spec 5)', () => {
    expect(discountedPrice(999, 15)).toBe(850); // 149.85 off → 149
    expect(discountedPrice(1000, 0)).toBe(1000);
    expect(discountedPrice(1000, 100)).toBe(0);
    expect(discountedPrice(299, 33)).toBe(201); // 98.67 off → 98
  });

  it('converts between rupees and paise without drift', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toRupees(1999)).toBe(19.99);
    expect(toPaise(toRupees(123456))).toBe(123456);
  });
});
