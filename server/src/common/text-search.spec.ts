import { prefixTerm, prefixTsQuery, searchWords } from './text-search.js';
import { itAnswers } from '../../test/helpers/answers.js';

describe('prefixTsQuery', () => {
  it('makes every word a prefix, so half-typed words match', () => {
    expect(prefixTsQuery('Evil ey')).toBe('evil:* & ey:*');
    expect(prefixTsQuery('mangalsutr')).toBe('mangalsutr:*');
  });

  it('keeps letters and digits only, and at most 8 words', () => {
    expect(prefixTsQuery("  baby's: 22K!  ")).toBe('baby:* & s:* & 22k:*');
    expect(prefixTsQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
    expect(prefixTsQuery(' — ')).toBeUndefined();
  });
});

describe('prefixTerm', () => {
  itAnswers('makes a plural ending optional', prefixTerm, [
    ['rings', 'ring:*'],
    ['earrings', 'earring:*'],
    ['necklaces', 'necklace:*'],
    ['watches', 'watch:*'],
    ['boxes', 'box:*'],
  ]);

  itAnswers('leaves words that only end in s, and short words, as they are', prefixTerm, [
    ['brass', 'brass:*'],
    ['lotus', 'lotus:*'],
    ['pis', 'pis:*'],
  ]);
});

describe('searchWords', () => {
  it('answers each word as typed beside its term', () => {
    expect(searchWords('Gold Jhumkas')).toEqual([
      { word: 'gold', term: 'gold:*' },
      { word: 'jhumkas', term: 'jhumka:*' },
    ]);
  });
});
