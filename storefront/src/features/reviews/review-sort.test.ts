import { describe, expect, it } from 'vitest';
import { REVIEW_SORTS, reviewSortOf, reviewSortSearch } from './review-sort';

describe('the sort of /reviews', () => {
  it("offers spec 2's 'Low Rating' and 'High Rating' beside the default, newest", () => {
    expect(REVIEW_SORTS.map((sort) => sort.label)).toEqual(['Newest', 'High Rating', 'Low Rating']);
  });

  it('reads the sort from the address, newest for none or an unknown one', () => {
    expect(reviewSortOf('?sort=low')).toBe('low');
    expect(reviewSortOf('?sort=high')).toBe('high');
    expect(reviewSortOf('')).toBe('newest');
    expect(reviewSortOf('?sort=cheapest')).toBe('newest');
  });

  it('writes it back, leaving the address plain for newest', () => {
    expect(reviewSortSearch('low')).toBe('?sort=low');
    expect(reviewSortSearch('newest')).toBe('');
  });
});
