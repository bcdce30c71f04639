import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/tokens';
import { decodeToken, isExpired, msUntilExpiry } from './jwt';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const nowSeconds = NOW / 1000;

describe('decodeToken', () => {
  it('reads the customer from the payload', () => {
    const token = makeToken({ id: 'c1d2', name: 'Meera Sharma', email: 'meera@example.in', role: 'customer', exp: nowSeconds + 60 });
    expect(decodeToken(token)).toEqual({
      id: 'c1d2',
      name: 'Meera Sharma',
      email: 'meera@example.in',
      role: 'customer',
      exp: nowSeconds + 60,
    });
  });

  it('reads names outside ASCII (base64url of UTF-8)', () => {
    const token = makeToken({ id: 7, name: 'मीरा शर्मा', email: 'm@example.in', role: 'customer' });
    expect(decodeToken(token)).toMatchObject({ id: '7', name: 'मीरा शर्मा', exp: undefined });
  });

  it.each([
    ['an empty string', ''],
    ['two segments', 'a.b'],
    ['a payload that is not JSON', 'aGVhZA.bm90IGpzb24.sig'],
    ['a payload without id', makeToken({ email: 'x@example.in' })],
    ['a payload without email', makeToken({ id: '1' })],
    ['a payload that is an array', makeToken({}).replace(/\..*\./, `.${btoa('[1]')}.`)],
  ])('refuses %s', (_, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});

describe('isExpired', () => {
  const claims = { id: '1', name: 'A', email: 'a@example.in', role: 'customer' };

  it('is false before exp and true from exp on', () => {
    expect(isExpired({ ...claims, exp: nowSeconds + 1 }, NOW)).toBe(false);
    expect(isExpired({ ...claims, exp: nowSeconds }, NOW)).toBe(true);
    expect(isExpired({ ...claims, exp: nowSeconds - 3600 }, NOW)).toBe(true);
  });

  it('never expires a token without exp', () => {
    expect(isExpired(claims, NOW)).toBe(false);
  });

  it('says how long is left', () => {
    expect(msUntilExpiry({ ...claims, exp: nowSeconds + 90 }, NOW)).toBe(90_000);
    expect(msUntilExpiry(claims, NOW)).toBeNull();
  });
});
