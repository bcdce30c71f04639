import { describe, expect, it } from 'vitest';
import { countryName } from './country';

describe('countryName', () => {
  it("names an order's country, India when the order names none", () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('AE')).toBe('United Arab Emirates');
    expect(countryName(undefined)).toBe('India');
  });
});
