import { discountedPrice, toPaise, toRupees } from '../../common/money.js';
import { type Composition, discountOff, makingCharge, priceBreakup, rateLinkedPrice, splitTaxInclusive } from './price.js';

/** A 22K ring: 4.250 g, making 12 % of the metal value, a CZ stone at ₹500. */
const ring: Composition = {
  purity: 'gold_22k',
  netWeightMg: 4_250,
  making: { kind: 'percent', basisPoints: 1_200 },
  charges: [{ label: 'CZ', paise: 50_000 }],
};
/** ₹6,512.35 a gram. */
const RATE = 651_235;

describe('rateLinkedPrice', () => {
  it('makes the price up as a jeweller does, every figure in paise', () => {
    const buildUp = rateLinkedPrice(ring, RATE);
    // 4.250 g × ₹6,512.35 = ₹27,677.4875 → ₹27,677.49
    expect(buildUp.metalValuePaise).toBe(2_767_749);
    // 12 % of it is ₹3,321.2988 → ₹3,321.30
    expect(buildUp.makingPaise).toBe(332_130);
    expect(buildUp.chargesPaise).toBe(50_000);
    expect(buildUp.subtotalPaise).toBe(3_149_879);
    // 3 % of ₹31,498.79 is ₹944.9637 → ₹944.96
    expect(buildUp.gstPaise).toBe(94_496);
    // ₹32,443.75 rounds half up to ₹32,444: 25 paise of round off
    expect(buildUp.roundOffPaise).toBe(25);
    expect(buildUp.pricePaise).toBe(3_244_400);
    expect(buildUp.purity.label).toBe('22K gold (916)');
  });

  it('adds up to the price, and the price is whole rupees, for many weights and rates', () => {
    for (let weight = 1; weight < 60_000; weight += 997) {
      for (const rate of [0, 1, 9_999, 651_235, 7_912_345]) {
        const b = rateLinkedPrice({ ...ring, netWeightMg: weight }, rate);
        expect(b.metalValuePaise + b.makingPaise + b.chargesPaise).toBe(b.subtotalPaise);
        expect(b.subtotalPaise + b.gstPaise + b.roundOffPaise).toBe(b.pricePaise);
        expect(b.pricePaise % 100).toBe(0);
        expect(b.roundOffPaise).toBeGreaterThan(-50);
        expect(b.roundOffPaise).toBeLessThanOrEqual(50);
        // The GST is 3 % of the subtotal to the half paisa, never bent by the rounding.
        expect(Math.abs(b.gstPaise * 100 - b.subtotalPaise * 3)).toBeLessThanOrEqual(50);
      }
    }
  });

  it('rounds ₹x.50 up and ₹x.49 down', () => {
    // subtotal ₹100 → GST ₹3 → ₹103.00; a fixed making of 49 paise and of 50 paise before tax tip it either way.
    const plain: Composition = { purity: 'silver_925', netWeightMg: 1_000, making: { kind: 'fixed', paise: 0 }, charges: [] };
    expect(rateLinkedPrice(plain, 10_000).pricePaise).toBe(10_300);
    // ₹100.49 + ₹3.01 = ₹103.50 → ₹104
    expect(rateLinkedPrice({ ...plain, making: { kind: 'fixed', paise: 49 } }, 10_000)).toMatchObject({ gstPaise: 301, roundOffPaise: 50, pricePaise: 10_400 });
    // ₹100.48 + ₹3.01 = ₹103.49 → ₹103
    expect(rateLinkedPrice({ ...plain, making: { kind: 'fixed', paise: 48 } }, 10_000)).toMatchObject({ gstPaise: 301, roundOffPaise: -49, pricePaise: 10_300 });
  });

  it('charges making per gram, as a share of the metal value, or fixed', () => {
    expect(makingCharge({ kind: 'per_gram', paisePerGram: 45_000 }, 4_250, 0)).toBe(191_250);
    // 1.001 g × ₹0.05 = 0.05005 paise… → rounds to 5 paise
    expect(makingCharge({ kind: 'per_gram', paisePerGram: 5 }, 1_001, 0)).toBe(5);
    expect(makingCharge({ kind: 'percent', basisPoints: 1_250 }, 0, 1_000_000)).toBe(125_000);
    expect(makingCharge({ kind: 'fixed', paise: 75_000 }, 99_999, 99_999)).toBe(75_000);
  });

  it('prices a heavy crore-size piece without losing a paisa', () => {
    // 5 kg of 24K gold at ₹15,000.00 a gram: ₹7.5 crore of metal.
    const bar: Composition = { purity: 'gold_24k', netWeightMg: 5_000_000, making: { kind: 'percent', basisPoints: 800 }, charges: [] };
    const b = rateLinkedPrice(bar, 1_500_000);
    expect(b.metalValuePaise).toBe(7_500_000_000);
    expect(b.makingPaise).toBe(600_000_000);
    expect(b.gstPaise).toBe(243_000_000);
    expect(b.pricePaise).toBe(8_343_000_000);
  });

  it('refuses what cannot be priced from a rate', () => {
    expect(() => rateLinkedPrice({ ...ring, purity: null }, RATE)).toThrow(RangeError);
    expect(() => rateLinkedPrice({ ...ring, netWeightMg: 0 }, RATE)).toThrow(RangeError);
    expect(() => rateLinkedPrice({ ...ring, netWeightMg: 4.25 }, RATE)).toThrow(RangeError);
    expect(() => rateLinkedPrice(ring, -1)).toThrow(RangeError);
    expect(() => rateLinkedPrice({ ...ring, charges: [{ label: 'ruby', paise: -100 }] }, RATE)).toThrow(RangeError);
  });
});

