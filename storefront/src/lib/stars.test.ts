import { describe, expect, it } from 'vitest';
import { starFill, starsOf } from './stars';

describe('starsOf (spec 5)', () => {
  it('fills every star up to the rating', () => {
    expect(starsOf(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsOf(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starsOf(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('halves a star when the rating is at least half a star short of it', () => {
    expect(starsOf(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starsOf(4.7)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('leaves a star empty when the rating falls more than half a star short', () => {
    expect(starsOf(3.4)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFill(0.4, 1)).toBe('empty');
    expect(starFill(0.5, 1)).toBe('half');
  });
});
