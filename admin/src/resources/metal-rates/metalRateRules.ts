import { CONFIRM_ABOVE_PERCENT, PURITIES } from '@shop/openapi/rules';
import { rupeesCheck } from '../../lib/checks';
import type { PurityCode } from './types';

/** Every purity the server prices, in its table's order, as a select's choices ("22K gold (916)"). */
export const purityChoices: { id: PurityCode; name: string }[] = PURITIES.map((purity) => ({ id: purity.code, name: purity.label }));

/** The label of a purity code, or the code itself for one the table no longer has. */
export function purityLabel(code: string | null | undefined): string {
  return PURITIES.find((purity) => purity.code === code)?.label ?? code ?? '';
}

/** As SetMetalRateDto: rupees per gram from 0 to 10 lakh, paise at most. */
export const checkRate = rupeesCheck(0, 1_000_000, 'The rate must be from ₹0 to ₹10,00,000 per gram, with at most 2 decimals.');

export const RATE_HELP = `A rate of 0, or a change of more than ${CONFIRM_ABOVE_PERCENT} % from today's, is asked to be confirmed`;

/** The notice after a rate is saved: how many rate-linked pieces now sell at a new price. */
export function savedMessage(repriced: number): string {
  return `Rate saved — ${repriced} ${repriced === 1 ? 'piece' : 'pieces'} repriced`;
}
