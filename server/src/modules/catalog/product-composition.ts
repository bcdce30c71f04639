/**
 * What a piece is made of and what it costs, as the console saves it (issue 16): the composition fields sent (rupees,
 * grams, percent) become the products table's columns (paise, milligrams, basis points), checked across fields, and a
 * rate-linked piece's price is computed at today's rate in the saving transaction. Shared by products and gifts.
 */
import type { EntityManager } from 'typeorm';
import { invalidField } from '../../common/errors/app-error.js';
import { toPaise, toRupees } from '../../common/money.js';
import { defaultHsn, purityOf } from '../pricing/metal.js';
import { MG_PER_GRAM, rateLinkedPrice } from '../pricing/price.js';
import { makingOf } from '../pricing/product-pricing.js';
import { catalogErrors } from './catalog.errors.js';
import type { ProductCompositionDto } from './dto/product-composition.dto.js';
import type { Product } from './entities/product.entity.js';
import { type CompositionValues, huidClash, huidTaken, rateForPricing } from './products.repository.js';

/** What a save sends about the piece's composition and price (rupees): the composition fields and the price. */
export type CompositionFields = ProductCompositionDto & { price?: number };

/** The composition of a product as the console reads it back (ProductAdminDto's fields; rupees and grams). */
export type CompositionAnswer = {
  pricing: Product['pricing'];
  purity: Product['purity'];
  netWeight: number;
  makingKind: Product['makingKind'];
  makingValue: number;
  charges: { label: string; amount: number }[];
  hsn: string;
  huid: string | null;
};

/** A making value on the wire (₹ per gram, a percent, ₹; 2 decimals) is stored ×100 whatever its kind: paise or basis points. */
const STORED_PER_WIRE = 100;

export function compositionAnswer(product: Pick<Product, Exclude<keyof CompositionValues, 'pricePaise'>>): CompositionAnswer {
  return {
    pricing: product.pricing,
    purity: product.purity,
    netWeight: product.netWeightMg / MG_PER_GRAM,
    makingKind: product.makingKind,
    makingValue: Number(product.makingValue) / STORED_PER_WIRE,
    charges: product.charges.map((charge) => ({ label: charge.label, amount: toRupees(charge.paise) })),
    hsn: product.hsn,
    huid: product.huid,
  };
}

/**
 * The composition columns and price of a piece being saved: the fields sent, over the stored piece's (`current`, on
 * replace) or the defaults (on create). Refuses what the fields cannot mean together (400 naming the field), a HUID
 * another piece carries (409) and a rate-linked piece whose purity has no rate today (400). A rate-linked piece's
 * price is computed at today's rate, a price sent being ignored; a fixed piece's is the price sent, else kept.
 */
export async function compositionValues(manager: EntityManager, fields: CompositionFields, current?: Product): Promise<CompositionValues> {
  const pricing = fields.pricing ?? current?.pricing ?? 'fixed';
  const purity = fields.purity !== undefined ? fields.purity : (current?.purity ?? null);
  const netWeightMg = fields.netWeight !== undefined ? Math.round(fields.netWeight * MG_PER_GRAM) : (current?.netWeightMg ?? 0);
  const makingKind = fields.makingKind ?? current?.makingKind ?? 'fixed';
  const makingValue = fields.makingValue !== undefined ? Math.round(fields.makingValue * STORED_PER_WIRE) : Number(current?.makingValue ?? 0);
  const charges = fields.charges ? fields.charges.map((charge) => ({ label: charge.label, paise: toPaise(charge.amount) })) : (current?.charges ?? []);
  // A piece whose purity changes is billed under its new purity's heading unless staff name one.
  const hsn = fields.hsn ?? (current && current.purity === purity ? current.hsn : defaultHsn(purity));

  if (makingKind === 'percent' && makingValue > 100 * STORED_PER_WIRE) {
    throw invalidField('makingValue', 'makingValue must be at most 100 when makingKind is percent');
  }
  let huid = fields.huid !== undefined ? fields.huid : (current?.huid ?? null);
  if (purity === null && huid !== null) {
    // A HUID kept from before goes with the purity it hallmarked; one sent for a piece of no metal is refused.
    if (fields.huid !== undefined) throw invalidField('huid', 'huid is only for a piece with a purity (a hallmarked metal)');
    huid = null;
  }
  if (huid !== null && huid !== current?.huid && (await huidTaken(manager, huid, current?.id))) throw catalogErrors.huidTaken(huid);

  let pricePaise: number;
  if (pricing === 'rate_linked') {
    if (purity === null) throw invalidField('purity', 'purity is required for a rate-linked piece');
    if (netWeightMg <= 0) throw invalidField('netWeight', 'netWeight must be more than 0 grams for a rate-linked piece');
    const rate = await rateForPricing(manager, purity);
    if (rate === undefined) throw catalogErrors.rateNotSet(purityOf(purity).label);
    pricePaise = rateLinkedPrice({ purity, netWeightMg, making: makingOf(makingKind, makingValue), charges }, rate).pricePaise;
  } else if (fields.price !== undefined) {
    pricePaise = toPaise(fields.price);
  } else if (current) {
    // A change that sends no price (gift-update) keeps it, the last rate-linked price included.
    pricePaise = current.pricePaise;
  } else {
    throw invalidField('price', 'price is required for a fixed-price piece');
  }
  return { pricing, purity, netWeightMg, makingKind, makingValue, charges, hsn, huid, pricePaise };
}

/**
 * Runs a save of a piece with `fields`: a HUID checked free can be taken by a concurrent save before this one writes;
 * the unique index then refuses it, answered as the check would have (409).
 */
export async function savingHuid<T>(fields: Pick<CompositionFields, 'huid'>, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (huidClash(error)) throw catalogErrors.huidTaken(fields.huid ?? '');
    throw error;
  }
}
