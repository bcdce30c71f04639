import { describe, expect, it } from 'vitest';
import {
  checkDiscount,
  checkList,
  checkName,
  checkPictures,
  checkPrice,
  checkSlug,
  checkStock,
  nonReturnableChoices,
  parseNonReturnable,
  shopsOf,
  stockLevel,
} from './productRules';

describe('the server’s product rules, checked in the form', () => {
  it('name: 2 to 200 characters', () => {
    expect(checkName('Om Pendant')).toBeUndefined();
    expect(checkName('A')).toMatch(/2 to 200/);
    expect(checkName('a'.repeat(201))).toMatch(/2 to 200/);
  });

  it('slug: lower-case letters and digits joined by single dashes', () => {
    for (const slug of ['gold-jhumka-earrings', 'ring22k', 'a']) expect(checkSlug(slug)).toBeUndefined();
    for (const slug of ['Gold-Jhumka', 'gold--jhumka', '-gold', 'gold_jhumka', "baby's-ring"]) expect(checkSlug(slug)).toMatch(/single dashes/);
  });

  it('price: more than 0, at most 10,000,000 rupees, 2 decimals', () => {
    for (const price of [0.01, 999, 12999.5, 10_000_000]) expect(checkPrice(price)).toBeUndefined();
    for (const price of [0, -5, 10_000_000.5, 10.001]) expect(checkPrice(price)).toMatch(/more than 0/);
  });

  it('discount 0 to 100 and stock 0 to 1,000,000, whole numbers', () => {
    expect(checkDiscount(0)).toBeUndefined();
    expect(checkDiscount(100)).toBeUndefined();
    expect(checkDiscount(101)).toMatch(/0 to 100/);
    expect(checkDiscount(2.5)).toMatch(/0 to 100/);
    expect(checkStock(0)).toBeUndefined();
    expect(checkStock(-1)).toMatch(/0 to 1,000,000/);
    expect(checkStock(1.5)).toMatch(/0 to 1,000,000/);
  });

  it('lists: at most 20 entries of limited length, blank entries ignored', () => {
    const sizes = checkList('sizes', 40);
    expect(sizes(['12', ' ', ''])).toBeUndefined();
    expect(sizes(Array.from({ length: 21 }, (_, i) => `S${i}`))).toBe('At most 20 sizes.');
    expect(sizes(['x'.repeat(41)])).toMatch(/^Each of the sizes can be at most 40 characters/);
  });

  it('pictures: at most 12 (at least one is required())', () => {
    expect(checkPictures(['/a'])).toBeUndefined();
    expect(checkPictures(Array.from({ length: 13 }, (_, i) => `/p${i}`))).toBe('At most 12 pictures.');
  });
});

describe('stockLevel', () => {
  it('reads 0 as out, 1 to 5 as low (the server’s low-stock filter), more as plenty', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('ok');
  });
});

describe('shopsOf', () => {
  it('lists each shop once by name, the house shop under its filter word', () => {
    const shops = shopsOf([
      { sellerId: 's2', shopName: 'Marwar Silver House' },
      { sellerId: null, shopName: 'Sona Jewellers' },
      { sellerId: 's2', shopName: 'Marwar Silver House' },
      { sellerId: 's1', shopName: 'Jaipur Gems' },
    ]);
    expect(shops).toEqual([
      { id: 's1', name: 'Jaipur Gems' },
      { id: 's2', name: 'Marwar Silver House' },
      { id: 'house', name: 'Sona Jewellers' },
    ]);
  });
});

describe('whether a piece may be returned (spec 9)', () => {
  it('offers the policy’s four kinds that cannot be returned; the empty choice (Returnable) is saved as null', () => {
    expect(nonReturnableChoices.map((choice) => choice.id)).toEqual(['personalised', 'coin', 'utensil', 'idol']);
    expect(parseNonReturnable('')).toBeNull();
    expect(parseNonReturnable(null)).toBeNull();
    expect(parseNonReturnable('coin')).toBe('coin');
  });
});
