import { describe, expect, it } from 'vitest';
import {
  RETURN_STATES,
  canReturnMove,
  checkRejectReason,
  historyActor,
  piecesOf,
  receiveSentence,
  refundSentence,
  refundToRows,
  returnReference,
  returnSteps,
  stateSentence,
} from './returnRules';
import type { ReturnKind, ReturnLine, ReturnState } from './types';

const line = (quantity: number): ReturnLine => ({ lineId: `l${quantity}`, productId: 'p', name: 'Jhumka', image: '', size: '', color: '', quantity, price: 1000 });

describe('the steps a return’s page offers (the server’s transition table)', () => {
  const steps = (kind: ReturnKind, state: ReturnState) => returnSteps({ kind, state });

  it('a return: approve or reject, then receive (or reject), then refund', () => {
    expect(steps('return', 'requested')).toEqual(['approve', 'reject']);
    expect(steps('return', 'approved')).toEqual(['receive', 'reject']);
    expect(steps('return', 'received')).toEqual(['refund']);
  });

  it('a missing-item claim is never received: approved, it is refunded (or rejected)', () => {
    expect(steps('missing', 'requested')).toEqual(['approve', 'reject']);
    expect(steps('missing', 'approved')).toEqual(['refund', 'reject']);
    expect(canReturnMove('missing', 'approved', 'received')).toBe(false);
  });

  it('a return is never refunded before its pieces are back', () => {
    expect(canReturnMove('return', 'approved', 'refunding')).toBe(false);
    expect(canReturnMove('return', 'received', 'refunding')).toBe(true);
  });

  it('nothing is left to do while refunding, nor once refunded, rejected or withdrawn', () => {
    for (const state of ['refunding', 'refunded', 'rejected', 'cancelled'] as const) {
      expect(steps('return', state)).toEqual([]);
      expect(steps('missing', state)).toEqual([]);
    }
  });

  it('no step goes back to requested, and staff never withdraw a return (only the customer does)', () => {
    for (const from of RETURN_STATES) {
      expect(canReturnMove('return', from, 'requested')).toBe(false);
      expect(returnSteps({ kind: 'return', state: from })).not.toContain('cancel');
    }
  });
});

describe('what a return says', () => {
  it('counts its pieces across lines', () => {
    expect(piecesOf({ lines: [line(1), line(2)] })).toBe(3);
  });

  it('has a short reference, as orders do', () => {
    expect(returnReference('3f2a9c1e-0000-4000-8000-000000000000')).toBe('R-3F2A9C1E');
  });

  it('shows where a COD refund goes: the UPI ID, or the account with its IFSC', () => {
    expect(refundToRows({ method: 'upi', upiId: 'nisha@okaxis', accountHolder: null, accountNumber: null, ifsc: null })).toEqual([['UPI ID', 'nisha@okaxis']]);
    expect(refundToRows({ method: 'bank', upiId: null, accountHolder: 'Nisha Verma', accountNumber: '123456789012', ifsc: 'HDFC0001234' })).toEqual([
      ['Account holder', 'Nisha Verma'],
      ['Account number', '123456789012'],
      ['IFSC', 'HDFC0001234'],
    ]);
  });

  it('says who took a step: the named person, else the shop itself', () => {
    expect(historyActor({ actorId: 'u1', actorName: 'Asha (staff)' })).toBe('Asha (staff)');
    expect(historyActor({ actorId: null, actorName: null })).toBe('The shop');
    expect(historyActor({ actorId: 'u2', actorName: null })).toBe('A deleted account');
  });

  it('receiving says the pieces go back into stock, and how the money then goes back', () => {
    expect(receiveSentence({ lines: [line(1)], paymentMethod: 'ONLINEPAY' })).toMatch(/^The piece goes back into stock now\. The refund through the gateway starts by itself 48 hours later/);
    expect(receiveSentence({ lines: [line(2)], paymentMethod: 'COD' })).toMatch(/^The 2 pieces go back into stock now\. Then transfer the refund .* record its UTR/);
  });

  it('refunding says where the money goes', () => {
    expect(refundSentence({ amount: 1234.5, paymentMethod: 'ONLINEPAY' })).toBe('₹1,234.50 goes back through the payment gateway to what the customer paid with. The customer is mailed.');
    expect(refundSentence({ amount: 500, paymentMethod: 'COD' })).toMatch(/^Transfer ₹500\.00 to the customer first, then record the transfer’s UTR/);
  });

  it('sums up where it stands: rejected with the reason, refunded with amount, date and reference', () => {
    const base: Parameters<typeof stateSentence>[0] = {
      state: 'refunded',
      kind: 'return',
      rejectionReason: null,
      refundDueAt: null,
      paymentMethod: 'COD',
      refundedAt: '2026-11-28T06:20:00.000Z',
      refundReference: '412345678901',
      amount: 2500,
    };
    expect(stateSentence(base)).toBe('Refunded ₹2,500.00 on 28 Nov 2026, 11:50 am (ref 412345678901).');
    expect(stateSentence({ ...base, state: 'rejected', rejectionReason: 'The piece was worn.' })).toBe('Rejected: The piece was worn.');
    expect(stateSentence({ ...base, state: 'received', paymentMethod: 'ONLINEPAY', refundDueAt: '2026-11-30T06:20:00.000Z' })).toBe(
      'Received and restocked: the refund starts by itself on 30 Nov 2026, 11:50 am.',
    );
  });
});

describe('the reject form', () => {
  it('asks for a reason of 3 to 500 characters, as the server does', () => {
    expect(checkRejectReason('Worn')).toBeUndefined();
    expect(checkRejectReason('  ok  ')).toMatch(/3 to 500/);
    expect(checkRejectReason('x'.repeat(501))).toMatch(/3 to 500/);
  });
});

