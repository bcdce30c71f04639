import { ratingBreakdown } from './review.rules.js';

describe('ratingBreakdown', () => {
  it('answers a bar for every star level from 5 down to 0, empty ones included', () => {
    expect(ratingBreakdown(new Map([[5, 3], [2, 1]]))).toEqual([
      { rating: 5, sum: 3 },
      { rating: 4, sum: 0 },
      { rating: 3, sum: 0 },
      { rating: 2, sum: 1 },
      { rating: 1, sum: 0 },
      { rating: 0, sum: 0 },
    ]);
  });

  it('answers six empty bars when there are no reviews', () => {
    expect(ratingBreakdown(new Map()).map((bar) => bar.sum)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
