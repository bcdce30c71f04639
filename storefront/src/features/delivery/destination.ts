import { formatPrice } from '../../lib/money';
import type { DeliveryEstimate, DeliverySummary, EstimateQuery } from './api';

/** Where the shopper asked about: a PIN code in India, or a country abroad. */
export type Destination = { pin: string } | { country: string };

/** The localStorage key of the last destination checked on a product page. */
export const DESTINATION_KEY = 'deliveryDestination';

const PIN = /^[1-9]\d{5}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** A PIN as typed ('302 029') as six digits, or undefined when it is not one. */
export function normalisePin(text: string): string | undefined {
  const digits = text.replace(/\s+/g, '');
  return PIN.test(digits) ? digits : undefined;
}

/** The destination remembered in `raw` (localStorage's text), or null when there is none or it is not one. */
export function parseDestination(raw: string | null): Destination | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.pin === 'string' && PIN.test(record.pin)) return { pin: record.pin };
    if (typeof record.country === 'string' && COUNTRY.test(record.country) && record.country !== 'IN') return { country: record.country };
  } catch {
    return null;
  }
  return null;
}

/** The estimate's query for a destination (and an order amount in rupees, for the fee it pays). */
export function estimateQuery(destination: Destination, amount?: number): EstimateQuery {
  const where = 'pin' in destination ? { pin: destination.pin } : { country: destination.country };
  return amount === undefined ? where : { ...where, amount };
}

/** "Deliver to 302029 — by Tue, 2 Dec" or "Deliver to United States — by Tue, 2 Dec". */
export function deliverToLine(estimate: DeliveryEstimate, countryName?: string): string {
  const where = estimate.pin ?? countryName ?? estimate.country;
  return `Deliver to ${where} — by ${estimate.deliverByLabel}`;
}

/** "Cash on delivery available", or the reason it is not. */
export function codLine(estimate: DeliveryEstimate): string {
  return estimate.codAvailable ? 'Cash on delivery available' : (estimate.codNote ?? 'Cash on delivery is not available here.');
}

/** "Free shipping", "Shipping ₹2,500 · free above ₹25,000". */
export function feeLine(estimate: DeliveryEstimate): string {
  if (estimate.fee === 0) return 'Free shipping';
  return estimate.freeAbove === null ? `Shipping ${formatPrice(estimate.fee)}` : `Shipping ${formatPrice(estimate.fee)} · free above ${formatPrice(estimate.freeAbove)}`;
}

/**
 * The shipping promise as the zones make it true: the trust badge's title and detail, and the header's one line
 * ("Free shipping across India and worldwide above ₹25,000").
 */
export function shippingPromise(summary: DeliverySummary): { title: string; detail: string | null; line: string } {
  const title = summary.freeAcrossIndia
    ? 'Free shipping across India'
    : summary.indiaFreeAbove !== null && summary.indiaFreeAbove > 0
      ? `Free shipping across India above ${formatPrice(summary.indiaFreeAbove)}`
      : 'Shipping across India';
  if (!summary.shipsAbroad) return { title, detail: null, line: title };
  if (summary.worldwideFreeAbove === null) return { title, detail: 'We ship worldwide', line: title };
  const detail = `and worldwide above ${formatPrice(summary.worldwideFreeAbove)}`;
  return { title, detail, line: `${title} ${detail}` };
}

/** Where a checkout address lies for the estimate: its country abroad, its PIN in India; null when the PIN is not one. */
export function destinationOfAddress(address: { post: string; country?: string }): Destination | null {
  const country = address.country?.trim().toUpperCase();
  if (country !== undefined && country !== '' && country !== 'IN') return { country };
  const pin = normalisePin(address.post);
  return pin === undefined ? null : { pin };
}

/** Why cash on delivery is not offered for an order of `total` rupees here, or null when it is (the server decides again). */
export function codUnavailable(estimate: DeliveryEstimate, total: number): string | null {
  if (!estimate.codAvailable) return estimate.codNote ?? 'Cash on delivery is not available here.';
  if (estimate.codLimit !== null && total > estimate.codLimit) return `Cash on delivery is available for orders up to ${formatPrice(estimate.codLimit)}.`;
  return null;
}

/**
 * What an order summary's shipping line says when it is not the cart's own fee: the zone's fee for the address chosen
 * (added to the total), or a sentence while that fee is not known, e.g. before there is an address.
 */
export type ShippingShown = { fee: number } | { note: string };

/**
 * The shipping line before the address is known (the cart), as the zones make it true for an order of `amount`
 * rupees: 'Free' only where it is free everywhere the shop ships.
 */
export function shippingBeforeAddress(summary: DeliverySummary, amount: number): string {
  const freeInIndia = summary.freeAcrossIndia || (summary.indiaFreeAbove !== null && amount >= summary.indiaFreeAbove);
  const freeAbroad = !summary.shipsAbroad || (summary.worldwideFreeAbove !== null && amount >= summary.worldwideFreeAbove);
  if (freeInIndia && freeAbroad) return 'Free';
  return freeInIndia ? 'Free across India; abroad calculated at checkout' : 'Calculated at checkout';
}
