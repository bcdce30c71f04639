import { describe, expect, it } from 'vitest';
import { discountedPrice, formatPrice, formatRupees } from './money';

describe('discountedPrice', () => {
  it('takes off the floor of price × discount / 100 (spec 5)', () => {
    // 1299 × 15 / 100 = 194.85 → 194 off
    expect(discountedPrice(1299, 15)).toBe(1105);
    // 999 × 33 / 100 = 329.67 → 329 off
    expect(discountedPrice(999, 33)).toBe(670);
    expect(discountedPrice(2000, 50)).toBe(1000);
  });

  it('leaves the price alone without a discount', () => {
    expect(discountedPrice(1299, 0)).toBe(1299);
  });
});

describe('formatRupees', () => {
  it('shows rupees with two decimals, grouped for India', () => {
    expect(formatRupees(1299)).toBe('₹1,299.00');
    expect(formatRupees(125000)).toBe('₹1,25,000.00');
    expect(formatRupees(49.5)).toBe('₹49.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });
});

describe('formatPrice', () => {
  it('drops .00 for whole rupees but keeps paise when there are some', () => {
    expect(formatPrice(1105)).toBe('₹1,105');
    expect(formatPrice(125000)).toBe('₹1,25,000');
    expect(formatPrice(1105.5)).toBe('₹1,105.50');
  });
});
