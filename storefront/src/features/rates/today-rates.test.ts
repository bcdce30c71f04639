import { describe, expect, it } from 'vitest';
import type { MetalRate } from './api';
import { stripRates } from './today-rates';

const rate = (purity: MetalRate['purity'], ratePerGram: number): MetalRate => ({
  purity,
  metal: purity.startsWith('gold') ? 'gold' : 'silver',
  karat: null,
  fineness: 0,
  label: purity,
  ratePerGram,
  updatedAt: '2026-11-28T04:00:00.000Z',
});

describe('stripRates', () => {
  it('keeps 22K gold then sterling silver, whatever else is set and in whatever order', () => {
    const rates = [rate('gold_24k', 13000), rate('silver_925', 153), rate('gold_22k', 11900), rate('silver_999', 165)];
    expect(stripRates(rates).map((r) => r.purity)).toEqual(['gold_22k', 'silver_925']);
  });

  it('answers none when neither is set', () => {
    expect(stripRates([rate('gold_18k', 9700)])).toEqual([]);
    expect(stripRates([])).toEqual([]);
  });
});
