import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/products';
import { topOffers } from './top-offers';

describe('topOffers', () => {
  it('takes the categories with the largest discounts, one offer each, largest first', () => {
    const products = [
      makeProduct({ category: 'Rings', categorySlug: 'rings', discount: 30 }),
      makeProduct({ category: 'Bangles', categorySlug: 'bangles', discount: 45 }),
      makeProduct({ category: 'Rings', categorySlug: 'rings', discount: 50 }),
      makeProduct({ category: 'Anklets', categorySlug: 'anklets', discount: 20 }),
      makeProduct({ category: 'Earrings', categorySlug: 'earrings', discount: 35 }),
    ];
    const offers = topOffers(products, 3);
    expect(offers.map((offer) => [offer.category, offer.upTo])).toEqual([
      ['Rings', 50],
      ['Bangles', 45],
      ['Earrings', 35],
    ]);
    expect(offers[0]?.product).toBe(products[2]);
  });

  it('offers what there is when fewer categories are on sale', () => {
    expect(topOffers([makeProduct({ discount: 25 })], 3)).toHaveLength(1);
    expect(topOffers([], 3)).toEqual([]);
  });
});
