import { discountedPrice, toPaise } from '../../common/money.js';
import { applyCoupon, isExpired } from '../coupon/coupon.rules.js';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../order/entities/order.entity.js';
import { ORDER_PAYMENT_WINDOW_MS, orderTotals } from '../order/order.rules.js';
import { demoAddresses, demoCoupons, demoProducts, MAIN_SHOP, SECOND_SHOP } from './data/index.js';
import { documentsOf, HISTORY_DAYS, indianDayStart, indianWeekday, type OrderStep, type PlanCoupon, planDemoOrders, statusesAfter } from './seed-order-plan.js';

const DAY_MS = 24 * 3600 * 1000;
const NOW = new Date('2026-11-01T12:00:00Z');

const products = demoProducts.map((p) => ({
  id: `id-${p.slug}`,
  slug: p.slug,
  stock: p.stock,
  salePricePaise: toPaise(discountedPrice(p.price, p.discount)),
  sizes: p.sizes,
  colors: p.colors,
  shopName: p.shopName,
}));

const couponsAt = (now: Date): PlanCoupon[] =>
  demoCoupons.map((c) => ({
    id: `id-${c.name}`,
    code: c.name,
    discount: c.discount,
    minOrderPaise: toPaise(c.price),
    userLimit: c.userlimit,
    expiresAt: c.expiresInDays === undefined ? null : new Date(now.getTime() + c.expiresInDays * DAY_MS),
    startsAt: new Date(now.getTime() - c.startedDaysAgo * DAY_MS),
  }));

const planAt = (now: Date) => planDemoOrders({ now, customers: demoAddresses, products, coupons: couponsAt(now) });

/** Days between the Indian day of `at` and that of NOW. */
const daysBack = (at: Date, now = NOW) => Math.round((indianDayStart(now).getTime() - indianDayStart(at).getTime()) / DAY_MS);

describe('indianDayStart', () => {
  it('is midnight in India (UTC+5:30), whatever the UTC date', () => {
    expect(indianDayStart(new Date('2026-11-01T18:29:00Z'))).toEqual(new Date('2026-10-31T18:30:00Z'));
    expect(indianDayStart(new Date('2026-11-01T18:30:00Z'))).toEqual(new Date('2026-11-01T18:30:00Z'));
    // 2026-11-01 is a Sunday; 00:10 on Monday in India is still Sunday in UTC.
    expect(indianWeekday(new Date('2026-11-01T18:40:00Z'))).toBe(1);
  });
});

