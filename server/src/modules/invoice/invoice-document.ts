/**
 * The tax documents of an order, built free of the database: the invoice from the order as stored (its lines'
 * snapshots, amounts and address) and the shop's identity, and a credit note from the invoice it reverses. Money in
 * paise; every figure from invoiceTax() (tax.ts).
 */
import { countryName } from '../../common/country-names.js';
import type { PriceBreakup } from '../pricing/price.js';
import { isPurityCode, purityOf } from '../pricing/metal.js';
import type { DocumentLine, DocumentParty, TaxDocument } from './document.js';
import { FOREIGN_COUNTRY_CODE, type GstState, stateByCode, stateByName } from './gst-states.js';
import type { ShopIdentity } from './shop-identity.js';
import { EXPORT_ON_IGST_ENDORSEMENT, EXPORT_UNDER_LUT_ENDORSEMENT, exportUnderLutDeclaration, invoiceTax, type InvoiceTax, REVERSE_CHARGE_NOTE } from './tax.js';
import { amountInWords } from './words.js';

/** The order's delivery address as the order stored it (the order module's ShippingInfo); no country: India. */
export type OrderAddress = { name: string; address: string; phone: string; post: string; province: string; city: string; area: string; country?: string };

/** An order line as the invoice reads it: the snapshot taken when the order was placed. */
export type InvoiceOrderLine = {
  name: string;
  hsn: string;
  quantity: number;
  sale_price_paise: number;
  purity: string | null;
  net_weight_mg: number | null;
  breakup: PriceBreakup | null;
  seller_id: string | null;
};

/** An order as the invoice reads it. */
export type InvoiceOrder = {
  id: string;
  email: string;
  created_at: Date | string;
  shipping_info: OrderAddress;
  discount_paise: number;
  shipping_fee_paise: number;
  total_paise: number;
  payment_method: 'COD' | 'ONLINEPAY' | null;
  /** Whose lines the order's coupon discounts: null for a house coupon (every line) or none. */
  coupon_seller_id: string | null;
  lines: InvoiceOrderLine[];
};

/** A 6-digit Indian PIN code: an address with another postal code is abroad. */
const INDIAN_PIN = /^[1-9]\d{5}$/;

/**
 * The place of supply of an order (IGST Act s. 10(1)(a), (ca)): the state its delivery address names. An address in
 * another country is abroad: 96 "Other Countries", an export (s. 11(b)). Orders placed before addresses named their
 * country: one whose postal code is not an Indian PIN is abroad too. An Indian address whose state the shop cannot read
 * is supplied where the shop is — s. 10(1)(ca)'s rule when the recipient's state is not on record — never guessed.
 */
export function placeOfSupplyOf(address: Pick<OrderAddress, 'province' | 'post' | 'country'>, shopStateCode: string): GstState {
  if (address.country !== undefined && address.country !== 'IN') return stateByCode(FOREIGN_COUNTRY_CODE) as GstState;
  const named = stateByName(address.province);
  if (named) return named;
  const code = INDIAN_PIN.test(address.post.replace(/\s+/g, '')) ? shopStateCode : FOREIGN_COUNTRY_CODE;
  return stateByCode(code) as GstState;
}

function foreignPlace(address: OrderAddress): string {
  const country = address.country === undefined ? undefined : (countryName(address.country) ?? address.country);
  return [address.province, country].filter((part) => part !== undefined && part !== '').join(', ');
}

/** The buyer's address lines as printed: street, area, city and PIN (the state goes on its own line). */
function partyOf(address: OrderAddress, state: GstState): DocumentParty {
  return {
    name: address.name,
    address: [address.address, address.area, `${address.city} ${address.post}`.trim()].filter((line) => line !== ''),
    // Abroad: the state or province the address names, if any, and the country.
    stateName: state.code === FOREIGN_COUNTRY_CODE ? foreignPlace(address) : state.name,
    stateCode: state.code,
  };
}

