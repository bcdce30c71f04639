import type { EntityManager } from 'typeorm';
import type { ShippingInfo } from '../order/entities/order.entity.js';
import { lineSnapshotParams, type LineTaxSnapshot, lineTaxParams, type LockedProduct } from '../order/order.repository.js';
import { unnestParams } from '../../database/sql-params.js';
import type { SandboxOrder } from '../payment/sandbox/sandbox-gateway.rules.js';
import type { PlannedLine, PlannedOrder, PlanProduct } from './seed-order-plan.js';

// The SQL of the demo order history (seed-orders.ts): one bulk statement per table, inside the seeding transaction.

/** A demo customer with the address their orders ship to. */
export type DemoCustomer = { id: string; shipping: ShippingInfo };

/** A product as the demo's orders copy it. */
export type DemoProduct = LockedProduct & PlanProduct;

/** A planned order with the id it is inserted under, each line with the tax snapshot placing it would have taken. */
export type DemoOrder = Omit<PlannedOrder<DemoProduct, DemoCustomer>, 'lines'> & {
  id: string;
  lines: (PlannedLine<DemoProduct> & { tax: LineTaxSnapshot })[];
  /** The delivery zone that served the address and the date it promised when the order was placed (issue 17). */
  delivery: { zone: string; expectedDeliveryDate: string };
};

/** A saved address: an ordering customer's default, from `at`. */
export type DemoAddressRow = ShippingInfo & { userId: string; at: Date };

/** An online payment attempt: the shop's payment row and the built-in gateway's record of its checkout order. */
export type DemoPaymentAttempt = {
  orderId: string;
  startedAt: Date;
  settledAt: Date | null;
  state: string;
  lastResponse: Record<string, unknown>;
  gateway: SandboxOrder;
  /** The gateway's page the shopper was sent to. */
  pageUrl: string;
};

/** A shop-wide coupon of the house as the plan reads it. */
export type HouseCouponRow = { id: string; code: string; discount: number; min_order_paise: number; user_limit: number; expires_at: Date | null; created_at: Date };

export async function anyOrders(manager: EntityManager): Promise<boolean> {
  const [existing] = (await manager.query('SELECT EXISTS (SELECT 1 FROM orders) AS any')) as { any: boolean }[];
  return existing.any;
}

/** The house's shop-wide codes (no address, no seller), by code. */
export async function houseCoupons(manager: EntityManager): Promise<HouseCouponRow[]> {
  return (await manager.query(
    'SELECT id, code, discount, min_order_paise, user_limit, expires_at, created_at FROM coupons WHERE email IS NULL AND seller_id IS NULL ORDER BY code',
  )) as HouseCouponRow[];
}

/** Saves the addresses as their accounts' defaults; an account left from an earlier seed keeps the default it has. */
export async function insertAddresses(manager: EntityManager, rows: readonly DemoAddressRow[]): Promise<void> {
  await manager.query(
    `INSERT INTO addresses (user_id, name, address, phone, post, province, city, area, country, is_default, created_at, updated_at)
     SELECT a.user_id, a.name, a.address, a.phone, a.post, a.province, a.city, a.area, a.country, true, a.at, a.at
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[], $10::text[])
       AS a(user_id, name, address, phone, post, province, city, area, at, country)
     ON CONFLICT DO NOTHING`,
    unnestParams(rows, ['userId', 'name', 'address', 'phone', 'post', 'province', 'city', 'area', 'at', (r) => r.country ?? 'IN']),
  );
}

