import { checkGstin, gstinCheckCharacter, isGstin, normaliseGstin } from './gstin.js';

/**
 * GSTINs in public use: BSNL Puducherry (the worked example of "Logic behind GST identification numbers",
 * sajith2007.blogspot.com, 2017), and — as quoted in the vendor masters, bill parsers and GSTR-1 samples of several
 * independent public projects — BSNL Tamil Nadu and Andhra Pradesh (a third registration), Amazon Seller Services in
 * Karnataka and Kerala, Reliance Industries and Blue Dart Express in Maharashtra; and the sample number of
 * python-stdnum's doctests.
 */
const REAL = [
  '34AABCB5576G1ZQ',
  '33AABCB5576G1ZS',
  '37AABCB5576G3ZI',
  '29AAICA3918J1ZE',
  '32AAICA3918J1ZR',
  '27AAACR5055K1Z7',
  '27AAACB0446L2ZR',
  '27AAPFU0939F1ZV',
];

describe('gstinCheckCharacter', () => {
  it("derives the published worked example's check character", () => {
    expect(gstinCheckCharacter('34AABCB5576G1Z')).toBe('Q');
  });

  it('derives the check character of every real GSTIN', () => {
    for (const gstin of REAL) expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it('refuses anything but 14 characters 0-9A-Z', () => {
    expect(() => gstinCheckCharacter('34aabcb5576g1z')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('34AABCB5576G1')).toThrow(RangeError);
  });
});

describe('checkGstin', () => {
  it('accepts real GSTINs and takes them apart', () => {
    for (const gstin of REAL) expect(isGstin(gstin)).toBe(true);
    const amazon = checkGstin('29AAICA3918J1ZE');
    expect(amazon).toEqual({ valid: true, gstin: '29AAICA3918J1ZE', state: { code: '29', name: 'Karnataka', kind: 'state' }, pan: 'AAICA3918J', entity: '1' });
  });

  it('accepts a GSTIN typed in lower case or with spaces, in its stored form', () => {
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(checkGstin('27 AAPFU 0939F 1ZV')).toMatchObject({ valid: true, gstin: '27AAPFU0939F1ZV' });
  });

  it('catches a mistyped character or two swapped ones', () => {
    expect(checkGstin('27AAPFU0939F1ZO')).toEqual({ valid: false, problem: 'check' });
    expect(checkGstin('29AAICA3981J1ZE')).toEqual({ valid: false, problem: 'check' });
    expect(checkGstin('33AABCB5576G1ZT')).toEqual({ valid: false, problem: 'check' });
    // the state code of another state with the same PAN: a different check character
    expect(checkGstin('07AABCB5576G1Z6')).toEqual({ valid: false, problem: 'check' });
  });

  it('names what is wrong with the shape', () => {
    expect(checkGstin('27AAPFU0939F1Z')).toEqual({ valid: false, problem: 'length' });
    expect(checkGstin('27AAPFU0939F1ZVX')).toEqual({ valid: false, problem: 'length' });
    expect(checkGstin('369296450896540')).toEqual({ valid: false, problem: 'format' });
    expect(checkGstin('27AAPFU0939F0ZV')).toEqual({ valid: false, problem: 'format' }); // entity number 0
    expect(checkGstin('27AAPFU0939F1YV')).toEqual({ valid: false, problem: 'format' }); // 14th not Z
    expect(checkGstin('27AAPF10939F1ZV')).toEqual({ valid: false, problem: 'format' }); // PAN shape
  });

  it('refuses a state code no Indian registration has', () => {
    for (const code of ['00', '25', '28', '39', '96', '99']) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(checkGstin(first14 + gstinCheckCharacter(first14))).toEqual({ valid: false, problem: 'state' });
    }
  });
});
