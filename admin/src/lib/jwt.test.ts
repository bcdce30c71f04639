import { describe, expect, it } from 'vitest';
import { isJwtLive, jwtExpiry } from './jwt';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

const now = Date.UTC(2026, 0, 1);

describe('isJwtLive', () => {
  it('accepts a token whose exp is in the future', () => {
    expect(isJwtLive(jwt({ id: 'u1', exp: now / 1000 + 60 }), now)).toBe(true);
  });

  it('refuses a token whose exp has passed', () => {
    expect(isJwtLive(jwt({ id: 'u1', exp: now / 1000 - 1 }), now)).toBe(false);
  });

  it('accepts a token without exp', () => {
    expect(isJwtLive(jwt({ id: 'u1' }), now)).toBe(true);
  });

  it('refuses something that is not a JWT', () => {
    expect(isJwtLive('not-a-token', now)).toBe(false);
    expect(isJwtLive('a.%%%.c', now)).toBe(false);
  });

  it('reads url-safe payloads', () => {
    expect(jwtExpiry(jwt({ name: '??>>', exp: 1234 }))).toBe(1234);
  });
});
