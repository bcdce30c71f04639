import { formatPrice } from '../../lib/money';
import type { CartLine } from './api';

/** A line's price then and now, in rupees, both as the server answered them. */
export type PriceChange = { from: number; to: number };

/**
 * Issue 16's price lock: the line's sale price when it was added against today's, when they differ (a change of
 * today's metal rate reprices rate-linked pieces). The order charges today's. Null for a line from before the shop
 * kept the price.
 */
export function priceChangeOf(line: Pick<CartLine, 'addedPrice' | 'productInfo'>): PriceChange | null {
  const { addedPrice } = line;
  if (addedPrice === null || addedPrice === line.productInfo.salePrice) return null;
  return { from: addedPrice, to: line.productInfo.salePrice };
}

/** "Price updated from ₹51,320 to ₹52,410 since you added it — today's metal rate changed." */
export function priceChangeText(change: PriceChange): string {
  return `Price updated from ${formatPrice(change.from)} to ${formatPrice(change.to)} since you added it — today’s metal rate changed.`;
}
