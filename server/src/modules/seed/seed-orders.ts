import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { checkAddress } from '../geo/address.rules.js';
import { INDIA } from '../geo/countries.js';
import type { DeliveryService } from '../delivery/delivery.service.js';
import type { InvoiceService } from '../invoice/invoice.service.js';
import type { ShippingInfo } from '../order/entities/order.entity.js';
import { lockProducts } from '../order/order.repository.js';
import { lineTaxSnapshot } from '../order/order.rules.js';
import { EXPIRE_AFTER_SECONDS, toStatus } from '../payment/gateway/phonepe.gateway.js';
import { paymentReturnUrl, sandboxPageUrl } from '../payment/payment.paths.js';
import { merchantOrderIdFor } from '../payment/payment.rules.js';
import { lastResponseOf } from '../payment/payment-settlement.service.js';
import { newGatewayOrderId, newTransactionId, orderAnswer, type SandboxOrder } from '../payment/sandbox/sandbox-gateway.rules.js';
import { currentRates } from '../pricing/metal-rate.repository.js';
import { demoAddresses } from './data/index.js';
import { documentsOf, HISTORY_DAYS, type PlanCoupon, type PlannedDocument, type PlannedPayment, planDemoOrders } from './seed-order-plan.js';
import {
  anyOrders,
  type DemoCustomer,
  type DemoOrder,
  type DemoPaymentAttempt,
  type DemoProduct,
  houseCoupons,
  insertAddresses,
  insertCouponUses,
  insertLines,
  insertOrders,
  insertPayments,
  insertShipments,
  insertStatusHistory,
  takeStock,
} from './seed-orders.repository.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A demo customer's account: the reviewer it was made for. */
export type DemoCustomerAccount = { id: string; reviewer: string };

export type DemoOrdersInput = {
  now: Date;
  /** The shop's address, for the payment pages the online orders went through. */
  publicUrl: string;
  customers: readonly DemoCustomerAccount[];
  /** The demo's products (not the gifts). */
  productIds: readonly string[];
  /** Issues the orders' GST invoices and credit notes, dated when their events happened. */
  invoices: Pick<InvoiceService, 'issueInvoice' | 'creditInvoice'>;
  /** The delivery zones' quotes: each order's zone, shipping fee and promised date, as placing it would have set them. */
  delivery: Pick<DeliveryService, 'quoter'>;
};

/** What the demo order history loaded. */
export type DemoOrdersLoaded = { orders: number; invoices: number; creditNotes: number };

/**
 * Loads the demo order history (seed-order-plan.ts) inside the seeding transaction: each ordering customer's saved
 * address, the orders with their lines copied from the products as placing an order copies them (with the tax snapshot
 * at today's rates), the coupon uses of the orders still standing, the online payment attempts as the payment module
 * and the built-in gateway record them, the stock the orders still hold taken off the products, and the GST invoices
 * and credit notes the real shop would have issued on the way, in the order they happened. No mail is sent: this is
 * history, not news. A shop that already has orders gets none (so a second start issues nothing).
 */