/** The orders, their e-mail taken from the account as placing an order takes it. */
export async function insertOrders(manager: EntityManager, orders: readonly DemoOrder[]): Promise<void> {
  await manager.query(
    `INSERT INTO orders (id, user_id, email, subtotal_paise, discount_paise, shipping_fee_paise, total_paise, items, coupon_id, coupon_code,
       shipping_info, delivery_status, payment_status, payment_method, cancel_reason, paid_at, cancelled_at, created_at, updated_at,
       shipping_zone, expected_delivery_date)
     SELECT o.id, o.user_id, u.email, o.subtotal, o.discount, o.shipping, o.total, o.items, o.coupon_id, o.coupon_code,
       o.shipping_info::jsonb, o.delivery, o.payment, o.method, o.cancel_reason, o.paid_at, o.cancelled_at, o.created_at, o.updated_at,
       o.zone, o.expected
     FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::int[], $8::uuid[], $9::text[], $10::text[],
       $11::text[], $12::text[], $13::text[], $14::text[], $15::timestamptz[], $16::timestamptz[], $17::timestamptz[], $18::timestamptz[],
       $19::text[], $20::date[])
       AS o(id, user_id, subtotal, discount, shipping, total, items, coupon_id, coupon_code, shipping_info, delivery, payment, method,
            cancel_reason, paid_at, cancelled_at, created_at, updated_at, zone, expected)
     JOIN users u ON u.id = o.user_id`,
    [
      ...unnestParams(orders, ['id', (o) => o.customer.id]),
      ...unnestParams(
        orders.map((o) => o.totals),
        ['subtotalPaise', 'discountPaise', 'shippingFeePaise', 'totalPaise', 'items'],
      ),
      ...unnestParams(orders, [(o) => o.coupon?.id ?? null, (o) => o.coupon?.code ?? null, (o) => JSON.stringify(o.customer.shipping)]),
      ...unnestParams(orders, ['deliveryStatus', 'paymentStatus', 'paymentMethod', 'cancelReason', 'paidAt', 'cancelledAt', 'placedAt', 'updatedAt']),
      ...unnestParams(
        orders.map((o) => o.delivery),
        ['zone', 'expectedDeliveryDate'],
      ),
    ],
  );
}

/**
 * The lines, each a copy of its product as it was read (name, picture, price, discount, shop) with its tax snapshot, in
 * the order placed.
 */
export async function insertLines(manager: EntityManager, orders: readonly DemoOrder[]): Promise<void> {
  const lines = orders.flatMap((order) => order.lines.map((line, position) => ({ ...line, orderId: order.id, position })));
  await manager.query(
    `INSERT INTO order_lines (order_id, position, product_id, name, slug, brand, image, price_paise, discount, sale_price_paise, quantity, size, color, shop_name, seller_id,
                              hsn, purity, net_weight_mg, breakup, taxable_value_paise, gst_paise)
     SELECT * FROM unnest($1::uuid[], $2::smallint[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::int[], $10::bigint[],
       $11::int[], $12::text[], $13::text[], $14::text[], $15::uuid[], $16::text[], $17::text[], $18::int[], $19::jsonb[], $20::bigint[], $21::bigint[])`,
    [...unnestParams(lines, ['orderId', 'position']), ...lineSnapshotParams(lines), ...lineTaxParams(lines)],
  );
  // The lines keep whether their piece could be returned, as placing an order records it.
  await manager.query(
    `UPDATE order_lines l SET non_returnable = p.non_returnable FROM products p
     WHERE l.order_id = ANY($1::uuid[]) AND p.id = l.product_id AND p.non_returnable IS NOT NULL`,
    [orders.map((order) => order.id)],
  );
}

/**
 * The orders' status history as their steps happened (the trigger on orders spread them evenly; these are the real
 * times): every step that moved the delivery status, at its moment.
 */
export async function insertStatusHistory(manager: EntityManager, orders: readonly DemoOrder[]): Promise<void> {
  const rows = orders.flatMap((order) => order.steps.flatMap((step) => (step.delivery ? [{ orderId: order.id, status: step.delivery, at: step.at }] : [])));
  await manager.query('DELETE FROM order_status_history WHERE order_id = ANY($1::uuid[])', [orders.map((order) => order.id)]);
  await manager.query(
    `INSERT INTO order_status_history (order_id, delivery_status, at) SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[])`,
    unnestParams(rows, ['orderId', 'status', 'at']),
  );
}

/** The couriers the demo orders went by, and how many digits their AWB numbers have (their formats in the couriers table). */
const DEMO_COURIERS: readonly { name: string; digits: number }[] = [
  { name: 'Blue Dart', digits: 11 },
  { name: 'Delhivery', digits: 13 },
  { name: 'Sequel Logistics', digits: 12 },
];

