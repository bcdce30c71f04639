import { afterEach, describe, expect, it } from 'vitest';
import { convertRupees, type DisplayCurrency, discountedPrice, formatForeign, formatInr, formatPrice, formatRate, formatRupees, minorDigits, RUPEES, showPricesIn } from './money';

const USD: DisplayCurrency = { code: 'USD', locale: 'en-US', inrPerUnit: 89.75 };
const EUR: DisplayCurrency = { code: 'EUR', locale: 'en-IE', inrPerUnit: 104.2 };
const GBP: DisplayCurrency = { code: 'GBP', locale: 'en-GB', inrPerUnit: 118.6 };
const AED: DisplayCurrency = { code: 'AED', locale: 'en-AE', inrPerUnit: 24.44 };
const AUD: DisplayCurrency = { code: 'AUD', locale: 'en', inrPerUnit: 58.85 };
const JPY: DisplayCurrency = { code: 'JPY', locale: 'en', inrPerUnit: 0.57 };
// No break between ≈ and the amount.
const approx = (text: string) => `≈\u00a0${text}`;

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

describe('convertRupees', () => {
  it('divides by the rate and keeps whole units from 100 up', () => {
    expect(convertRupees(45_000, USD)).toBe(501); // 501.39
    expect(convertRupees(45_100, USD)).toBe(503); // 502.51: half and above rounds up
    expect(convertRupees(1_25_000, GBP)).toBe(1054); // 1053.96
    expect(convertRupees(8975, USD)).toBe(100);
  });

  it('keeps the currency’s minor unit below 100 units', () => {
    expect(convertRupees(500, USD)).toBe(5.57); // 5.5710
    expect(convertRupees(583.5, EUR)).toBe(5.6); // 5.59980…
    expect(convertRupees(8974, USD)).toBe(99.99); // 99.989
    expect(convertRupees(0, USD)).toBe(0);
  });

  it('rounds a currency without a minor unit to whole units', () => {
    expect(minorDigits(JPY)).toBe(0);
    expect(convertRupees(10, JPY)).toBe(18); // 17.54
  });

  it('answers rupees as they are', () => {
    expect(convertRupees(1169.5, RUPEES)).toBe(1169.5);
  });
});

describe('formatForeign', () => {
  it('marks the amount approximate and writes it as its currency’s shoppers read it', () => {
    expect(formatForeign(45_000, USD)).toBe(approx('$501'));
    expect(formatForeign(583.5, EUR)).toBe(approx('€5.60'));
    expect(formatForeign(1_25_000, GBP)).toBe(approx('£1,054'));
    expect(formatForeign(45_000, AED)).toBe(approx('AED\u00a01,841'));
    expect(formatForeign(45_000, AUD)).toBe(approx('A$765'));
  });
});

describe('in the shopper’s display currency', () => {
  afterEach(() => showPricesIn(RUPEES));

  it('formatPrice and formatRupees convert, formatInr stays in rupees', () => {
    showPricesIn(USD);
    expect(formatPrice(45_000)).toBe(approx('$501'));
    expect(formatRupees(45_000)).toBe(approx('$501'));
    expect(formatPrice(500)).toBe(approx('$5.57'));
    expect(formatInr(45_000)).toBe('₹45,000');
    expect(formatInr(1105.5)).toBe('₹1,105.50');
  });

  it('is the rupee again once set back', () => {
    showPricesIn(USD);
    showPricesIn(RUPEES);
    expect(formatPrice(1105)).toBe('₹1,105');
  });
});

describe('formatRate', () => {
  it('shows rupees per unit to 4 decimals at most', () => {
    expect(formatRate(89.75)).toBe('₹89.75');
    expect(formatRate(24.4412)).toBe('₹24.4412');
    expect(formatRate(100)).toBe('₹100.00');
  });
});
