import { documentSeries, financialYearOf, isDocumentNumber } from './series.js';
import { itAnswers } from '../../../test/helpers/answers.js';

describe('financialYearOf', () => {
  it('runs from April to March', () => {
    expect(financialYearOf(new Date('2026-04-15T12:00:00+05:30'))).toEqual({ startYear: 2026, label: '26-27' });
    expect(financialYearOf(new Date('2027-03-15T12:00:00+05:30'))).toEqual({ startYear: 2026, label: '26-27' });
    expect(financialYearOf(new Date('2026-12-31T12:00:00+05:30')).label).toBe('26-27');
    expect(financialYearOf(new Date('2026-01-01T12:00:00+05:30')).label).toBe('25-26');
  });

  it('turns at midnight in India, not in UTC', () => {
    // 31 March 23:59 IST is 18:29 UTC: still the old year.
    expect(financialYearOf(new Date('2027-03-31T23:59:59+05:30')).label).toBe('26-27');
    // 1 April 00:00 IST is 31 March 18:30 UTC: already the new year, though UTC still says March.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z')).label).toBe('27-28');
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z')).label).toBe('26-27');
  });

  it('writes the turn of a century with two digits each', () => {
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z')).label).toBe('99-00');
    expect(financialYearOf(new Date('2100-02-01T00:00:00Z')).label).toBe('99-00');
  });

  it('refuses an invalid date', () => {
    expect(() => financialYearOf(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('documentSeries', () => {
  const fy = financialYearOf(new Date('2026-11-28T10:00:00+05:30'));

  it('writes prefix, year and a zero-padded counter', () => {
    const invoices = documentSeries('SJ');
    expect(invoices.format(fy, 123)).toBe('SJ/26-27/000123');
    expect(invoices.format(fy, 1)).toBe('SJ/26-27/000001');
    expect(invoices.format(fy, 999_999)).toBe('SJ/26-27/999999');
    expect(documentSeries('SJ-CN', 4).format(fy, 42)).toBe('SJ-CN/26-27/0042');
  });

  it('makes numbers within the 16 characters, letters, digits, - and / of CGST Rule 46(b)', () => {
    for (const [prefix, digits] of [['SJ', 6], ['SONA', 5], ['SJ/CN', 4], ['ABC', 6]] as const) {
      const number = documentSeries(prefix, digits).format(fy, 7);
      expect(number.length).toBeLessThanOrEqual(16);
      expect(isDocumentNumber(number)).toBe(true);
    }
    expect(documentSeries('ABC', 6).format(fy, 7)).toHaveLength(16);
  });

  it('refuses, at configuration, a prefix too long for 16 characters or not letters and digits', () => {
    expect(() => documentSeries('ABCD', 6)).toThrow(/17 characters.*at most 3/);
    expect(() => documentSeries('SONAJEWELLERS')).toThrow(Error);
    expect(() => documentSeries('sj')).toThrow(Error);
    expect(() => documentSeries('SJ_1')).toThrow(Error);
    expect(() => documentSeries('SJ/')).toThrow(Error);
    expect(() => documentSeries('')).toThrow(Error);
    expect(() => documentSeries('SJ', 0)).toThrow(Error);
  });

  it('refuses a counter below 1 or beyond what the width holds', () => {
    const invoices = documentSeries('SJ', 3);
    expect(invoices.maxCounter).toBe(999);
    expect(() => invoices.format(fy, 0)).toThrow(RangeError);
    expect(() => invoices.format(fy, 1.5)).toThrow(RangeError);
    expect(() => invoices.format(fy, 1_000)).toThrow(/used all 999 numbers of 26-27/);
  });
});

describe('isDocumentNumber', () => {
  itAnswers('takes at most 16 letters, digits, - and /', isDocumentNumber, [
    ['SJ/26-27/000123', true],
    ['inv-1', true],
    ['SJ/26-27/0000123X', false],
    ['SJ 26-27 1', false],
    ['SJ#1', false],
    ['', false],
  ]);
});
