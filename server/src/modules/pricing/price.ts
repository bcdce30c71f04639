/**
 * A piece's price and its breakup, as an Indian jeweller makes it up (issue 16), free of the database and of HTTP.
 * Everything is an integer: money in paise, weight in milligrams (grams to 3 decimals), percentages in basis points.
 *
 * Rate-linked piece:
 *   metal value  = net weight × today's rate for its purity        (paise, rounded half up)
 *   making       = per gram × weight | basis points × metal value | a fixed amount
 *   stones       = the sum of its other charges
 *   subtotal     = metal value + making + stones                   (the taxable value of the list price)
 *   GST          = 3 % of the subtotal                             (paise, rounded half up)
 *   round off    = what takes subtotal + GST to the nearest whole rupee (half up: ₹x.50 goes up), −₹0.49 … +₹0.50
 *   price        = subtotal + GST + round off                       (whole rupees, tax-inclusive, as shown to shoppers)
 * The rounding difference is a line of its own, never folded into the GST, so the GST shown is exactly 3 % of the
 * value it is charged on — the way the invoice (invoice/tax.ts) keeps its own rounding in a round-off line.
 *
 * Fixed-price piece: the price is tax-inclusive; its taxable value and GST are backed out of it the way the invoice
 * backs them out of a line (taxable value = price × 100 / 103 rounded half up, GST = the rest).
 *
 * Either way the discount of spec 5 is then taken off the price ("discounted price = price − floor(price × discount /
 * 100)", in whole rupees, as the products table's sale_price_paise column computes it), and the total the shopper pays
 * is split again into the taxable value and GST it contains. A repricing statement in SQL must round the same way
 * (PostgreSQL's round() on numeric rounds halves away from zero, which is half up for these non-negative amounts).
 */
import { assertWhole, BASIS_POINTS, mulDivFloor, mulDivRound, roundToRupee } from './paise.js';
import { type Purity, type PurityCode, purityOf } from './metal.js';

/**
 * GST on jewellery (HSN 7113 and 7117): 3 % — 1.5 % CGST + 1.5 % SGST within a state, 3 % IGST between states
 * (Notification 1/2017-Central Tax (Rate), Schedule V, S. No. 13 and 17). Making charges billed with the piece are
 * part of its value.
 */
export const GST_RATE_BASIS_POINTS = 300;

/** Milligrams in a gram: weights are stored as integer milligrams, i.e. grams to 3 decimals. */
export const MG_PER_GRAM = 1_000;

/** How the making of a piece is charged. */
export type MakingCharge =
  /** An amount for every gram of net metal weight. */
  | { kind: 'per_gram'; paisePerGram: number }
  /** A share of the metal value, in basis points (1200 = 12 %). */
  | { kind: 'percent'; basisPoints: number }
  /** One amount for the piece. */
  | { kind: 'fixed'; paise: number };

/** A stone or other charge billed with the piece: "CZ", "ruby", "enamel". */
export type OtherCharge = { label: string; paise: number };

/** What a rate-linked piece is made of. */
export type Composition = {
  /** Its metal and purity; a piece without one (plated, fashion) cannot be priced from a rate. */
  purity: PurityCode | null;
  /** Net metal weight in milligrams. */
  netWeightMg: number;
  making: MakingCharge;
  charges: readonly OtherCharge[];
};

/** A tax-inclusive amount with the taxable value and GST it contains. */
export type TaxInclusiveSplit = { amountPaise: number; taxableValuePaise: number; gstPaise: number };

/** How a rate-linked piece's list price is made up; every figure in paise and they add up to `pricePaise`. */
export type RateLinkedBuildUp = {
  purity: Purity;
  netWeightMg: number;
  ratePaisePerGram: number;
  metalValuePaise: number;
  making: MakingCharge;
  makingPaise: number;
  charges: readonly OtherCharge[];
  chargesPaise: number;
  subtotalPaise: number;
  gstRateBasisPoints: number;
  gstPaise: number;
  roundOffPaise: number;
  pricePaise: number;
};

/** What the shopper is shown: the list price, the spec 5 discount and the total with the GST it includes. */
type BreakupTotals = {
  /** The tax-inclusive list price. */
  pricePaise: number;
  /** The piece's discount percent (spec 5). */
  discountPercent: number;
  discountPaise: number;
  /** price − discount, split into the taxable value and GST it contains, as an invoice line of it would be. */
  total: TaxInclusiveSplit;
};

export type PriceBreakup =
  | (BreakupTotals & { pricing: 'rate_linked'; buildUp: RateLinkedBuildUp })
  | (BreakupTotals & { pricing: 'fixed'; price: TaxInclusiveSplit });

