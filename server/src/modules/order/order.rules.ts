/**
 * The order's rules, free of the database and of HTTP: line prices, totals, stock shortages, what a customer may
 * still do with an order, and the payment window. Money in integer paise.
 */
import { STANDARD_SHIPPING_FEE_PAISE } from '../cart/cart.rules.js';
import { isPurityCode } from '../pricing/metal.js';
import { splitTaxInclusive } from '../pricing/price.js';
import { breakupOf, type MetalRates, type ProductPricingRow } from '../pricing/product-pricing.js';
import type { DeliveryStatus, PaymentStatus } from './entities/order.entity.js';
import { CUSTOMER_CANCELLABLE } from './order.transitions.js';

/**
 * What an order line keeps of how its piece was priced (issue 16): HSN, purity, one piece's net weight and breakup at
 * today's rates, and the taxable value and GST inside what the line charges (sale price × quantity, tax-inclusive).
 * The charge itself stays the product's sale price, as the cart showed it; the breakup is the shopper's picture of it.
 */
export function lineTaxSnapshot(
  product: ProductPricingRow & { hsn: string; sale_price_paise: number },
  quantity: number,
  rates: MetalRates,
): { hsn: string; purity: string | null; net_weight_mg: number | null; breakup: ReturnType<typeof breakupOf>; taxable_value_paise: number; gst_paise: number } {
  const split = splitTaxInclusive(product.sale_price_paise * quantity);
  return {
    hsn: product.hsn,
    purity: isPurityCode(product.purity) ? product.purity : null,
    net_weight_mg: product.net_weight_mg > 0 ? product.net_weight_mg : null,
    breakup: breakupOf(product, rates),
    taxable_value_paise: split.taxableValuePaise,
    gst_paise: split.gstPaise,
  };
}

/** Standard shipping is free (DECISIONS.md); what an order adds for it, in paise. */
export const ORDER_SHIPPING_FEE_PAISE = STANDARD_SHIPPING_FEE_PAISE;

/** An unpaid order waits this long for its payment before the expiry job cancels it and returns its stock. */
export const ORDER_PAYMENT_WINDOW_MS = 30 * 60_000;

/**
 * A payment attempt still PENDING this long after it began keeps its order from expiring: the gateway may yet
 * report it paid, and the payment module's reconcile job settles it.
 */
export const PENDING_PAYMENT_GRACE_MS = ORDER_PAYMENT_WINDOW_MS + 5 * 60_000;

/** Buy Now (a line without a cart line) orders 1 to this many pieces, as adding to the cart does. */
export const MAX_BUY_NOW_QUANTITY = 99;

/** Lines one order may hold. */
export const MAX_ORDER_LINES = 100;

/** The shop's days (today's figures, date filters) are Indian days. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** Delivery statuses past the payment step that count as sales. */
export const SOLD_STATUSES: readonly DeliveryStatus[] = ['placed', 'warehouse', 'shipped', 'delivered'];

/** The days the dashboard's sales cover, today included. */
export const SALES_DAYS = 30;

/** The best sellers the dashboard lists at most. */
export const TOP_SELLERS = 8;

/** What an order line needs of its product, read under the row lock. */
export type PricedProduct = { id: string; name: string; stock: number; salePricePaise: number };

/** A line of an order being placed, flattened out of its shop group, with the path of its fields for error messages. */
export type RequestedLine = {
  field: string;
  cartLineId?: string;
  productId: string;
  quantity: number;
  size?: string;
  color?: string;
};

/** What the stock rules need of a line. */
type Quantity = Pick<RequestedLine, 'productId' | 'quantity'>;

export type OrderTotals = {
  /** Sum of sale price × quantity. */
  subtotalPaise: number;
  discountPaise: number;
  shippingFeePaise: number;
  /** subtotal − discount + shipping. */
  totalPaise: number;
  /** Sum of the quantities. */
  items: number;
};

/**
 * The first product whose stock does not cover every line asking for it (two sizes of one product count together),
 * in the order the products come; undefined when all are covered.
 */
export function findShortage<P extends PricedProduct>(
  lines: readonly Quantity[],
  products: readonly P[],
): { product: P; wanted: number } | undefined {
  const wanted = quantitiesByProduct(lines);
  for (const product of products) {
    const quantity = wanted.get(product.id) ?? 0;
    if (quantity > product.stock) return { product, wanted: quantity };
  }
  return undefined;
}

/** How many pieces of each product the lines ask for. */
export function quantitiesByProduct(lines: readonly Quantity[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  return wanted;
}

/** The order's amounts from its priced lines and the coupon's discount (already computed on the lines it applies to). */
export function orderTotals(
  lines: readonly { salePricePaise: number; quantity: number }[],
  discountPaise = 0,
  shippingFeePaise = ORDER_SHIPPING_FEE_PAISE,
): OrderTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.salePricePaise * line.quantity, 0);
  if (discountPaise < 0 || discountPaise > subtotalPaise) {
    throw new RangeError(`discountPaise must lie between 0 and the subtotal ${subtotalPaise} (got ${discountPaise})`);
  }
  return {
    subtotalPaise,
    discountPaise,
    shippingFeePaise,
    totalPaise: subtotalPaise - discountPaise + shippingFeePaise,
    items: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** The customer may cancel until the order ships. */
export function canCancel(order: { deliveryStatus: DeliveryStatus }): boolean {
  return CUSTOMER_CANCELLABLE.includes(order.deliveryStatus);
}

/** Pay Now is offered while the order waits for its payment step: unpaid, not cancelled, not yet placed. */
export function canPay(order: { deliveryStatus: DeliveryStatus; paymentStatus: PaymentStatus }): boolean {
  return order.paymentStatus === 'unpaid' && order.deliveryStatus === 'pending';
}

/** Orders created before this moment and still unpaid are due to expire at `now`. */
export function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - ORDER_PAYMENT_WINDOW_MS);
}

/** Payment attempts begun after this moment and still PENDING keep their order from expiring at `now`. */
export function pendingPaymentCutoff(now: Date): Date {
  return new Date(now.getTime() - PENDING_PAYMENT_GRACE_MS);
}
