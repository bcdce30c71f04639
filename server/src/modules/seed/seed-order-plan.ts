import { type ApplicableCoupon, applyCoupon, isExpired } from '../coupon/coupon.rules.js';
import type { DeliveryStatus, PaymentMethod, PaymentStatus } from '../order/entities/order.entity.js';
import { findShortage, ORDER_PAYMENT_WINDOW_MS, ORDER_SHIPPING_FEE_PAISE, type OrderTotals, orderTotals } from '../order/order.rules.js';
import type { CancelReason } from '../order/order.repository.js';
import { canTransition, DELIVERY_TRANSITIONS, PAYMENT_TRANSITIONS } from '../order/order.transitions.js';
import { EXPIRE_AFTER_SECONDS } from '../payment/gateway/phonepe.gateway.js';
import { seededRandom } from '../../common/seeded-random.js';
import { seedOf } from './seed-plan.js';

/**
 * The demo shop's order history, decided without the database: who ordered what and when over the last 60 days, and
 * every step each order took since (payment, warehouse, shipping, delivery, cancellation, refund), each one a step the
 * order's transition tables allow. Orders are placed in time order against the stock and coupon uses of the moment,
 * by the rules real orders follow (order.rules.ts, coupon.rules.ts). Deterministic for a given `now`.
 */

export const HISTORY_DAYS = 60;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The shop's days are Indian days: India Standard Time, UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * MINUTE_MS;

/** About this many orders over the history; the days' draws move it a little. */
const ORDERS_WANTED = 190;

/** How busy each day of the week is (Sunday first): weekends and Friday evenings sell most. */
const WEEKDAY_WEIGHT = [1.35, 0.8, 0.85, 0.9, 0.95, 1.1, 1.4];

/** How busy each hour of the Indian day is: a lunch hour and an evening peak, quiet nights. */
const HOUR_WEIGHT = [0.25, 0.12, 0.05, 0.04, 0.04, 0.08, 0.2, 0.45, 0.7, 0.9, 1.1, 1.3, 1.5, 1.45, 1.2, 1.0, 1.0, 1.1, 1.3, 1.6, 2.0, 2.2, 1.8, 0.9];

/** The pieces each order holds: mostly one. */
const LINE_COUNT_WEIGHT = [0, 68, 24, 8];

/** Share of orders paid online (the rest cash on delivery). */
const ONLINE_SHARE = 0.55;

/** What becomes of an order, apart from the normal road to delivery. */
type Fate = 'normal' | 'expired' | 'customer-cancel' | 'staff-cancel';
const FATE_WEIGHT: Record<Fate, number> = { normal: 87, expired: 6, 'customer-cancel': 5, 'staff-cancel': 2 };

/** A coupon is used in this share of the orders that could use one. */
const COUPON_SHARE = 0.3;

export type PlanProduct = { id: string; slug: string; stock: number; salePricePaise: number; sizes: readonly string[]; colors: readonly string[] };

export type PlanCoupon = ApplicableCoupon & { startsAt: Date };

export type PlannedLine<P extends PlanProduct> = { product: P; quantity: number; size: string; color: string };

/** One attempt at the gateway: begun, and (unless still open at `now`) completed or failed. */
export type PlannedPayment = {
  attempt: number;
  startedAt: Date;
  /** What the gateway's page saw: the shopper paid, pressed Fail, or left it open until it expired. */
  outcome: 'paid' | 'declined' | 'abandoned';
  /** When the shopper pressed Pay or Fail; null when abandoned. */
  decidedAt: Date | null;
  /** When the shop learnt the outcome (callback, or the reconcile job for an abandoned page); null while still open at `now`. */
  settledAt: Date | null;
};

/** One change of the order, as the shop made it: a status step, the payment method chosen, or both. */
export type OrderStep = { at: Date; delivery?: DeliveryStatus; payment?: PaymentStatus; method?: PaymentMethod; cancelReason?: CancelReason };

