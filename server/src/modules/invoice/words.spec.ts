import { amountInWords, numberInWords } from './words.js';

describe('numberInWords', () => {
  it('reads the small numbers', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(7)).toBe('Seven');
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(56)).toBe('Fifty-Six');
    expect(numberInWords(100)).toBe('One Hundred');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(999)).toBe('Nine Hundred Ninety-Nine');
  });

  it('groups in thousands, lakhs and crores', () => {
    expect(numberInWords(1_000)).toBe('One Thousand');
    expect(numberInWords(10_001)).toBe('Ten Thousand One');
    expect(numberInWords(99_999)).toBe('Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(123_456)).toBe('One Lakh Twenty-Three Thousand Four Hundred Fifty-Six');
    expect(numberInWords(9_999_999)).toBe('Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(12_345_678)).toBe('One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
    expect(numberInWords(2_00_05_000)).toBe('Two Crore Five Thousand');
  });

  it('reads crores of crores', () => {
    expect(numberInWords(1_000 * 10_000_000)).toBe('One Thousand Crore');
    expect(numberInWords(100_000 * 10_000_000)).toBe('One Lakh Crore');
    expect(numberInWords(10_000_000 * 10_000_000)).toBe('One Crore Crore');
    expect(numberInWords(Number.MAX_SAFE_INTEGER)).toBe(
      'Ninety Crore Seven Lakh Nineteen Thousand Nine Hundred Twenty-Five Crore Forty-Seven Lakh Forty Thousand Nine Hundred Ninety-One',
    );
  });

  it('refuses what is not a whole, non-negative, safe number', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(2 ** 53)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('writes rupees and paise as an invoice does', () => {
    expect(amountInWords(12_345_678)).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only');
    expect(amountInWords(2_920_000)).toBe('Rupees Twenty-Nine Thousand Two Hundred Only');
    expect(amountInWords(13_922_100_137)).toBe('Rupees Thirteen Crore Ninety-Two Lakh Twenty-One Thousand One and Thirty-Seven Paise Only');
    expect(amountInWords(101)).toBe('Rupees One and One Paise Only');
  });

  it('writes less than a rupee in paise, and nothing as zero rupees', () => {
    expect(amountInWords(78)).toBe('Seventy-Eight Paise Only');
    expect(amountInWords(1)).toBe('One Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });
});
