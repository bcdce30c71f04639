import type { EntityManager } from 'typeorm';
import { changingStockOnly } from '../../database/change-feed.js';
import type { OrderAdminRow } from './dto/order-admin.response.dto.js';
import type { DeliveryStatus, PaymentStatus } from './entities/order.entity.js';
import { DELIVERY_TRANSITIONS, PAYMENT_TRANSITIONS, sourcesOf } from './order.transitions.js';

/**
 * The order module's SQL, shared by the storefront's and the console's services: reading orders with their lines
 * in one statement, and the one cancellation path (customer, staff, expiry) that gives stock and the coupon use
 * back. Every function takes the EntityManager to run on, so callers choose the transaction.
 */

/** Numbered parameters ($1, $2 …) for a statement built from parts. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A copy to add to without changing this one. */
  clone(): SqlParams {
    const copy = new SqlParams();
    copy.values.push(...this.values);
    return copy;
  }
}

const ORDER_COLUMNS = `o.id, o.user_id, o.email, o.subtotal_paise, o.discount_paise, o.shipping_fee_paise, o.total_paise, o.items,
  o.coupon_code, o.shipping_info, o.delivery_status, o.payment_status, o.payment_method, o.cancel_reason, o.created_at`;

/** The order's lines as one JSON array, in the order they were placed; `lineFilter` (SQL on `l` and `o`) keeps only some of them. */
function linesColumn(lineFilter?: string): string {
  return `(SELECT coalesce(json_agg(json_build_object(
      'id', l.id, 'product_id', l.product_id, 'name', l.name, 'slug', l.slug, 'brand', l.brand, 'image', l.image,
      'price_paise', l.price_paise, 'discount', l.discount, 'sale_price_paise', l.sale_price_paise, 'quantity', l.quantity,
      'size', l.size, 'color', l.color, 'shop_name', l.shop_name
    ) ORDER BY l.position, l.id), '[]'::json)
    FROM order_lines l WHERE l.order_id = o.id${lineFilter ? ` AND ${lineFilter}` : ''}) AS lines`;
}

/** Restricts the orders to those holding at least one line of the seller. */
export function sellerCondition(sellerParam: string): string {
  return `EXISTS (SELECT 1 FROM order_lines sl WHERE sl.order_id = o.id AND sl.seller_id = ${sellerParam})`;
}

export type OrderQuery = {
  /** SQL conditions on `o` (orders) and `u` (users), joined with AND. */
  where: string[];
  params: SqlParams;
  /** Keeps only the lines matching this SQL condition on `l` (a seller's own: `l.seller_id = $n`). */
  lineFilter?: string;
  orderBy?: string;
  skip?: number;
  take?: number;
};

/** Orders with their lines and the customer's name, plus the count of every order matching (for Content-Range), in one statement. */
export async function selectOrders(manager: EntityManager, query: OrderQuery): Promise<{ rows: OrderAdminRow[]; total: number }> {
  const params = query.params.clone();
  const where = query.where.length ? `WHERE ${query.where.join(' AND ')}` : '';
  const page = [
    query.take !== undefined ? `LIMIT ${params.add(query.take)}` : '',
    query.skip ? `OFFSET ${params.add(query.skip)}` : '',
  ].join(' ');
  const rows: (OrderAdminRow & { total_count: number })[] = await manager.query(
    `SELECT ${ORDER_COLUMNS}, u.name AS customer_name, count(*) OVER ()::int AS total_count, ${linesColumn(query.lineFilter)}
     FROM orders o LEFT JOIN users u ON u.id = o.user_id
     ${where}
     ORDER BY ${query.orderBy ?? 'o.created_at DESC, o.id DESC'} ${page}`,
    params.values,
  );
  return { rows, total: rows[0]?.total_count ?? 0 };
}

/**
 * One order with its lines; undefined when unknown. With `sellerId`, a seller's view: only their own lines, unless
 * the order is their own purchase.
 */
export async function findOrder(manager: EntityManager, orderId: string, sellerId?: string): Promise<OrderAdminRow | undefined> {
  const params = new SqlParams();
  const id = params.add(orderId);
  const seller = sellerId ? params.add(sellerId) : undefined;
  const rows: OrderAdminRow[] = await manager.query(
    `SELECT ${ORDER_COLUMNS}, u.name AS customer_name, ${linesColumn(seller ? `(l.seller_id = ${seller} OR o.user_id = ${seller})` : undefined)}
     FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE o.id = ${id}`,
    params.values,
  );
  return rows[0];
}

/** The statuses of one order, its row locked for the rest of the transaction; undefined when unknown. */
export async function lockOrder(
  manager: EntityManager,
  orderId: string,
): Promise<{ id: string; delivery_status: DeliveryStatus; payment_status: PaymentStatus; payment_method: string | null } | undefined> {
  const rows = (await manager.query(
    'SELECT id, delivery_status, payment_status, payment_method FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  )) as { id: string; delivery_status: DeliveryStatus; payment_status: PaymentStatus; payment_method: string | null }[];
  return rows[0];
}

/** A product as placing an order reads it, under its row lock: what the order's line copies of it. */
export type LockedProduct = {
  id: string;
  name: string;
  slug: string;
  brand: string;
  /** The first picture, '' when it has none. */
  image: string;
  price_paise: number;
  discount: number;
  sale_price_paise: number;
  stock: number;
  sizes: string[];
  colors: string[];
  shop_name: string;
  seller_id: string | null;
};

/** Locks the products in id order (so that orders racing for the same products never deadlock) and reads them. */
export async function lockProducts(manager: EntityManager, productIds: string[]): Promise<LockedProduct[]> {
  return (await manager.query(
    `SELECT id, name, slug, brand, coalesce(images[1], '') AS image, price_paise, discount, sale_price_paise, stock, sizes, colors, shop_name, seller_id
     FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [productIds],
  )) as LockedProduct[];
}

export type CancelReason = 'customer' | 'staff' | 'expired';

export type CancelGuard = {
  /** Only the owner's order (the customer's cancel). */
  userId?: string;
  /** Only from these delivery statuses; default every status the table lets reach 'cancelled'. */
  from?: readonly DeliveryStatus[];
  /** The expiry job: only an unpaid order placed before `createdBefore` with no PENDING payment begun after `paymentsSince`. */
  expiry?: { createdBefore: Date; paymentsSince: Date };
};

/**
 * Cancels an order in ONE guarded UPDATE (racing requests cannot both win), then gives back what it held: its
 * pieces to the stock of products still in the catalogue (rows locked in id order, as placing an order locks
 * them, so the two never deadlock) and its coupon use. A paid order becomes refund_pending. Answers false,
 * changing nothing, when the guard does not hold.
 */
export async function cancelOrder(manager: EntityManager, orderId: string, reason: CancelReason, guard: CancelGuard = {}): Promise<boolean> {
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
