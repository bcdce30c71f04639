import { confirmationNeeded } from './metal-rate.rules.js';

describe('confirmationNeeded', () => {
  it('asks to confirm a rate of 0, a first one too', () => {
    expect(confirmationNeeded(null, 0)).toBe('zero');
    expect(confirmationNeeded(650_000, 0)).toBe('zero');
    expect(confirmationNeeded(0, 0)).toBe('zero');
  });

  it('takes a first rate without confirmation', () => {
    expect(confirmationNeeded(null, 1)).toBeNull();
    expect(confirmationNeeded(null, 100_000_000)).toBeNull();
  });

  it('asks to confirm a move of more than 20 % either way, not one of 20 % or less', () => {
    expect(confirmationNeeded(100_000, 120_000)).toBeNull();
    expect(confirmationNeeded(100_000, 80_000)).toBeNull();
    expect(confirmationNeeded(100_000, 120_001)).toBe('jump');
    expect(confirmationNeeded(100_000, 79_999)).toBe('jump');
    expect(confirmationNeeded(100_000, 125_000)).toBe('jump');
    expect(confirmationNeeded(100_000, 75_000)).toBe('jump');
    expect(confirmationNeeded(100_000, 119_000)).toBeNull();
    expect(confirmationNeeded(100_000, 100_000)).toBeNull();
  });

  it('treats any rate after a rate of 0 as a jump', () => {
    expect(confirmationNeeded(0, 1)).toBe('jump');
  });
});
