/**
 * A stored product's pricing columns read as the pure price model (price.ts): the one bridge between the products
 * table and the breakup (today's rates come from metal-rate.repository.ts), used by the product answer, the order's
 * snapshot of each line and the repricing statement's tests.
 */
import { isPurityCode, type PurityCode } from './metal.js';
import { type MakingCharge, type OtherCharge, type PriceBreakup, type PricedPiece, priceBreakup } from './price.js';

/** Today's rate per gram of each purity that has one, in paise. */
export type MetalRates = ReadonlyMap<PurityCode, number>;

/** The products table's pricing columns, as a raw query answers them (snake_case, bigint read as numbers). */
export type ProductPricingRow = {
  pricing: 'fixed' | 'rate_linked';
  purity: string | null;
  net_weight_mg: number;
  making_kind: MakingCharge['kind'];
  making_value: number;
  charges: OtherCharge[];
  price_paise: number;
  discount: number;
};

/** The pricing columns of `products p` for a raw query, in the shape of ProductPricingRow. */
export const PRODUCT_PRICING_COLUMNS = 'p.pricing, p.purity, p.net_weight_mg, p.making_kind, p.making_value, p.charges, p.price_paise, p.discount';

/** A making charge from its stored kind and value. */
export function makingOf(kind: MakingCharge['kind'], value: number): MakingCharge {
  switch (kind) {
    case 'per_gram':
      return { kind, paisePerGram: value };
    case 'percent':
      return { kind, basisPoints: value };
    case 'fixed':
      return { kind, paise: value };
  }
}

/**
 * How a stored piece is priced now. A rate-linked piece whose purity has no rate (it cannot be saved so, but a rate is
 * never assumed) is priced at its stored price, as a fixed piece.
 */
export function pricedPiece(row: ProductPricingRow, rates: MetalRates): PricedPiece {
  const purity = isPurityCode(row.purity) ? row.purity : null;
  const rate = purity === null ? undefined : rates.get(purity);
  if (row.pricing === 'rate_linked' && purity !== null && rate !== undefined && row.net_weight_mg > 0) {
    return {
      pricing: 'rate_linked',
      composition: { purity, netWeightMg: row.net_weight_mg, making: makingOf(row.making_kind, Number(row.making_value)), charges: row.charges },
      ratePaisePerGram: rate,
    };
  }
  return { pricing: 'fixed', pricePaise: Number(row.price_paise) };
}

/**
 * Whether `rates` are the ones a stored piece is priced at: always for a fixed piece; for a rate-linked one, whether
 * they make its stored price. False when the rates were read before a repricing that changed the piece committed.
 */
export function pricedAtRates(row: ProductPricingRow, rates: MetalRates): boolean {
  const piece = pricedPiece(row, rates);
  return piece.pricing === 'fixed' || priceBreakup(piece, row.discount).pricePaise === Number(row.price_paise);
}

/** A stored piece's breakup at today's rates. */
export function breakupOf(row: ProductPricingRow, rates: MetalRates): PriceBreakup {
  return priceBreakup(pricedPiece(row, rates), row.discount);
}
