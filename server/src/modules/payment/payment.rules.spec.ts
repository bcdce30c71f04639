import { MERCHANT_ORDER_ID_PATTERN, merchantOrderIdFor, orderDetailPath, returnOutcome } from './payment.rules.js';

describe('merchantOrderIdFor', () => {
  it("is the order id and the attempt number, within PhonePe's rule", () => {
    const id = merchantOrderIdFor('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 12);
    expect(id).toBe('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f-12');
    expect(id).toMatch(MERCHANT_ORDER_ID_PATTERN);
    expect(merchantOrderIdFor('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 2_147_483_647).length).toBeLessThanOrEqual(63);
  });

  it('gives every attempt of an order its own id', () => {
    expect(merchantOrderIdFor('a', 1)).not.toBe(merchantOrderIdFor('a', 2));
  });
});

describe('returnOutcome and orderDetailPath', () => {
  it('tells the storefront how the payment went', () => {
    expect(returnOutcome('COMPLETED')).toBe('success');
    expect(returnOutcome('FAILED')).toBe('failed');
    expect(returnOutcome('PENDING')).toBe('pending');
    expect(orderDetailPath('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'failed')).toBe('/dashboard/order/details/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f?payment=failed');
  });
});
