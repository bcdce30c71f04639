import { describe, expect, it } from 'vitest';
import { checkExchangeRate, rateText } from './exchangeRateRules';

describe('checkExchangeRate', () => {
  it('takes rupees above 0 up to 10 000 with 4 decimals at most', () => {
    for (const rate of [0.0001, 89.75, 24.4412, 10_000, null, '']) expect(checkExchangeRate(rate)).toBeUndefined();
    for (const rate of [0, -1, 10_000.5, 89.12345, '89']) expect(checkExchangeRate(rate)).toMatch(/above ₹0 and at most ₹10,000, with at most 4 decimals/);
  });
});

describe('rateText', () => {
  it('says the rupees per unit, or that there is none', () => {
    expect(rateText({ inrPerUnit: 89.75 }, 'USD')).toBe('₹89.75 per USD');
    expect(rateText({ inrPerUnit: 24.4412 }, 'AED')).toBe('₹24.4412 per AED');
    expect(rateText({ inrPerUnit: null }, 'EUR')).toBe('Not set');
  });
});
