import type { MetalRate } from './api';

/** The rates an Indian jeweller's site shows at a glance (issue 16): 22K gold and sterling silver, in that order. */
export const STRIP_PURITIES: readonly MetalRate['purity'][] = ['gold_22k', 'silver_925'];

/** Of today's rates, those the strip shows, in its order; none when the shop has set neither. */
export function stripRates(rates: readonly MetalRate[]): MetalRate[] {
  return STRIP_PURITIES.flatMap((purity) => rates.filter((rate) => rate.purity === purity));
}
