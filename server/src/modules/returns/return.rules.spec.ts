import { checkRefundDestination, maskAccount, paidPerLine, piecesValue, returnAmount } from './return.rules.js';

const line = (id: string, salePricePaise: number, quantity: number, couponApplies = true) => ({ id, salePricePaise, quantity, couponApplies });

describe('paidPerLine', () => {
  it('shares the coupon among the lines it applies to in proportion to their value', () => {
    const paid = paidPerLine([line('a', 100_000, 1), line('b', 300_000, 1)], 40_000);
    expect(paid).toEqual(new Map([['a', 90_000], ['b', 270_000]]));
  });

  it('leaves a line the coupon does not apply to (another seller’s) at its price', () => {
    const paid = paidPerLine([line('a', 100_000, 1), line('b', 300_000, 1, false)], 10_000);
    expect(paid).toEqual(new Map([['a', 90_000], ['b', 300_000]]));
  });
});

describe('piecesValue', () => {
  it('returning a line’s pieces one at a time adds up to exactly what the line cost', () => {
    const paid = 100_001;
    const steps = [0, 1, 2].map((already) => piecesValue(paid, 3, already, 1));
    expect(steps.reduce((sum, value) => sum + value, 0)).toBe(paid);
    expect(Math.max(...steps) - Math.min(...steps)).toBeLessThanOrEqual(1);
  });

  it('refuses more pieces than the line holds', () => {
    expect(() => piecesValue(1000, 2, 1, 2)).toThrow(RangeError);
  });
});

describe('returnAmount', () => {
  const base = { couponDiscountPaise: 40_000, shippingFeePaise: 5_000, paidPaise: 365_000, heldPaise: 0 };

  it('a partial return refunds its pieces’ paid share without shipping', () => {
    const result = returnAmount({
      ...base,
      lines: [
        { ...line('a', 100_000, 1), alreadyReturned: 0, returning: 1 },
        { ...line('b', 300_000, 1), alreadyReturned: 0, returning: 0 },
      ],
    });
    expect(result).toEqual({ amountPaise: 90_000, goodsPaise: 90_000, shippingPaise: 0, wholeOrder: false });
  });

  it('the return that brings the whole order back adds shipping, and the parts add up to what was paid', () => {
    const first = returnAmount({ ...base, lines: [{ ...line('a', 100_000, 1), alreadyReturned: 0, returning: 1 }, { ...line('b', 300_000, 1), alreadyReturned: 0, returning: 0 }] });
    const second = returnAmount({
      ...base,
      heldPaise: first.amountPaise,
      lines: [
        { ...line('a', 100_000, 1), alreadyReturned: 1, returning: 0 },
        { ...line('b', 300_000, 1), alreadyReturned: 0, returning: 1 },
      ],
    });
    expect(second).toMatchObject({ goodsPaise: 270_000, shippingPaise: 5_000, wholeOrder: true });
    expect(first.amountPaise + second.amountPaise).toBe(base.paidPaise);
  });

  it('never refunds more than was paid and not yet refunded', () => {
    const result = returnAmount({ ...base, heldPaise: 300_000, lines: [{ ...line('a', 100_000, 1), alreadyReturned: 0, returning: 1 }, { ...line('b', 300_000, 1), alreadyReturned: 0, returning: 0 }] });
    expect(result.amountPaise).toBe(65_000);
  });
});

describe('checkRefundDestination', () => {
  it('takes a UPI ID of the name@bank shape', () => {
    expect(checkRefundDestination({ method: 'upi', upiId: ' Asha.Verma@okaxis ' })).toEqual({ ok: true, destination: { method: 'upi', upiId: 'asha.verma@okaxis' } });
    for (const upiId of ['asha', '@okaxis', 'asha@', 'a@b', 'asha@ok axis', 'asha@1bank']) expect(checkRefundDestination({ method: 'upi', upiId }).ok).toBe(false);
  });

  it('takes a bank account of 9 to 18 digits with an IFSC of 4 letters, 0 and 6 letters or digits', () => {
    expect(checkRefundDestination({ method: 'bank', accountHolder: 'Asha  Verma', accountNumber: '1234 5678 9', ifsc: 'hdfc0000123' })).toEqual({
      ok: true,
      destination: { method: 'bank', accountHolder: 'Asha Verma', accountNumber: '123456789', ifsc: 'HDFC0000123' },
    });
    expect(checkRefundDestination({ method: 'bank', accountHolder: 'Asha', accountNumber: '12345678', ifsc: 'HDFC0000123' }).ok).toBe(false);
    expect(checkRefundDestination({ method: 'bank', accountHolder: 'Asha', accountNumber: '1234567890123456789', ifsc: 'HDFC0000123' }).ok).toBe(false);
    for (const ifsc of ['HDFC1000123', 'HDF00000123', 'HDFC000012', 'HDFC0-00123']) {
      expect(checkRefundDestination({ method: 'bank', accountHolder: 'Asha', accountNumber: '123456789', ifsc }).ok).toBe(false);
    }
    expect(checkRefundDestination({ method: 'bank', accountHolder: 'A', accountNumber: '123456789', ifsc: 'HDFC0000123' }).ok).toBe(false);
    expect(checkRefundDestination({ method: 'cheque' }).ok).toBe(false);
  });

  it('masks an account number but its last 4 digits', () => {
    expect(maskAccount('123456789012')).toBe('••••••••9012');
  });
});
