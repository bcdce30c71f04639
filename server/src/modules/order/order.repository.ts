import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { changingStockOnly, changingStockOnlyNoticedAfterCommit } from '../../database/change-feed.js';
import { queryPrepared, queryPreparedOn, writePreparedOn } from '../../database/prepared.js';
import { SqlParams, unnestParams } from '../../database/sql-params.js';
import { containsPattern } from '../../common/http/list-filter.js';
import type { DeliveryStatus, PaymentMethod, PaymentStatus, ShippingInfo } from './entities/order.entity.js';
import { DELIVERY_STATUSES } from './entities/order.entity.js';
import { type OrderTotals, SALES_DAYS, SHOP_TIME_ZONE, SOLD_STATUSES, TOP_SELLERS } from './order.rules.js';
import { DELIVERY_TRANSITIONS, PAYMENT_TRANSITIONS, sourcesOf } from './order.transitions.js';
import { type MetalRates, PRODUCT_PRICING_COLUMNS, type ProductPricingRow } from '../pricing/product-pricing.js';
import { CURRENT_RATES_JSON, ratesOf } from '../pricing/metal-rate.repository.js';
import { type DeliveryData, type DeliveryDataJson, deliveryDataJson, deliveryDataOf } from '../delivery/delivery.repository.js';
import type { PriceBreakup } from '../pricing/price.js';

/** What an order line copies of its product when the order is placed (money in paise), so later edits never rewrite it. */
type ProductSnapshot = {
  name: string;
  slug: string;
  brand: string;
  /** The first picture, '' when it has none. */
  image: string;
  price_paise: number;
  discount: number;
  sale_price_paise: number;
  shop_name: string;
};

/** What an order line keeps of how its piece was priced and taxed when the order was placed (issue 16). */
export type LineTaxSnapshot = {
  hsn: string;
  purity: string | null;
  /** One piece's net metal weight; null when not weighed. */
  net_weight_mg: number | null;
  /** One piece's price breakup at the day's rates. */
  breakup: PriceBreakup | null;
  /** The line's (sale price × quantity) taxable value and the GST in it. */
  taxable_value_paise: number;
  gst_paise: number;
};

/** An order line as the order queries read it: the snapshot taken when the order was placed. */
export type OrderLineRow = ProductSnapshot &
  LineTaxSnapshot & {
    id: string;
    product_id: string | null;
    quantity: number;
    size: string;
    color: string;
  };

/** An order's tax documents as its answers list them. */
export type OrderDocumentRef = { id: string; number: string; issued_at: string; total_paise: number };

/** A delivery status the order took, and when (the order_status_history table, written by a trigger). */
export type OrderHistoryRef = { delivery_status: DeliveryStatus; at: string };

/** A parcel of the order (the shipping module's tables), as the order answers show it. */
export type OrderShipmentRef = {
  id: string;
  courier: string;
  tracking_url_template: string;
  awb: string;
  weight_grams: number | null;
  packages: number;
  shipped_at: string;
  delivered_at: string | null;
  line_ids: string[];
  items: number;
  /** How many lines the whole order has. */
  order_lines: number;
};

/** An order as the order queries read it, with its lines. */
export type OrderRow = {
  id: string;
  user_id: string | null;
  email: string;
  subtotal_paise: number;
  discount_paise: number;
  shipping_fee_paise: number;
  total_paise: number;
  items: number;
  coupon_code: string | null;
  shipping_info: ShippingInfo;
  delivery_status: DeliveryStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod | null;
  cancel_reason: string | null;
  created_at: Date;
  /** The currency its prices were shown in, and rupees per unit then (numeric: a decimal string). */
  display_currency: string;
  display_rate: string;
  lines: OrderLineRow[];
  /** Its GST tax invoice, once issued. */
  invoice: OrderDocumentRef | null;
  credit_notes: OrderDocumentRef[];
  /** Its delivery statuses, oldest first. */
  history: OrderHistoryRef[];
  /** Its parcels, oldest first; a seller's view: those carrying their lines. */
  shipments: OrderShipmentRef[];
  /** The delivery zone that served it and the date it was promised by (ISO); null for orders placed before delivery zones. */
  shipping_zone: string | null;
  expected_delivery_date: string | null;
};

/** An order row as every order read answers it: the customer's name beside it (the console shows it). */
export type OrderAdminRow = OrderRow & { customer_name: string | null };

/** The statuses of one order, read under its row lock. */
export type LockedOrderRow = Pick<OrderRow, 'id' | 'delivery_status' | 'payment_status' | 'payment_method'>;

/** What the payment step reads of an order. */
export type PaymentOrderRow = Pick<OrderRow, 'id' | 'user_id' | 'total_paise' | 'email' | 'delivery_status' | 'payment_status' | 'payment_method'>;

/** A cart line an order is placed from, read under its row lock. */
export type CartLineRow = { id: string; product_id: string; quantity: number; size: string; color: string };

