import { describe, expect, it } from 'vitest';
import { defaultCurrencyFor } from './currency-defaults';

describe('defaultCurrencyFor', () => {
  it('follows the region of the first language that names one', () => {
    expect(defaultCurrencyFor(['en-US', 'en'])).toBe('USD');
    expect(defaultCurrencyFor(['en-GB'])).toBe('GBP');
    expect(defaultCurrencyFor(['de-DE'])).toBe('EUR');
    expect(defaultCurrencyFor(['fr-FR'])).toBe('EUR');
    expect(defaultCurrencyFor(['nl-BE'])).toBe('EUR');
    expect(defaultCurrencyFor(['ar-AE'])).toBe('AED');
    expect(defaultCurrencyFor(['en-AE'])).toBe('AED');
    expect(defaultCurrencyFor(['en-SG'])).toBe('SGD');
    expect(defaultCurrencyFor(['en-CA'])).toBe('CAD');
    expect(defaultCurrencyFor(['fr-CA'])).toBe('CAD');
    expect(defaultCurrencyFor(['en-AU'])).toBe('AUD');
    expect(defaultCurrencyFor(['zh-Hant-TW', 'en-US'])).toBe('INR');
  });

  it('skips languages without a region', () => {
    expect(defaultCurrencyFor(['en', 'de', 'en-GB'])).toBe('GBP');
  });

  it('is the rupee in India, for a region without a currency of the shop, and when nothing says', () => {
    expect(defaultCurrencyFor(['hi-IN', 'en-US'])).toBe('INR');
    expect(defaultCurrencyFor(['en-IN'])).toBe('INR');
    expect(defaultCurrencyFor(['ja-JP'])).toBe('INR');
    expect(defaultCurrencyFor(['en'])).toBe('INR');
    expect(defaultCurrencyFor([])).toBe('INR');
    expect(defaultCurrencyFor(['not a tag'])).toBe('INR');
  });
});
