import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate-words';

describe('truncateWords', () => {
  it('keeps the first five words and adds an ellipsis', () => {
    expect(truncateWords('Halo Solitaire Ring in 18K Rose Gold', 5)).toBe('Halo Solitaire Ring in 18K…');
  });

  it('cuts to four words for sliders', () => {
    expect(truncateWords('Halo Solitaire Ring in 18K Rose Gold', 4)).toBe('Halo Solitaire Ring in…');
  });

  it('leaves a name of exactly the length alone, without an ellipsis', () => {
    expect(truncateWords('Kundan Jhumka Earrings Gold Plated', 5)).toBe('Kundan Jhumka Earrings Gold Plated');
    expect(truncateWords('Silver Toe Ring', 5)).toBe('Silver Toe Ring');
  });

  it('does not count extra spaces as words', () => {
    expect(truncateWords('  Evil   Eye  Bracelet ', 2)).toBe('Evil Eye…');
  });
});