/** What placing an order reads under its locks (lockForOrder). */
export type LockedForOrder = { cartLines: CartLineRow[]; products: LockedProduct[]; rates: MetalRates; delivery: DeliveryData };

/** A product as placing an order reads it, under its row lock: what the order's line copies of it, and its stock and options. */
export type LockedProduct = ProductSnapshot &
  ProductPricingRow & {
  hsn: string;
  id: string;
  stock: number;
  sizes: string[];
  colors: string[];
  seller_id: string | null;
  /** The kind of piece the refund policy takes no return of, or null: each line keeps it as it was when bought. */
  non_returnable: string | null;
};

/** An order about to be stored: its amounts, its lines priced from their locked products, and what it takes. */
export type NewOrder = {
  userId: string;
  totals: OrderTotals;
  coupon?: { id: string; code: string };
  shippingInfo: ShippingInfo;
  /** Pieces taken from each product's stock. */
  taken: Map<string, number>;
  /** In the order the request listed them. */
  lines: readonly { product: LockedProduct; quantity: number; size: string; color: string; tax: LineTaxSnapshot }[];
  /** The cart lines the order empties. */
  cartLineIds: string[];
  /** The delivery zone that quoted the order's fee, and the date it promised (ISO). */
  delivery: { zone: string; deliverBy: string };
  /** The currency the shopper saw prices in and its rate in force (INR at 1 for a rupee order). */
  display: { currency: string; rate: number };
};

export type CancelReason = 'customer' | 'staff' | 'expired';

export type CancelGuard = {
  /** Only the owner's order (the customer's cancel). */
  userId?: string;
  /** Only from these delivery statuses; default every status the table lets reach 'cancelled'. */
  from?: readonly DeliveryStatus[];
  /** The expiry job: only an unpaid order placed before `createdBefore` with no PENDING payment begun after `paymentsSince`. */
  expiry?: { createdBefore: Date; paymentsSince: Date };
};

/** The console's filters on the orders list, already checked; a seller's list holds only orders with their products. */
export type OrderListFilter = {
  sellerId?: string;
  deliveryStatus?: DeliveryStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: PaymentMethod;
  /** Words in the e-mail, the customer's or the addressee's name, or the start of the id. */
  q?: string;
  /** Indian calendar days (YYYY-MM-DD), both included. */
  createdFrom?: string;
  createdTo?: string;
  ids?: string[];
};

export type OrderSummaryRow = Record<DeliveryStatus, number> & { today_orders: number; today_revenue: string };

export type SalesRow = {
  days: { date: string; orders: number; revenue: number }[];
  best: { id: string; name: string; slug: string; image: string; is_gift: boolean; units: number; revenue: number }[];
  today_orders: number;
  today_revenue: string;
  last_week_orders: number;
  last_week_revenue: string;
};

/** Which orders a list reads: SQL conditions on `o` (orders) and `u` (users), and which of their lines. */
type OrderQuery = {
  /** Joined with AND. */
  where: string[];
  params: SqlParams;
  /** Keeps only the lines matching this SQL condition on `l` (a seller's own: `l.seller_id = $n`). */
  lineFilter?: string;
  orderBy?: string;
  skip?: number;
  take?: number;
};

/** An invoice or credit note as the order answers name it. */
const DOCUMENT_REF = `json_build_object('id', d.id, 'number', d.number, 'issued_at', d.issued_at, 'total_paise', d.total_paise)`;

const ORDER_COLUMNS = `o.id, o.user_id, o.email, o.subtotal_paise, o.discount_paise, o.shipping_fee_paise, o.total_paise, o.items,
  o.coupon_code, o.shipping_info, o.delivery_status, o.payment_status, o.payment_method, o.cancel_reason, o.created_at,
  o.display_currency, o.display_rate,
  o.shipping_zone, to_char(o.expected_delivery_date, 'YYYY-MM-DD') AS expected_delivery_date,
  (SELECT ${DOCUMENT_REF} FROM invoices d WHERE d.order_id = o.id) AS invoice,
  (SELECT coalesce(json_agg(${DOCUMENT_REF} ORDER BY d.counter, d.issued_at), '[]'::json) FROM credit_notes d WHERE d.order_id = o.id) AS credit_notes,
  (SELECT coalesce(json_agg(json_build_object('delivery_status', h.delivery_status, 'at', h.at) ORDER BY h.at, h.id), '[]'::json)
     FROM order_status_history h WHERE h.order_id = o.id) AS history`;

