import { priceBreakup } from '../pricing/price.js';
import { type InvoiceInput, type InvoiceTax, invoiceTax, shareDiscount, supplyTypeOf, taxLine } from './tax.js';

const RAJASTHAN = '08';
const ring = { description: 'Rajwada ring, 22K gold (916)', hsn: '7113', quantity: 1 };

/** An order from the shop in Rajasthan to `placeOfSupplyCode`, paying what its lines come to. */
function order(placeOfSupplyCode: string, amounts: number[], couponDiscountPaise = 0, shippingPaise = 0, exportUnderLut = true): InvoiceInput {
  return {
    shopStateCode: RAJASTHAN,
    exportUnderLut,
    placeOfSupplyCode,
    lines: amounts.map((amountPaise, index) => ({ ...ring, description: `Piece ${index + 1}`, amountPaise })),
    couponDiscountPaise,
    shippingPaise,
    amountPaidPaise: amounts.reduce((sum, amount) => sum + amount, 0) - couponDiscountPaise + shippingPaise,
  };
}

/** The invoice's own arithmetic: lines add up to the totals, and the totals to the amount paid. */
function expectConsistent(invoice: InvoiceTax, paid: number): void {
  const { totals, lines } = invoice;
  for (const line of lines) {
    expect(line.grossPaise - line.discountPaise).toBe(line.amountPaise);
    expect(line.taxableValuePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.totalPaise);
    expect(Math.abs(line.totalPaise - line.amountPaise)).toBeLessThanOrEqual(1);
    expect(line.cgstPaise).toBe(line.sgstPaise);
  }
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
  expect(totals.taxableValuePaise).toBe(sum((line) => line.taxableValuePaise));
  expect(totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(sum((line) => line.cgstPaise + line.sgstPaise + line.igstPaise));
  expect(totals.taxableValuePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise + totals.roundOffPaise).toBe(paid);
  expect(totals.totalPaise).toBe(paid);
  expect(Math.abs(totals.roundOffPaise)).toBeLessThanOrEqual(lines.length);
}

describe('supplyTypeOf', () => {
  it('is intra-state in the shop state, inter-state elsewhere in India, an export abroad', () => {
    expect(supplyTypeOf(RAJASTHAN, '08')).toBe('intra_state');
    expect(supplyTypeOf(RAJASTHAN, '27')).toBe('inter_state');
    expect(supplyTypeOf(RAJASTHAN, '38')).toBe('inter_state');
    expect(supplyTypeOf(RAJASTHAN, '97')).toBe('inter_state');
    expect(supplyTypeOf(RAJASTHAN, '96')).toBe('export');
  });
});

describe('taxLine', () => {
  it.each([
    {
      // ₹29,200 ÷ 1.03 = ₹28,349.51; 1.5 % of it is ₹425.24265 → ₹425.24 each; a paisa short of ₹29,200.
      behaviour: 'charges CGST 1.5 % + SGST 1.5 % on the value backed out of the amount within the state',
      supply: 'intra_state',
      expected: { taxableValuePaise: 2_834_951, cgstPaise: 42_524, sgstPaise: 42_524, igstPaise: 0, totalPaise: 2_919_999 },
    },
    {
      // 3 % of ₹28,349.51 is ₹850.4853 → ₹850.49
      behaviour: 'charges IGST 3 % between states',
      supply: 'inter_state',
      expected: { taxableValuePaise: 2_834_951, cgstPaise: 0, sgstPaise: 0, igstPaise: 85_049, totalPaise: 2_920_000 },
    },
    {
      behaviour: 'charges nothing on an export under a Letter of Undertaking: the whole amount is its value',
      supply: 'export',
      expected: { taxableValuePaise: 2_920_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 2_920_000 },
    },
  ] as const)('$behaviour', ({ supply, expected }) => {
    expect(taxLine(2_920_000, 300, supply, true)).toEqual(expected);
  });

  it('charges IGST on an export without a Letter of Undertaking, backed out of the amount as for another state', () => {
    expect(taxLine(2_920_000, 300, 'export', false)).toEqual(taxLine(2_920_000, 300, 'inter_state', false));
    expect(taxLine(2_920_000, 300, 'export', false)).toMatchObject({ taxableValuePaise: 2_834_951, igstPaise: 85_049, totalPaise: 2_920_000 });
  });

  it('taxes a 1-paisa line at nothing, and rounds a half paisa up', () => {
    expect(taxLine(1, 300, 'inter_state', true)).toEqual({ taxableValuePaise: 1, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 1 });
    // ₹1.03 → ₹1.00 at 1.5 % is exactly 1.5 paise each: 2.
    expect(taxLine(103, 300, 'intra_state', true)).toMatchObject({ taxableValuePaise: 100, cgstPaise: 2, sgstPaise: 2, totalPaise: 104 });
  });
});

describe('shareDiscount', () => {
  it('shares in proportion, adding up exactly, the last line taking the remainder', () => {
    expect(shareDiscount([100_000, 50_000, 50_000], 20_000)).toEqual([10_000, 5_000, 5_000]);
    expect(shareDiscount([100, 100, 100], 100)).toEqual([33, 34, 33]);
    expect(shareDiscount([99_999, 1], 15_000)).toEqual([15_000, 0]);
    expect(shareDiscount([1, 99_999], 15_000)).toEqual([0, 15_000]);
    expect(shareDiscount([123, 456], 0)).toEqual([0, 0]);
  });

  it('never gives a line more than its own amount, even at nearly 100 %', () => {
    const amounts = [1_000, 1_000, 1_000, 1];
    for (const discount of [2_997, 2_998, 2_999, 3_000, 3_001]) {
      const shares = shareDiscount(amounts, discount);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
      shares.forEach((share, index) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(amounts[index]);
      });
    }
  });

  it('refuses a discount above what it applies to', () => {
    expect(() => shareDiscount([100, 100], 201)).toThrow(RangeError);
  });
});

