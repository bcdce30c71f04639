/**
 * The first `count` words of `text`, with an ellipsis when words were left out (spec 9: names are cut
 * to 5 words on grids, 4 on sliders). Runs of spaces count as one gap.
 */
export function truncateWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter((word) => word !== '');
  if (words.length <= count) return words.join(' ');
  return `${words.slice(0, count).join(' ')}…`;
}