/** The order's shipments as one JSON array, oldest first; `lineFilter` (SQL on `l` and `o`) keeps those carrying such lines. */
function shipmentsColumn(lineFilter?: string): string {
  return `(SELECT coalesce(json_agg(json_build_object(
      'id', s.id, 'courier', c.name, 'tracking_url_template', c.tracking_url_template, 'awb', s.awb, 'weight_grams', s.weight_grams,
      'packages', s.packages, 'shipped_at', s.shipped_at, 'delivered_at', s.delivered_at,
      'line_ids', (SELECT coalesce(json_agg(sl.order_line_id ORDER BY l.position, l.id), '[]'::json) FROM shipment_lines sl JOIN order_lines l ON l.id = sl.order_line_id WHERE sl.shipment_id = s.id),
      'items', (SELECT coalesce(sum(l.quantity), 0) FROM shipment_lines sl JOIN order_lines l ON l.id = sl.order_line_id WHERE sl.shipment_id = s.id),
      'order_lines', (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id)
    ) ORDER BY s.shipped_at, s.id), '[]'::json)
    FROM shipments s JOIN couriers c ON c.id = s.courier_id WHERE s.order_id = o.id${
      lineFilter ? ` AND EXISTS (SELECT 1 FROM shipment_lines sl JOIN order_lines l ON l.id = sl.order_line_id WHERE sl.shipment_id = s.id AND ${lineFilter})` : ''
    }) AS shipments`;
}

/** The order's lines as one JSON array, in the order they were placed; `lineFilter` (SQL on `l` and `o`) keeps only some of them. */
function linesColumn(lineFilter?: string): string {
  return `(SELECT coalesce(json_agg(json_build_object(
      'id', l.id, 'product_id', l.product_id, 'name', l.name, 'slug', l.slug, 'brand', l.brand, 'image', l.image,
      'price_paise', l.price_paise, 'discount', l.discount, 'sale_price_paise', l.sale_price_paise, 'quantity', l.quantity,
      'size', l.size, 'color', l.color, 'shop_name', l.shop_name, 'hsn', l.hsn, 'purity', l.purity, 'net_weight_mg', l.net_weight_mg,
      'breakup', l.breakup, 'taxable_value_paise', l.taxable_value_paise, 'gst_paise', l.gst_paise
    ) ORDER BY l.position, l.id), '[]'::json)
    FROM order_lines l WHERE l.order_id = o.id${lineFilter ? ` AND ${lineFilter}` : ''}) AS lines`;
}

/** Restricts the orders to those holding at least one line of the seller. */
function sellerCondition(sellerParam: string): string {
  return `EXISTS (SELECT 1 FROM order_lines sl WHERE sl.order_id = o.id AND sl.seller_id = ${sellerParam})`;
}

/** An order's revenue in SQL on `o`: its total, or for a seller the sale value of their own lines in it. */
function revenueOf(sellerParam: string | undefined): string {
  return sellerParam
    ? `(SELECT coalesce(sum(l.sale_price_paise * l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id AND l.seller_id = ${sellerParam})`
    : 'o.total_paise';
}

/**
 * The lines' tax snapshots as six unnest() parameters, in the order_lines columns' order: hsn text[], purity text[],
 * net_weight_mg int[], breakup jsonb[], taxable_value_paise bigint[], gst_paise bigint[]. Placing an order and the
 * seed's demo orders store them alike.
 */
export function lineTaxParams(lines: readonly { tax: LineTaxSnapshot }[]): unknown[][] {
  return unnestParams(
    lines.map((line) => line.tax),
    ['hsn', 'purity', 'net_weight_mg', (tax) => (tax.breakup ? JSON.stringify(tax.breakup) : null), 'taxable_value_paise', 'gst_paise'],
  );
}

/** What a line copies of its product and the choice bought. */
export type LineSnapshot = {
  product: Pick<LockedProduct, 'id' | 'name' | 'slug' | 'brand' | 'image' | 'price_paise' | 'discount' | 'sale_price_paise' | 'shop_name' | 'seller_id'>;
  quantity: number;
  size: string;
  color: string;
};

/**
 * The parameters of order_lines' snapshot columns (product_id, name, slug, brand, image, price_paise, discount,
 * sale_price_paise, quantity, size, color, shop_name, seller_id), one array a column, as placing an order and the demo
 * seed store them.
 */
export function lineSnapshotParams(lines: readonly LineSnapshot[]): unknown[][] {
  const products = lines.map((line) => line.product);
  return [
    ...unnestParams(products, ['id', 'name', 'slug', 'brand', 'image', 'price_paise', 'discount', 'sale_price_paise']),
    ...unnestParams(lines, ['quantity', 'size', 'color']),
    ...unnestParams(products, ['shop_name', 'seller_id']),
  ];
}

/** Locks the products in id order (so that orders racing for the same products never deadlock) and reads them. */
export async function lockProducts(manager: EntityManager, productIds: string[]): Promise<LockedProduct[]> {
  return queryPreparedOn<LockedProduct>(manager, 'order_lock_products', lockingProducts('$1'), [productIds]);
}

/** The statement of lockProducts, the ids in parameter `ids`. */
function lockingProducts(ids: string): string {
  return `SELECT p.id, p.name, p.slug, p.brand, coalesce(p.images[1], '') AS image, p.sale_price_paise, p.stock, p.sizes, p.colors, p.shop_name,
            p.seller_id, p.hsn, p.non_returnable, ${PRODUCT_PRICING_COLUMNS}
     FROM products p WHERE p.id = ANY(${ids}::uuid[]) ORDER BY p.id FOR UPDATE`;
}

