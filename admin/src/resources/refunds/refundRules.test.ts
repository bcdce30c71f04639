import { describe, expect, it } from 'vitest';
import { canRetry, takesManualRefund, utrOf } from './refundRules';

describe('refund rules', () => {
  it('retries only failed online refunds', () => {
    expect(canRetry({ kind: 'online', state: 'failed' })).toBe(true);
    expect(canRetry({ kind: 'online', state: 'pending' })).toBe(false);
    expect(canRetry({ kind: 'online', state: 'completed' })).toBe(false);
    expect(canRetry({ kind: 'manual', state: 'failed' })).toBe(false);
  });

  it('takes manual refunds for paid orders whose money did not come through the gateway', () => {
    expect(takesManualRefund({ payment_method: 'COD', payment_status: 'paid' }, false)).toBe(true);
    expect(takesManualRefund({ payment_method: 'COD', payment_status: 'refund_pending' }, false)).toBe(true);
    expect(takesManualRefund({ payment_method: 'COD', payment_status: 'unpaid' }, false)).toBe(false);
    expect(takesManualRefund({ payment_method: 'ONLINEPAY', payment_status: 'paid' }, true)).toBe(false);
    expect(takesManualRefund({ payment_method: 'ONLINEPAY', payment_status: 'refund_pending' }, true)).toBe(false);
    // Marked paid by staff, then cancelled: only a transfer can pay it back.
    expect(takesManualRefund({ payment_method: 'ONLINEPAY', payment_status: 'refund_pending' }, false)).toBe(true);
    expect(takesManualRefund({ payment_method: 'ONLINEPAY', payment_status: 'refunded' }, false)).toBe(false);
  });

  it('reads UTRs as the server does', () => {
    expect(utrOf('4123 4567 8901')).toBe('412345678901');
    expect(utrOf('hdfcn52022062412')).toBe('HDFCN52022062412');
    expect(utrOf('12345')).toBeUndefined();
    expect(utrOf('1234N52022062412')).toBeUndefined();
  });
});
