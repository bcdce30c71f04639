import { describe, expect, it } from 'vitest';
import { makeOrder, orderLine } from '../../test/checkout';
import { paymentPath } from '../payment/payment-state';
import { payNowState } from './pay-now';

describe('Pay Now (spec 2)', () => {
  it("carries the order's price, the sum of its quantities and its id", () => {
    const order = makeOrder({ price: 3210.5, products: [orderLine({ quantity: 2 }), orderLine({ _id: 'b', quantity: 3 })], items: 99 });
    expect(payNowState(order)).toEqual({ price: 3210.5, items: 5, orderId: order._id });
  });

  it('puts the order id in the payment address, so a reload still knows it', () => {
    expect(paymentPath('7c1d2e3f')).toBe('/payment?orderId=7c1d2e3f');
  });
});
