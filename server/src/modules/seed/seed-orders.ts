import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ShippingInfo } from '../order/entities/order.entity.js';
import { type LockedProduct, lockProducts } from '../order/order.repository.js';
import { EXPIRE_AFTER_SECONDS, toStatus } from '../payment/gateway/phonepe.gateway.js';
import { paymentReturnUrl, sandboxPageUrl } from '../payment/payment.paths.js';
import { merchantOrderIdFor } from '../payment/payment.rules.js';
import { lastResponseOf } from '../payment/payment-settlement.service.js';
import { newGatewayOrderId, newTransactionId, orderAnswer, type SandboxOrder } from '../payment/sandbox/sandbox-gateway.rules.js';
import { demoAddresses } from './data/index.js';
import { type PlanCoupon, type PlannedOrder, type PlannedPayment, type PlanProduct, planDemoOrders } from './seed-order-plan.js';

/** A demo customer's account: the reviewer it was made for. */
export type DemoCustomerAccount = { id: string; reviewer: string };

type Customer = { id: string; shipping: ShippingInfo };
type Product = LockedProduct & PlanProduct;

export type DemoOrdersInput = {
  now: Date;
  /** The shop's address, for the payment pages the online orders went through. */
  publicUrl: string;
  customers: readonly DemoCustomerAccount[];
  /** The demo's products (not the gifts). */
  productIds: readonly string[];
};

/**
 * Loads the demo order history (seed-order-plan.ts) inside the seeding transaction: each ordering customer's saved
 * address, the orders with their lines copied from the products as placing an order copies them, the coupon uses of
 * the orders still standing, the online payment attempts as the payment module and the built-in gateway record them,
 * and the stock the orders still hold taken off the products. No mail is sent: this is history, not news. A shop that
 * already has orders gets none. Answers how many orders it loaded.
 */