/** An AWB of `digits` digits drawn from the order's id: the same order always gets the same one. */
function demoAwb(orderId: string, digits: number): string {
  const hex = orderId.replace(/-/g, '');
  return Array.from(hex.slice(0, digits), (char, index) => (index === 0 ? (parseInt(char, 16) % 9) + 1 : parseInt(char, 16) % 10)).join('');
}

/** One parcel for each shipped or delivered demo order, carrying all its lines, shipped and delivered when its steps say. */
export async function insertShipments(manager: EntityManager, orders: readonly DemoOrder[]): Promise<void> {
  const shipped = orders.flatMap((order, index) => {
    const shippedAt = order.steps.find((step) => step.delivery === 'shipped')?.at;
    if (!shippedAt) return [];
    const courier = DEMO_COURIERS[index % DEMO_COURIERS.length];
    const deliveredAt = order.steps.find((step) => step.delivery === 'delivered')?.at ?? null;
    return [{ orderId: order.id, courier: courier.name, awb: demoAwb(order.id, courier.digits), shippedAt, deliveredAt }];
  });
  if (!shipped.length) return;
  await manager.query(
    `WITH made AS (
       INSERT INTO shipments (order_id, courier_id, awb, packages, shipped_at, delivered_at)
       SELECT x.order_id, c.id, x.awb, 1, x.shipped_at, x.delivered_at
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[]) AS x(order_id, courier, awb, shipped_at, delivered_at)
       JOIN couriers c ON c.name = x.courier
       RETURNING id, order_id
     )
     INSERT INTO shipment_lines (order_line_id, shipment_id) SELECT l.id, made.id FROM made JOIN order_lines l ON l.order_id = made.order_id`,
    unnestParams(shipped, ['orderId', 'courier', 'awb', 'shippedAt', 'deliveredAt']),
  );
}

/** A coupon use for each of these orders, at the time it was placed. */
export async function insertCouponUses(manager: EntityManager, using: readonly DemoOrder[]): Promise<void> {
  await manager.query(
    `INSERT INTO coupon_redemptions (coupon_id, user_id, order_id, created_at)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::timestamptz[])`,
    unnestParams(using, [(o) => o.coupon?.id, (o) => o.customer.id, 'id', 'placedAt']),
  );
}

/** Each attempt's gateway record and payment row. */
export async function insertPayments(manager: EntityManager, attempts: readonly DemoPaymentAttempt[]): Promise<void> {
  await manager.query(
    `INSERT INTO sandbox_gateway_orders (id, merchant_order_id, amount_paise, state, redirect_url, transaction_id, expires_at, created_at, updated_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[], $9::timestamptz[])`,
    unnestParams(
      attempts.map((a) => ({ ...a.gateway, startedAt: a.startedAt })),
      ['id', 'merchantOrderId', 'amountPaise', 'state', 'redirectUrl', 'transactionId', 'expiresAt', 'startedAt', 'updatedAt'],
    ),
  );
  await manager.query(
    `INSERT INTO payments (order_id, merchant_order_id, provider, provider_order_id, amount_paise, state, redirect_url, last_response, created_at, updated_at)
     SELECT p.order_id, p.merchant_order_id, 'sandbox', p.provider_order_id, p.amount_paise, p.state, p.redirect_url, p.last_response::jsonb, p.created_at, p.updated_at
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::timestamptz[])
       AS p(order_id, merchant_order_id, provider_order_id, amount_paise, state, redirect_url, last_response, created_at, updated_at)`,
    unnestParams(attempts, [
      'orderId',
      (a) => a.gateway.merchantOrderId,
      (a) => a.gateway.id,
      (a) => a.gateway.amountPaise,
      'state',
      'pageUrl',
      (a) => JSON.stringify(a.lastResponse),
      'startedAt',
      (a) => a.settledAt ?? a.startedAt,
    ]),
  );
}

/** Takes `held` pieces (by product id) off the products' stock. */
export async function takeStock(manager: EntityManager, held: ReadonlyMap<string, number>): Promise<void> {
  await manager.query(
    `UPDATE products p SET stock = p.stock - x.quantity FROM unnest($1::uuid[], $2::int[]) AS x(id, quantity) WHERE p.id = x.id`,
    [[...held.keys()], [...held.values()]],
  );
}
