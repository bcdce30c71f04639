import { expectBreakupAddsUp, GOLD_RING_BREAKUP } from '../../../../test/helpers/price-breakup.js';
import { priceBreakup } from '../../pricing/price.js';
import { toPriceBreakupDto } from './price-breakup.response.dto.js';

describe('toPriceBreakupDto', () => {
  it('shows a rate-linked piece in rupees and grams, its making rate as the console sets it', () => {
    const breakup = priceBreakup(
      {
        pricing: 'rate_linked',
        composition: { purity: 'gold_22k', netWeightMg: 4_200, making: { kind: 'per_gram', paisePerGram: 95_050 }, charges: [{ label: 'CZ', paise: 45_000 }] },
        ratePaisePerGram: 1_190_000,
      },
      12,
    );
    const dto = toPriceBreakupDto(breakup);
    expect(dto).toMatchObject({
      ...GOLD_RING_BREAKUP,
      making: { kind: 'per_gram', rate: 950.5, amount: 3_992.1 },
      subtotal: 54_422.1,
      gst: 1_632.66,
      discountPercent: 12,
    });
    expect(Number.isInteger(dto.price)).toBe(true);
    expectBreakupAddsUp(dto);
  });

  it('reads a percent making back as a percent', () => {
    const breakup = priceBreakup(
      { pricing: 'rate_linked', composition: { purity: 'silver_925', netWeightMg: 10_000, making: { kind: 'percent', basisPoints: 1_250 }, charges: [] }, ratePaisePerGram: 15_300 },
      0,
    );
    expect(toPriceBreakupDto(breakup).making).toEqual({ kind: 'percent', rate: 12.5, amount: 191.25 });
  });

  it('shows a fixed piece as the taxable value and GST in its price, with no metal, making or charges', () => {
    expect(toPriceBreakupDto(priceBreakup({ pricing: 'fixed', pricePaise: 129_900 }, 15))).toEqual({
      pricing: 'fixed',
      metal: null,
      making: null,
      charges: [],
      subtotal: 1_261.17,
      gstRate: 3,
      gst: 37.83,
      roundOff: 0,
      price: 1_299,
      discountPercent: 15,
      discount: 194,
      total: 1_105,
      totalTaxableValue: 1_072.82,
      totalGst: 32.18,
    });
  });
});
