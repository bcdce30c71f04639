import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/products';
import {
  defaultOption,
  pageWindow,
  reviewDraftErrors,
  reviewPageCount,
  shortDescription,
  stockText,
  youMayLike,
} from './product-rules';

describe('shortDescription (spec 2: 130 characters)', () => {
  const long =
    'Twelve lab-grown diamonds circle a brilliant-cut centre stone in this halo ring, set by hand in 18K rose gold at our Sanganer workshop and hallmarked.';

  it('keeps a text of up to 130 characters whole', () => {
    const exactly = 'a'.repeat(130);
    expect(shortDescription(exactly)).toBe(exactly);
    expect(shortDescription('A small ring.')).toBe('A small ring.');
  });

  it('cuts a longer text to at most 130 characters at a whole word, with an ellipsis', () => {
    expect(long.length).toBeGreaterThan(130);
    const short = shortDescription(long);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length - 1).toBeLessThanOrEqual(130);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
    expect(short).toBe(
      'Twelve lab-grown diamonds circle a brilliant-cut centre stone in this halo ring, set by hand in 18K rose gold at our Sanganer…',
    );
  });

  it('keeps the 130th character when a word ends exactly there', () => {
    const text = `${'word '.repeat(25)}abcd efgh`; // 125 + 'abcd' ends at 129, space at 130
    expect(shortDescription(text, 129)).toBe(`${'word '.repeat(25)}abcd…`);
  });

  it('cuts inside a single word longer than the limit rather than showing nothing', () => {
    expect(shortDescription('x'.repeat(200))).toBe(`${'x'.repeat(130)}…`);
  });

  it('counts runs of white space and line breaks as one space', () => {
    expect(shortDescription('Gold\n\n   hoops')).toBe('Gold hoops');
  });
});

describe('stockText (spec 2)', () => {
  it("says 'In Stock (n Item)' while pieces are left", () => {
    expect(stockText(6)).toBe('In Stock (6 Item)');
    expect(stockText(1)).toBe('In Stock (1 Item)');
  });

  it("says 'Out of Stock' at 0", () => {
    expect(stockText(0)).toBe('Out of Stock');
  });
});

describe('defaultOption', () => {
  it("starts at the spec's default when the product offers it", () => {
    expect(defaultOption(['Gold', 'White', 'Rose'], 'white')).toBe('White');
    expect(defaultOption(['6', 'Full', '8'], 'full')).toBe('Full');
  });

  it("starts at the product's first option otherwise, and at '' when it has none", () => {
    expect(defaultOption(['Rose Gold', 'Silver'], 'white')).toBe('Rose Gold');
    expect(defaultOption([], 'full')).toBe('');
  });
});

describe("youMayLike ('Product May You Like')", () => {
  const current = makeProduct();
  const catalogue = Array.from({ length: 14 }, () => makeProduct());

  it('shows five pieces of the same category when there are enough', () => {
    const related = Array.from({ length: 7 }, () => makeProduct());
    expect(youMayLike(current, related, catalogue)).toEqual(related.slice(0, 5));
  });

  it('fills up from the catalogue starting at its 8th product (spec: products 8 to 12)', () => {
    const related = [makeProduct(), makeProduct()];
    expect(youMayLike(current, related, catalogue)).toEqual([...related, ...catalogue.slice(7, 10)]);
    expect(youMayLike(current, [], catalogue)).toEqual(catalogue.slice(7, 12));
  });

  it('never shows the piece on the page or a piece twice', () => {
    const shortCatalogue = [catalogue[0]!, current, catalogue[1]!];
    const picked = youMayLike(current, [catalogue[0]!], shortCatalogue);
    expect(picked).toEqual([catalogue[0], catalogue[1]]);
  });
});

describe('review paging (spec 4: 5 per page)', () => {
  it('counts pages of 5', () => {
    expect(reviewPageCount(0)).toBe(1);
    expect(reviewPageCount(5)).toBe(1);
    expect(reviewPageCount(6)).toBe(2);
    expect(reviewPageCount(23)).toBe(5);
  });

  it('shows at most five page numbers around the current one', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('reviewDraftErrors (DECISIONS.md)', () => {
  it('requires a rating of 1 to 5 and the text', () => {
    expect(reviewDraftErrors(null, '')).toEqual({
      rating: 'Please choose a rating from 1 to 5 stars.',
      review: 'Please write your review.',
    });
    expect(reviewDraftErrors(4, '   ').review).toBe('Please write your review.');
    expect(reviewDraftErrors(4, 'Lovely')).toEqual({ rating: undefined, review: undefined });
  });
});
