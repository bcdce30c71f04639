import { starBars } from '../../../test/helpers/fixtures.js';
import { ratingBreakdown } from './review.rules.js';

describe('ratingBreakdown', () => {
  it('answers a bar for every star level from 5 down to 0, empty ones included', () => {
    expect(ratingBreakdown(new Map([[5, 3], [2, 1]]))).toEqual(starBars(3, 0, 0, 1, 0, 0));
  });

  it('answers six empty bars when there are no reviews', () => {
    expect(ratingBreakdown(new Map()).map((bar) => bar.sum)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
