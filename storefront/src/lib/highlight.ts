export type TextPart = { text: string; match: boolean };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` cut into the parts that match a word of `query` (case-insensitive) and the parts between, so a
 * suggestion can show what was typed: ('Evil Eye Bracelet', 'evil ey') → [Evil] [ ] [Ey] [e Bracelet].
 * Where two words would match at the same place the longer wins.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = query
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (words.length === 0) return text === '' ? [] : [{ text, match: false }];
  // with one capturing group, split puts the matches at the odd places
  return text
    .split(new RegExp(`(${words.join('|')})`, 'i'))
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
