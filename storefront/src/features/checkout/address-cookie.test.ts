import { afterEach, describe, expect, it } from 'vitest';
import type { AddressDraft } from '../addresses/address-rules';
import {
  ADDRESS_COOKIE,
  addressCookie,
  addressFromCookies,
  clearAddressCookie,
  readSavedAddress,
  saveAddressCookie,
} from './address-cookie';
import { JAIPUR as SHARED_JAIPUR } from '../../test/checkout';

// the shared address with a ';' in it, the character that ends a cookie, to show it survives the round trip
const JAIPUR: AddressDraft = { ...SHARED_JAIPUR, address: '14 Mahaveer Marg; near Thana Circle' };

afterEach(() => clearAddressCookie());

describe('the saved-address cookie (spec 4 and 9)', () => {
  it('is kept for 7 days, for the whole shop', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const line = addressCookie(JAIPUR, now);
    expect(line).toContain('Max-Age=604800');
    expect(line).toContain('Expires=Sun, 08 Mar 2026 10:00:00 GMT');
    expect(line).toContain('Path=/');
    expect(line.startsWith(`${ADDRESS_COOKIE}=`)).toBe(true);
  });

  it('reads back what was saved, separators and all', () => {
    saveAddressCookie(JAIPUR);
    expect(readSavedAddress()).toEqual(JAIPUR);
  });

  it('is gone after Change', () => {
    saveAddressCookie(JAIPUR);
    clearAddressCookie();
    expect(readSavedAddress()).toBeNull();
  });

  it('reads an address kept before addresses named their country as one in India', () => {
    const { country: _country, ...old } = JAIPUR;
    expect(addressFromCookies(`${ADDRESS_COOKIE}=${encodeURIComponent(JSON.stringify(old))}`)).toEqual(JAIPUR);
  });

  it('ignores a cookie that is not a whole, valid address', () => {
    expect(addressFromCookies('')).toBeNull();
    expect(addressFromCookies(`${ADDRESS_COOKIE}=not-json`)).toBeNull();
    const partial = encodeURIComponent(JSON.stringify({ ...JAIPUR, city: undefined }));
    expect(addressFromCookies(`theme=dark; ${ADDRESS_COOKIE}=${partial}`)).toBeNull();
    const badPhone = encodeURIComponent(JSON.stringify({ ...JAIPUR, phone: 'none' }));
    expect(addressFromCookies(`${ADDRESS_COOKIE}=${badPhone}`)).toBeNull();
  });
});
