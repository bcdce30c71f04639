import type { PriceBreakupDto } from '../../src/modules/catalog/dto/price-breakup.response.dto.js';

/** Rupees compared to the paisa: the wire's decimals would drift in a float sum. */
const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * A product page's breakup (issue 16) adds up to the paisa: metal + making + charges = subtotal for a rate-linked piece,
 * subtotal + gst + roundOff = price, price − discount = total = totalTaxableValue + totalGst.
 */
export function expectBreakupAddsUp(breakup: PriceBreakupDto): void {
  if (breakup.pricing === 'rate_linked') {
    const parts = [breakup.metal?.value ?? 0, breakup.making?.amount ?? 0, ...breakup.charges.map((charge) => charge.amount)];
    expect(parts.reduce((sum, part) => sum + paise(part), 0)).toBe(paise(breakup.subtotal));
  }
  expect(paise(breakup.subtotal) + paise(breakup.gst) + paise(breakup.roundOff)).toBe(paise(breakup.price));
  expect(paise(breakup.price) - paise(breakup.discount)).toBe(paise(breakup.total));
  expect(paise(breakup.totalTaxableValue) + paise(breakup.totalGst)).toBe(paise(breakup.total));
}

/**
 * What the tests' 22K gold ring (4.2 g at ₹11,900 a gram, with a ₹450 CZ) shows in its breakup whatever its making:
 * spread it into the expected object beside the making and the figures that follow from it.
 */
export const GOLD_RING_BREAKUP = {
  pricing: 'rate_linked',
  metal: { purity: 'gold_22k', label: '22K gold (916)', netWeight: 4.2, ratePerGram: 11_900, value: 49_980 },
  charges: [{ label: 'CZ', amount: 450 }],
  gstRate: 3,
};
