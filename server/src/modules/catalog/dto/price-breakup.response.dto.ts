import { toRupees } from '../../../common/money.js';
import type { PurityCode } from '../../pricing/metal.js';
import { BASIS_POINTS } from '../../pricing/paise.js';
import { GST_RATE_BASIS_POINTS, MG_PER_GRAM, type MakingCharge, type PriceBreakup } from '../../pricing/price.js';

/** GST on jewellery as a percent: 3. */
const GST_PERCENT = (GST_RATE_BASIS_POINTS * 100) / BASIS_POINTS;

/** The metal of a rate-linked piece, at today's rate. */
export class BreakupMetalDto {
  /** Purity code: gold_22k, silver_925 … */
  purity: PurityCode;
  /** As a shopper reads it: "22K gold (916)". */
  label: string;
  /** Net metal weight in grams (3 decimals). */
  netWeight: number;
  /** Today's rate in rupees per gram. */
  ratePerGram: number;
  /** netWeight × ratePerGram, in rupees. */
  value: number;
}

/** The making charge of a rate-linked piece. */
export class BreakupMakingDto {
  /** per_gram, percent or fixed. */
  kind: 'per_gram' | 'percent' | 'fixed';
  /** Rupees per gram, percent of the metal value, or rupees, as kind says. */
  rate: number;
  /** What it comes to, in rupees. */
  amount: number;
}

export class BreakupChargeDto {
  /** "CZ", "ruby", "enamel" … */
  label: string;
  /** Rupees. */
  amount: number;
}

/**
 * How a piece's price is made up (issue 16), every figure in rupees from the server. A rate-linked piece: metal.value +
 * making.amount + Σ charges = subtotal; subtotal + gst + roundOff = price. A fixed piece: metal and making null, no
 * charges, subtotal the taxable value of its price and roundOff 0. Either way price − discount = total =
 * totalTaxableValue + totalGst.
 */
export class PriceBreakupDto {
  /** fixed or rate_linked. */
  pricing: 'fixed' | 'rate_linked';
  /** Null for a fixed-price piece. */
  metal: BreakupMetalDto | null;
  /** Null for a fixed-price piece. */
  making: BreakupMakingDto | null;
  /** Stones and other charges (none for a fixed-price piece). */
  charges: BreakupChargeDto[];
  /** The taxable value of the list price. */
  subtotal: number;
  /** GST percent: 3. */
  gstRate: number;
  /** GST on the subtotal. */
  gst: number;
  /** What takes subtotal + gst to whole rupees, −0.49 to +0.50 (0 for a fixed-price piece). */
  roundOff: number;
  /** The list price, tax-inclusive. */
  price: number;
  /** Percent off, 0–100. */
  discountPercent: number;
  /** Off the price: floor(price × discountPercent / 100) in whole rupees. */
  discount: number;
  /** What the shopper pays: price − discount. */
  total: number;
  /** The taxable value in the total. */
  totalTaxableValue: number;
  /** The GST in the total. */
  totalGst: number;
}

/** A making charge's rate as the wire says it: rupees per gram, a percent, or rupees. */
function makingRate(making: MakingCharge): number {
  switch (making.kind) {
    case 'per_gram':
      return toRupees(making.paisePerGram);
    case 'percent':
      return (making.basisPoints * 100) / BASIS_POINTS;
    case 'fixed':
      return toRupees(making.paise);
  }
}

export function toPriceBreakupDto(breakup: PriceBreakup): PriceBreakupDto {
  const totals = {
    price: toRupees(breakup.pricePaise),
    discountPercent: breakup.discountPercent,
    discount: toRupees(breakup.discountPaise),
    total: toRupees(breakup.total.amountPaise),
    totalTaxableValue: toRupees(breakup.total.taxableValuePaise),
    totalGst: toRupees(breakup.total.gstPaise),
  };
  if (breakup.pricing === 'fixed') {
    return {
      pricing: 'fixed',
      metal: null,
      making: null,
      charges: [],
      subtotal: toRupees(breakup.price.taxableValuePaise),
      gstRate: GST_PERCENT,
      gst: toRupees(breakup.price.gstPaise),
      roundOff: 0,
      ...totals,
    };
  }
  const b = breakup.buildUp;
  return {
    pricing: 'rate_linked',
    metal: {
      purity: b.purity.code,
      label: b.purity.label,
      netWeight: b.netWeightMg / MG_PER_GRAM,
      ratePerGram: toRupees(b.ratePaisePerGram),
      value: toRupees(b.metalValuePaise),
    },
    making: { kind: b.making.kind, rate: makingRate(b.making), amount: toRupees(b.makingPaise) },
    charges: b.charges.map((charge) => ({ label: charge.label, amount: toRupees(charge.paise) })),
    subtotal: toRupees(b.subtotalPaise),
    gstRate: (b.gstRateBasisPoints * 100) / BASIS_POINTS,
    gst: toRupees(b.gstPaise),
    roundOff: toRupees(b.roundOffPaise),
    ...totals,
  };
}
