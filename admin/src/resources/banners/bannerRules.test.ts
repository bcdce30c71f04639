import { describe, expect, it } from 'vitest';
import { checkAlt, checkLink, checkPosition } from './bannerRules';

describe('the server’s banner rules, checked in the form', () => {
  it('link: a path on this shop, or empty', () => {
    for (const link of ['', null, '/', '/category-data/rings', '/product/details/ruby-ring?x=1']) expect(checkLink(link)).toBeUndefined();
    for (const link of ['https://evil.example', '//evil.example', '/\\evil.example', 'rings', '/with space', `/${'a'.repeat(300)}`]) {
      expect(checkLink(link)).toMatch(/path on this shop/);
    }
  });

  it('alt: at most 200 characters', () => {
    expect(checkAlt('Gold bangles on silk')).toBeUndefined();
    expect(checkAlt('a'.repeat(200))).toBeUndefined();
    expect(checkAlt('a'.repeat(201))).toMatch(/200 characters/);
  });

  it('position: a whole number from 0 to 10,000', () => {
    for (const position of [0, 7, 10_000]) expect(checkPosition(position)).toBeUndefined();
    for (const position of [-1, 1.5, 10_001]) expect(checkPosition(position)).toMatch(/0 to 10,000/);
  });
});
