import { prefixTerm, prefixTsQuery, searchWords } from './text-search.js';

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
  it('makes a plural ending optional', () => {
    expect(prefixTerm('rings')).toBe('ring:*');
    expect(prefixTerm('earrings')).toBe('earring:*');
    expect(prefixTerm('necklaces')).toBe('necklace:*');
    expect(prefixTerm('watches')).toBe('watch:*');
    expect(prefixTerm('boxes')).toBe('box:*');
  });

  it('leaves words that only end in s, and short words, as they are', () => {
    expect(prefixTerm('brass')).toBe('brass:*');
    expect(prefixTerm('lotus')).toBe('lotus:*');
    expect(prefixTerm('pis')).toBe('pis:*');
  });
});

describe('searchWords', () => {
  it('answers each word as typed beside its term', () => {
    expect(searchWords('Gold Jhumkas')).toEqual([
      { word: 'gold', term: 'gold:*' },
      { word: 'jhumkas', term: 'jhumka:*' },
    ]);
  });
});