/** The breakup figures of a line (all its pieces), tax excluded; nulls for a fixed-price piece. */
function buildUpOf(line: InvoiceOrderLine): Pick<DocumentLine, 'ratePaisePerGram' | 'metalValuePaise' | 'makingPaise' | 'stonesPaise'> {
  const breakup = line.breakup;
  if (breakup?.pricing !== 'rate_linked') return { ratePaisePerGram: null, metalValuePaise: null, makingPaise: null, stonesPaise: null };
  const { buildUp } = breakup;
  return {
    ratePaisePerGram: buildUp.ratePaisePerGram,
    metalValuePaise: buildUp.metalValuePaise * line.quantity,
    makingPaise: buildUp.makingPaise * line.quantity,
    stonesPaise: buildUp.chargesPaise * line.quantity,
  };
}

/** An order's tax split: its lines after the coupon (a seller's coupon only on that seller's lines) and shipping. */
export function orderTax(order: InvoiceOrder, shopStateCode: string, placeOfSupply: GstState, exportUnderLut: boolean): InvoiceTax {
  return invoiceTax({
    shopStateCode,
    exportUnderLut,
    placeOfSupplyCode: placeOfSupply.code,
    lines: order.lines.map((line) => ({
      description: line.name,
      hsn: line.hsn,
      quantity: line.quantity,
      amountPaise: line.sale_price_paise * line.quantity,
      couponApplies: order.coupon_seller_id === null || line.seller_id === order.coupon_seller_id,
    })),
    couponDiscountPaise: order.discount_paise,
    shippingPaise: order.shipping_fee_paise,
    amountPaidPaise: order.total_paise,
  });
}

/** An export's endorsement (CGST Rule 46's proviso): under the LUT, with the declaration naming it; else on payment of IGST. */
export function exportNotes(tax: Pick<InvoiceTax, 'supplyType'>, lut: string | undefined): string[] {
  if (tax.supplyType !== 'export') return [];
  return lut === undefined ? [EXPORT_ON_IGST_ENDORSEMENT] : [EXPORT_UNDER_LUT_ENDORSEMENT, exportUnderLutDeclaration(lut)];
}

/** The invoice of an order, numbered `number`, issued at `issuedAt`. */
export function invoiceDocument(order: InvoiceOrder, shop: ShopIdentity, number: string, issuedAt: Date): TaxDocument {
  const placeOfSupply = placeOfSupplyOf(order.shipping_info, shop.stateCode);
  const tax = orderTax(order, shop.stateCode, placeOfSupply, shop.lut !== undefined);
  const party = partyOf(order.shipping_info, placeOfSupply);
  const lines: DocumentLine[] = tax.lines.map((line, index) => {
    const source = line.kind === 'goods' ? order.lines[index] : undefined;
    const purity = source && isPurityCode(source.purity) ? purityOf(source.purity).label : null;
    return {
      kind: line.kind,
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      purity,
      netWeightMg: source?.net_weight_mg ? source.net_weight_mg * source.quantity : null,
      ...(source ? buildUpOf(source) : { ratePaisePerGram: null, metalValuePaise: null, makingPaise: null, stonesPaise: null }),
      grossPaise: line.grossPaise,
      discountPaise: line.discountPaise,
      taxableValuePaise: line.taxableValuePaise,
      gstRateBasisPoints: line.gstRateBasisPoints,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: line.igstPaise,
      totalPaise: line.totalPaise,
    };
  });
  return {
    kind: 'invoice',
    number,
    issuedAt: issuedAt.toISOString(),
    orderId: order.id,
    orderPlacedAt: new Date(order.created_at).toISOString(),
    credits: null,
    seller: shop.seller,
    buyer: {
      name: order.shipping_info.name,
      email: order.email,
      phone: order.shipping_info.phone,
      billingAddress: party,
      shippingAddress: party,
      gstin: null,
    },
    placeOfSupply: { stateName: placeOfSupply.name, stateCode: placeOfSupply.code },
    supplyType: tax.supplyType,
    lines,
    totals: tax.totals,
    amountInWords: amountInWords(tax.totals.totalPaise),
    paymentMethod: order.payment_method,
    notes: [REVERSE_CHARGE_NOTE, ...exportNotes(tax, shop.lut)],
    signatory: `For ${shop.seller.legalName}`,
  };
}

/** What a credit note says of why it was issued. */
const REASONS: Readonly<Record<string, string>> = {
  cancelled: 'Order cancelled: the whole invoice is reversed',
  refunded: 'Payment refunded: the whole invoice is reversed',
  returned: 'Goods returned: the returned goods are credited',
};