describe('invoiceTax', () => {
  it('splits an order delivered in Rajasthan into CGST and SGST, with a round-off to the amount paid', () => {
    const invoice = invoiceTax(order('08', [2_920_000]));
    expect(invoice.supplyType).toBe('intra_state');
    expect(invoice.totals).toEqual({
      taxableValuePaise: 2_834_951,
      cgstPaise: 42_524,
      sgstPaise: 42_524,
      igstPaise: 0,
      roundOffPaise: 1,
      totalPaise: 2_920_000,
    });
  });

  it('charges IGST on an order delivered in Maharashtra', () => {
    const invoice = invoiceTax(order('27', [2_920_000]));
    expect(invoice.supplyType).toBe('inter_state');
    expect(invoice.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 85_049, roundOffPaise: 0, totalPaise: 2_920_000 });
  });

  it('takes the coupon off the lines before the tax, in proportion', () => {
    // ₹1,000 + ₹500 + ₹0.01 with ₹150 off
    const invoice = invoiceTax(order('27', [100_000, 50_000, 1], 15_000));
    expect(invoice.lines.map((line) => line.discountPaise)).toEqual([10_000, 5_000, 0]);
    expect(invoice.lines.map((line) => line.amountPaise)).toEqual([90_000, 45_000, 1]);
    expect(invoice.lines.map((line) => line.taxableValuePaise)).toEqual([87_379, 43_689, 1]);
    expectConsistent(invoice, 135_001);
  });

  it("shares a seller's coupon among that seller's lines only", () => {
    const input = order('08', [100_000, 50_000, 30_000], 8_000);
    const lines = input.lines.map((line, index) => ({ ...line, couponApplies: index !== 0 }));
    const invoice = invoiceTax({ ...input, lines });
    expect(invoice.lines.map((line) => line.discountPaise)).toEqual([0, 5_000, 3_000]);
    expectConsistent(invoice, 172_000);
  });

  it('charges shipping at the rate and HSN of the principal line, as the goods it goes with', () => {
    const input = order('27', [40_000, 250_000], 0, 7_000);
    const lines = [input.lines[0], { ...input.lines[1], hsn: '7117' }];
    const invoice = invoiceTax({ ...input, lines });
    const shipping = invoice.lines[2];
    expect(shipping).toMatchObject({ kind: 'shipping', hsn: '7117', gstRateBasisPoints: 300, amountPaise: 7_000, taxableValuePaise: 6_796, igstPaise: 204 });
    expectConsistent(invoice, 297_000);
  });

  it("bills a piece at the taxable value its price breakup showed, any difference in the tax going to the round-off", () => {
    const composition = { purity: 'gold_22k', netWeightMg: 4_250, making: { kind: 'percent', basisPoints: 1_200 }, charges: [] } as const;
    for (const rate of [651_235, 700_001, 98_765]) {
      const { total } = priceBreakup({ pricing: 'rate_linked', composition, ratePaisePerGram: rate }, 10);
      const invoice = invoiceTax(order('27', [total.amountPaise]));
      expect(invoice.totals.taxableValuePaise).toBe(total.taxableValuePaise);
      expect(Math.abs(invoice.totals.igstPaise - total.gstPaise)).toBeLessThanOrEqual(1);
      expectConsistent(invoice, total.amountPaise);
    }
  });

  it('adds no shipping line when shipping is free', () => {
    expect(invoiceTax(order('08', [10_000])).lines).toHaveLength(1);
  });

  it('zero-rates an export and takes its total as the amount paid', () => {
    const invoice = invoiceTax(order('96', [500_000, 1_999], 5_000, 150_000));
    expect(invoice.supplyType).toBe('export');
    expect(invoice.totals).toEqual({ taxableValuePaise: 646_999, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, roundOffPaise: 0, totalPaise: 646_999 });
  });

  it('adds up to the paisa for many lines of odd paise, intra- and inter-state, with and without a coupon', () => {
    let seed = 7;
    const next = (limit: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return 1 + Math.floor((seed / 2_147_483_648) * limit);
    };
    for (let round = 0; round < 40; round += 1) {
      const amounts = Array.from({ length: next(100) }, () => next(5_000_000));
      const gross = amounts.reduce((sum, amount) => sum + amount, 0);
      const coupon = round % 2 === 0 ? 0 : Math.floor((gross * next(99)) / 100);
      for (const place of ['08', '29']) {
        const input = order(place, amounts, coupon, round % 3 === 0 ? 7_000 : 0);
        expectConsistent(invoiceTax(input), input.amountPaidPaise);
      }
    }
  });

  it('handles crore-size orders without losing a paisa (amounts far below 2^52 paise)', () => {
    // three ₹4.99 crore pieces with 7 % off: ₹13.92 crore
    const input = order('08', [4_990_000_037, 4_990_000_011, 4_990_000_099], 1_047_900_010);
    const invoice = invoiceTax(input);
    expect(invoice.totals.totalPaise).toBe(13_922_100_137);
    expectConsistent(invoice, 13_922_100_137);
    expect(Number.isSafeInteger(invoice.totals.taxableValuePaise)).toBe(true);
  });

  it('refuses an amount paid the lines do not come to, and an order without lines', () => {
    expect(() => invoiceTax({ ...order('08', [10_000]), amountPaidPaise: 10_100 })).toThrow(RangeError);
    expect(() => invoiceTax({ ...order('08', []), amountPaidPaise: 0 })).toThrow(RangeError);
    expect(() => invoiceTax(order('08', [10_000], 10_001))).toThrow(RangeError);
    expect(() => invoiceTax({ ...order('08', [10_000]), lines: [{ ...ring, amountPaise: 10_000, quantity: 0 }] })).toThrow(RangeError);
  });
});
