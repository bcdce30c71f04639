/**
 * An order split into the lines of its GST tax invoice, free of the database and of HTTP. Money in integer paise.
 *
 * 1. The coupon's discount is shared among the lines it applies to in proportion to their amounts, so the taxable value
 *    is "after discounts" as CGST Rule 46(k) asks: each share is the step in discount × running total ÷ their total,
 *    rounded half up, which keeps every share within a paisa of its exact proportion and never above its line's
 *    amount, and makes the shares add up to the discount exactly — the last line takes what the others leave.
 * 2. Each line's amount is tax-inclusive (shop prices include GST). Its taxable value is backed out of it, amount × 100
 *    ÷ 103 rounded half up to the paisa, and the tax is charged on that value at the line's rate, rounded half up per
 *    line: CGST 1.5 % + SGST 1.5 % when the place of supply is the shop's own state, IGST 3 % when it is another state
 *    or union territory, none for an export zero-rated under a Letter of Undertaking, IGST 3 % for an export without
 *    one (exported on payment of IGST, which the exporter may claim back: IGST Act s. 16(3)(b)).
 * 3. A round-off line takes the invoice total to the amount paid, to the paisa. It only ever holds the per-line
 *    rounding — at most a paisa a line — and an amount paid that the lines do not add up to is refused.
 *
 * Place of supply (IGST Act 2017, s. 10(1)(a)): goods that are moved are supplied where the movement ends for delivery
 * to the recipient, and for an unregistered buyer s. 10(1)(ca) makes it the state of the address recorded on the
 * invoice — the delivery address. Same state as the supplier: an intra-state supply, CGST + SGST (IGST Act s. 8);
 * another state: inter-state, IGST (s. 7). An export (s. 11(b): the place of supply is outside India) is zero-rated
 * (s. 16), supplied without IGST under a Letter of Undertaking (CGST Rule 96A) with the endorsement below.
 *
 * Shipping is charged with the goods: goods packed and transported with insurance are a composite supply whose
 * principal supply is the goods (CGST Act s. 2(30), illustration), and a composite supply is taxed as its principal
 * supply (s. 8(a)) — so shipping is a line at the rate and HSN of the order's principal line, the one of largest value.
 * (IGST Act s. 12, the place of supply of services, does not apply: shipping is not supplied as a service of its own.)
 *
 * Safe without BigInt: every amount must be a safe integer and every proportion goes through mulDiv, which is exact
 * up to 2^52 paise (₹45 lakh crore) — far beyond a crore-size order.
 */
import { assertWhole, BASIS_POINTS, mulDivRound } from '../pricing/paise.js';
import { GST_RATE_BASIS_POINTS } from '../pricing/price.js';
import { FOREIGN_COUNTRY_CODE } from './gst-states.js';

/**
 * The endorsement an export invoice under a Letter of Undertaking must carry: CGST Rule 46, the proviso inserted for
 * exports — "in the case of the export of goods or services, the invoice shall carry an endorsement 'SUPPLY MEANT FOR
 * EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX' or 'SUPPLY MEANT
 * FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT
 * PAYMENT OF INTEGRATED TAX', as the case may be". The second is ours: jewellery exported without IGST under an LUT.
 */
export const EXPORT_UNDER_LUT_ENDORSEMENT =
  'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX';

/** The same proviso's endorsement for an export on which IGST is paid: the shop has no LUT (SHOP_LUT unset). */
export const EXPORT_ON_IGST_ENDORSEMENT =
  'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX';

/** The declaration of an export under the shop's LUT, naming it by its ARN. */
export function exportUnderLutDeclaration(lut: string): string {
  return `Supply meant for export under LUT without payment of IGST (LUT ARN ${lut})`;
}

/** CGST Rule 46(p): whether tax is payable on reverse charge — never, for a shop selling to consumers. */
export const REVERSE_CHARGE_NOTE = 'Tax is not payable on reverse charge';

export type SupplyType = 'intra_state' | 'inter_state' | 'export';

/** A line of an order as the invoice needs it. */
export type OrderLineForInvoice = {
  description: string;
  hsn: string;
  quantity: number;
  /** Sale price × quantity, tax-inclusive, before the coupon. */
  amountPaise: number;
  /** Defaults to 3 % (HSN 7113 and 7117). */
  gstRateBasisPoints?: number;
  /** Whether the order's coupon discounts this line (a seller's coupon discounts only that seller's pieces). */
  couponApplies?: boolean;
};

export type InvoiceInput = {
  /** The two-digit state code of the shop's GSTIN. */
  shopStateCode: string;
  /** The two-digit code of the place of supply: the delivery address's state, or 96 for an address abroad. */
  placeOfSupplyCode: string;
  lines: readonly OrderLineForInvoice[];
  /** The coupon's discount on the order, shared among the lines it applies to. */
  couponDiscountPaise: number;
  /** Shipping charged on the order, tax-inclusive. */
  shippingPaise: number;
  /** What the customer paid: the invoice's total must come to this, to the paisa. */
  amountPaidPaise: number;
  /** An export is zero-rated under the shop's Letter of Undertaking (true) or pays IGST (false, no LUT on file). */
  exportUnderLut: boolean;
};

export type InvoiceLine = {
  kind: 'goods' | 'shipping';
  description: string;
  hsn: string;
  quantity: number;
  /** The line's amount before the coupon, tax included. */
  grossPaise: number;
  /** Its share of the coupon's discount. */
  discountPaise: number;
  /** grossPaise − discountPaise: what the customer pays for the line, tax included. */
  amountPaise: number;
  taxableValuePaise: number;
  gstRateBasisPoints: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** taxable value + taxes. */
  totalPaise: number;
};

