import { HSN_CODES, MAX_CHARGES } from '@shop/openapi/rules';
import { isBlank, rupeesCheck } from '../../lib/checks';
import type { Composition, CompositionValues, MakingKind, Pricing } from './types';

/**
 * What a piece is made of and how it is priced (issue 16), as ProductCompositionDto checks it: the checks answer the
 * server's rule as a sentence, or undefined when acceptable. The cross-field rules read the form's other values.
 */

export const pricingChoices: { id: Pricing; name: string }[] = [
  { id: 'fixed', name: 'Fixed price' },
  { id: 'rate_linked', name: "Rate-linked (today's rate)" },
];

export const makingKindChoices: { id: MakingKind; name: string }[] = [
  { id: 'per_gram', name: '₹ per gram' },
  { id: 'percent', name: '% of the metal value' },
  { id: 'fixed', name: '₹ for the piece' },
];

/** What a new piece starts with: fixed price, no metal, no making or charges; the HSN left to the server's default. */
export const NEW_COMPOSITION: Omit<Composition, 'hsn'> = {
  pricing: 'fixed',
  purity: null,
  netWeight: 0,
  makingKind: 'fixed',
  makingValue: 0,
  charges: [],
  huid: null,
};

/** The making value's label, in the unit its kind says. */
export function makingLabel(kind: MakingKind | null | undefined): string {
  if (kind === 'per_gram') return 'Making (₹ per gram)';
  if (kind === 'percent') return 'Making (% of the metal value)';
  return 'Making (₹)';
}

const THREE_DECIMALS = /^\d+(\.\d{1,3})?$/;
const HSN = /^[0-9]{4,8}$/;
const HUID = /^[A-Z0-9]{6}$/;

type Values = Partial<CompositionValues>;

const isRateLinked = (values: Values | undefined) => values?.pricing === 'rate_linked';

/** Fixed pieces need a price (more than 0, at most 1 crore, paise); a rate-linked piece's price is the server's. */
const priceRule = rupeesCheck(0.01, 10_000_000, 'The price must be more than 0 and at most 10,000,000 rupees, with at most 2 decimals.');
export function checkPiecePrice(value: unknown, values?: Values): string | undefined {
  if (isRateLinked(values)) return undefined;
  if (isBlank(value)) return 'A fixed-price piece needs its price.';
  return priceRule(value);
}

export function checkPurity(value: unknown, values?: Values): string | undefined {
  return isBlank(value) && isRateLinked(values) ? 'A rate-linked piece needs its metal and purity.' : undefined;
}

export function checkNetWeight(value: unknown, values?: Values): string | undefined {
  if (isBlank(value)) return isRateLinked(values) ? 'A rate-linked piece needs its net weight.' : undefined;
  if (typeof value !== 'number' || value < 0 || value > 100_000 || !THREE_DECIMALS.test(String(value))) {
    return 'The net weight must be from 0 to 1,00,000 grams, with at most 3 decimals.';
  }
  return value === 0 && isRateLinked(values) ? 'A rate-linked piece weighs more than 0 grams.' : undefined;
}

const makingRule = rupeesCheck(0, 10_000_000, 'The making must be from 0 to 1,00,00,000, with at most 2 decimals.');
export function checkMakingValue(value: unknown, values?: Values): string | undefined {
  const error = makingRule(value);
  if (error) return error;
  return values?.makingKind === 'percent' && typeof value === 'number' && value > 100 ? 'A making percentage is at most 100 %.' : undefined;
}

export const checkChargeLabel = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length >= 1 && value.trim().length <= 40 ? undefined : 'Name the charge in 1 to 40 characters: "CZ", "ruby", "enamel".';

const amountRule = rupeesCheck(0, 10_000_000, 'The amount must be from ₹0 to ₹1,00,00,000, with at most 2 decimals.');
export const checkChargeAmount = (value: unknown): string | undefined => (isBlank(value) ? 'Give the charge’s amount.' : amountRule(value));

export function checkCharges(value: unknown): string | undefined {
  return Array.isArray(value) && value.length > MAX_CHARGES ? `At most ${MAX_CHARGES} charges.` : undefined;
}

export const HSN_HELP = `Left empty: ${HSN_CODES.preciousMetalJewellery} for a piece with a purity, ${HSN_CODES.imitationJewellery} without`;

export function checkHsn(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && HSN.test(value.trim()) ? undefined : 'The HSN code is 4 to 8 digits, e.g. 7113.';
}

/** The HUID as the server stores it: trimmed, upper case; '' for none. */
export const normaliseHuid = (value: string | null | undefined): string => (value ?? '').trim().toUpperCase();

export function checkHuid(value: unknown, values?: Values): string | undefined {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string' || !HUID.test(normaliseHuid(value))) return 'The HUID is the 6 letters or digits of the BIS hallmark.';
  return isBlank(values?.purity) ? 'Only a piece of a hallmarked metal (with a purity) carries a HUID.' : undefined;
}

/**
 * The composition fields of a save, from the form's values: cleared numbers as 0, a cleared purity or HUID as null, the
 * HUID upper-cased, charges trimmed, a cleared HSN left out (the server bills 7113 with a purity, 7117 without).
 */
export function toComposition(values: Partial<CompositionValues>): Partial<Composition> {
  const composition: Partial<Composition> = {
    pricing: values.pricing ?? 'fixed',
    purity: values.purity || null,
    netWeight: values.netWeight ?? 0,
    makingKind: values.makingKind ?? 'fixed',
    makingValue: values.makingValue ?? 0,
    charges: (values.charges ?? []).map((charge) => ({ label: (charge.label ?? '').trim(), amount: charge.amount ?? 0 })),
    huid: normaliseHuid(values.huid) || null,
  };
  const hsn = (values.hsn ?? '').trim();
  if (hsn) composition.hsn = hsn;
  return composition;
}
