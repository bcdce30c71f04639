import { describe, expect, it } from 'vitest';
import {
  addressErrorsOf,
  addressOneLine,
  draftOf,
  EMPTY_ADDRESS,
  isValid,
  normalizeAddress,
  PHONE_INVALID,
  PIN_INVALID,
  POST_INVALID,
  validateAddress,
  type AddressDraft,
} from './address-rules';
import { JAIPUR, savedAddress } from '../../test/checkout';
import { UAE, UK } from '../../test/countries';

const LONDON: AddressDraft = { name: 'Olivia Smith', address: '10 Downing Street', phone: '+44 20 7946 0958', post: 'SW1A 2AA', province: '', city: 'London', area: '', country: 'GB' };

describe('validateAddress (spec 5, made visible)', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(JAIPUR)).toEqual({});
    expect(isValid(validateAddress(JAIPUR))).toBe(true);
  });

  it('names every empty field, so nothing is refused silently', () => {
    const errors = validateAddress(EMPTY_ADDRESS);
    expect(Object.keys(errors).sort()).toEqual(['address', 'area', 'city', 'name', 'phone', 'post', 'province']);
    expect(errors.post).toBe('Enter the PIN code.');
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

  it('wants a 6-digit PIN code in India, and a postal code of 3 to 10 letters or digits abroad', () => {
    expect(validateAddress({ ...JAIPUR, post: '302 029' })).toEqual({});
    expect(validateAddress({ ...JAIPUR, post: 'SW1A 1AA' })).toEqual({ post: PIN_INVALID });
    expect(validateAddress({ ...JAIPUR, post: '030202' })).toEqual({ post: PIN_INVALID });
    expect(validateAddress({ ...LONDON, post: 'SW1A 1AA' }, UK)).toEqual({});
    expect(validateAddress({ ...LONDON, post: '30' }, UK)).toEqual({ post: POST_INVALID });
    expect(validateAddress({ ...LONDON, post: '30202930202' }, UK)).toEqual({ post: POST_INVALID });
    expect(validateAddress({ ...LONDON, post: '-3020' }, UK)).toEqual({ post: POST_INVALID });
  });

  it("abroad wants the postal code only where the country has one, the state only from its list, and no area", () => {
    expect(validateAddress(LONDON, UK)).toEqual({});
    expect(validateAddress({ ...LONDON, post: '' }, UK)).toEqual({ post: 'Enter the Postcode.' });
    const dubai = { ...LONDON, country: 'AE', post: '', province: 'Dubai', city: 'Dubai' };
    expect(validateAddress(dubai, UAE)).toEqual({});
    expect(validateAddress({ ...dubai, province: '' }, UAE)).toEqual({ province: 'Choose the emirate.' });
    expect(validateAddress({ ...dubai, province: 'Ontario' }, UAE)).toEqual({ province: 'Choose the emirate from the list.' });
  });

  it('in India wants the state and the area', () => {
    expect(validateAddress({ ...JAIPUR, province: '', area: '' })).toEqual({ province: 'Choose the state.', area: 'Enter the area or locality.' });
  });

  it("keeps within the server's lengths", () => {
    expect(validateAddress({ ...JAIPUR, city: 'x'.repeat(81) })).toEqual({ city: 'Use at most 80 characters.' });
  });
});

describe('normalizeAddress', () => {
  it('trims every field and drops the spaces, dashes and brackets typed in a phone number; the country upper case', () => {
    expect(normalizeAddress({ ...JAIPUR, name: '  Meera Sharma ', phone: ' 98290-12345 ' })).toEqual(JAIPUR);
    expect(normalizeAddress({ ...LONDON, phone: '+44 (20) 7946-0958', country: 'gb' })).toEqual({ ...LONDON, phone: '+442079460958' });
  });
});

describe('draftOf', () => {
  it('takes the address fields of a saved address and leaves the rest; no country is India', () => {
    expect(draftOf(savedAddress())).toEqual(JAIPUR);
    const { country: _country, ...withoutCountry } = JAIPUR;
    expect(draftOf(withoutCountry)).toEqual(JAIPUR);
  });
});

describe('addressErrorsOf', () => {
  it("puts the server's sentences at the form's fields, from the address book or from placing an order", () => {
    expect(
      addressErrorsOf([
        { field: 'post', messages: ['PIN 302029 is in Rajasthan, not Gujarat'] },
        { field: 'shippingInfo.phone', messages: ['phone "1" is not a valid phone number'] },
        { field: 'products', messages: ['not an address field'] },
      ]),
    ).toEqual({ post: 'PIN 302029 is in Rajasthan, not Gujarat', phone: 'phone "1" is not a valid phone number' });
  });
});

describe('addressOneLine', () => {
  it('names the country and leaves out empty parts', () => {
    expect(addressOneLine(JAIPUR)).toBe('14 Mahaveer Marg, near Thana Circle, Sanganer, Jaipur, Rajasthan 302029, India');
    expect(addressOneLine(LONDON)).toBe('10 Downing Street, London, SW1A 2AA, United Kingdom');
  });
});