export async function insertDemoOrders(manager: EntityManager, input: DemoOrdersInput): Promise<DemoOrdersLoaded> {
  const none = { orders: 0, invoices: 0, creditNotes: 0 };
  if (await anyOrders(manager)) return none;

  const accounts = new Map(input.customers.map((account) => [account.reviewer, account.id]));
  const customers: DemoCustomer[] = demoAddresses.flatMap(({ customer, ...shipping }) => {
    const id = accounts.get(customer);
    return id ? [{ id, shipping: keptAddress(shipping) }] : [];
  });
  // By slug, not by id: the story must not depend on the random ids the products got.
  const products: DemoProduct[] = (await lockProducts(manager, [...input.productIds]))
    .map((row) => ({ ...row, salePricePaise: row.sale_price_paise }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
  // The house's shop-wide codes only: the plan takes a coupon off the whole order, which a seller's coupon never does.
  const coupons = (await houseCoupons(manager)).map(
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

  // As placing an order does: the zone of the address charges its fee and promises a date from when it was placed.
  const quote = await input.delivery.quoter(new Date(input.now.getTime() - HISTORY_DAYS * DAY_MS), manager);
  // Cash on delivery is for addresses in India only.
  const plan = planDemoOrders({
    now: input.now,
    customers,
    products,
    coupons,
    codOffered: (customer) => customer.shipping.country === INDIA,
    shippingFeePaise: (customer, amountPaise) => quote(customer.shipping, amountPaise, input.now).feePaise,
  });
  if (!plan.length) return none;
  // As placing an order does, at the rates of the seeding transaction: the products were priced at them.
  const rates = await currentRates(manager);
  const orders: DemoOrder[] = plan.map((order) => {
    const quoted = quote(order.customer.shipping, order.totals.totalPaise - order.totals.shippingFeePaise, order.placedAt);
    return {
      ...order,
      id: randomUUID(),
      lines: order.lines.map((line) => ({ ...line, tax: lineTaxSnapshot(line.product, line.quantity, rates) })),
      delivery: { zone: quoted.zone, expectedDeliveryDate: quoted.window.deliverBy },
    };
  });

  await insertAddresses(manager, addressesOf(orders));
  await insertOrders(manager, orders);
  await insertLines(manager, orders);
  await insertStatusHistory(manager, orders);
  await insertShipments(manager, orders);
  // A cancelled order gave its coupon use back.
  await insertCouponUses(
    manager,
    orders.filter((order) => order.coupon && order.deliveryStatus !== 'cancelled'),
  );
  const attempts = orders.flatMap((order) => order.payments.map((payment) => attemptRows(order, payment, input)));
  if (attempts.length) await insertPayments(manager, attempts);
  await takeStock(manager, heldStock(orders));
  const documents = await issueDocuments(manager, orders, input.invoices);
  return { orders: orders.length, ...documents };
}

/**
 * The orders' invoices and credit notes through the invoice module's issuing (its gap-free counters, the stored
 * documents), one by one in the order their events happened across all orders, each dated then: every series runs
 * 1, 2, 3 … in date order within each financial year, as the live shop's would have.
 */
async function issueDocuments(
  manager: EntityManager,
  orders: readonly DemoOrder[],
  invoices: DemoOrdersInput['invoices'],
): Promise<Omit<DemoOrdersLoaded, 'orders'>> {
  // A stable sort: two events at one moment keep the orders' (placing) order.
  const events = orders
    .flatMap((order) => documentsOf(order.steps).map((document): [DemoOrder, PlannedDocument] => [order, document]))
    .sort(([, a], [, b]) => a.at.getTime() - b.at.getTime());
  const issued = { invoices: 0, creditNotes: 0 };
  for (const [order, document] of events) {
    const past = { at: document.at };
    if (document.kind === 'invoice') {
      if (!(await invoices.issueInvoice(order.id, manager, past))) throw new Error(`The demo order ${order.id} was not invoiced at ${document.at.toISOString()}.`);
      issued.invoices += 1;
    } else {
      if (!(await invoices.creditInvoice(order.id, document.reason, manager, past))) throw new Error(`The demo order ${order.id} got no credit note.`);
      issued.creditNotes += 1;
    }
  }
  return issued;
}

/** Each ordering customer's address, saved as their default shortly before their first order. */
/** A demo address as the address book and the checkout keep it (geo/address.rules.ts): country named, phone in E.164. */
function keptAddress(shipping: ShippingInfo): ShippingInfo {
  const { address, problems } = checkAddress(shipping);
  if (problems.length) throw new Error(`demo address of ${shipping.name}: ${problems.map((problem) => problem.message).join('; ')}`);
  return address;
}

function addressesOf(orders: readonly DemoOrder[]) {
  const first = new Map<DemoCustomer, Date>();
  for (const order of orders) if (!first.has(order.customer)) first.set(order.customer, order.placedAt);
  return [...first].map(([customer, at]) => ({ ...customer.shipping, userId: customer.id, at: new Date(at.getTime() - 10 * MINUTE_MS) }));
}

/**
 * Each online payment attempt twice, as a real one leaves it: the shop's payment row (PENDING, or settled with the
 * gateway's word as the payment module keeps it) and the built-in gateway's own record of the checkout order.
 */
function attemptRows(order: DemoOrder, payment: PlannedPayment, input: DemoOrdersInput): DemoPaymentAttempt {
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
  const pageUrl = sandboxPageUrl(input.publicUrl, gateway.id);
  return { orderId: order.id, startedAt: payment.startedAt, settledAt: payment.settledAt, state, lastResponse, gateway, pageUrl };
}

/** The pieces the orders still standing hold, by product (a cancelled order gave its pieces back). */
function heldStock(orders: readonly DemoOrder[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const order of orders) {
    if (order.deliveryStatus === 'cancelled') continue;
    for (const line of order.lines) held.set(line.product.id, (held.get(line.product.id) ?? 0) + line.quantity);
  }
  return held;
}
