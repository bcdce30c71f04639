import { amountInWords, numberInWords } from './words.js';
import { itAnswers } from '../../../test/helpers/answers.js';

describe('numberInWords', () => {
  itAnswers('reads the small numbers', numberInWords, [
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [56, 'Fifty-Six'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [999, 'Nine Hundred Ninety-Nine'],
  ]);

  itAnswers('groups in thousands, lakhs and crores', numberInWords, [
    [1_000, 'One Thousand'],
    [10_001, 'Ten Thousand One'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [123_456, 'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six'],
    [9_999_999, 'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [10_000_000, 'One Crore'],
    [12_345_678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
    [2_00_05_000, 'Two Crore Five Thousand'],
  ]);

  itAnswers('reads crores of crores', numberInWords, [
    [1_000 * 10_000_000, 'One Thousand Crore'],
    [100_000 * 10_000_000, 'One Lakh Crore'],
    [10_000_000 * 10_000_000, 'One Crore Crore'],
    [Number.MAX_SAFE_INTEGER, 'Ninety Crore Seven Lakh Nineteen Thousand Nine Hundred Twenty-Five Crore Forty-Seven Lakh Forty Thousand Nine Hundred Ninety-One'],
  ]);

  it.each([-1, 1.5, 2 ** 53])('refuses what is not a whole, non-negative, safe number: %d', (n) => {
    expect(() => numberInWords(n)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  itAnswers('writes rupees and paise as an invoice does', amountInWords, [
    [12_345_678, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'],
    [2_920_000, 'Rupees Twenty-Nine Thousand Two Hundred Only'],
    [13_922_100_137, 'Rupees Thirteen Crore Ninety-Two Lakh Twenty-One Thousand One and Thirty-Seven Paise Only'],
    [101, 'Rupees One and One Paise Only'],
  ]);

  itAnswers('writes less than a rupee in paise, and nothing as zero rupees', amountInWords, [
    [78, 'Seventy-Eight Paise Only'],
    [1, 'One Paise Only'],
    [0, 'Rupees Zero Only'],
  ]);
});
