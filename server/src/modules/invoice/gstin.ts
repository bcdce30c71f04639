/**
 * The GST identification number of a regular taxpayer (the shop's SHOP_GSTIN, a business buyer's): 15 characters =
 * the 2-digit state code + the 10-character PAN (AAAAA9999A) + the entity number (1–9, then A–Z, for the PAN's
 * registrations in that state) + 'Z' + a check character.
 *
 * The check character is the Luhn mod 36 algorithm over the characters 0–9A–Z (values 0–35): from the left, every
 * second character's value is doubled, each product is reduced to quotient + remainder by 36 and summed, and the check
 * character is the one whose value is (36 − sum mod 36) mod 36. The worked example published in "Logic behind GST
 * identification numbers" (sajith2007.blogspot.com, August 2017) derives 'Q' for BSNL's Puducherry GSTIN
 * 34AABCB5576G1ZQ; python-stdnum's stdnum/in_/gstin.py, which checks the same Luhn mod 36, accepts 27AAPFU0939F1ZV in
 * its doctests and refuses 27AAPFU0939F1ZO. The spec tests more GSTINs of well-known companies in public use.
 */
import { FOREIGN_COUNTRY_CODE, type GstState, stateByCode } from './gst-states.js';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The shape, before the state code and the check character are checked. */
const GSTIN_PATTERN = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

export type GstinProblem = 'length' | 'format' | 'state' | 'check';

export type GstinCheck =
  | { valid: true; gstin: string; state: GstState; pan: string; entity: string }
  | { valid: false; problem: GstinProblem };

/** What each problem tells whoever typed the number (the console's settings, the README's SHOP_GSTIN). */
export const GSTIN_PROBLEMS: Readonly<Record<GstinProblem, string>> = {
  length: 'A GSTIN has 15 characters.',
  format: 'A GSTIN is a 2-digit state code, a 10-character PAN, an entity number, Z and a check character.',
  state: 'A GSTIN starts with the code of an Indian state or union territory.',
  check: 'The last character of this GSTIN does not match the others: check it for a typing mistake.',
};

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new RangeError(`expected 14 characters 0-9A-Z (got ${first14})`);
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARACTERS.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36];
}

/** The stored form of a typed GSTIN: spaces gone, upper-case. */
export function normaliseGstin(gstin: string): string {
  return gstin.replace(/\s+/g, '').toUpperCase();
}

/** Checks a GSTIN (after normalising it) and takes it apart. */
export function checkGstin(input: string): GstinCheck {
  const gstin = normaliseGstin(input);
  if (gstin.length !== 15) return { valid: false, problem: 'length' };
  const parts = GSTIN_PATTERN.exec(gstin);
  if (!parts) return { valid: false, problem: 'format' };
  const [, code, pan, entity, check] = parts;
  const state = stateByCode(code);
  if (!state || state.code === FOREIGN_COUNTRY_CODE) return { valid: false, problem: 'state' };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== check) return { valid: false, problem: 'check' };
  return { valid: true, gstin, state, pan, entity };
}

export function isGstin(input: string): boolean {
  return checkGstin(input).valid;
}
