import { defaultHsn, HSN_CODES, huidRequired, isHuid, isPurityCode, normaliseHuid, PURITIES, PURITY_CODES, purityOf } from './metal.js';
import { itAnswers } from '../../../test/helpers/answers.js';

describe('purities', () => {
  it('holds gold by karat with its fineness, silver 999 and 925, and platinum 950', () => {
    expect(PURITIES.map((purity) => [purity.code, purity.fineness])).toEqual([
      ['gold_24k', 999],
      ['gold_22k', 916],
      ['gold_18k', 750],
      ['gold_14k', 585],
      ['silver_999', 999],
      ['silver_925', 925],
      ['platinum_950', 950],
    ]);
    expect(PURITY_CODES).toHaveLength(7);
  });

  it('labels each as a shopper reads it', () => {
    expect(purityOf('gold_22k').label).toBe('22K gold (916)');
    expect(purityOf('gold_14k')).toMatchObject({ metal: 'gold', karat: 14, label: '14K gold (585)' });
    expect(purityOf('silver_925')).toMatchObject({ metal: 'silver', karat: null, label: 'Sterling silver (925)' });
    expect(purityOf('platinum_950').label).toBe('Platinum (950)');
  });

  it('knows its codes and nothing else', () => {
    expect(isPurityCode('silver_999')).toBe(true);
    expect(isPurityCode('gold_23k')).toBe(false);
    expect(isPurityCode('GOLD_22K')).toBe(false);
    expect(isPurityCode(22)).toBe(false);
    expect(() => purityOf('brass' as never)).toThrow(RangeError);
  });
});

describe('HSN', () => {
  it('bills precious-metal pieces under 7113 and pieces without a metal under 7117', () => {
    expect(defaultHsn('gold_18k')).toBe('7113');
    expect(defaultHsn('silver_925')).toBe(HSN_CODES.preciousMetalJewellery);
    expect(defaultHsn(null)).toBe('7117');
  });
});

describe('HUID', () => {
  itAnswers('is six upper-case letters or digits', isHuid, [
    ['AB12CD', true],
    ['123456', true],
    ['ab12cd', false],
    ['AB12C', false],
    ['AB12CDE', false],
    ['AB-2CD', false],
  ]);

  it('is stored trimmed and upper-case', () => {
    expect(normaliseHuid(' ab12cd ')).toBe('AB12CD');
    expect(isHuid(normaliseHuid(' ab12cd '))).toBe(true);
  });

  it('is required on gold pieces only', () => {
    expect(huidRequired('gold_22k')).toBe(true);
    expect(huidRequired('gold_24k')).toBe(true);
    expect(huidRequired('silver_925')).toBe(false);
    expect(huidRequired('platinum_950')).toBe(false);
    expect(huidRequired(null)).toBe(false);
  });
});
