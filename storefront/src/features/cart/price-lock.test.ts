import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/products';
import { priceChangeOf, priceChangeText } from './price-lock';

describe('price lock (issue 16)', () => {
  const productInfo = makeProduct({ price: 57022, discount: 10, salePrice: 51320 });

  it('names the price a line was added at and today’s when they differ, either way', () => {
    expect(priceChangeOf({ addedPrice: 50110, productInfo })).toEqual({ from: 50110, to: 51320 });
    expect(priceChangeOf({ addedPrice: 53000, productInfo })).toEqual({ from: 53000, to: 51320 });
  });

  it('says nothing when the price held or the line is older than the lock', () => {
    expect(priceChangeOf({ addedPrice: 51320, productInfo })).toBeNull();
    expect(priceChangeOf({ addedPrice: null, productInfo })).toBeNull();
  });

  it('says it in rupees with Indian grouping', () => {
    expect(priceChangeText({ from: 50110, to: 51320.5 })).toBe(
      'Price updated from ₹50,110 to ₹51,320.50 since you added it — today’s metal rate changed.',
    );
  });
});
