import { describe, expect, it } from 'vitest';
import { checkRate, purityChoices, purityLabel, savedMessage } from './metalRateRules';

describe('purityChoices', () => {
  it('offers the server’s purity table in its order, by label', () => {
    expect(purityChoices.map((choice) => choice.id)).toEqual(['gold_24k', 'gold_22k', 'gold_18k', 'gold_14k', 'silver_999', 'silver_925', 'platinum_950']);
    expect(purityChoices[1]).toEqual({ id: 'gold_22k', name: '22K gold (916)' });
    expect(purityLabel('silver_925')).toBe('Sterling silver (925)');
    expect(purityLabel(null)).toBe('');
  });
});

describe('checkRate', () => {
  it('takes 0 to 10 lakh rupees per gram with paise at most', () => {
    for (const rate of [0, 0.01, 7250.5, 1_000_000]) expect(checkRate(rate)).toBeUndefined();
    for (const rate of [-1, 1_000_000.01, 7250.555]) expect(checkRate(rate)).toMatch(/₹0 to ₹10,00,000/);
  });
});

describe('savedMessage', () => {
  it('counts the pieces repriced', () => {
    expect(savedMessage(0)).toBe('Rate saved — 0 pieces repriced');
    expect(savedMessage(1)).toBe('Rate saved — 1 piece repriced');
    expect(savedMessage(42)).toBe('Rate saved — 42 pieces repriced');
  });
});
