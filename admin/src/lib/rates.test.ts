import { describe, expect, it } from 'vitest';
import { toRatePayload } from './rates';

describe('toRatePayload', () => {
  it('sends the rate alone, and confirm only once staff confirmed', () => {
    const usd = { id: 'USD', currency: 'USD', name: 'US dollar', inrPerUnit: 89.75, updatedBy: 'a@b.c' };
    expect(toRatePayload('inrPerUnit', usd)).toEqual({ inrPerUnit: 89.75 });
    expect(toRatePayload('inrPerUnit', { ...usd, confirm: true })).toEqual({ inrPerUnit: 89.75, confirm: true });
    const gold = { id: 'gold_22k', purity: 'gold_22k', label: '22K gold (916)', ratePerGram: 7400, updatedBy: 'a@b.c' };
    expect(toRatePayload('ratePerGram', gold)).toEqual({ ratePerGram: 7400 });
    expect(toRatePayload('ratePerGram', { ...gold, confirm: true })).toEqual({ ratePerGram: 7400, confirm: true });
  });
});
