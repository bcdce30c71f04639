import { describe, expect, it } from 'vitest';
import { loginPath, nextPath } from './next-path';

describe('nextPath', () => {
  it('leads home without a ?next= (spec 4)', () => {
    expect(nextPath(null)).toBe('/');
    expect(nextPath('')).toBe('/');
  });

  it('leads to a path of the shop, query included', () => {
    expect(nextPath('/product/details/kundan-bangle-set-of-four')).toBe('/product/details/kundan-bangle-set-of-four');
    expect(nextPath('/dashboard-client?tab=orders')).toBe('/dashboard-client?tab=orders');
  });

  it('never leads to another site', () => {
    for (const next of ['https://elsewhere.example/', '//elsewhere.example', '/\\elsewhere.example', '/\t/elsewhere.example', 'javascript:alert(1)', 'wishlist']) {
      expect(nextPath(next)).toBe('/');
    }
  });
});

describe('loginPath', () => {
  it('carries the way back, read back by nextPath', () => {
    const path = '/product/details/ring?colour=red&size=2';
    const next = new URL(loginPath(path), 'https://shop.example').searchParams.get('next');
    expect(next).toBe(path);
    expect(nextPath(next)).toBe(path);
  });
});