export type InvoiceTotals = {
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** amount paid − the lines' totals: the per-line rounding, a few paise either way. */
  roundOffPaise: number;
  /** Equals the amount paid. */
  totalPaise: number;
};

export type InvoiceTax = {
  supplyType: SupplyType;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
};

/** Intra-state when the place of supply is the shop's state, an export when it is abroad, inter-state otherwise. */
export function supplyTypeOf(shopStateCode: string, placeOfSupplyCode: string): SupplyType {
  if (placeOfSupplyCode === FOREIGN_COUNTRY_CODE) return 'export';
  return placeOfSupplyCode === shopStateCode ? 'intra_state' : 'inter_state';
}

/**
 * Shares of `discountPaise` for `amounts`, in proportion, adding up to it exactly and none above its own amount: each
 * share is the step in round(discount × running total ÷ total).
 */
export function shareDiscount(amounts: readonly number[], discountPaise: number): number[] {
  amounts.forEach((amount, index) => assertWhole(`amounts[${index}]`, amount));
  assertWhole('discountPaise', discountPaise);
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (discountPaise > total) throw new RangeError(`a discount of ${discountPaise} is more than the ${total} it applies to`);
  if (discountPaise === 0) return amounts.map(() => 0);
  let running = 0;
  let given = 0;
  return amounts.map((amount) => {
    running += amount;
    const upToHere = mulDivRound(discountPaise, running, total);
    const share = upToHere - given;
    given = upToHere;
    return share;
  });
}

/**
 * The taxable value and taxes of one tax-inclusive amount, rounded half up to the paisa. An export under an LUT is
 * zero-rated; one without pays IGST like a sale to another state.
 */
export function taxLine(
  amountPaise: number,
  rateBasisPoints: number,
  supplyType: SupplyType,
  exportUnderLut: boolean,
): Pick<InvoiceLine, 'taxableValuePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'> {
  assertWhole('amountPaise', amountPaise);
  if (supplyType === 'export' && exportUnderLut) {
    return { taxableValuePaise: amountPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: amountPaise };
  }
  const taxableValuePaise = mulDivRound(amountPaise, BASIS_POINTS, BASIS_POINTS + rateBasisPoints);
  if (supplyType === 'inter_state' || supplyType === 'export') {
    const igstPaise = mulDivRound(taxableValuePaise, rateBasisPoints, BASIS_POINTS);
    return { taxableValuePaise, cgstPaise: 0, sgstPaise: 0, igstPaise, totalPaise: taxableValuePaise + igstPaise };
  }
  // Half the rate each, on the same value: CGST and SGST are always equal.
  const halfPaise = mulDivRound(taxableValuePaise, rateBasisPoints, 2 * BASIS_POINTS);
  return { taxableValuePaise, cgstPaise: halfPaise, sgstPaise: halfPaise, igstPaise: 0, totalPaise: taxableValuePaise + 2 * halfPaise };
}

/** The invoice's lines, shipping line and totals for an order (see the top of this file for the rules). */
export function invoiceTax(input: InvoiceInput): InvoiceTax {
  const { lines, couponDiscountPaise, shippingPaise, amountPaidPaise } = input;
  if (!lines.length) throw new RangeError('an invoice needs at least one line');
  lines.forEach((line, index) => {
    assertWhole(`lines[${index}].amountPaise`, line.amountPaise);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`lines[${index}].quantity must be a whole number from 1`);
  });
  assertWhole('shippingPaise', shippingPaise);
  assertWhole('amountPaidPaise', amountPaidPaise);

  const supplyType = supplyTypeOf(input.shopStateCode, input.placeOfSupplyCode);
  const eligible = lines.map((line) => line.couponApplies ?? true);
  const shares = shareDiscount(
    lines.filter((_, index) => eligible[index]).map((line) => line.amountPaise),
    couponDiscountPaise,
  );
  let nextShare = 0;
  const goods: InvoiceLine[] = lines.map((line, index) => {
    const discountPaise = eligible[index] ? shares[nextShare++] : 0;
    const amountPaise = line.amountPaise - discountPaise;
    const rate = line.gstRateBasisPoints ?? GST_RATE_BASIS_POINTS;
    return {
      kind: 'goods',
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      grossPaise: line.amountPaise,
      discountPaise,
      amountPaise,
      gstRateBasisPoints: rate,
      ...taxLine(amountPaise, rate, supplyType, input.exportUnderLut),
    };
  });

  const all = [...goods];
  if (shippingPaise > 0) {
    const principal = goods.reduce((largest, line) => (line.amountPaise > largest.amountPaise ? line : largest));
    all.push({
      kind: 'shipping',
      description: 'Shipping and insurance',
      hsn: principal.hsn,
      quantity: 1,
      grossPaise: shippingPaise,
      discountPaise: 0,
      amountPaise: shippingPaise,
      gstRateBasisPoints: principal.gstRateBasisPoints,
      ...taxLine(shippingPaise, principal.gstRateBasisPoints, supplyType, input.exportUnderLut),
    });
  }

  const charged = all.reduce((sum, line) => sum + line.amountPaise, 0);
  if (charged !== amountPaidPaise) {
    throw new RangeError(`the lines come to ${charged} paise after the coupon and with shipping, not the ${amountPaidPaise} paid`);
  }
  const sum = (pick: (line: InvoiceLine) => number): number => all.reduce((total, line) => total + pick(line), 0);
  const linesTotal = sum((line) => line.totalPaise);
  return {
    supplyType,
    lines: all,
    totals: {
      taxableValuePaise: sum((line) => line.taxableValuePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
      roundOffPaise: amountPaidPaise - linesTotal,
      totalPaise: amountPaidPaise,
    },
  };
}