export async function insertDemoOrders(manager: EntityManager, input: DemoOrdersInput): Promise<number> {
  const [existing] = (await manager.query('SELECT EXISTS (SELECT 1 FROM orders) AS any')) as { any: boolean }[];
  if (existing.any) return 0;

  const accounts = new Map(input.customers.map((account) => [account.reviewer, account.id]));
  const customers: Customer[] = demoAddresses.flatMap(({ customer, ...shipping }) => {
    const id = accounts.get(customer);
    return id ? [{ id, shipping }] : [];
  });
  // By slug, not by id: the story must not depend on the random ids the products got.
  const products: Product[] = (await lockProducts(manager, [...input.productIds]))
    .map((row) => ({ ...row, salePricePaise: row.sale_price_paise }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
  // The house's shop-wide codes only: the plan takes a coupon off the whole order, which a seller's coupon never does.
  const coupons = (
    (await manager.query(
      'SELECT id, code, discount, min_order_paise, user_limit, expires_at, created_at FROM coupons WHERE email IS NULL AND seller_id IS NULL ORDER BY code',
    )) as { id: string; code: string; discount: number; min_order_paise: number; user_limit: number; expires_at: Date | null; created_at: Date }[]
  ).map(
    (row): PlanCoupon => ({
      id: row.id,
      code: row.code,
      discount: row.discount,
      minOrderPaise: row.min_order_paise,
      userLimit: row.user_limit,
      expiresAt: row.expires_at,
      startsAt: row.created_at,
    }),
  );

  const plan = planDemoOrders({ now: input.now, customers, products, coupons });
  if (!plan.length) return 0;
  const orders = plan.map((order) => ({ ...order, id: randomUUID() }));

  await insertAddresses(manager, orders);
  await insertOrderRows(manager, orders);
  await insertLines(manager, orders);
  await insertCouponUses(manager, orders);
  await insertPayments(manager, orders, input);
  await takeHeldStock(manager, orders);
  return orders.length;
}

type Order = PlannedOrder<Product, Customer> & { id: string };

const MINUTE_MS = 60_000;

/** Each ordering customer's address, saved as their default shortly before their first order. */
async function insertAddresses(manager: EntityManager, orders: readonly Order[]): Promise<void> {
  const first = new Map<Customer, Date>();
  for (const order of orders) if (!first.has(order.customer)) first.set(order.customer, order.placedAt);
  const rows = [...first].map(([customer, at]) => ({ ...customer.shipping, userId: customer.id, at: new Date(at.getTime() - 10 * MINUTE_MS) }));
  // ON CONFLICT: an account left from an earlier seed keeps the default address it has.
  await manager.query(
    `INSERT INTO addresses (user_id, name, address, phone, post, province, city, area, is_default, created_at, updated_at)
     SELECT a.user_id, a.name, a.address, a.phone, a.post, a.province, a.city, a.area, true, a.at, a.at
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])
       AS a(user_id, name, address, phone, post, province, city, area, at)
     ON CONFLICT DO NOTHING`,
    [
      rows.map((r) => r.userId),
      rows.map((r) => r.name),
      rows.map((r) => r.address),
      rows.map((r) => r.phone),
      rows.map((r) => r.post),
      rows.map((r) => r.province),
      rows.map((r) => r.city),
      rows.map((r) => r.area),
      rows.map((r) => r.at),
    ],
  );
}

/** The orders, their e-mail taken from the account as placing an order takes it. */
async function insertOrderRows(manager: EntityManager, orders: readonly Order[]): Promise<void> {
  await manager.query(
    `INSERT INTO orders (id, user_id, email, subtotal_paise, discount_paise, shipping_fee_paise, total_paise, items, coupon_id, coupon_code,
       shipping_info, delivery_status, payment_status, payment_method, cancel_reason, paid_at, cancelled_at, created_at, updated_at)
     SELECT o.id, o.user_id, u.email, o.subtotal, o.discount, o.shipping, o.total, o.items, o.coupon_id, o.coupon_code,
       o.shipping_info::jsonb, o.delivery, o.payment, o.method, o.cancel_reason, o.paid_at, o.cancelled_at, o.created_at, o.updated_at
     FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::uuid[], $9::text[], $10::text[],
       $11::text[], $12::text[], $13::text[], $14::text[], $15::timestamptz[], $16::timestamptz[], $17::timestamptz[], $18::timestamptz[])
       AS o(id, user_id, subtotal, discount, shipping, total, items, coupon_id, coupon_code, shipping_info, delivery, payment, method,
            cancel_reason, paid_at, cancelled_at, created_at, updated_at)
     JOIN users u ON u.id = o.user_id`,
    [
      orders.map((o) => o.id),
      orders.map((o) => o.customer.id),
      orders.map((o) => o.totals.subtotalPaise),
      orders.map((o) => o.totals.discountPaise),
      orders.map((o) => o.totals.shippingFeePaise),
      orders.map((o) => o.totals.totalPaise),
      orders.map((o) => o.totals.items),
      orders.map((o) => o.coupon?.id ?? null),
      orders.map((o) => o.coupon?.code ?? null),
      orders.map((o) => JSON.stringify(o.customer.shipping)),
      orders.map((o) => o.deliveryStatus),
      orders.map((o) => o.paymentStatus),
      orders.map((o) => o.paymentMethod),
      orders.map((o) => o.cancelReason),
      orders.map((o) => o.paidAt),
      orders.map((o) => o.cancelledAt),
      orders.map((o) => o.placedAt),
      orders.map((o) => o.updatedAt),
    ],
  );
}

/** The lines, each a copy of its product as it was read (name, picture, price, discount, shop), in the order placed. */
async function insertLines(manager: EntityManager, orders: readonly Order[]): Promise<void> {
  const lines = orders.flatMap((order) => order.lines.map((line, position) => ({ ...line, orderId: order.id, position })));
  await manager.query(
    `INSERT INTO order_lines (order_id, position, product_id, name, slug, brand, image, price_paise, discount, sale_price_paise, quantity, size, color, shop_name, seller_id)
     SELECT * FROM unnest($1::uuid[], $2::smallint[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[], $10::int[],
       $11::int[], $12::text[], $13::text[], $14::text[], $15::uuid[])`,
    [
      lines.map((l) => l.orderId),
      lines.map((l) => l.position),
      lines.map((l) => l.product.id),
      lines.map((l) => l.product.name),
      lines.map((l) => l.product.slug),
      lines.map((l) => l.product.brand),
      lines.map((l) => l.product.image),
      lines.map((l) => l.product.price_paise),
      lines.map((l) => l.product.discount),
      lines.map((l) => l.product.sale_price_paise),
      lines.map((l) => l.quantity),
      lines.map((l) => l.size),
      lines.map((l) => l.color),
      lines.map((l) => l.product.shop_name),
      lines.map((l) => l.product.seller_id),
    ],
  );
}

/** A coupon use for every order still standing that applied one (a cancelled order gave its use back). */
async function insertCouponUses(manager: EntityManager, orders: readonly Order[]): Promise<void> {
  const using = orders.filter((order) => order.coupon && order.deliveryStatus !== 'cancelled');
  await manager.query(
    `INSERT INTO coupon_redemptions (coupon_id, user_id, order_id, created_at)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::timestamptz[])`,
    [using.map((o) => o.coupon?.id), using.map((o) => o.customer.id), using.map((o) => o.id), using.map((o) => o.placedAt)],
  );
}

/**
 * Each online payment attempt twice, as a real one leaves it: the shop's payment row (PENDING, or settled with the
 * gateway's word as the payment module keeps it) and the built-in gateway's own record of the checkout order.
 */
async function insertPayments(manager: EntityManager, orders: readonly Order[], input: DemoOrdersInput): Promise<void> {
  const attempts = orders.flatMap((order) => order.payments.map((payment) => attemptRows(order, payment, input)));
  if (!attempts.length) return;
  await manager.query(
    `INSERT INTO sandbox_gateway_orders (id, merchant_order_id, amount_paise, state, redirect_url, transaction_id, expires_at, created_at, updated_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[], $9::timestamptz[])`,
    [
      attempts.map((a) => a.gateway.id),
      attempts.map((a) => a.gateway.merchantOrderId),
      attempts.map((a) => a.gateway.amountPaise),
      attempts.map((a) => a.gateway.state),
      attempts.map((a) => a.gateway.redirectUrl),
      attempts.map((a) => a.gateway.transactionId),
      attempts.map((a) => a.gateway.expiresAt),
      attempts.map((a) => a.startedAt),
      attempts.map((a) => a.gateway.updatedAt),
    ],
  );
  await manager.query(
    `INSERT INTO payments (order_id, merchant_order_id, provider, provider_order_id, amount_paise, state, redirect_url, last_response, created_at, updated_at)
     SELECT p.order_id, p.merchant_order_id, 'sandbox', p.provider_order_id, p.amount_paise, p.state, p.redirect_url, p.last_response::jsonb, p.created_at, p.updated_at
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::timestamptz[])
       AS p(order_id, merchant_order_id, provider_order_id, amount_paise, state, redirect_url, last_response, created_at, updated_at)`,
    [
      attempts.map((a) => a.orderId),
      attempts.map((a) => a.gateway.merchantOrderId),
      attempts.map((a) => a.gateway.id),
      attempts.map((a) => a.gateway.amountPaise),
      attempts.map((a) => a.state),
      attempts.map((a) => sandboxPageUrl(input.publicUrl, a.gateway.id)),
      attempts.map((a) => JSON.stringify(a.lastResponse)),
      attempts.map((a) => a.startedAt),
      attempts.map((a) => a.settledAt ?? a.startedAt),
    ],
  );
}

function attemptRows(order: Order, payment: PlannedPayment, input: DemoOrdersInput) {
  const merchantOrderId = merchantOrderIdFor(order.id, payment.attempt);
  const decision = payment.decidedAt ? (payment.outcome === 'paid' ? 'COMPLETED' : 'FAILED') : 'PENDING';
  const gateway: SandboxOrder = {
    id: newGatewayOrderId(payment.startedAt),
    merchantOrderId,
    amountPaise: order.totals.totalPaise,
    state: decision,
    redirectUrl: paymentReturnUrl(input.publicUrl, merchantOrderId),
    transactionId: payment.decidedAt ? newTransactionId(payment.decidedAt) : null,
    expiresAt: new Date(payment.startedAt.getTime() + EXPIRE_AFTER_SECONDS * 1000),
    updatedAt: payment.decidedAt ?? payment.startedAt,
  };
  let lastResponse: Record<string, unknown> = { gatewayState: 'PENDING', expireAt: gateway.expiresAt.getTime() };
  if (payment.settledAt) {
    // What the gateway answered when the shop settled the attempt: the callback's, or the reconcile job's status call.
    const word = toStatus(merchantOrderId, orderAnswer(gateway, payment.settledAt));
    if (!word) throw new Error(`The sandbox answer for ${merchantOrderId} has no status.`);
    lastResponse = lastResponseOf(word);
  }
  const state = payment.settledAt ? (payment.outcome === 'paid' ? 'COMPLETED' : 'FAILED') : 'PENDING';
  return { orderId: order.id, startedAt: payment.startedAt, settledAt: payment.settledAt, state, lastResponse, gateway };
}

/** The pieces of the orders still standing leave the stock (a cancelled order gave its pieces back). */
async function takeHeldStock(manager: EntityManager, orders: readonly Order[]): Promise<void> {
  const held = new Map<string, number>();
  for (const order of orders) {
    if (order.deliveryStatus === 'cancelled') continue;
    for (const line of order.lines) held.set(line.product.id, (held.get(line.product.id) ?? 0) + line.quantity);
  }
  await manager.query(
    `UPDATE products p SET stock = p.stock - x.quantity FROM unnest($1::uuid[], $2::int[]) AS x(id, quantity) WHERE p.id = x.id`,
    [[...held.keys()], [...held.values()]],
  );
}
