import { mulDivRound } from '../pricing/paise.js';
import { shareDiscount } from '../invoice/tax.js';

/** An order line as the refund amount reads it: what it cost and whether the order's coupon discounted it. */
export type PaidLine = { id: string; salePricePaise: number; quantity: number; couponApplies: boolean };

/**
 * What the customer paid for each line: its price × quantity less its share of the coupon's discount, shared among the
 * lines the coupon applies to in proportion to their value (the invoice's own split, invoice/tax.ts shareDiscount).
 */
export function paidPerLine(lines: readonly PaidLine[], couponDiscountPaise: number): Map<string, number> {
  const eligible = lines.filter((line) => line.couponApplies);
  const shares = shareDiscount(
    eligible.map((line) => line.salePricePaise * line.quantity),
    Math.min(couponDiscountPaise, eligible.reduce((sum, line) => sum + line.salePricePaise * line.quantity, 0)),
  );
  const shareOf = new Map(eligible.map((line, index) => [line.id, shares[index]]));
  return new Map(lines.map((line) => [line.id, line.salePricePaise * line.quantity - (shareOf.get(line.id) ?? 0)]));
}

/**
 * The paid value of `quantity` more pieces of a line of `lineQuantity` pieces that cost `linePaidPaise`, when `already`
 * of its pieces are returned or claimed: the step in round(paid × pieces ÷ lineQuantity), so that returning a line's
 * pieces one at a time adds up to exactly what the line cost, never more.
 */
export function piecesValue(linePaidPaise: number, lineQuantity: number, already: number, quantity: number): number {
  if (quantity < 0 || already < 0 || already + quantity > lineQuantity) throw new RangeError('more pieces than the line holds');
  return mulDivRound(linePaidPaise, already + quantity, lineQuantity) - mulDivRound(linePaidPaise, already, lineQuantity);
}

export type ReturnAmountInput = {
  lines: readonly (PaidLine & { alreadyReturned: number; returning: number })[];
  couponDiscountPaise: number;
  shippingFeePaise: number;
  /** What the order was paid in all. */
  paidPaise: number;
  /** What its refunds, done or on their way, and its other open returns already hold of it. */
  heldPaise: number;
};

/**
 * The refund of a return: the returned pieces' paid value, plus shipping only when this return makes the whole order
 * returned, never more than was paid and not yet refunded or held by other returns.
 */
export function returnAmount(input: ReturnAmountInput): { amountPaise: number; goodsPaise: number; shippingPaise: number; wholeOrder: boolean } {
  const paid = paidPerLine(input.lines, input.couponDiscountPaise);
  let goodsPaise = 0;
  for (const line of input.lines) {
    if (line.returning) goodsPaise += piecesValue(paid.get(line.id) ?? 0, line.quantity, line.alreadyReturned, line.returning);
  }
  const wholeOrder = input.lines.every((line) => line.alreadyReturned + line.returning === line.quantity);
  const shippingPaise = wholeOrder ? input.shippingFeePaise : 0;
  const left = Math.max(0, input.paidPaise - input.heldPaise);
  return { amountPaise: Math.min(goodsPaise + shippingPaise, left), goodsPaise, shippingPaise, wholeOrder };
}

/** A UPI ID (VPA): a handle of letters, digits, '.', '_' or '-' (2–256), '@', and the provider's name (2–64 letters). */
const VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
/** An Indian bank account number: 9 to 18 digits. */
const ACCOUNT_NUMBER = /^[0-9]{9,18}$/;
/** An IFSC: 4 letters of the bank, a zero, 6 letters or digits of the branch. */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export type RefundDestination = { method: 'upi'; upiId: string } | { method: 'bank'; accountHolder: string; accountNumber: string; ifsc: string };

/** The field of the refund details a refusal names, so the form shows the sentence at it. */
export type RefundDetailsField = 'method' | 'upiId' | 'accountHolder' | 'accountNumber' | 'ifsc';

/** Checks a cash-on-delivery customer's refund details: the stored form, or the field and the sentence saying what is wrong. */
export function checkRefundDestination(input: {
  method: string;
  upiId?: string;
  accountHolder?: string;
  accountNumber?: string;
  ifsc?: string;
}): { ok: true; destination: RefundDestination } | { ok: false; field: RefundDetailsField; error: string } {
  if (input.method === 'upi') {
    const upiId = (input.upiId ?? '').trim();
    if (!VPA.test(upiId)) return { ok: false, field: 'upiId', error: 'The UPI ID must look like name@bank.' };
    return { ok: true, destination: { method: 'upi', upiId: upiId.toLowerCase() } };
  }
  if (input.method === 'bank') {
    const accountHolder = (input.accountHolder ?? '').trim().replace(/\s+/g, ' ');
    const accountNumber = (input.accountNumber ?? '').replace(/\s+/g, '');
    const ifsc = (input.ifsc ?? '').trim().toUpperCase();
    if (accountHolder.length < 2 || accountHolder.length > 100) return { ok: false, field: 'accountHolder', error: 'The account holder’s name must be 2 to 100 characters.' };
    if (!ACCOUNT_NUMBER.test(accountNumber)) return { ok: false, field: 'accountNumber', error: 'The account number must be 9 to 18 digits.' };
    if (!IFSC.test(ifsc)) return { ok: false, field: 'ifsc', error: 'The IFSC must be 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234).' };
    return { ok: true, destination: { method: 'bank', accountHolder, accountNumber, ifsc } };
  }
  return { ok: false, field: 'method', error: 'Refund details must be a UPI ID or a bank account.' };
}

/** A bank account number as staff see it in lists: only its last 4 digits. */
export function maskAccount(accountNumber: string): string {
  return `${'•'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;
}