/** How a piece is priced: from today's rate and its composition, or at a fixed tax-inclusive price. */
export type PricedPiece =
  | { pricing: 'rate_linked'; composition: Composition; ratePaisePerGram: number }
  | { pricing: 'fixed'; pricePaise: number };

/** What a making charge comes to for a weight and a metal value. */
export function makingCharge(making: MakingCharge, netWeightMg: number, metalValuePaise: number): number {
  switch (making.kind) {
    case 'per_gram':
      assertWhole('making.paisePerGram', making.paisePerGram);
      return mulDivRound(netWeightMg, making.paisePerGram, MG_PER_GRAM);
    case 'percent':
      assertWhole('making.basisPoints', making.basisPoints);
      return mulDivRound(metalValuePaise, making.basisPoints, BASIS_POINTS);
    case 'fixed':
      assertWhole('making.paise', making.paise);
      return making.paise;
  }
}

/** The list price of a rate-linked piece at `ratePaisePerGram` for its purity, with how it is made up. */
export function rateLinkedPrice(composition: Composition, ratePaisePerGram: number): RateLinkedBuildUp {
  if (composition.purity === null) throw new RangeError('a piece without a metal and purity cannot be priced from a rate');
  const purity = purityOf(composition.purity);
  const { netWeightMg, making, charges } = composition;
  assertWhole('netWeightMg', netWeightMg);
  if (netWeightMg === 0) throw new RangeError('a rate-linked piece needs a net metal weight');
  assertWhole('ratePaisePerGram', ratePaisePerGram);
  for (const charge of charges) assertWhole(`charge ${charge.label}`, charge.paise);

  const metalValuePaise = mulDivRound(netWeightMg, ratePaisePerGram, MG_PER_GRAM);
  const makingPaise = makingCharge(making, netWeightMg, metalValuePaise);
  const chargesPaise = charges.reduce((sum, charge) => sum + charge.paise, 0);
  const subtotalPaise = metalValuePaise + makingPaise + chargesPaise;
  const gstPaise = mulDivRound(subtotalPaise, GST_RATE_BASIS_POINTS, BASIS_POINTS);
  const pricePaise = roundToRupee(subtotalPaise + gstPaise);
  return {
    purity,
    netWeightMg,
    ratePaisePerGram,
    metalValuePaise,
    making,
    makingPaise,
    charges,
    chargesPaise,
    subtotalPaise,
    gstRateBasisPoints: GST_RATE_BASIS_POINTS,
    gstPaise,
    roundOffPaise: pricePaise - subtotalPaise - gstPaise,
    pricePaise,
  };
}

/**
 * The taxable value and tax in a tax-inclusive amount: taxable value = amount × 10000 / (10000 + rate) rounded half
 * up, tax = the rest, so the two always add up to the amount.
 */
export function splitTaxInclusive(amountPaise: number, rateBasisPoints = GST_RATE_BASIS_POINTS): TaxInclusiveSplit {
  assertWhole('amountPaise', amountPaise);
  const taxableValuePaise = mulDivRound(amountPaise, BASIS_POINTS, BASIS_POINTS + rateBasisPoints);
  return { amountPaise, taxableValuePaise, gstPaise: amountPaise - taxableValuePaise };
}

/**
 * Spec 5's discount off a price: floor(price × discount / 100) in whole rupees — the same figure as the products
 * table's generated sale_price_paise column, so a breakup always ends on the price the cart charges.
 */
export function discountOff(pricePaise: number, discountPercent: number): number {
  assertWhole('pricePaise', pricePaise);
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`discountPercent must be a whole number from 0 to 100 (got ${discountPercent})`);
  }
  return mulDivFloor(pricePaise, discountPercent, 100 * 100) * 100;
}

/** A piece's price breakup (the product page's "Price breakup"), its figures adding up to what the shopper pays. */
export function priceBreakup(piece: PricedPiece, discountPercent: number): PriceBreakup {
  if (piece.pricing === 'rate_linked') {
    const buildUp = rateLinkedPrice(piece.composition, piece.ratePaisePerGram);
    return { pricing: 'rate_linked', buildUp, ...totals(buildUp.pricePaise, discountPercent) };
  }
  return { pricing: 'fixed', price: splitTaxInclusive(piece.pricePaise), ...totals(piece.pricePaise, discountPercent) };
}

function totals(pricePaise: number, discountPercent: number): BreakupTotals {
  const discountPaise = discountOff(pricePaise, discountPercent);
  return { pricePaise, discountPercent, discountPaise, total: splitTaxInclusive(pricePaise - discountPaise) };
}
