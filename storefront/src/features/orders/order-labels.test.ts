import { describe, expect, it } from 'vitest';
import { documentFileName, lineMaking } from './order-labels';

describe('lineMaking (issue 16)', () => {
  it('names the purity, the weight in grams to the milligram and the HSN code', () => {
    expect(lineMaking({ purity: 'gold_22k', netWeight: 4.12, hsn: '7113' })).toBe('22K gold (916) · 4.120 g · HSN 7113');
    expect(lineMaking({ purity: 'silver_925', netWeight: 12.5, hsn: '7113' })).toBe('Sterling silver (925) · 12.500 g · HSN 7113');
  });

  it('leaves out what a plated piece has not', () => {
    expect(lineMaking({ purity: null, netWeight: null, hsn: '7117' })).toBe('HSN 7117');
  });
});

describe('documentFileName', () => {
  it('saves an invoice under its number, its slashes made dashes', () => {
    expect(documentFileName('SJ/26-27/000123')).toBe('SJ-26-27-000123.pdf');
    expect(documentFileName('CN-000004')).toBe('CN-000004.pdf');
  });
});
