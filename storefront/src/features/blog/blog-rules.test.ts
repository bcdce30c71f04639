import { describe, expect, it } from 'vitest';
import { BLOG_DETAIL_PARAGRAPHS, BLOG_LIST_PARAGRAPHS, BLOG_TEASER_WORDS } from '../../constants';
import { blogSearchOf, leadParagraphs, paragraphsOf, teaserOf } from './blog-rules';

const PARAGRAPHS = ['First paragraph.', 'Second paragraph.', '  ', 'Third paragraph.', 'Fourth paragraph.'];

describe('blog rules (spec 9)', () => {
  it('shows one paragraph on a card and three on the post, skipping empty ones', () => {
    expect(leadParagraphs(PARAGRAPHS, BLOG_LIST_PARAGRAPHS)).toEqual(['First paragraph.']);
    expect(leadParagraphs(PARAGRAPHS, BLOG_DETAIL_PARAGRAPHS)).toEqual([
      'First paragraph.',
      'Second paragraph.',
      'Third paragraph.',
    ]);
    expect(leadParagraphs(['Only one.'], BLOG_DETAIL_PARAGRAPHS)).toEqual(['Only one.']);
  });

  it('cuts the home teaser to 20 words across paragraphs, with an ellipsis', () => {
    const words = Array.from({ length: 30 }, (_, index) => `w${index + 1}`);
    const teaser = teaserOf([words.slice(0, 12).join(' '), words.slice(12).join(' ')], BLOG_TEASER_WORDS);
    expect(teaser).toBe(`${words.slice(0, 20).join(' ')}…`);
    expect(teaserOf(['Short and sweet.'], BLOG_TEASER_WORDS)).toBe('Short and sweet.');
    expect(teaserOf(['Fine chains sit together. Colour is back.'], 4)).toBe('Fine chains sit together…');
  });

  it("splits a section's text into paragraphs at line breaks", () => {
    expect(paragraphsOf('One line.\n\n  Another line. \r\nA third.')).toEqual(['One line.', 'Another line.', 'A third.']);
    expect(paragraphsOf('')).toEqual([]);
  });

  it('reads the search of /blog?q=, trimmed', () => {
    expect(blogSearchOf('?q=%20silver%20care%20')).toBe('silver care');
    expect(blogSearchOf('')).toBe('');
  });
});