describe('splitTaxInclusive', () => {
  it('backs the taxable value and 3 % GST out of a tax-inclusive price', () => {
    expect(splitTaxInclusive(10_300)).toEqual({ amountPaise: 10_300, taxableValuePaise: 10_000, gstPaise: 300 });
    // ₹29,200 ÷ 1.03 = ₹28,349.5145… → ₹28,349.51
    expect(splitTaxInclusive(2_920_000)).toEqual({ amountPaise: 2_920_000, taxableValuePaise: 2_834_951, gstPaise: 85_049 });
    expect(splitTaxInclusive(1)).toEqual({ amountPaise: 1, taxableValuePaise: 1, gstPaise: 0 });
    expect(splitTaxInclusive(0)).toEqual({ amountPaise: 0, taxableValuePaise: 0, gstPaise: 0 });
  });

  it('always adds up, and the GST is 3 % of the taxable value to within a paisa', () => {
    for (let amount = 0; amount < 20_000; amount += 7) {
      const { taxableValuePaise, gstPaise } = splitTaxInclusive(amount);
      expect(taxableValuePaise + gstPaise).toBe(amount);
      expect(Math.abs(gstPaise * 100 - taxableValuePaise * 3)).toBeLessThan(100);
    }
  });
});

describe('discountOff', () => {
  it("is spec 5's floor(price × discount / 100) in whole rupees, as the products table computes it", () => {
    expect(discountOff(3_244_400, 10)).toBe(324_400);
    expect(discountOff(99_999, 15)).toBe(14_900); // 15 % of ₹999.99 is ₹149.9985 → ₹149
    expect(discountOff(100_000, 0)).toBe(0);
    expect(discountOff(100_000, 100)).toBe(100_000);
    for (const [price, discount] of [[1_499, 33], [85_000, 12], [249_900, 7], [1, 50]] as const) {
      // generated column: price_paise - ((price_paise * discount) / 10000) * 100
      const sale = price - Math.floor((price * discount) / 10_000) * 100;
      expect(price - discountOff(price, discount)).toBe(sale);
      if (price % 100 === 0) expect(toPaise(discountedPrice(toRupees(price), discount))).toBe(sale);
    }
  });

  it('refuses a percent outside 0–100 or not whole', () => {
    expect(() => discountOff(1_000, 101)).toThrow(RangeError);
    expect(() => discountOff(1_000, -1)).toThrow(RangeError);
    expect(() => discountOff(1_000, 2.5)).toThrow(RangeError);
  });
});

describe('priceBreakup', () => {
  it('ends a rate-linked piece on its discounted price with the GST that price contains', () => {
    const breakup = priceBreakup({ pricing: 'rate_linked', composition: ring, ratePaisePerGram: RATE }, 10);
    expect(breakup.pricing).toBe('rate_linked');
    expect(breakup.pricePaise).toBe(3_244_400);
    expect(breakup.discountPaise).toBe(324_400);
    expect(breakup.total).toEqual({ amountPaise: 2_920_000, taxableValuePaise: 2_834_951, gstPaise: 85_049 });
  });

  it('shows a fixed-price piece as taxable value and GST adding up to its price', () => {
    const breakup = priceBreakup({ pricing: 'fixed', pricePaise: 149_900 }, 0);
    expect(breakup).toEqual({
      pricing: 'fixed',
      price: { amountPaise: 149_900, taxableValuePaise: 145_534, gstPaise: 4_366 },
      pricePaise: 149_900,
      discountPercent: 0,
      discountPaise: 0,
      total: { amountPaise: 149_900, taxableValuePaise: 145_534, gstPaise: 4_366 },
    });
  });

  it('adds up for fixed and rate-linked pieces at every discount', () => {
    for (const discount of [0, 1, 5, 12, 20, 33, 50, 99, 100]) {
      for (const piece of [
        { pricing: 'fixed', pricePaise: 123_456 },
        { pricing: 'rate_linked', composition: ring, ratePaisePerGram: RATE },
      ] as const) {
        const b = priceBreakup(piece, discount);
        expect(b.pricePaise - b.discountPaise).toBe(b.total.amountPaise);
        expect(b.total.taxableValuePaise + b.total.gstPaise).toBe(b.total.amountPaise);
      }
    }
  });
});