/**
 * A credit note reversing a whole invoice (CGST Rule 53(1A)): the invoice's parties, lines and amounts, naming the
 * invoice it credits and why. The seller block is the shop's as the invoice printed it.
 */
export function creditNoteDocument(invoice: TaxDocument, number: string, issuedAt: Date, reason: string): TaxDocument {
  return {
    ...invoice,
    kind: 'credit_note',
    number,
    issuedAt: issuedAt.toISOString(),
    credits: { invoiceNumber: invoice.number, invoiceDate: invoice.issuedAt, reason: REASONS[reason] ?? reason },
  };
}

/** A returned part of an order line: its place among the invoice's goods lines, the pieces returned of how many. */
export type ReturnedLine = { position: number; quantity: number; lineQuantity: number };

/** `part` ÷ `whole` of an amount, rounded half up to the paisa. */
function share(amount: number, part: number, whole: number): number {
  return Math.round((amount * part) / whole);
}

/**
 * A credit note for returned goods (CGST Act s. 34, Rule 53(1A)): against the invoice, listing only the returned pieces —
 * each line's value, taxable value and tax in proportion to the pieces returned — and the shipping line when the
 * return brought the whole order back. Its total is what is refunded; the per-line rounding goes to the round-off.
 */
export function returnCreditNoteDocument(
  invoice: TaxDocument,
  number: string,
  issuedAt: Date,
  returned: readonly ReturnedLine[],
  withShipping: boolean,
  refundPaise: number,
): TaxDocument {
  const goods = invoice.lines.filter((line) => line.kind === 'goods');
  const lines: DocumentLine[] = [];
  for (const part of [...returned].sort((a, b) => a.position - b.position)) {
    const line = goods[part.position];
    if (!line || part.quantity < 1) continue;
    const q = part.quantity;
    const n = part.lineQuantity;
    lines.push({
      ...line,
      quantity: q,
      netWeightMg: line.netWeightMg === null ? null : share(line.netWeightMg, q, n),
      metalValuePaise: line.metalValuePaise === null ? null : share(line.metalValuePaise, q, n),
      makingPaise: line.makingPaise === null ? null : share(line.makingPaise, q, n),
      stonesPaise: line.stonesPaise === null ? null : share(line.stonesPaise, q, n),
      grossPaise: share(line.grossPaise, q, n),
      discountPaise: share(line.discountPaise, q, n),
      taxableValuePaise: share(line.taxableValuePaise, q, n),
      cgstPaise: share(line.cgstPaise, q, n),
      sgstPaise: share(line.sgstPaise, q, n),
      igstPaise: share(line.igstPaise, q, n),
      totalPaise: share(line.totalPaise, q, n),
    });
  }
  if (withShipping) lines.push(...invoice.lines.filter((line) => line.kind === 'shipping'));
  const sum = (pick: (line: DocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const linesTotal = sum((line) => line.totalPaise);
  // The refund is the pieces' paid share to the paisa; the lines' own rounding (a paisa a line at most) is the round-off.
  const totalPaise = Math.abs(refundPaise - linesTotal) <= lines.length ? refundPaise : linesTotal;
  const totals = {
    taxableValuePaise: sum((line) => line.taxableValuePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    roundOffPaise: totalPaise - linesTotal,
    totalPaise,
  };
  return {
    ...invoice,
    kind: 'credit_note',
    number,
    issuedAt: issuedAt.toISOString(),
    credits: { invoiceNumber: invoice.number, invoiceDate: invoice.issuedAt, reason: REASONS.returned },
    lines,
    totals,
    amountInWords: amountInWords(totalPaise),
  };
}

/**
 * A credit note issued earlier against the invoice for a return: its document, and the places among the invoice's
 * goods lines of the lines it credited (the return's lines, in any order).
 */
export type EarlierCredit = { document: TaxDocument; positions: readonly number[] };

/** What the invoice still holds after its earlier credit notes: the lines left to credit and their totals. */
export type InvoiceRemainder = { lines: DocumentLine[]; totals: TaxDocument['totals'] };

/** The figures of a line that are shared among its pieces; the rest (description, HSN, rate, purity) is the line's. */
const SHARED_FIGURES = ['grossPaise', 'discountPaise', 'taxableValuePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;
const SHARED_BUILD_UP = ['netWeightMg', 'metalValuePaise', 'makingPaise', 'stonesPaise'] as const;

/**
 * Each goods line an earlier note credited, by its place among the invoice's goods lines. A return's note lists its
 * lines in the order of their places (returnCreditNoteDocument), so its goods lines pair with the sorted places.
 */
function creditedByPosition(earlier: readonly EarlierCredit[]): Map<number, DocumentLine[]> {
  const credited = new Map<number, DocumentLine[]>();
  for (const credit of earlier) {
    const goods = credit.document.lines.filter((line) => line.kind === 'goods');
    const positions = [...new Set(credit.positions)].sort((a, b) => a - b);
    // Pairing lines with places that do not match would credit the wrong pieces: no note rather than a wrong one.
    if (goods.length !== positions.length) throw new Error(`credit note ${credit.document.number} lists ${goods.length} goods lines for ${positions.length} returned lines`);
    positions.forEach((position, index) => credited.set(position, [...(credited.get(position) ?? []), goods[index]]));
  }
  return credited;
}

/** The line less what the notes credited of it, figure by figure: the parts add up to the line to the paisa. */
function lineLess(line: DocumentLine, credited: readonly DocumentLine[]): DocumentLine {
  const less = { ...line, quantity: line.quantity - credited.reduce((pieces, part) => pieces + part.quantity, 0) };
  for (const figure of SHARED_FIGURES) less[figure] = line[figure] - credited.reduce((total, part) => total + part[figure], 0);
  for (const figure of SHARED_BUILD_UP) {
    const whole = line[figure];
    less[figure] = whole === null ? null : whole - credited.reduce((total, part) => total + (part[figure] ?? 0), 0);
  }
  return less;
}

/**
 * What the invoice holds that no earlier return's credit note credited: each goods line's pieces left (the invoice's
 * figures less the notes', not a fresh share, so every part adds up to the invoice to the paisa), and shipping unless
 * a note credited it. Its total is the invoice's less the notes' totals, the lines' rounding going to the round-off as
 * on the invoice. Undefined when nothing is left: the notes credited the whole invoice.
 */
export function invoiceRemainder(invoice: TaxDocument, earlier: readonly EarlierCredit[]): InvoiceRemainder | undefined {
  const credited = creditedByPosition(earlier);
  const shippingCredited = earlier.some((credit) => credit.document.lines.some((line) => line.kind === 'shipping'));
  const goods = invoice.lines.filter((line) => line.kind === 'goods').map((line, position) => lineLess(line, credited.get(position) ?? []));
  const shipping = shippingCredited ? [] : invoice.lines.filter((line) => line.kind === 'shipping');
  const lines = [...goods.filter((line) => line.quantity > 0), ...shipping];
  const totalPaise = invoice.totals.totalPaise - earlier.reduce((total, credit) => total + credit.document.totals.totalPaise, 0);
  if (lines.length === 0 || totalPaise <= 0) return undefined;
  const sum = (pick: (line: DocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    totals: {
      taxableValuePaise: sum((line) => line.taxableValuePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
      roundOffPaise: totalPaise - sum((line) => line.totalPaise),
      totalPaise,
    },
  };
}

/** Why a note reverses the rest of an invoice that returns' notes credited in part. */
const REMAINDER_REASONS: Readonly<Record<string, string>> = {
  cancelled: 'Order cancelled: what the earlier credit notes did not credit is reversed',
  refunded: 'Payment refunded: what the earlier credit notes did not credit is reversed',
};

/**
 * A credit note reversing the rest of an invoice (CGST Rule 53(1A)) after returns' credit notes: the lines and totals of
 * invoiceRemainder(), naming the invoice and why.
 */
export function remainderCreditNoteDocument(invoice: TaxDocument, remainder: InvoiceRemainder, number: string, issuedAt: Date, reason: string): TaxDocument {
  return {
    ...invoice,
    kind: 'credit_note',
    number,
    issuedAt: issuedAt.toISOString(),
    credits: { invoiceNumber: invoice.number, invoiceDate: invoice.issuedAt, reason: REMAINDER_REASONS[reason] ?? REASONS[reason] ?? reason },
    lines: remainder.lines,
    totals: remainder.totals,
    amountInWords: amountInWords(remainder.totals.totalPaise),
  };
}
