import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks what was typed, whatever its case', () => {
    expect(highlightParts('Oxidised Silver Bangle', 'BANG')).toEqual([
      { text: 'Oxidised Silver ', match: false },
      { text: 'Bang', match: true },
      { text: 'le', match: false },
    ]);
  });

  it('marks each typed word and every place it occurs', () => {
    expect(highlightParts('Evil Eye Bracelet with evil eye charm', 'evil ey')).toEqual([
      { text: 'Evil', match: true },
      { text: ' ', match: false },
      { text: 'Ey', match: true },
      { text: 'e Bracelet with ', match: false },
      { text: 'evil', match: true },
      { text: ' ', match: false },
      { text: 'ey', match: true },
      { text: 'e charm', match: false },
    ]);
  });

  it('prefers the longer word where two start at the same place', () => {
    expect(highlightParts('Ring set', 'r ring')).toEqual([
      { text: 'Ring', match: true },
      { text: ' set', match: false },
    ]);
  });

  it('reads typed characters literally', () => {
    expect(highlightParts('Gold (22K) studs', '(22k)')).toEqual([
      { text: 'Gold ', match: false },
      { text: '(22K)', match: true },
      { text: ' studs', match: false },
    ]);
  });

  it('leaves a name alone when nothing typed is in it (a typo the server forgave)', () => {
    expect(highlightParts('Kundan Bangle', 'bangel')).toEqual([{ text: 'Kundan Bangle', match: false }]);
    expect(highlightParts('Kundan Bangle', '   ')).toEqual([{ text: 'Kundan Bangle', match: false }]);
  });
});
