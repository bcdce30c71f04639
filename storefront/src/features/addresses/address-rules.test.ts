import { describe, expect, it } from 'vitest';
import { draftOf, EMPTY_ADDRESS, isValid, normalizeAddress, PHONE_INVALID, POST_INVALID, validateAddress } from './address-rules';
import { JAIPUR, savedAddress } from '../../test/checkout';

describe('validateAddress (spec 5, made visible)', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(JAIPUR)).toEqual({});
    expect(isValid(validateAddress(JAIPUR))).toBe(true);
  });

  it('names every empty field, so nothing is refused silently', () => {
    const errors = validateAddress(EMPTY_ADDRESS);
    expect(Object.keys(errors).sort()).toEqual(['address', 'area', 'city', 'name', 'phone', 'post', 'province']);
    expect(errors.name).toBe('Enter the name of the person receiving the parcel.');
    expect(isValid(errors)).toBe(false);
  });

  it('counts a field of spaces as empty', () => {
    expect(validateAddress({ ...JAIPUR, city: '   ' })).toEqual({ city: 'Enter the city.' });
  });

  it('wants a phone of 7 to 15 digits, optionally after +', () => {
    expect(validateAddress({ ...JAIPUR, phone: '+919829012345' })).toEqual({});
    expect(validateAddress({ ...JAIPUR, phone: '98290 12345' })).toEqual({});
    expect(validateAddress({ ...JAIPUR, phone: '98-2901' })).toEqual({ phone: PHONE_INVALID });
    expect(validateAddress({ ...JAIPUR, phone: 'call me' })).toEqual({ phone: PHONE_INVALID });
    expect(validateAddress({ ...JAIPUR, phone: '1234567890123456' })).toEqual({ phone: PHONE_INVALID });
  });

  it('wants a postal code of 3 to 10 letters or digits', () => {
    expect(validateAddress({ ...JAIPUR, post: 'SW1A 1AA' })).toEqual({});
    expect(validateAddress({ ...JAIPUR, post: '30' })).toEqual({ post: POST_INVALID });
    expect(validateAddress({ ...JAIPUR, post: '30202930202' })).toEqual({ post: POST_INVALID });
    expect(validateAddress({ ...JAIPUR, post: '-3020' })).toEqual({ post: POST_INVALID });
  });

  it("keeps within the server's lengths", () => {
    expect(validateAddress({ ...JAIPUR, city: 'x'.repeat(81) })).toEqual({ city: 'Use at most 80 characters.' });
  });
});

describe('normalizeAddress', () => {
  it('trims every field and drops the spaces and dashes typed in a phone number', () => {
    expect(normalizeAddress({ ...JAIPUR, name: '  Meera Sharma ', phone: ' 98290-12345 ' })).toEqual(JAIPUR);
  });
});

describe('draftOf', () => {
  it('takes the seven address fields of a saved address and leaves the rest', () => {
    expect(draftOf(savedAddress())).toEqual(JAIPUR);
  });
});