describe('planDemoOrders', () => {
  const orders = planAt(NOW);

  it('tells the same story for the same moment', () => {
    expect(planAt(NOW)).toEqual(orders);
  });

  it('places 150–250 orders over the last 60 days, in time order, none in the future', () => {
    expect(orders.length).toBeGreaterThanOrEqual(150);
    expect(orders.length).toBeLessThanOrEqual(250);
    const times = orders.map((o) => o.placedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThan(NOW.getTime() - HISTORY_DAYS * DAY_MS);
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
  });

  it('is busier on recent days and at weekends', () => {
    const recent = orders.filter((o) => daysBack(o.placedAt) >= 1 && daysBack(o.placedAt) <= 20).length;
    const early = orders.filter((o) => daysBack(o.placedAt) >= 39 && daysBack(o.placedAt) <= 58).length;
    expect(recent).toBeGreaterThan(early * 1.5);
    const perDay = (weekend: boolean) => {
      const days = new Set<number>();
      let count = 0;
      for (let back = 1; back < HISTORY_DAYS - 1; back++) {
        const day = new Date(indianDayStart(NOW).getTime() - back * DAY_MS);
        if ([0, 6].includes(indianWeekday(day)) === weekend) days.add(back);
      }
      for (const o of orders) if (days.has(daysBack(o.placedAt))) count++;
      return count / days.size;
    };
    expect(perDay(true)).toBeGreaterThan(perDay(false) * 1.2);
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((n) => new Date(NOW.getTime() + n * 7.3 * 3600 * 1000)))(
    'at %s has every delivery and payment status, both methods, every cancel reason and both shops',
    (now) => {
      const plan = planAt(now);
      expect(new Set(plan.map((o) => o.deliveryStatus))).toEqual(new Set(DELIVERY_STATUSES));
      expect(new Set(plan.map((o) => o.paymentStatus))).toEqual(new Set(PAYMENT_STATUSES));
      expect(new Set(plan.map((o) => o.paymentMethod))).toEqual(new Set(['COD', 'ONLINEPAY', null]));
      expect(new Set(plan.map((o) => o.cancelReason))).toEqual(new Set(['customer', 'staff', 'expired', null]));
      const shops = new Set(plan.flatMap((o) => o.lines.map((l) => l.product.shopName)));
      expect(shops).toEqual(new Set([MAIN_SHOP, SECOND_SHOP]));
    },
  );

  it('reaches each status only by steps the transition tables allow, in time order, from pending and unpaid', () => {
    for (const order of orders) {
      expect(order.steps[0]).toEqual({ at: order.placedAt, delivery: 'pending', payment: 'unpaid' });
      const { deliveryStatus, paymentStatus, paymentMethod, cancelReason, paidAt, cancelledAt, updatedAt } = order;
      expect(statusesAfter(order.steps)).toEqual({ deliveryStatus, paymentStatus, paymentMethod, cancelReason, paidAt, cancelledAt, updatedAt });
      expect(updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('refuses a step the tables do not allow, or one out of time order', () => {
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    const start = { at: at(0), delivery: 'pending' as const, payment: 'unpaid' as const };
    expect(() => statusesAfter([start, { at: at(1), delivery: 'shipped' }])).toThrow('No step from pending to shipped.');
    expect(() => statusesAfter([start, { at: at(1), payment: 'refunded' }])).toThrow('No step from unpaid to refunded.');
    expect(() => statusesAfter([start, { at: at(2), delivery: 'placed' }, { at: at(1), delivery: 'warehouse' }])).toThrow('came before');
  });

  it('expires only orders still unpaid after the payment window, as the expiry job does', () => {
    const expired = orders.filter((o) => o.cancelReason === 'expired');
    expect(expired.length).toBeGreaterThanOrEqual(3);
    for (const order of expired) {
      expect(order.paymentStatus).toBe('unpaid');
      expect(order.steps.map((s) => s.delivery).filter(Boolean)).toEqual(['pending', 'cancelled']);
      expect(order.cancelledAt!.getTime() - order.placedAt.getTime()).toBeGreaterThanOrEqual(ORDER_PAYMENT_WINDOW_MS);
      expect(order.payments.every((p) => p.outcome !== 'paid')).toBe(true);
    }
    // Shoppers at the payment step now: still pending, younger than the window.
    for (const order of orders.filter((o) => o.deliveryStatus === 'pending')) {
      expect(NOW.getTime() - order.placedAt.getTime()).toBeLessThan(ORDER_PAYMENT_WINDOW_MS);
    }
  });

  it('pays online orders through one completed attempt (after a declined one, at times) and cash orders on delivery', () => {
    for (const order of orders) {
      const paid = order.payments.filter((p) => p.outcome === 'paid' && p.settledAt);
      if (order.paymentMethod === 'COD') {
        expect(order.payments).toEqual([]);
        expect(order.paymentStatus).toBe(order.deliveryStatus === 'delivered' ? 'paid' : 'unpaid');
      } else if (order.paidAt) {
        expect(paid).toHaveLength(1);
        expect(paid[0].settledAt).toEqual(order.paidAt);
        expect(order.payments.map((p) => p.attempt)).toEqual(order.payments.map((_, i) => i + 1));
      } else {
        expect(paid).toEqual([]);
      }
      for (const payment of order.payments) {
        expect(payment.startedAt.getTime()).toBeGreaterThan(order.placedAt.getTime());
        if (payment.settledAt) expect(payment.settledAt.getTime()).toBeGreaterThan(payment.startedAt.getTime());
      }
    }
    expect(orders.some((o) => o.payments.length === 2 && o.paidAt)).toBe(true);
  });

  it('prices every order by the order and coupon rules, applying a coupon only when it was live, reached and not used up', () => {
    const uses = new Map<string, number>();
    const events = orders.flatMap((order) => [
      { at: order.placedAt.getTime(), order, kind: 'place' as const },
      ...(order.cancelledAt ? [{ at: order.cancelledAt.getTime(), order, kind: 'cancel' as const }] : []),
    ]);
    events.sort((a, b) => a.at - b.at || (a.kind === 'cancel' ? -1 : 1));
    for (const { order, kind } of events) {
      const key = `${order.coupon?.id}:${order.customer.name}`;
      if (kind === 'cancel') {
        if (order.coupon) uses.set(key, (uses.get(key) ?? 0) - 1);
        continue;
      }
      const subtotal = order.lines.reduce((sum, l) => sum + l.product.salePricePaise * l.quantity, 0);
      const discount = order.coupon ? applyCoupon(subtotal, order.coupon).discountPaise : 0;
      expect(order.totals).toEqual(orderTotals(order.lines.map((l) => ({ salePricePaise: l.product.salePricePaise, quantity: l.quantity })), discount));
      if (!order.coupon) continue;
      expect(order.coupon.startsAt.getTime()).toBeLessThanOrEqual(order.placedAt.getTime());
      expect(isExpired(order.coupon, order.placedAt)).toBe(false);
      expect(subtotal).toBeGreaterThanOrEqual(order.coupon.minOrderPaise);
      expect(uses.get(key) ?? 0).toBeLessThan(order.coupon.userLimit);
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
    expect(new Set(orders.flatMap((o) => (o.coupon ? [o.coupon.code] : []))).size).toBeGreaterThanOrEqual(3);
  });

  it('never sells a sold-out piece nor the last one of any piece, counting what cancellations gave back', () => {
    const stock = new Map(products.map((p) => [p.id, p.stock]));
    const events = orders.flatMap((order) => [
      { at: order.placedAt.getTime(), order, sign: -1 },
      ...(order.cancelledAt ? [{ at: order.cancelledAt.getTime(), order, sign: 1 }] : []),
    ]);
    events.sort((a, b) => a.at - b.at || b.sign - a.sign);
    for (const { order, sign } of events) {
      for (const line of order.lines) {
        stock.set(line.product.id, (stock.get(line.product.id) ?? 0) + sign * line.quantity);
        expect(stock.get(line.product.id)).toBeGreaterThanOrEqual(1);
      }
    }
    for (const product of products.filter((p) => p.stock === 0)) expect(stock.get(product.id)).toBe(0);
  });

  it('gives every line a size and a colour the piece offers, and each order distinct pieces', () => {
    for (const order of orders) {
      expect(order.lines.length).toBeGreaterThanOrEqual(1);
      expect(new Set(order.lines.map((l) => l.product.id)).size).toBe(order.lines.length);
      for (const line of order.lines) {
        expect(line.product.sizes).toContain(line.size);
        expect(line.product.colors).toContain(line.color);
      }
    }
  });

  it('has customers coming back: some order several times', () => {
    const perCustomer = new Map<string, number>();
    for (const order of orders) perCustomer.set(order.customer.name, (perCustomer.get(order.customer.name) ?? 0) + 1);
    expect(perCustomer.size).toBeGreaterThanOrEqual(25);
    expect(Math.max(...perCustomer.values())).toBeGreaterThanOrEqual(8);
  });
});

describe('documentsOf: the GST documents an order\'s steps call for, as the order services issue them', () => {
  const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
  const start: OrderStep = { at: at(0), delivery: 'pending', payment: 'unpaid' };

  it('invoices an online order when its payment comes in, once, and credits it when cancelled, once', () => {
    const steps: OrderStep[] = [
      start,
      { at: at(1), method: 'ONLINEPAY' },
      { at: at(3), delivery: 'placed', payment: 'paid' },
      { at: at(60), delivery: 'warehouse' },
      { at: at(90), delivery: 'cancelled', payment: 'refund_pending', cancelReason: 'customer' },
      { at: at(900), payment: 'refunded' },
    ];
    expect(documentsOf(steps)).toEqual([
      { at: at(3), kind: 'invoice' },
      { at: at(90), kind: 'credit_note', reason: 'cancelled' },
    ]);
    expect(documentsOf(steps.slice(0, 4).concat({ at: at(120), delivery: 'shipped' }, { at: at(500), delivery: 'delivered' }))).toEqual([{ at: at(3), kind: 'invoice' }]);
  });

  it('invoices a cash-on-delivery order when it ships, not when it is delivered and paid; one cancelled before shipping never', () => {
    const placed: OrderStep[] = [start, { at: at(2), delivery: 'placed', method: 'COD' }];
    expect(documentsOf([...placed, { at: at(60), delivery: 'shipped' }, { at: at(500), delivery: 'delivered', payment: 'paid' }])).toEqual([
      { at: at(60), kind: 'invoice' },
    ]);
    expect(documentsOf([...placed, { at: at(30), delivery: 'warehouse' }, { at: at(40), delivery: 'cancelled', cancelReason: 'staff' }])).toEqual([]);
    expect(documentsOf(placed)).toEqual([]);
  });

  it('issues nothing for an order that expired unpaid', () => {
    expect(documentsOf([start, { at: at(1), method: 'ONLINEPAY' }, { at: at(31), delivery: 'cancelled', cancelReason: 'expired' }])).toEqual([]);
  });

  it('gives the plan an invoice for every order paid or shipped, a credit note for each invoiced one cancelled, in time order', () => {
    const orders = planAt(NOW);
    for (const order of orders) {
      const documents = documentsOf(order.steps);
      const invoiced = order.paidAt !== null || ['shipped', 'delivered'].includes(order.deliveryStatus);
      expect(documents.filter((d) => d.kind === 'invoice')).toHaveLength(invoiced ? 1 : 0);
      expect(documents.filter((d) => d.kind === 'credit_note')).toHaveLength(invoiced && order.deliveryStatus === 'cancelled' ? 1 : 0);
      if (order.paymentMethod === 'ONLINEPAY' && order.paidAt) expect(documents[0].at).toEqual(order.paidAt);
      const times = documents.map((d) => d.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const time of times) expect(time).toBeLessThanOrEqual(NOW.getTime());
    }
    const all = orders.flatMap((order) => documentsOf(order.steps));
    expect(all.filter((d) => d.kind === 'invoice').length).toBeGreaterThan(120);
    expect(all.filter((d) => d.kind === 'credit_note').length).toBeGreaterThanOrEqual(1);
  });
});
