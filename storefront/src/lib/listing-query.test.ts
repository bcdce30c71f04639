import { describe, expect, it } from 'vitest';
import { readListingQuery } from './listing-query';

describe('readListingQuery', () => {
  it("reads spec 2's '&&' form", () => {
    expect(readListingQuery('?category=Nose%20Pins&&value=gold%20%26%20pearl')).toMatchObject({
      category: 'Nose Pins',
      value: 'gold & pearl',
      gender: null,
    });
  });

  it('reads the ordinary form', () => {
    expect(readListingQuery('?category=Rings&value=halo')).toMatchObject({ category: 'Rings', value: 'halo' });
  });

  it('reads a gender search', () => {
    expect(readListingQuery('?gender=kids')).toMatchObject({ category: '', value: '', gender: 'kids' });
  });

  it('reads the sort and price filter', () => {
    expect(readListingQuery('?value=ring&sort=low-to-high&min=500&max=2500')).toMatchObject({
      sort: 'low-to-high',
      lowPrice: 500,
      highPrice: 2500,
    });
  });

  it('ignores what the server would refuse', () => {
    expect(readListingQuery('?gender=aliens&sort=cheapest&min=-4&max=lots')).toEqual({
      category: '',
      value: '',
      gender: null,
      sort: null,
      lowPrice: null,
      highPrice: null,
    });
  });
});
