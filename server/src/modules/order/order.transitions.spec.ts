import { canTransition, CUSTOMER_CANCELLABLE, DELIVERY_TRANSITIONS, PAYMENT_TRANSITIONS, sourcesOf, staffPaymentSteps } from './order.transitions.js';

describe('order transitions', () => {
  it('moves a delivery forward and never back', () => {
    expect(canTransition(DELIVERY_TRANSITIONS, 'pending', 'placed')).toBe(true);
    expect(canTransition(DELIVERY_TRANSITIONS, 'placed', 'warehouse')).toBe(true);
    expect(canTransition(DELIVERY_TRANSITIONS, 'warehouse', 'shipped')).toBe(true);
    expect(canTransition(DELIVERY_TRANSITIONS, 'shipped', 'delivered')).toBe(true);
    expect(canTransition(DELIVERY_TRANSITIONS, 'warehouse', 'placed')).toBe(false);
    expect(canTransition(DELIVERY_TRANSITIONS, 'delivered', 'shipped')).toBe(false);
    expect(canTransition(DELIVERY_TRANSITIONS, 'pending', 'shipped')).toBe(false);
  });

  it('lets nothing leave cancelled or delivered, and nothing shipped be cancelled', () => {
    expect(DELIVERY_TRANSITIONS.cancelled).toEqual([]);
    expect(DELIVERY_TRANSITIONS.delivered).toEqual([]);
    expect(canTransition(DELIVERY_TRANSITIONS, 'shipped', 'cancelled')).toBe(false);
    expect(sourcesOf(DELIVERY_TRANSITIONS, 'cancelled')).toEqual(['pending', 'placed', 'warehouse']);
    expect(CUSTOMER_CANCELLABLE).toEqual(sourcesOf(DELIVERY_TRANSITIONS, 'cancelled'));
  });

  it('takes a payment once, and a refund only after it', () => {
    expect(sourcesOf(PAYMENT_TRANSITIONS, 'paid')).toEqual(['unpaid']);
    expect(canTransition(PAYMENT_TRANSITIONS, 'paid', 'paid')).toBe(false);
    expect(canTransition(PAYMENT_TRANSITIONS, 'unpaid', 'refunded')).toBe(false);
    expect(sourcesOf(PAYMENT_TRANSITIONS, 'refunded')).toEqual(['refund_pending']);
  });

  it('lets staff set every payment step by hand but refunded, which only refunds that moved the money reach, and a refund owed of an online payment', () => {
    for (const method of ['COD', 'ONLINEPAY', null] as const) {
      expect(staffPaymentSteps('unpaid', method)).toEqual(['paid']);
      expect(staffPaymentSteps('refund_pending', method)).toEqual([]);
      expect(staffPaymentSteps('refunded', method)).toEqual([]);
    }
    expect(staffPaymentSteps('paid', 'COD')).toEqual(['refund_pending']);
    // Cancelling it, or a return, owes an online payment's refund, which the gateway then makes by itself.
    expect(staffPaymentSteps('paid', 'ONLINEPAY')).toEqual([]);
    // The refunds still move it there through the table's guarded step.
    expect(canTransition(PAYMENT_TRANSITIONS, 'refund_pending', 'refunded')).toBe(true);
  });
});
