import { containsPattern, filterBoolean, filterIds, filterInt, filterOneOf, filterText, filterUuid } from './list-filter.js';

const UUID = '0b7e8f3c-2a5d-4c1e-9f00-123456789abc';

describe('console list filters', () => {
  it('reads text, trimmed, treating blank as absent', () => {
    expect(filterText({ q: '  ring ' }, 'q')).toBe('ring');
    expect(filterText({ q: '   ' }, 'q')).toBeUndefined();
    expect(filterText({}, 'q')).toBeUndefined();
    expect(() => filterText({ q: 5 }, 'q')).toThrow('filter.q must be text of at most 200 characters');
  });

  it('reads booleans, also spelt as strings', () => {
    expect(filterBoolean({ hidden: true }, 'hidden')).toBe(true);
    expect(filterBoolean({ hidden: 'false' }, 'hidden')).toBe(false);
    expect(filterBoolean({ hidden: null }, 'hidden')).toBeUndefined();
    expect(() => filterBoolean({ hidden: 'yes' }, 'hidden')).toThrow('filter.hidden must be true or false');
  });

  it('reads whole numbers within bounds', () => {
    expect(filterInt({ rating: 4 }, 'rating', 1, 5)).toBe(4);
    expect(filterInt({ rating: '2' }, 'rating', 1, 5)).toBe(2);
    expect(() => filterInt({ rating: 6 }, 'rating', 1, 5)).toThrow('filter.rating must be a whole number from 1 to 5');
    expect(() => filterInt({ rating: 2.5 }, 'rating', 1, 5)).toThrow('filter.rating');
  });

  it('reads one of a fixed set of values', () => {
    expect(filterOneOf({ category: 'fastivle' }, 'category', ['Home Page', 'fastivle'])).toBe('fastivle');
    expect(filterOneOf({ category: '' }, 'category', ['Home Page', 'fastivle'])).toBeUndefined();
    expect(() => filterOneOf({ category: 'Sale' }, 'category', ['Home Page', 'fastivle'])).toThrow('filter.category must be one of: Home Page, fastivle');
  });

  it('reads UUIDs and id lists', () => {
    expect(filterUuid({ productId: UUID }, 'productId')).toBe(UUID);
    expect(() => filterUuid({ productId: '12' }, 'productId')).toThrow('filter.productId must be a UUID');
    expect(filterIds({ id: [UUID, 'nope'] })).toEqual([UUID]);
    expect(filterIds({})).toBeUndefined();
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
