import { describe, expect, it } from 'vitest';
import { defaultCurrencyFor, languagesOf } from './currency-defaults';

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

describe('languagesOf', () => {
  it("lists an Accept-Language header's languages as the browser's languages, most preferred first", () => {
    expect(languagesOf('en-US,en;q=0.9')).toEqual(['en-US', 'en']);
    expect(languagesOf('de;q=0.5, en-GB;q=0.8, fr-FR')).toEqual(['fr-FR', 'en-GB', 'de']);
    expect(defaultCurrencyFor(languagesOf('en;q=0.9,en-US;q=0.8'))).toBe('USD');
  });

  it('leaves out what names no language or is refused, and reads nothing from an empty or broken header', () => {
    expect(languagesOf('*, en-GB;q=0, hi-IN;q=0.3')).toEqual(['hi-IN']);
    expect(languagesOf('')).toEqual([]);
    expect(languagesOf(';;,,')).toEqual([]);
    expect(defaultCurrencyFor(languagesOf('garbage;q=x'))).toBe('INR');
  });
});
