import { exchangeRateNeedsConfirmation, toRateUnits } from './exchange-rate.rules.js';

describe('toRateUnits', () => {
  it('counts whole ten-thousandths of a rupee, without binary fractions creeping in', () => {
    expect(toRateUnits(88.4125)).toBe(884_125);
    expect(toRateUnits(0.0001)).toBe(1);
    expect(toRateUnits(104.2)).toBe(1_042_000);
  });
});

describe('exchangeRateNeedsConfirmation', () => {
  it('asks for a jump of more than 10 %, either way, and not for exactly 10 %', () => {
    expect(exchangeRateNeedsConfirmation(80, 88)).toBe(false);
    expect(exchangeRateNeedsConfirmation(80, 72)).toBe(false);
    expect(exchangeRateNeedsConfirmation(80, 88.0001)).toBe(true);
    expect(exchangeRateNeedsConfirmation(80, 71.9999)).toBe(true);
    expect(exchangeRateNeedsConfirmation(88.5, 885)).toBe(true);
  });

  it('asks nothing for a currency’s first rate', () => {
    expect(exchangeRateNeedsConfirmation(null, 88.5)).toBe(false);
  });
});