/**
 * The order module's SQL, for the storefront's and the console's services and the expiry job: orders read with their
 * lines in one statement, placing one in one statement, the guarded status changes and the one cancellation path
 * (customer, staff, expiry). Every method takes the EntityManager to run on (default: outside any transaction), so
 * the services choose the transaction.
 */
@Injectable()
export class OrderRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * What an order is placed from, in one statement (one round trip while the transaction holds its locks): the
   * caller's cart lines of `cartLineIds`, locked (a second order racing for the same lines finds them gone), the
   * products of `productIds` locked as lockProducts reads them (the seed copies products into its demo orders the same
   * way), and what prices and delivers them: today's metal rates and the delivery data with the holidays from
   * `holidaysFrom` (ISO date) on. Those are read as the statement began, before any wait for a lock, while the locked
   * rows are the latest: when a lock waited for a repricing, the rates are older than the prices (pricedAtRates tells).
   */
  async lockForOrder(userId: string, cartLineIds: string[], productIds: string[], holidaysFrom: string, manager: EntityManager): Promise<LockedForOrder> {
    // One row per product, the first also carrying the lines, rates and delivery data; one row of nulls but those when
    // no product is found.
    const rows = await queryPreparedOn<LockedProduct & { cart_lines: CartLineRow[] | null; rates: Record<string, number> | null; delivery: DeliveryDataJson | null }>(
      manager,
      'order_lock',
      `WITH lines AS MATERIALIZED (
         SELECT id, product_id, quantity, size, color FROM cart_lines WHERE user_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE
       ), locked AS (
         SELECT coalesce(json_agg(l), '[]') AS cart_lines, ${CURRENT_RATES_JSON} AS rates, ${deliveryDataJson('$4')} AS delivery FROM lines l
       )
       SELECT CASE WHEN row_number() OVER (ORDER BY p.id) = 1 THEN locked.cart_lines END AS cart_lines,
              CASE WHEN row_number() OVER (ORDER BY p.id) = 1 THEN locked.rates END AS rates,
              CASE WHEN row_number() OVER (ORDER BY p.id) = 1 THEN locked.delivery END AS delivery, p.*
       FROM locked LEFT JOIN LATERAL (${lockingProducts('$3')}) p ON true
       ORDER BY p.id`,
      [userId, cartLineIds, productIds, holidaysFrom],
    );
    const first = rows[0]!;
    return {
      cartLines: first.cart_lines ?? [],
      products: rows.filter((row) => row.id !== null).map(({ cart_lines: _lines, rates: _rates, delivery: _delivery, ...product }) => product),
      rates: ratesOf(first.rates ?? {}),
      delivery: deliveryDataOf(first.delivery!),
    };
  }

  /**
   * Locks the coupon of this code (upper-case) for the rest of the transaction, so that two orders of one customer
   * cannot both use its last allowed use. The coupon module's table, locked here inside the order's transaction.
   */
  async lockCoupon(code: string, manager: EntityManager): Promise<void> {
    await manager.query('SELECT id FROM coupons WHERE upper(code) = $1 FOR UPDATE', [code]);
  }

  /**
   * Stores an order in ONE statement, so the product rows locked before are held for one round trip more, not four
   * (orders for the same pieces queue on those locks): stock taken, the order and its lines stored, the coupon use
   * recorded, the ordered cart lines removed, with the quote's zone and promised date and the display currency and
   * rate. A prepared statement, parsed and planned once a connection. Answers the new
   * order's id; undefined when the user no longer exists.
   */
  async insertOrder(order: NewOrder, manager: EntityManager): Promise<string | undefined> {
    const { totals, coupon, taken, lines: priced } = order;
    // Only these pieces' stock changes: the catalogue's kept answers not showing them stay. The replicas hear of it
    // after the commit, so that orders commit side by side.
    const noticesAfterCommit = changingStockOnlyNoticedAfterCommit(manager, taken.keys());
    const [placed] = await writePreparedOn<{ id: string }>(
      manager,
      'order_insert',
      `WITH stock AS (
         UPDATE products p SET stock = p.stock - x.quantity FROM unnest($10::uuid[], $11::int[]) AS x(id, quantity) WHERE p.id = x.id
       ), placed AS (
         INSERT INTO orders (user_id, email, subtotal_paise, discount_paise, shipping_fee_paise, total_paise, items, coupon_id, coupon_code, shipping_info,
                             shipping_zone, expected_delivery_date, display_currency, display_rate)
         SELECT u.id, u.email, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $34, $35::date, $36, $37 FROM users u WHERE u.id = $1
         RETURNING id
       ), placed_lines AS (
         -- position: the lines in the order the request listed them (priced keeps that order).
         INSERT INTO order_lines (order_id, position, product_id, name, slug, brand, image, price_paise, discount, sale_price_paise, quantity, size, color, shop_name, seller_id,
                                  hsn, purity, net_weight_mg, breakup, taxable_value_paise, gst_paise, non_returnable)
         SELECT placed.id, l.* FROM placed,
           unnest($12::smallint[], $13::uuid[], $14::text[], $15::text[], $16::text[], $17::text[], $18::bigint[], $19::int[], $20::bigint[], $21::int[], $22::text[], $23::text[], $24::text[], $25::uuid[],
                  $27::text[], $28::text[], $29::int[], $30::jsonb[], $31::bigint[], $32::bigint[], $33::text[]) AS l
       ), redeemed AS (
         INSERT INTO coupon_redemptions (coupon_id, user_id, order_id) SELECT $7, $1, placed.id FROM placed WHERE $7::uuid IS NOT NULL
       ), emptied AS (
         DELETE FROM cart_lines WHERE user_id = $1 AND id = ANY($26::uuid[])
       )
       SELECT id, ${noticesAfterCommit} AS notices FROM placed`,
      [
        order.userId,
        totals.subtotalPaise,
        totals.discountPaise,
        totals.shippingFeePaise,
        totals.totalPaise,
        totals.items,
        coupon?.id ?? null,
        coupon?.code ?? null,
        JSON.stringify(order.shippingInfo),
        [...taken.keys()],
        [...taken.values()],
        priced.map((_line, index) => index),
        ...lineSnapshotParams(priced),
        order.cartLineIds,
        ...lineTaxParams(priced),
        // Each line keeps whether its piece could be returned when it was bought (staff may flag it later).
        priced.map((line) => line.product.non_returnable),
        order.delivery.zone,
        order.delivery.deliverBy,
        order.display.currency,
        order.display.rate,
      ],
    );
    return placed?.id;
  }

  /** A customer's orders, newest first, optionally of one delivery status; with `sellerId`, only those holding the seller's lines, with only those lines. */
  async listOfCustomer(customerId: string, status: DeliveryStatus | undefined, sellerId: string | undefined): Promise<OrderAdminRow[]> {
    const params = new SqlParams();
    const where = [`o.user_id = ${params.add(customerId)}`];
    if (status) where.push(`o.delivery_status = ${params.add(status)}`);
    let lineFilter: string | undefined;
    if (sellerId) {
      const seller = params.add(sellerId);
      where.push(sellerCondition(seller));
      lineFilter = `l.seller_id = ${seller}`;
    }
    // My Orders, asked on every visit of a signed-in shopper's dashboard: prepared, one statement per shape (a status
    // or all, a seller's lines or all of them), planned once per connection and read without the ORM.
    const { text, values } = this.selectStatement({ where, params, lineFilter });
    return queryPrepared<OrderAdminRow>(this.dataSource, `orders_of_customer${status ? '_status' : ''}${sellerId ? '_seller' : ''}`, text, values);
  }

  /** The console's page of orders (`orderBy` is SQL on `o`) and the count of every order the filter matches. */
  async listForConsole(filter: OrderListFilter, page: { orderBy: string; skip: number; take: number }): Promise<{ rows: OrderAdminRow[]; total: number }> {
    const params = new SqlParams();
    const where: string[] = [];
    let lineFilter: string | undefined;
    if (filter.sellerId) {
      const seller = params.add(filter.sellerId);
      where.push(sellerCondition(seller));
      lineFilter = `l.seller_id = ${seller}`;
    }
    if (filter.deliveryStatus) where.push(`o.delivery_status = ${params.add(filter.deliveryStatus)}`);
    if (filter.paymentStatus) where.push(`o.payment_status = ${params.add(filter.paymentStatus)}`);
    if (filter.paymentMethod) where.push(`o.payment_method = ${params.add(filter.paymentMethod)}`);
    const q = filter.q;
    if (q) {
      const contains = params.add(containsPattern(q));
      const prefix = params.add(`${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`);
      where.push(`(o.email ILIKE ${contains} OR u.name ILIKE ${contains} OR o.shipping_info->>'name' ILIKE ${contains} OR o.id::text LIKE ${prefix})`);
    }
    if (filter.createdFrom) where.push(`o.created_at >= (${params.add(filter.createdFrom)}::date)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}'`);
    if (filter.createdTo) where.push(`o.created_at < (${params.add(filter.createdTo)}::date + 1)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}'`);
    if (filter.ids) where.push(`o.id = ANY(${params.add(filter.ids)}::uuid[])`);

    const { rows, total } = await this.select(this.dataSource.manager, { where, params, lineFilter, ...page });
    // A page past the end has no row to carry the count.
    const count = rows.length || !page.skip ? total : await this.count(where, params);
    return { rows, total: count };
  }

  /**
   * One order with its lines; undefined when unknown. With `sellerId`, a seller's view: only their own lines, unless
   * the order is their own purchase.
   */
  async find(orderId: string, sellerId?: string, manager: EntityManager = this.dataSource.manager): Promise<OrderAdminRow | undefined> {
    const params = new SqlParams();
    const id = params.add(orderId);
    const seller = sellerId ? params.add(sellerId) : undefined;
    const lineFilter = seller ? `(l.seller_id = ${seller} OR o.user_id = ${seller})` : undefined;
    const rows: OrderAdminRow[] = await manager.query(
      `SELECT ${ORDER_COLUMNS}, u.name AS customer_name, ${linesColumn(lineFilter)}, ${shipmentsColumn(lineFilter)}
       FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE o.id = ${id}`,
      params.values,
    );
    return rows[0];
  }

  /** The statuses of one order, its row locked for the rest of the transaction; undefined when unknown. */
  async lock(orderId: string, manager: EntityManager): Promise<LockedOrderRow | undefined> {
    const rows = (await manager.query(
      'SELECT id, delivery_status, payment_status, payment_method FROM orders WHERE id = $1 FOR UPDATE',
      [orderId],
    )) as LockedOrderRow[];
    return rows[0];
  }

  /** What the payment step needs of an order; undefined when unknown. */
  async findForPayment(orderId: string, manager: EntityManager = this.dataSource.manager): Promise<PaymentOrderRow | undefined> {
    const [row] = (await manager.query(
      'SELECT id, user_id, total_paise, email, delivery_status, payment_status, payment_method FROM orders WHERE id = $1',
      [orderId],
    )) as PaymentOrderRow[];
    return row;
  }

  /**
   * Cancels an order in ONE guarded UPDATE (racing requests cannot both win), then gives back what it held: its
   * pieces to the stock of products still in the catalogue (rows locked in id order, as placing an order locks
   * them, so the two never deadlock) and its coupon use. A paid order becomes refund_pending. Answers false,
   * changing nothing, when the guard does not hold.
   */
  async cancel(orderId: string, reason: CancelReason, guard: CancelGuard, manager: EntityManager): Promise<boolean> {
    const params = new SqlParams();
    const conditions = [
      `id = ${params.add(orderId)}`,
      `delivery_status = ANY(${params.add(guard.from ?? sourcesOf(DELIVERY_TRANSITIONS, 'cancelled'))}::text[])`,
    ];
    if (guard.userId) conditions.push(`user_id = ${params.add(guard.userId)}`);
    if (guard.expiry) {
      conditions.push(
        `payment_status = 'unpaid'`,
        `created_at < ${params.add(guard.expiry.createdBefore)}`,
        `NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = orders.id AND p.state = 'PENDING' AND p.created_at > ${params.add(guard.expiry.paymentsSince)})`,
      );
    }
    const refundFrom = params.add(sourcesOf(PAYMENT_TRANSITIONS, 'refund_pending'));
    const [updated] = (await manager.query(
      `UPDATE orders SET delivery_status = 'cancelled', cancel_reason = ${params.add(reason)}, cancelled_at = now(), updated_at = now(),
         payment_status = CASE WHEN payment_status = ANY(${refundFrom}::text[]) THEN 'refund_pending' ELSE payment_status END
       WHERE ${conditions.join(' AND ')}
       RETURNING id`,
      params.values,
    )) as [{ id: string }[], number];
    if (!updated.length) return false;

    const locked = (await manager.query(
      `SELECT p.id FROM products p WHERE p.id IN (SELECT l.product_id FROM order_lines l WHERE l.order_id = $1) ORDER BY p.id FOR UPDATE`,
      [orderId],
    )) as { id: string }[];
    // The pieces go back on sale: the catalogue's kept answers not showing them stay.
    changingStockOnly(manager, locked.map((product) => product.id));
    await manager.query(
      `UPDATE products p SET stock = p.stock + back.quantity
       FROM (SELECT product_id, sum(quantity)::int AS quantity FROM order_lines WHERE order_id = $1 AND product_id IS NOT NULL GROUP BY product_id) back
       WHERE p.id = back.product_id`,
      [orderId],
    );
    await manager.query('DELETE FROM coupon_redemptions WHERE order_id = $1', [orderId]);
    return true;
  }

  /** Cash on delivery chosen: pending → placed with payment_method COD, while unpaid. Answers whether it changed the order. */
  async confirmCod(orderId: string, manager: EntityManager): Promise<boolean> {
    const [updated] = (await manager.query(
      `UPDATE orders SET delivery_status = 'placed', payment_method = 'COD', updated_at = now()
       WHERE id = $1 AND delivery_status = ANY($2::text[]) AND payment_status = 'unpaid'
       RETURNING id`,
      [orderId, sourcesOf(DELIVERY_TRANSITIONS, 'placed')],
    )) as [{ id: string }[], number];
    return updated.length > 0;
  }

  /** Records the payment method while the order is pending and unpaid. Answers whether it changed the order. */
  async setPaymentMethod(orderId: string, method: PaymentMethod, manager: EntityManager): Promise<boolean> {
    const [updated] = (await manager.query(
      `UPDATE orders SET payment_method = $2, updated_at = now()
       WHERE id = $1 AND delivery_status = 'pending' AND payment_status = 'unpaid' AND payment_method IS DISTINCT FROM $2
       RETURNING id`,
      [orderId, method],
    )) as [{ id: string }[], number];
    return updated.length > 0;
  }

  /**
   * unpaid → paid with paid_at, and pending → placed, in one guarded UPDATE; a cancelled order becomes refund_pending.
   * Answers the delivery status it had before, or undefined when it was already paid (nothing changed).
   */
  async markPaid(orderId: string, manager: EntityManager): Promise<DeliveryStatus | undefined> {
    const [updated] = (await manager.query(
      `UPDATE orders o SET
         payment_status = CASE WHEN o.delivery_status = 'cancelled' THEN 'refund_pending' ELSE 'paid' END,
         paid_at = now(),
         delivery_status = CASE WHEN o.delivery_status = ANY($3::text[]) THEN 'placed' ELSE o.delivery_status END,
         updated_at = now()
       FROM (SELECT id, delivery_status FROM orders WHERE id = $1 FOR UPDATE) before
       WHERE o.id = before.id AND o.payment_status = ANY($2::text[])
       RETURNING before.delivery_status AS delivery_before`,
      [orderId, sourcesOf(PAYMENT_TRANSITIONS, 'paid'), sourcesOf(DELIVERY_TRANSITIONS, 'placed')],
    )) as [{ delivery_before: DeliveryStatus }[], number];
    return updated[0]?.delivery_before;
  }

  /** Moves the delivery status along the table (and marks a COD order paid with it). Answers whether the guard held. */
  async moveDelivery(orderId: string, to: DeliveryStatus, markPaid: boolean, manager: EntityManager): Promise<boolean> {
    const [updated] = (await manager.query(
      `UPDATE orders SET delivery_status = $2, updated_at = now()${markPaid ? `, payment_status = 'paid', paid_at = now()` : ''}
       WHERE id = $1 AND delivery_status = ANY($3::text[])${markPaid ? ' AND payment_status = ANY($4::text[])' : ''}
       RETURNING id`,
      [orderId, to, sourcesOf(DELIVERY_TRANSITIONS, to), ...(markPaid ? [sourcesOf(PAYMENT_TRANSITIONS, 'paid')] : [])],
    )) as [{ id: string }[], number];
    // Delivered: every parcel of it arrived (staff's word or the courier's), the timeline shows them so.
    if (updated.length > 0 && to === 'delivered') {
      await manager.query('UPDATE shipments SET delivered_at = now() WHERE order_id = $1 AND delivered_at IS NULL', [orderId]);
    }
    return updated.length > 0;
  }

  /** Moves the payment status along the table. Answers whether the guard held. */
  async movePayment(orderId: string, to: PaymentStatus, manager: EntityManager): Promise<boolean> {
    const [updated] = (await manager.query(
      `UPDATE orders SET payment_status = $2, updated_at = now()${to === 'paid' ? ', paid_at = now()' : ''}
       WHERE id = $1 AND payment_status = ANY($3::text[])
       RETURNING id`,
      [orderId, to, sourcesOf(PAYMENT_TRANSITIONS, to)],
    )) as [{ id: string }[], number];
    return updated.length > 0;
  }

  /** Unpaid pending orders placed before `createdBefore` with no PENDING payment begun after `paymentsSince`, oldest first. */
  async findExpired(expiry: { createdBefore: Date; paymentsSince: Date }, limit: number): Promise<string[]> {
    const due = (await this.dataSource.query(
      `SELECT o.id FROM orders o
       WHERE o.delivery_status = 'pending' AND o.payment_status = 'unpaid' AND o.created_at < $1
         AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.state = 'PENDING' AND p.created_at > $2)
       ORDER BY o.created_at LIMIT $3`,
      [expiry.createdBefore, expiry.paymentsSince, limit],
    )) as { id: string }[];
    return due.map((row) => row.id);
  }

  /** Today's sales (Indian day) and every order by delivery status; with `sellerId`, their orders and lines only. */
  async summary(sellerId: string | undefined): Promise<OrderSummaryRow> {
    const params = new SqlParams();
    const seller = sellerId ? params.add(sellerId) : undefined;
    const sold = params.add(SOLD_STATUSES);
    const amount = revenueOf(seller);
    const today = `o.created_at >= date_trunc('day', now() AT TIME ZONE '${SHOP_TIME_ZONE}') AT TIME ZONE '${SHOP_TIME_ZONE}' AND o.delivery_status = ANY(${sold}::text[])`;
    const counts = DELIVERY_STATUSES.map((status) => `count(*) FILTER (WHERE o.delivery_status = '${status}')::int AS "${status}"`).join(', ');
    const [row] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE ${today})::int AS today_orders,
              coalesce(sum(${amount}) FILTER (WHERE ${today}), 0)::bigint AS today_revenue,
              ${counts}
       FROM orders o ${seller ? `WHERE ${sellerCondition(seller)}` : ''}`,
      params.values,
    )) as OrderSummaryRow[];
    return row;
  }

  /**
   * The dashboard's sales: orders and revenue of each of the last SALES_DAYS Indian days, today so far and the same
   * stretch of the same weekday a week ago, and the best sellers; with `sellerId`, their own. One statement, so
   * every figure is taken at the same moment.
   */
  async sales(sellerId: string | undefined): Promise<SalesRow> {
    const params = new SqlParams();
    const zone = params.add(SHOP_TIME_ZONE);
    const seller = sellerId ? params.add(sellerId) : undefined;
    const sold = params.add(SOLD_STATUSES);
    const span = params.add(SALES_DAYS - 1);
    const top = params.add(TOP_SELLERS);
    const [row] = (await this.dataSource.query(
      `WITH bounds AS (
         SELECT (now() AT TIME ZONE ${zone})::date AS today,
                (((now() AT TIME ZONE ${zone})::date - ${span}::int)::timestamp AT TIME ZONE ${zone}) AS since
       ), sold AS (
         SELECT o.created_at, (o.created_at AT TIME ZONE ${zone})::date AS day, ${revenueOf(seller)} AS amount
         FROM orders o, bounds b
         WHERE o.created_at >= b.since AND o.delivery_status = ANY(${sold}::text[])${seller ? ` AND ${sellerCondition(seller)}` : ''}
       ), daily AS (
         SELECT d.day, count(s.day)::int AS orders, coalesce(sum(s.amount), 0)::bigint AS revenue
         FROM (SELECT b.today - n AS day FROM bounds b, generate_series(0, ${span}::int) AS n) d LEFT JOIN sold s ON s.day = d.day
         GROUP BY d.day
       ), best AS (
         SELECT p.id, p.name, p.slug, coalesce(p.images[1], '') AS image, p.is_gift, sum(l.quantity)::int AS units,
                sum(l.sale_price_paise * l.quantity)::bigint AS revenue
         FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN products p ON p.id = l.product_id, bounds b
         WHERE o.created_at >= b.since AND o.delivery_status = ANY(${sold}::text[])${seller ? ` AND l.seller_id = ${seller}` : ''}
         GROUP BY p.id
         ORDER BY units DESC, revenue DESC, p.name, p.id
         LIMIT ${top}
       )
       SELECT
         (SELECT json_agg(json_build_object('date', to_char(day, 'YYYY-MM-DD'), 'orders', orders, 'revenue', revenue) ORDER BY day) FROM daily) AS days,
         (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'slug', slug, 'image', image, 'is_gift', is_gift, 'units', units, 'revenue', revenue)
            ORDER BY units DESC, revenue DESC, name, id), '[]'::json) FROM best) AS best,
         (SELECT count(*) FROM sold, bounds b WHERE sold.day = b.today)::int AS today_orders,
         (SELECT coalesce(sum(amount), 0) FROM sold, bounds b WHERE sold.day = b.today)::bigint AS today_revenue,
         (SELECT count(*) FROM sold, bounds b WHERE sold.day = b.today - 7 AND sold.created_at <= now() - interval '7 days')::int AS last_week_orders,
         (SELECT coalesce(sum(amount), 0) FROM sold, bounds b WHERE sold.day = b.today - 7 AND sold.created_at <= now() - interval '7 days')::bigint AS last_week_revenue`,
      params.values,
    )) as SalesRow[];
    return row;
  }

  /** Orders with their lines and the customer's name, plus the count of every order matching (for Content-Range), in one statement. */
  /** The statement reading the orders `query` asks for, each row with the count of all of them (`total_count`). */
  private selectStatement(query: OrderQuery): { text: string; values: unknown[] } {
    const params = query.params.clone();
    const where = query.where.length ? `WHERE ${query.where.join(' AND ')}` : '';
    const page = [
      query.take !== undefined ? `LIMIT ${params.add(query.take)}` : '',
      query.skip ? `OFFSET ${params.add(query.skip)}` : '',
    ].join(' ');
    return {
      text: `SELECT ${ORDER_COLUMNS}, u.name AS customer_name, count(*) OVER ()::int AS total_count, ${linesColumn(query.lineFilter)}, ${shipmentsColumn(query.lineFilter)}
       FROM orders o LEFT JOIN users u ON u.id = o.user_id
       ${where}
       ORDER BY ${query.orderBy ?? 'o.created_at DESC, o.id DESC'} ${page}`,
      values: params.values,
    };
  }

  private async select(manager: EntityManager, query: OrderQuery): Promise<{ rows: OrderAdminRow[]; total: number }> {
    const { text, values } = this.selectStatement(query);
    const rows: (OrderAdminRow & { total_count: number })[] = await manager.query(text, values);
    return { rows, total: rows[0]?.total_count ?? 0 };
  }

  private async count(where: string[], params: SqlParams): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM orders o LEFT JOIN users u ON u.id = o.user_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params.values,
    )) as { total: number }[];
    return row?.total ?? 0;
  }
}
