import { truncateWords } from '../../lib/truncate-words';

/** The first `count` paragraphs of a post that have words in them (spec 9: 1 on a card, 3 on the post). */
export function leadParagraphs(description: readonly string[], count: number): string[] {
  return description.filter((paragraph) => paragraph.trim() !== '').slice(0, count);
}

/** A section's text as paragraphs: a blank line (or a line break) starts a new one. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** What the home page's teaser says of a post: its description cut to `words` words (spec 9: 20), 'together.…' read as 'together…'. */
export function teaserOf(description: readonly string[], words: number): string {
  return truncateWords(description.join(' '), words).replace(/[.,;:!?]+…$/, '…');
}

/** The search of /blog?q=…: trimmed, '' for none. */
export function blogSearchOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim();
}
