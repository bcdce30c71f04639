import { newMerchantRefundId, normaliseUtr, refundable } from './refund.rules.js';
import { REFUND_TRANSITIONS } from './refund.transitions.js';

describe('normaliseUtr', () => {
  it('takes IMPS/UPI (12 digits), NEFT (16) and RTGS (22) references, spaces ignored, upper-cased', () => {
    expect(normaliseUtr('4123 4567 8901')).toBe('412345678901');
    expect(normaliseUtr('hdfcn52022062412')).toBe('HDFCN52022062412');
    expect(normaliseUtr('HDFCR52022062412345678')).toBe('HDFCR52022062412345678');
  });

  it('refuses anything else', () => {
    for (const bad of ['', '12345', '12345678901', '1234567890123', 'HDFC1234', '1234N52022062412', 'HDFCN5202206241!', 'HDFCN520220624123']) {
      expect(normaliseUtr(bad)).toBeUndefined();
    }
  });
});

describe('refundable', () => {
  it('is what was paid less what is refunded or on its way, never negative', () => {
    expect(refundable(149_900, 0)).toBe(149_900);
    expect(refundable(149_900, 49_900)).toBe(100_000);
    expect(refundable(149_900, 149_900)).toBe(0);
    expect(refundable(100, 200)).toBe(0);
  });
});

describe('refund ids and transitions', () => {
  it('makes ids the gateway accepts, never the same twice', () => {
    const a = newMerchantRefundId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{1,63}$/);
    expect(newMerchantRefundId()).not.toBe(a);
  });

  it('lets a pending refund settle once and nothing else move', () => {
    expect(REFUND_TRANSITIONS.pending).toEqual(['completed', 'failed']);
    expect(REFUND_TRANSITIONS.completed).toEqual([]);
    expect(REFUND_TRANSITIONS.failed).toEqual([]);
  });
});
