/**
 * When a change of rate asks for confirmation (issue 16): a rate of 0 prices a piece at its making and stones alone,
 * and a jump of more than a fifth is far more often a slipped digit than a market move. The console asks staff to
 * confirm, the API refuses without `confirm: true`.
 */

/** A change of more than this share of today's rate, in percent, asks for confirmation (exactly 20 % does not). */
export const CONFIRM_ABOVE_PERCENT = 20;

/** Why a new rate needs confirmation: zero, or too far from today's; null when it needs none. */
export type ConfirmationReason = 'zero' | 'jump' | null;

/**
 * Whether setting `newPaise` over `currentPaise` (null: the purity has no rate yet) needs confirmation. A first rate
 * needs none unless it is 0; from a rate of 0 every other rate is an unbounded jump. `abovePercent` is the jump that
 * asks (the exchange rates of the currency module ask at a smaller one); both rates are whole units (paise here).
 */
export function confirmationNeeded(currentPaise: number | null, newPaise: number, abovePercent = CONFIRM_ABOVE_PERCENT): ConfirmationReason {
  if (newPaise === 0) return 'zero';
  if (currentPaise === null) return null;
  // Integers only: |new − current| > abovePercent % of current, without dividing.
  return Math.abs(newPaise - currentPaise) * 100 > abovePercent * currentPaise ? 'jump' : null;
}
