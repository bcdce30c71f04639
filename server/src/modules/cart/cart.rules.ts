import { splitTaxInclusive } from '../pricing/price.js';

/**
 * The cart's rules, free of the database and of HTTP: which option a line gets, which lines can be bought,
 * how they group by shop and what they cost. Money in integer paise.
 */

/** Standard shipping is free (DECISIONS.md: '₹0.00, shown Free'); the fee the cart adds, in paise. */
export const STANDARD_SHIPPING_FEE_PAISE = 0;

/** What the rules need of a line's product. */
export type CartRuleProduct = { stock: number; salePricePaise: number; shopName: string; sellerId: string | null };

/** What the rules need of a line; `L` carries the caller's own fields through untouched. */
export type CartRuleLine = { quantity: number; product: CartRuleProduct };

export type ShopGroup<L> = {
  shopName: string;
  sellerId: string | null;
  /** Sum of the group's sale price × quantity. */
  pricePaise: number;
  lines: L[];
};

export type CartSplit<L> = {
  /** In-stock lines by shop, shops in the order their first line comes. */
  groups: ShopGroup<L>[];
  /** Lines asking for more than the product's stock (stock 0 included), in their order. */
  outOfStock: L[];
  /** Sum of the in-stock lines' sale price × quantity. */
  pricePaise: number;
  /** The GST included in pricePaise: each line's, split from its tax-inclusive total as an invoice line is. */
  gstPaise: number;
  /** Every line, in and out of stock: the header badge. */
  lineCount: number;
  /** Sum of the in-stock lines' quantities. */
  itemCount: number;
  shippingFeePaise: number;
};

/** A line can be bought only when the stock covers its whole quantity. */
export function isOutOfStock(line: CartRuleLine): boolean {
  return line.quantity > line.product.stock;
}

export function lineTotalPaise(line: CartRuleLine): number {
  return line.product.salePricePaise * line.quantity;
}

/**
 * The option a new line gets: the offered one matching `wanted` (trimmed, case-insensitive, in the product's
 * spelling); the first offered when nothing is wanted ('' when the product offers none); undefined when the
 * wanted option is not offered.
 */
export function resolveOption(offered: readonly string[], wanted: string | undefined): string | undefined {
  const asked = wanted?.trim() ?? '';
  if (!asked) return offered[0] ?? '';
  const key = asked.toLowerCase();
  return offered.find((option) => option.trim().toLowerCase() === key);
}

/** Splits lines (in the order they were added) into shop groups and the out-of-stock list, with the totals. */
export function splitCart<L extends CartRuleLine>(lines: readonly L[]): CartSplit<L> {
  const groups = new Map<string, ShopGroup<L>>();
  const outOfStock: L[] = [];
  let pricePaise = 0;
  let gstPaise = 0;
  let itemCount = 0;
  for (const line of lines) {
    if (isOutOfStock(line)) {
      outOfStock.push(line);
      continue;
    }
    const { shopName, sellerId } = line.product;
    // Two shops may share a name; a seller's id tells them apart.
    const key = `${sellerId ?? ''}\u0000${shopName}`;
    let group = groups.get(key);
    if (!group) {
      group = { shopName, sellerId, pricePaise: 0, lines: [] };
      groups.set(key, group);
    }
    const total = lineTotalPaise(line);
    group.lines.push(line);
    group.pricePaise += total;
    pricePaise += total;
    gstPaise += splitTaxInclusive(total).gstPaise;
    itemCount += line.quantity;
  }
  return {
    groups: [...groups.values()],
    outOfStock,
    pricePaise,
    gstPaise,
    lineCount: lines.length,
    itemCount,
    shippingFeePaise: STANDARD_SHIPPING_FEE_PAISE,
  };
}
