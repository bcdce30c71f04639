/**
 * What a piece is made of, as data: the metals and purities the shop prices from a daily rate, their labels, the HSN
 * codes a piece is billed under and the BIS hallmark's HUID. One table for the DTO enums, the console's choices, the
 * price breakup and the invoice.
 */

export const METALS = ['gold', 'silver', 'platinum'] as const;
export type Metal = (typeof METALS)[number];

/** A row of the purity table. */
type PurityRow = {
  /** The stored and wire value: `gold_22k`, `silver_925` … */
  code: string;
  metal: Metal;
  /** Parts of pure metal per thousand, as hallmarked: 916 for 22 karat. */
  fineness: number;
  /** Karats, for gold only. */
  karat: number | null;
  /** How a shopper and an invoice read it: "22K gold (916)". */
  label: string;
};

/**
 * Gold by karat with its fineness (IS 1417:2016 grades, which BIS hallmarks: 24K 999, 22K 916, 18K 750, 14K 585),
 * silver fine (999) and sterling (925), platinum 950. Ordered as the console lists them.
 */
export const PURITIES = [
  { code: 'gold_24k', metal: 'gold', fineness: 999, karat: 24, label: '24K gold (999)' },
  { code: 'gold_22k', metal: 'gold', fineness: 916, karat: 22, label: '22K gold (916)' },
  { code: 'gold_18k', metal: 'gold', fineness: 750, karat: 18, label: '18K gold (750)' },
  { code: 'gold_14k', metal: 'gold', fineness: 585, karat: 14, label: '14K gold (585)' },
  { code: 'silver_999', metal: 'silver', fineness: 999, karat: null, label: 'Fine silver (999)' },
  { code: 'silver_925', metal: 'silver', fineness: 925, karat: null, label: 'Sterling silver (925)' },
  { code: 'platinum_950', metal: 'platinum', fineness: 950, karat: null, label: 'Platinum (950)' },
] as const satisfies readonly PurityRow[];

export type PurityCode = (typeof PURITIES)[number]['code'];

export type Purity = PurityRow & { code: PurityCode };

/** Every purity code, for `@IsIn(PURITY_CODES)` and the console's choices. */
export const PURITY_CODES: readonly PurityCode[] = PURITIES.map((purity) => purity.code);

const BY_CODE = new Map<string, Purity>(PURITIES.map((purity) => [purity.code, purity]));

export function isPurityCode(value: unknown): value is PurityCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** The purity of a code; throws a RangeError for a code not in the table (stored data is checked at the edge). */
export function purityOf(code: PurityCode): Purity {
  const purity = BY_CODE.get(code);
  if (!purity) throw new RangeError(`unknown purity code ${String(code)}`);
  return purity;
}

/**
 * The HSN headings the shop bills under (Customs Tariff chapter 71), each at 3 % GST: Notification 1/2017-Central Tax
 * (Rate) of 28 June 2017, Schedule V (1.5 % CGST; with 1.5 % SGST or 3 % IGST under Notification 1/2017-Integrated
 * Tax (Rate)), S. No. 13 "7113 Articles of jewellery and parts thereof, of precious metal or of metal clad with
 * precious metal" and S. No. 17 "7117 Imitation jewellery [other than bangles of lac/shellac]".
 */
export const HSN_CODES = {
  /** A piece of gold, silver or platinum. */
  preciousMetalJewellery: '7113',
  /** A plated or fashion piece with no precious metal to price. */
  imitationJewellery: '7117',
} as const;

export type HsnCode = (typeof HSN_CODES)[keyof typeof HSN_CODES];

export const HSN_DESCRIPTIONS: Readonly<Record<HsnCode, string>> = {
  '7113': 'Articles of jewellery of precious metal',
  '7117': 'Imitation jewellery',
};

/** What a piece is billed under unless staff say otherwise: 7113 when it is of a precious metal, 7117 when not. */
export function defaultHsn(purity: PurityCode | null): HsnCode {
  return purity === null ? HSN_CODES.imitationJewellery : HSN_CODES.preciousMetalJewellery;
}

/**
 * A Hallmark Unique Identification: six letters or digits, stamped on each piece by a BIS Assaying and Hallmarking
 * Centre. The Hallmarking of Gold Jewellery and Gold Artefacts Order, 2020 (Department of Consumer Affairs), as
 * amended in 2023, permits the sale of hallmarked gold jewellery only with the six-character alphanumeric HUID from
 * 1 April 2023; the HUID was introduced on 1 July 2021. Stored upper-case.
 */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;

/** The stored form of a typed HUID: trimmed and upper-case, so that "ab12cd " and "AB12CD" are one piece. */
export function normaliseHuid(huid: string): string {
  return huid.trim().toUpperCase();
}

export function isHuid(value: string): boolean {
  return HUID_PATTERN.test(value);
}

/** Gold jewellery is hallmarked, so a gold piece carries a HUID; silver and platinum may, imitation pieces never do. */
export function huidRequired(purity: PurityCode | null): boolean {
  return purity !== null && purityOf(purity).metal === 'gold';
}
