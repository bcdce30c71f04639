import { describe, expect, it } from 'vitest';
import {
  cancelReasonSentence,
  checkMonth,
  documentFileName,
  formatGrams,
  orderReference,
  previousMonth,
  refundWay,
  statusActions,
  statusInWords,
  toOrderFilter,
  toOrderStatusPayload,
} from './orderRules';
import type { Order } from './types';

type Allowed = Pick<Order, 'allowedDeliveryStatuses' | 'allowedPaymentStatuses' | 'payment_status' | 'payment_method'>;

const order = (allowed: Partial<Allowed>): Allowed => ({
  allowedDeliveryStatuses: [],
  allowedPaymentStatuses: [],
  payment_status: 'unpaid',
  payment_method: 'ONLINEPAY',
  ...allowed,
});

describe('statusActions', () => {
  it('offers exactly the next statuses the server lists, delivery first, in its order', () => {
    const actions = statusActions(order({ allowedDeliveryStatuses: ['warehouse', 'shipped', 'cancelled'], allowedPaymentStatuses: ['paid'] }));

    expect(actions.map((action) => action.label)).toEqual(['Move to warehouse', 'Mark shipped', 'Cancel order', 'Mark paid']);
    expect(actions.map((action) => action.payload)).toEqual([
      { delivery_status: 'warehouse' },
      { delivery_status: 'shipped' },
      { delivery_status: 'cancelled' },
      { payment_status: 'paid' },
    ]);
  });

  it('offers nothing for an order at its end (delivered and refunded, or cancelled)', () => {
    expect(statusActions(order({}))).toEqual([]);
  });

  it('asks before cancelling, and says a paid order will be marked for a refund and how its money goes back', () => {
    const [unpaidCancel] = statusActions(order({ allowedDeliveryStatuses: ['cancelled'] }));
    expect(unpaidCancel.danger).toBe(true);
    expect(unpaidCancel.confirm?.title).toBe('Cancel this order?');
    expect(unpaidCancel.confirm?.content).not.toMatch(/refund/i);

    const [paidCancel] = statusActions(order({ allowedDeliveryStatuses: ['cancelled'], payment_status: 'paid' }));
    expect(paidCancel.confirm?.content).toMatch(/marked for a refund\. Its refund goes through the payment gateway by itself\./);
    const [codCancel] = statusActions(order({ allowedDeliveryStatuses: ['cancelled'], payment_status: 'paid', payment_method: 'COD' }));
    expect(codCancel.confirm?.content).toMatch(/marked for a refund\. Record the transfer that pays it back, with its UTR, under Refunds\./);
  });

  it('asks nothing before ordinary steps', () => {
    const actions = statusActions(order({ allowedDeliveryStatuses: ['delivered'], allowedPaymentStatuses: ['paid'] }));
    expect(actions.map((action) => action.confirm)).toEqual([undefined, undefined]);
  });
});

describe('refundWay', () => {
  it('says where an owed refund is made: the gateway for an online payment, a recorded UTR for cash on delivery', () => {
    expect(refundWay({ payment_status: 'refund_pending', payment_method: 'ONLINEPAY' })).toBe(
      'Refunded when the refund through the payment gateway completes (see Refunds: retry one that failed there).',
    );
    expect(refundWay({ payment_status: 'refund_pending', payment_method: 'COD' })).toBe(
      'Refunded once the transfers recorded under Refunds, each with its UTR, add up to the total.',
    );
  });

  it('says nothing when no refund is owed', () => {
    for (const status of ['unpaid', 'paid', 'refunded'] as const) expect(refundWay({ payment_status: status, payment_method: 'COD' })).toBeUndefined();
  });
});

describe('toOrderStatusPayload', () => {
  it('keeps only the status fields, from a record holding much more', () => {
    const record = { id: 'o1', _id: 'o1', price: 4999, delivery_status: 'shipped', payment_status: 'unpaid', products: [] };
    expect(toOrderStatusPayload(record as Partial<Order>)).toEqual({ delivery_status: 'shipped', payment_status: 'unpaid' });
    expect(toOrderStatusPayload({ payment_status: 'refunded' })).toEqual({ payment_status: 'refunded' });
  });

  it('refuses to send a change without a status', () => {
    expect(() => toOrderStatusPayload({})).toThrow('Choose a delivery or payment status to change.');
  });
});

describe('orderReference and the search', () => {
  it('shows the id as customers see it on the shop', () => {
    expect(orderReference('1a2b3c4d-0000-4000-8000-000000000001')).toBe('#1A2B3C4D');
  });

  it('searches a quoted reference without its #', () => {
    expect(toOrderFilter({ q: ' #1A2B3C4D ', delivery_status: 'placed' })).toEqual({ q: '1A2B3C4D', delivery_status: 'placed' });
    expect(toOrderFilter({ q: 'asha@example.com' })).toEqual({ q: 'asha@example.com' });
    expect(toOrderFilter({ payment_method: 'COD' })).toEqual({ payment_method: 'COD' });
    // The returns' list searches its orders' references the same way.
    expect(toOrderFilter({ q: ' #1A2B3C4D ', state: 'requested' })).toEqual({ q: '1A2B3C4D', state: 'requested' });
  });
});

describe('sentences', () => {
  it('names the new status as a sentence ends', () => {
    expect(statusInWords({ delivery_status: 'warehouse' })).toBe('at the warehouse');
    expect(statusInWords({ payment_status: 'refund_pending' })).toBe('refund pending');
    expect(statusInWords({ delivery_status: 'shipped', payment_status: 'paid' })).toBe('shipped and paid');
  });

  it('says why a cancelled order was cancelled, and nothing for others', () => {
    expect(cancelReasonSentence({ delivery_status: 'cancelled', cancelReason: 'expired' })).toBe('This order was cancelled because it was not paid in time.');
    expect(cancelReasonSentence({ delivery_status: 'cancelled', cancelReason: null })).toBe('This order was cancelled.');
    expect(cancelReasonSentence({ delivery_status: 'placed', cancelReason: null })).toBeUndefined();
  });
});

describe('tax documents and the sales register', () => {
  it('names a document’s file after its number when the server suggests none', () => {
    expect(documentFileName('SJ/26-27/000123')).toBe('SJ-26-27-000123.pdf');
  });

  it('offers last month first, across a new year too', () => {
    expect(previousMonth(new Date(2026, 10, 28))).toBe('2026-10');
    expect(previousMonth(new Date(2027, 0, 3))).toBe('2026-12');
  });

  it('takes a month as YYYY-MM', () => {
    expect(checkMonth('2026-11')).toBeUndefined();
    for (const month of ['', '2026-13', '2026-1', '11-2026']) expect(checkMonth(month)).toMatch(/YYYY-MM/);
  });

  it('prints a net weight to the milligram', () => {
    expect(formatGrams(4.25)).toBe('4.250 g');
  });
});
