import { describe, expect, it } from 'vitest';
import { RATE_LINKED_22K } from '../../test/composition';
import {
  checkChargeAmount,
  checkChargeLabel,
  checkCharges,
  checkHsn,
  checkHuid,
  checkMakingValue,
  checkNetWeight,
  checkPiecePrice,
  checkPurity,
  makingLabel,
  NEW_COMPOSITION,
  toComposition,
} from './compositionRules';

const rateLinked = { pricing: 'rate_linked' } as const;
const fixed = { pricing: 'fixed' } as const;

describe('the server’s composition rules, checked in the form', () => {
  it('price: required for a fixed piece, not asked of a rate-linked one', () => {
    expect(checkPiecePrice(null, fixed)).toMatch(/needs its price/);
    expect(checkPiecePrice(0, fixed)).toMatch(/more than 0/);
    expect(checkPiecePrice(1499.5, fixed)).toBeUndefined();
    expect(checkPiecePrice(null, rateLinked)).toBeUndefined();
  });

  it('a rate-linked piece needs its purity and a net weight above 0', () => {
    expect(checkPurity(null, rateLinked)).toMatch(/metal and purity/);
    expect(checkPurity('gold_22k', rateLinked)).toBeUndefined();
    expect(checkPurity(null, fixed)).toBeUndefined();
    expect(checkNetWeight(null, rateLinked)).toMatch(/net weight/);
    expect(checkNetWeight(0, rateLinked)).toMatch(/more than 0 grams/);
    expect(checkNetWeight(0, fixed)).toBeUndefined();
    expect(checkNetWeight(4.125, rateLinked)).toBeUndefined();
  });

  it('net weight: 0 to 1 lakh grams, milligrams at most', () => {
    expect(checkNetWeight(4.1255, fixed)).toMatch(/3 decimals/);
    expect(checkNetWeight(-1, fixed)).toMatch(/3 decimals/);
    expect(checkNetWeight(100_001, fixed)).toMatch(/3 decimals/);
  });

  it('making: 2 decimals, a percentage at most 100', () => {
    expect(checkMakingValue(850.5, { makingKind: 'per_gram' })).toBeUndefined();
    expect(checkMakingValue(12.345, { makingKind: 'per_gram' })).toMatch(/2 decimals/);
    expect(checkMakingValue(100, { makingKind: 'percent' })).toBeUndefined();
    expect(checkMakingValue(101, { makingKind: 'percent' })).toMatch(/at most 100 %/);
    expect(checkMakingValue(101, { makingKind: 'fixed' })).toBeUndefined();
    expect(makingLabel('per_gram')).toBe('Making (₹ per gram)');
    expect(makingLabel('percent')).toBe('Making (% of the metal value)');
  });

  it('charges: at most 10, each named in 1 to 40 characters with an amount in rupees', () => {
    expect(checkCharges(Array.from({ length: 10 }, () => ({ label: 'CZ', amount: 1 })))).toBeUndefined();
    expect(checkCharges(Array.from({ length: 11 }, () => ({ label: 'CZ', amount: 1 })))).toBe('At most 10 charges.');
    expect(checkChargeLabel('Ruby')).toBeUndefined();
    expect(checkChargeLabel('  ')).toMatch(/1 to 40/);
    expect(checkChargeLabel('x'.repeat(41))).toMatch(/1 to 40/);
    expect(checkChargeAmount(null)).toMatch(/amount/);
    expect(checkChargeAmount(1500.25)).toBeUndefined();
    expect(checkChargeAmount(-1)).toMatch(/₹0/);
  });

  it('HSN: 4 to 8 digits, or left to the server', () => {
    for (const hsn of ['', null, '7113', '71131910']) expect(checkHsn(hsn)).toBeUndefined();
    for (const hsn of ['711', '711319101', '71a3']) expect(checkHsn(hsn)).toMatch(/4 to 8 digits/);
  });

  it('HUID: 6 letters or digits, read upper case, only with a purity', () => {
    expect(checkHuid('ab12cd', { purity: 'gold_22k' })).toBeUndefined();
    expect(checkHuid('AB12C', { purity: 'gold_22k' })).toMatch(/6 letters or digits/);
    expect(checkHuid('AB-12C', { purity: 'gold_22k' })).toMatch(/6 letters or digits/);
    expect(checkHuid('AB12CD', { purity: null })).toMatch(/with a purity/);
    expect(checkHuid('', { purity: null })).toBeUndefined();
  });
});

describe('toComposition', () => {
  it('sends cleared numbers as 0, no purity or HUID as null, and leaves a cleared HSN to the server', () => {
    expect(toComposition({ pricing: null, purity: null, netWeight: null, makingKind: null, makingValue: null, charges: null, hsn: '', huid: '' })).toEqual(NEW_COMPOSITION);
  });

  it('keeps what staff typed: HUID upper case, labels trimmed, HSN', () => {
    expect(toComposition({ ...RATE_LINKED_22K, charges: [{ label: ' CZ ', amount: 250 }], hsn: ' 7113 ', huid: ' ab12cd' })).toEqual({ ...RATE_LINKED_22K, huid: 'AB12CD' });
  });
});