/** Where an order's steps leave it (statusesAfter). */
export type OrderStatuses = {
  deliveryStatus: DeliveryStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod | null;
  cancelReason: CancelReason | null;
  paidAt: Date | null;
  cancelledAt: Date | null;
  updatedAt: Date;
};

export type PlannedOrder<P extends PlanProduct, C> = OrderStatuses & {
  customer: C;
  placedAt: Date;
  lines: PlannedLine<P>[];
  coupon: PlanCoupon | null;
  totals: OrderTotals;
  /** Every step taken up to `now`, the placement first, in time order. */
  steps: OrderStep[];
  payments: PlannedPayment[];
};

export type OrderPlanInput<P extends PlanProduct, C> = {
  now: Date;
  customers: readonly C[];
  products: readonly P[];
  coupons: readonly PlanCoupon[];
  /** Whether cash on delivery is offered at the customer's address (not abroad); every customer when left out. */
  codOffered?: (customer: C) => boolean;
  /** The shipping an order of `amountPaise` (after its discount) pays to the customer's address; the standard fee when left out. */
  shippingFeePaise?: (customer: C, amountPaise: number) => number;
};

/** Midnight, Indian time, of the day `at` falls on. */
export function indianDayStart(at: Date | number): Date {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(Math.floor((ms + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS);
}

/** The day of the week in India (0 Sunday … 6 Saturday). */
export function indianWeekday(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET_MS).getUTCDay();
}

type Random = () => number;

const between = (random: Random, low: number, high: number) => low + (high - low) * random();

function pickWeighted<T>(random: Random, items: readonly T[], weight: (item: T) => number): T | undefined {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  if (total <= 0) return undefined;
  let left = random() * total;
  for (const item of items) {
    left -= weight(item);
    if (left < 0) return item;
  }
  return items[items.length - 1];
}

const pickIndex = (random: Random, weights: readonly number[]) => pickWeighted(random, weights.map((_, i) => i), (i) => weights[i]) ?? 0;

/** A moment of the Indian day starting at `dayStart`, drawn by the hours' weights, before `latest`; undefined when the day has no time left. */
function momentOfDay(random: Random, dayStart: Date, latest: number): Date | undefined {
  const hours = HOUR_WEIGHT.map((weight, hour) => (dayStart.getTime() + hour * HOUR_MS < latest ? weight : 0));
  const hour = pickWeighted(random, hours.map((_, i) => i), (i) => hours[i]);
  if (hour === undefined) return undefined;
  const start = dayStart.getTime() + hour * HOUR_MS;
  return new Date(start + Math.floor(random() * Math.min(HOUR_MS, latest - start)));
}

/** Share of an Indian day's orders that come before `at` on that day. */
function shareOfDayBefore(at: Date): number {
  const elapsed = (at.getTime() - indianDayStart(at).getTime()) / HOUR_MS;
  const total = HOUR_WEIGHT.reduce((a, b) => a + b, 0);
  let before = 0;
  for (let hour = 0; hour < 24; hour++) before += HOUR_WEIGHT[hour] * Math.max(0, Math.min(1, elapsed - hour));
  return before / total;
}

/** How an order comes about: when, and the method and fate that shape its road. */
type OrderSpec = {
  placedAt: Date;
  method: PaymentMethod | null;
  fate: Fate;
  retry?: boolean;
  /** Taken to the warehouse within hours (1–3) rather than a day or so: planted so that some order is there now. */
  packedSoon?: boolean;
};

/**
 * When the orders come: more on recent days (about two and a half times the oldest), more at weekends, by the hour
 * of the Indian day; today only up to `now`. Then a few orders planted at fixed distances from `now`, so that the
 * steps a shop is rarely seen in (shoppers at the payment step right now, an order at the warehouse, a refund still
 * owed) are always there.
 */
function orderSpecs(random: Random, now: Date): OrderSpec[] {
  const today = indianDayStart(now);
  const oldest = now.getTime() - (HISTORY_DAYS - 1) * DAY_MS;
  const days = Array.from({ length: HISTORY_DAYS }, (_, back) => {
    const start = new Date(today.getTime() - back * DAY_MS);
    const recency = 0.55 + 0.9 * (1 - back / (HISTORY_DAYS - 1));
    const share = back === 0 ? shareOfDayBefore(now) : 1;
    return { start, weight: recency * WEEKDAY_WEIGHT[indianWeekday(start)] * share };
  }).reverse();
  const totalWeight = days.reduce((sum, day) => sum + day.weight, 0);

  const specs: OrderSpec[] = [];
  for (const day of days) {
    const expected = (ORDERS_WANTED * day.weight) / totalWeight;
    const count = Math.floor(expected * between(random, 0.7, 1.3) + random());
    const latest = Math.min(day.start.getTime() + DAY_MS, now.getTime() - MINUTE_MS);
    for (let n = 0; n < count; n++) {
      const placedAt = momentOfDay(random, day.start, latest);
      if (!placedAt || placedAt.getTime() < oldest) continue;
      const fate = pickWeighted(random, Object.keys(FATE_WEIGHT) as Fate[], (f) => FATE_WEIGHT[f]) ?? 'normal';
      const online = random() < ONLINE_SHARE;
      // An order that expired unpaid was left at the payment step, or paid online and the payment never went through.
      const method: PaymentMethod | null = fate === 'expired' ? (online ? 'ONLINEPAY' : null) : online ? 'ONLINEPAY' : 'COD';
      specs.push({ placedAt, method, fate, retry: method === 'ONLINEPAY' && random() < 0.12 });
    }
  }
  const ago = (ms: number) => new Date(now.getTime() - ms);
  specs.push(
    // Two shoppers at the payment step now: one has not chosen yet, one has the gateway's page open.
    { placedAt: ago(6 * MINUTE_MS), method: null, fate: 'expired' },
    { placedAt: ago(12 * MINUTE_MS), method: 'ONLINEPAY', fate: 'expired' },
    // Cash on delivery confirmed within the hour, not yet at the warehouse.
    { placedAt: ago(50 * MINUTE_MS), method: 'COD', fate: 'normal' },
    // At the warehouse since a couple of hours, not shipped yet (shipping takes 6 hours at least).
    { placedAt: ago(4 * HOUR_MS), method: 'COD', fate: 'normal', packedSoon: true },
    // Paid online two days ago, cancelled by the customer the next day: the refund is still owed.
    { placedAt: ago(2 * DAY_MS + 3 * HOUR_MS), method: 'ONLINEPAY', fate: 'customer-cancel' },
  );
  return specs.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
}

/** The order's road from its placement, every step timed, cut at `now`, and the payment attempts it made. */
function roadOf(random: Random, spec: OrderSpec, now: Date): { steps: OrderStep[]; payments: PlannedPayment[] } {
  const at = (ms: number) => new Date(ms);
  const placed = spec.placedAt.getTime();
  const steps: OrderStep[] = [{ at: spec.placedAt, delivery: 'pending', payment: 'unpaid' }];
  const payments: PlannedPayment[] = [];
  let t = placed;

  const attempt = (outcome: PlannedPayment['outcome']): PlannedPayment => {
    const startedAt = t + between(random, 1, 4) * MINUTE_MS;
    const decidedAt = outcome === 'abandoned' ? null : startedAt + between(random, 0.5, 4) * MINUTE_MS;
    // An abandoned page expires at the gateway; the reconcile job, asking every minute, then fails the attempt.
    const settledAt = decidedAt ?? startedAt + EXPIRE_AFTER_SECONDS * 1000 + between(random, 5, 60) * 1000;
    const payment = { attempt: payments.length + 1, startedAt: at(startedAt), outcome, decidedAt: decidedAt === null ? null : at(decidedAt), settledAt: at(settledAt) };
    payments.push(payment);
    t = settledAt;
    return payment;
  };

  if (spec.fate === 'expired') {
    if (spec.method === 'ONLINEPAY') {
      const payment = attempt(random() < 0.5 ? 'declined' : 'abandoned');
      steps.push({ at: payment.startedAt, method: 'ONLINEPAY' });
    }
    // The expiry job, each minute, cancels what is still unpaid after the payment window.
    steps.push({ at: at(placed + ORDER_PAYMENT_WINDOW_MS + between(random, 5, 60) * 1000), delivery: 'cancelled', cancelReason: 'expired' });
    return cutAt(steps, payments, now);
  }

  let paid = false;
  if (spec.method === 'COD') {
    t += between(random, 1, 5) * MINUTE_MS;
    steps.push({ at: at(t), delivery: 'placed', method: 'COD' });
  } else {
    const first = spec.retry ? attempt('declined') : attempt('paid');
    steps.push({ at: first.startedAt, method: 'ONLINEPAY' });
    const paying = spec.retry ? attempt('paid') : first;
    steps.push({ at: paying.settledAt as Date, delivery: 'placed', payment: 'paid' });
    paid = true;
  }
  const placedStep = t;

  // Fulfilment: processed within 48 hours (policy), shipped, delivered 3–7 days later.
  const road: OrderStep[] = [];
  if (spec.packedSoon || random() < 0.85) {
    t += (spec.packedSoon ? between(random, 1, 3) : between(random, 4, 30)) * HOUR_MS;
    road.push({ at: at(t), delivery: 'warehouse' });
  }
  t += between(random, 6, 40) * HOUR_MS;
  const shippedAt = t;
  road.push({ at: at(t), delivery: 'shipped' });
  t += between(random, 3, 7) * DAY_MS;
  // Cash is collected on delivery: the order is paid then.
  road.push({ at: at(t), delivery: 'delivered', ...(spec.method === 'COD' ? { payment: 'paid' as const } : {}) });

  if (spec.fate === 'customer-cancel' || spec.fate === 'staff-cancel') {
    // Cancelled within a day or so, before it shipped; a paid order's money is then owed back until staff refund it.
    const cancelledAt = Math.min(placedStep + between(random, 2, 30) * HOUR_MS, shippedAt - HOUR_MS);
    const kept = road.filter((step) => step.at.getTime() < cancelledAt);
    steps.push(...kept, {
      at: at(cancelledAt),
      delivery: 'cancelled',
      cancelReason: spec.fate === 'customer-cancel' ? 'customer' : 'staff',
      ...(paid ? { payment: 'refund_pending' as const } : {}),
    });
    if (paid) steps.push({ at: at(cancelledAt + between(random, 2.5, 5) * DAY_MS), payment: 'refunded' });
  } else {
    steps.push(...road);
  }
  return cutAt(steps, payments, now);
}

/** What had happened by `now`: later steps are dropped, and an attempt not settled by then is still open. */
function cutAt(steps: OrderStep[], payments: PlannedPayment[], now: Date): { steps: OrderStep[]; payments: PlannedPayment[] } {
  const done = (date: Date | null) => date !== null && date.getTime() <= now.getTime();
  return {
    steps: steps.filter((step) => done(step.at)),
    payments: payments
      .filter((payment) => done(payment.startedAt))
      .map((payment) => ({
        ...payment,
        decidedAt: done(payment.decidedAt) ? payment.decidedAt : null,
        settledAt: done(payment.settledAt) ? payment.settledAt : null,
      })),
  };
}

/** The order's statuses after its steps, each checked against the transition tables; throws on a step they do not allow. */
export function statusesAfter(steps: readonly OrderStep[]): OrderStatuses {
  const [first, ...rest] = steps;
  if (!first || first.delivery !== 'pending' || first.payment !== 'unpaid') throw new Error('An order starts pending and unpaid.');
  let delivery: DeliveryStatus = 'pending';
  let payment: PaymentStatus = 'unpaid';
  let method: PaymentMethod | null = null;
  let cancelReason: CancelReason | null = null;
  let paidAt: Date | null = null;
  let cancelledAt: Date | null = null;
  let last = first.at;
  for (const step of rest) {
    if (step.at.getTime() < last.getTime()) throw new Error('An order step came before the one it follows.');
    if (step.delivery && !canTransition(DELIVERY_TRANSITIONS, delivery, step.delivery)) throw new Error(`No step from ${delivery} to ${step.delivery}.`);
    if (step.payment && !canTransition(PAYMENT_TRANSITIONS, payment, step.payment)) throw new Error(`No step from ${payment} to ${step.payment}.`);
    delivery = step.delivery ?? delivery;
    payment = step.payment ?? payment;
    method = step.method ?? method;
    if (step.payment === 'paid') paidAt = step.at;
    if (step.delivery === 'cancelled') {
      cancelledAt = step.at;
      cancelReason = step.cancelReason ?? null;
    }
    last = step.at;
  }
  return { deliveryStatus: delivery, paymentStatus: payment, paymentMethod: method, cancelReason, paidAt, cancelledAt, updatedAt: last };
}

/** A GST document an order's steps call for, when the real shop would have issued it (invoice.service.ts). */
export type PlannedDocument = { at: Date; kind: 'invoice' } | { at: Date; kind: 'credit_note'; reason: 'cancelled' | 'refunded' };

/**
 * The GST documents an order's steps called for, as the order services issue them: the invoice when the goods are
 * supplied (an online payment received for an order not cancelled; shipped, or delivered, for any order, cash on
 * delivery included), once; a credit note when an invoiced order is cancelled or refunded, once. In time order.
 */
export function documentsOf(steps: readonly OrderStep[]): PlannedDocument[] {
  const documents: PlannedDocument[] = [];
  let delivery: DeliveryStatus | undefined;
  let method: PaymentMethod | null = null;
  let invoiced = false;
  let credited = false;
  for (const step of steps) {
    const before = delivery;
    delivery = step.delivery ?? delivery;
    method = step.method ?? method;
    const paidOnline = step.payment === 'paid' && method !== 'COD' && before !== 'cancelled';
    const supplied = step.delivery === 'shipped' || step.delivery === 'delivered';
    if (!invoiced && (paidOnline || supplied)) {
      invoiced = true;
      documents.push({ at: step.at, kind: 'invoice' });
    }
    const reason = step.delivery === 'cancelled' ? 'cancelled' : step.payment === 'refunded' ? 'refunded' : undefined;
    if (invoiced && !credited && reason) {
      credited = true;
      documents.push({ at: step.at, kind: 'credit_note', reason });
    }
  }
  return documents;
}

/**
 * How well a piece sells: steadier sellers for pieces the shop keeps more of, cheaper pieces more often, and a
 * stable per-piece liking (from its slug) so that some pieces clearly lead.
 */
function appeal(product: PlanProduct): number {
  const liking = 1 + (seedOf(`${product.slug}:appeal`) % 9);
  const favourite = seedOf(`${product.slug}:favourite`) % 8 === 0 ? 3 : 1;
  return (liking * favourite * Math.sqrt(product.stock)) / Math.sqrt(1 + product.salePricePaise / 200_000);
}

/**
 * The demo order history: orders in time order, each placed against the stock and coupon uses of its moment (a
 * cancelled order gives both back when it is cancelled), never taking a piece's last unit, so every piece the demo
 * lists in stock stays buyable and the sold-out ones are never sold.
 */
export function planDemoOrders<P extends PlanProduct, C>(input: OrderPlanInput<P, C>): PlannedOrder<P, C>[] {
  const { now, customers, products, coupons } = input;
  const random = seededRandom(seedOf('sona-demo-orders'));
  if (!customers.length) return [];
  // Some customers come back often, most order once or twice.
  const loyalty = customers.map(() => 0.4 + 3 * random() ** 3);
  // A cash-on-delivery order comes from a customer it is offered to.
  const codLoyalty = loyalty.map((weight, index) => (input.codOffered?.(customers[index]) === false ? 0 : weight));
  const stock = new Map(products.map((product) => [product.id, product.stock]));
  const appealOf = new Map(products.map((product) => [product.id, appeal(product)]));
  const uses = new Map<string, number>();
  const useKey = (coupon: PlanCoupon, customer: number) => `${coupon.id}:${customer}`;
  const releases: { at: number; apply: () => void }[] = [];

  const orders: PlannedOrder<P, C>[] = [];
  for (const spec of orderSpecs(random, now)) {
    const placedAt = spec.placedAt.getTime();
    // Cancellations before this moment have given their pieces and coupon uses back.
    releases.sort((a, b) => a.at - b.at);
    while (releases.length && releases[0].at <= placedAt) releases.shift()?.apply();

    const customerIndex = pickIndex(random, spec.method === 'COD' ? codLoyalty : loyalty);
    // One piece is always kept back: the pieces the demo lists in stock stay in stock.
    const available = (product: P) => (stock.get(product.id) ?? 0) - 1;
    const lines: PlannedLine<P>[] = [];
    const lineCount = pickIndex(random, LINE_COUNT_WEIGHT);
    for (let n = 0; n < lineCount; n++) {
      const product = pickWeighted(
        random,
        products.filter((p) => available(p) >= 1 && !lines.some((line) => line.product.id === p.id)),
        (p) => appealOf.get(p.id) ?? 0,
      );
      if (!product) break;
      const quantity = available(product) >= 2 && random() < 0.12 ? 2 : 1;
      lines.push({
        product,
        quantity,
        size: product.sizes[Math.floor(random() * product.sizes.length)] ?? '',
        color: product.colors[Math.floor(random() * product.colors.length)] ?? '',
      });
    }
    if (!lines.length) continue;
    const requested = lines.map((line) => ({ productId: line.product.id, quantity: line.quantity }));
    const shortage = findShortage(
      requested,
      lines.map((line) => ({ id: line.product.id, name: line.product.slug, stock: available(line.product), salePricePaise: line.product.salePricePaise })),
    );
    if (shortage) throw new Error(`The order plan asked ${shortage.wanted} of ${shortage.product.name} with ${shortage.product.stock} to spare.`);

    const priced = lines.map((line) => ({ salePricePaise: line.product.salePricePaise, quantity: line.quantity }));
    const subtotalPaise = orderTotals(priced).subtotalPaise;
    const usable = coupons.filter(
      (coupon) =>
        coupon.startsAt.getTime() <= placedAt &&
        !isExpired(coupon, spec.placedAt) &&
        subtotalPaise >= coupon.minOrderPaise &&
        (uses.get(useKey(coupon, customerIndex)) ?? 0) < coupon.userLimit,
    );
    const coupon = usable.length && random() < COUPON_SHARE ? usable.reduce((best, c) => (c.discount > best.discount ? c : best)) : null;
    const discountPaise = coupon ? applyCoupon(subtotalPaise, coupon).discountPaise : 0;
    const shippingFee = input.shippingFeePaise?.(customers[customerIndex], subtotalPaise - discountPaise) ?? ORDER_SHIPPING_FEE_PAISE;
    const totals = orderTotals(priced, discountPaise, shippingFee);

    for (const line of lines) stock.set(line.product.id, (stock.get(line.product.id) ?? 0) - line.quantity);
    if (coupon) uses.set(useKey(coupon, customerIndex), (uses.get(useKey(coupon, customerIndex)) ?? 0) + 1);

    const { steps, payments } = roadOf(random, spec, now);
    const statuses = statusesAfter(steps);
    if (statuses.cancelledAt) {
      // cancelOrder gives the pieces back and deletes the coupon use.
      releases.push({
        at: statuses.cancelledAt.getTime(),
        apply: () => {
          for (const line of lines) stock.set(line.product.id, (stock.get(line.product.id) ?? 0) + line.quantity);
          if (coupon) uses.set(useKey(coupon, customerIndex), (uses.get(useKey(coupon, customerIndex)) ?? 0) - 1);
        },
      });
    }
    orders.push({ customer: customers[customerIndex], placedAt: spec.placedAt, lines, coupon, totals, steps, ...statuses, payments });
  }
  return orders;
}
