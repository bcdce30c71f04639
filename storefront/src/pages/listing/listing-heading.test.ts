import { describe, expect, it } from 'vitest';
import { readListingQuery } from '../../lib/listing-query';
import { listingHeading } from './listing-heading';

describe('listingHeading', () => {
  it('names a search and the category it was made in', () => {
    expect(listingHeading(readListingQuery('?category=Rings&&value=halo'), false)).toMatchObject({
      eyebrow: 'Search in Rings',
      title: 'Results for “halo”',
    });
  });

  it('names a category without a search', () => {
    expect(listingHeading(readListingQuery('?category=Bangles&&value='), false).title).toBe('Bangles');
  });

  it('names a gender', () => {
    expect(listingHeading(readListingQuery('?gender=male'), false).title).toBe('Men’s Jewellery');
  });

  it('is the Best Seller page on /best-seller', () => {
    expect(listingHeading(readListingQuery(''), true).title).toBe('Best Seller');
  });

  it('falls back to the whole shop', () => {
    expect(listingHeading(readListingQuery('?category=&&value='), false).title).toBe('All Jewellery');
  });
});
