import { confirmationNeeded } from '../pricing/metal-rate.rules.js';

/**
 * Exchange rates (issue 17) are INR per unit of a foreign currency with at most 4 decimals (₹88.4125 a dollar), kept
 * exact in a numeric column and compared here as whole ten-thousandths of a rupee.
 */
export const RATE_DECIMALS = 4;
const RATE_SCALE = 10 ** RATE_DECIMALS;

/** Highest rate staff may set, INR per unit: far above any of the currencies offered (the pound is ~₹120). */
export const MAX_EXCHANGE_RATE = 10_000;

/**
 * A change of more than this share of the current rate, in percent, asks for confirmation (exactly 10 % does not):
 * these currencies move a few percent a month against the rupee, so a bigger jump is far more often a slipped digit.
 */
export const EXCHANGE_RATE_CONFIRM_ABOVE_PERCENT = 10;

/** A rate as whole ten-thousandths of a rupee, for exact comparison: 88.4125 → 884125. */
export const toRateUnits = (inrPerUnit: number): number => Math.round(inrPerUnit * RATE_SCALE);

/** Whether setting `next` over `current` (null: the currency has no rate yet) needs confirmation: a jump of more than 10 %. */
export function exchangeRateNeedsConfirmation(current: number | null, next: number): boolean {
  return confirmationNeeded(current === null ? null : toRateUnits(current), toRateUnits(next), EXCHANGE_RATE_CONFIRM_ABOVE_PERCENT) !== null;
}
