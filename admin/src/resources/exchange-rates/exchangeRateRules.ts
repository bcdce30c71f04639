import { EXCHANGE_RATE_CONFIRM_ABOVE_PERCENT, MAX_EXCHANGE_RATE } from '@shop/openapi/rules';
import { isBlank } from '../../lib/checks';
import type { ExchangeRateValues } from './types';

const FOUR_DECIMALS = /^\d+(\.\d{1,4})?$/;

/** As SetExchangeRateDto: rupees per unit above 0 and at most MAX_EXCHANGE_RATE, at most 4 decimals; a blank passes (required() says so). */
export function checkExchangeRate(value: unknown): string | undefined {
  const ok = isBlank(value) || (typeof value === 'number' && value > 0 && value <= MAX_EXCHANGE_RATE && FOUR_DECIMALS.test(String(value)));
  return ok ? undefined : `The rate must be above ₹0 and at most ₹${MAX_EXCHANGE_RATE.toLocaleString('en-IN')}, with at most 4 decimals.`;
}

export const EXCHANGE_RATE_HELP = `Rupees one unit buys. A change of more than ${EXCHANGE_RATE_CONFIRM_ABOVE_PERCENT} % is asked to be confirmed`;

const RATE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** '₹89.75 per USD'; 'Not set' while the currency has none. */
export function rateText(rate: Pick<ExchangeRateValues, 'inrPerUnit'>, currency: string): string {
  return rate.inrPerUnit === null || rate.inrPerUnit === undefined ? 'Not set' : `${RATE.format(rate.inrPerUnit)} per ${currency}`;
}
