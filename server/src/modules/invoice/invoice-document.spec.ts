import { DEMO_SHOP } from '../../config/config.js';
import { priceBreakup } from '../pricing/price.js';
import type { DocumentLine, TaxDocument } from './document.js';
import {
  creditNoteDocument,
  invoiceDocument,
  type InvoiceOrder,
  invoiceRemainder,
  placeOfSupplyOf,
  remainderCreditNoteDocument,
  returnCreditNoteDocument,
  type ReturnedLine,
} from './invoice-document.js';
import { shopIdentity } from './shop-identity.js';
import { EXPORT_ON_IGST_ENDORSEMENT, EXPORT_UNDER_LUT_ENDORSEMENT, REVERSE_CHARGE_NOTE } from './tax.js';

const shop = shopIdentity(DEMO_SHOP);
/** The same shop with a Letter of Undertaking on file (SHOP_LUT): its exports are zero-rated. */
const shopWithLut = shopIdentity({ ...DEMO_SHOP, lut: 'AD080425000123X' });
const ADDRESS = { name: 'Asha Verma', address: '12 MG Road', phone: '+919876543210', post: '302001', province: 'Rajasthan', city: 'Jaipur', area: 'C-Scheme' };

/** A 22K ring of 5.25 g at ₹7 000/g, 12 % making and a ₹500 CZ, as the order line's breakup keeps it. */
const breakup = priceBreakup(
  {
    pricing: 'rate_linked',
    composition: { purity: 'gold_22k', netWeightMg: 5250, making: { kind: 'percent', basisPoints: 1200 }, charges: [{ label: 'CZ', paise: 50_000 }] },
    ratePaisePerGram: 700_000,
  },
  0,
);
if (breakup.pricing !== 'rate_linked') throw new Error('the ring is rate-linked');
const ring = breakup;

function order(overrides: Partial<InvoiceOrder> = {}): InvoiceOrder {
  return {
    id: 'a7d1c3f0-0000-4000-8000-000000000001',
    email: 'asha@example.test',
    created_at: '2026-11-27T10:00:00Z',
    shipping_info: ADDRESS,
    discount_paise: 0,
    shipping_fee_paise: 0,
    total_paise: 2 * ring.pricePaise + 103_000,
    payment_method: 'ONLINEPAY',
    coupon_seller_id: null,
    lines: [
      { name: 'Kundan Ring', hsn: '7113', quantity: 2, sale_price_paise: ring.pricePaise, purity: 'gold_22k', net_weight_mg: 5250, breakup: ring, seller_id: null },
      { name: 'Oxidised Jhumka', hsn: '7117', quantity: 1, sale_price_paise: 103_000, purity: null, net_weight_mg: null, breakup: null, seller_id: 'seller-1' },
    ],
    ...overrides,
  };
}

describe('placeOfSupplyOf', () => {
  it("reads the delivery address's state, abroad for a postal code that is no Indian PIN, and the shop's state when unreadable", () => {
    expect(placeOfSupplyOf({ province: 'Tamil Nadu', post: '600001' }, '08').code).toBe('33');
    expect(placeOfSupplyOf({ province: 'Orissa', post: '751001' }, '08').code).toBe('21');
    expect(placeOfSupplyOf({ province: 'Ontario', post: 'M5V 2T6' }, '08').code).toBe('96');
    expect(placeOfSupplyOf({ province: 'Somewhere', post: '302 001' }, '08').code).toBe('08');
  });
});

describe('invoiceDocument', () => {
  const issuedAt = new Date('2026-11-28T04:00:00Z');

  it("prints each line's purity, weight, rate, metal, making and stones from its breakup, for all its pieces", () => {
    const document = invoiceDocument(order(), shop, 'SJ/26-27/000007', issuedAt);
    expect(document.lines[0]).toMatchObject({
      kind: 'goods',
      description: 'Kundan Ring',
      hsn: '7113',
      quantity: 2,
      purity: '22K gold (916)',
      netWeightMg: 10_500,
      ratePaisePerGram: 700_000,
      metalValuePaise: 2 * ring.buildUp.metalValuePaise,
      makingPaise: 2 * ring.buildUp.makingPaise,
      stonesPaise: 100_000,
    });
    expect(document.lines[1]).toMatchObject({ hsn: '7117', purity: null, netWeightMg: null, ratePaisePerGram: null, makingPaise: null, taxableValuePaise: 100_000, cgstPaise: 1_500, sgstPaise: 1_500 });
    expect(document).toMatchObject({
      kind: 'invoice',
      number: 'SJ/26-27/000007',
      issuedAt: '2026-11-28T04:00:00.000Z',
      supplyType: 'intra_state',
      placeOfSupply: { stateCode: '08', stateName: 'Rajasthan' },
      buyer: { name: 'Asha Verma', gstin: null, shippingAddress: { address: ['12 MG Road', 'C-Scheme', 'Jaipur 302001'], stateCode: '08' } },
      notes: [REVERSE_CHARGE_NOTE],
      signatory: 'For Sona Jewellers',
      credits: null,
    });
    expect(document.totals.totalPaise).toBe(order().total_paise);
  });

  it("shares a seller's coupon only among that seller's lines", () => {
    const document = invoiceDocument(order({ discount_paise: 10_300, total_paise: order().total_paise - 10_300, coupon_seller_id: 'seller-1' }), shop, 'SJ/26-27/000008', issuedAt);
    expect(document.lines.map((line) => line.discountPaise)).toEqual([0, 10_300]);
    expect(document.totals.totalPaise).toBe(order().total_paise - 10_300);
  });

  it('endorses an export under the LUT and charges no tax on it (an order from before addresses named their country)', () => {
    const document = invoiceDocument(order({ shipping_info: { ...ADDRESS, province: 'Dubai', post: '00000-1' } }), shopWithLut, 'SJ/26-27/000009', issuedAt);
    expect(document.supplyType).toBe('export');
    expect(document.notes).toEqual([
      REVERSE_CHARGE_NOTE,
      EXPORT_UNDER_LUT_ENDORSEMENT,
      'Supply meant for export under LUT without payment of IGST (LUT ARN AD080425000123X)',
    ]);
    expect(document.buyer.shippingAddress).toMatchObject({ stateName: 'Dubai', stateCode: '96' });
    expect(document.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxableValuePaise: order().total_paise });
  });

  const US_ADDRESS = { name: 'Emily Carter', address: '350 Fifth Avenue', phone: '+12125550123', post: '10118', province: 'New York', city: 'New York', area: '', country: 'US' };

  it('makes an order to the United States an export with place of supply 96-Other Countries, naming the state and country', () => {
    const document = invoiceDocument(order({ shipping_info: US_ADDRESS }), shopWithLut, 'SJ/26-27/000011', issuedAt);
    expect(document.supplyType).toBe('export');
    expect(document.placeOfSupply).toEqual({ stateName: 'Other Countries', stateCode: '96' });
    expect(document.buyer.shippingAddress).toMatchObject({ stateName: 'New York, United States of America', stateCode: '96' });
    expect(document.totals).toMatchObject({ taxableValuePaise: order().total_paise, igstPaise: 0, totalPaise: order().total_paise });
  });

  it('charges IGST 3 % on an export when the shop has no LUT, backed out of the amount paid', () => {
    const document = invoiceDocument(order({ shipping_info: US_ADDRESS }), shop, 'SJ/26-27/000012', issuedAt);
    expect(document.supplyType).toBe('export');
    expect(document.notes).toEqual([REVERSE_CHARGE_NOTE, EXPORT_ON_IGST_ENDORSEMENT]);
    const interState = invoiceDocument(order({ shipping_info: { ...ADDRESS, province: 'Maharashtra', post: '400001' } }), shop, 'SJ/26-27/000013', issuedAt);
    expect(document.totals).toEqual(interState.totals);
    expect(document.totals.igstPaise).toBeGreaterThan(0);
    expect(document.totals.taxableValuePaise + document.totals.igstPaise + document.totals.roundOffPaise).toBe(order().total_paise);
  });

  it('reads an address that names India as its country by its state', () => {
    expect(placeOfSupplyOf({ ...ADDRESS, country: 'IN' }, '08').code).toBe('08');
    expect(placeOfSupplyOf({ ...ADDRESS, country: 'GB', province: '', post: 'SW1A 1AA' }, '08').code).toBe('96');
  });
});

describe('creditNoteDocument', () => {
  it('reverses the whole invoice, naming it and why', () => {
    const invoice = invoiceDocument(order(), shop, 'SJ/26-27/000010', new Date('2026-11-28T04:00:00Z'));
    const note = creditNoteDocument(invoice, 'SJC/26-27/000001', new Date('2026-11-29T04:00:00Z'), 'cancelled');
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 'SJC/26-27/000001',
      issuedAt: '2026-11-29T04:00:00.000Z',
      credits: { invoiceNumber: 'SJ/26-27/000010', invoiceDate: '2026-11-28T04:00:00.000Z', reason: expect.stringContaining('cancelled') },
    });
    expect(note.lines).toEqual(invoice.lines);
    expect(note.totals).toEqual(invoice.totals);
  });
});

describe('invoiceRemainder', () => {
  const invoiceOf = (overrides: Partial<InvoiceOrder> = {}) => invoiceDocument(order(overrides), shop, 'SJ/26-27/000020', new Date('2026-11-28T04:00:00Z'));
  const FIGURES = ['quantity', 'grossPaise', 'discountPaise', 'taxableValuePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise', 'netWeightMg', 'metalValuePaise', 'makingPaise', 'stonesPaise'] as const;

  /** A return's credit note as creditReturn issues it, refunding the returned lines' value; with the positions it credited. */
  function returned(invoice: TaxDocument, parts: ReturnedLine[], withShipping = false) {
    const lines = returnCreditNoteDocument(invoice, 'SJC/26-27/000001', new Date('2026-11-30T04:00:00Z'), parts, withShipping, 0).lines;
    const refund = lines.reduce((total, line) => total + line.totalPaise, 0);
    const document = returnCreditNoteDocument(invoice, 'SJC/26-27/000001', new Date('2026-11-30T04:00:00Z'), parts, withShipping, refund);
    return { document, positions: parts.map((part) => part.position) };
  }

  /** Each figure of the invoice's line is the earlier parts' plus the remainder's, to the paisa. */
  function expectPartsAddUp(whole: DocumentLine, parts: DocumentLine[]) {
    for (const figure of FIGURES) expect(parts.reduce((total, part) => total + (part[figure] ?? 0), 0)).toBe(whole[figure] ?? 0);
  }

  it("after one of two rings came back: the other ring, less the note's figures, and the jhumka whole", () => {
    const invoice = invoiceOf();
    const earlier = returned(invoice, [{ position: 0, quantity: 1, lineQuantity: 2 }]);
    const remainder = invoiceRemainder(invoice, [earlier]);
    expect(remainder?.lines.map((line) => [line.description, line.quantity])).toEqual([
      ['Kundan Ring', 1],
      ['Oxidised Jhumka', 1],
    ]);
    expectPartsAddUp(invoice.lines[0], [earlier.document.lines[0], remainder?.lines[0] as DocumentLine]);
    expect(remainder?.lines[1]).toEqual(invoice.lines[1]);
    expect((remainder?.totals.totalPaise ?? 0) + earlier.document.totals.totalPaise).toBe(invoice.totals.totalPaise);
    expect((remainder?.totals.taxableValuePaise ?? 0) + earlier.document.totals.taxableValuePaise).toBe(invoice.totals.taxableValuePaise);
    expect((remainder?.totals.cgstPaise ?? 0) + earlier.document.totals.cgstPaise).toBe(invoice.totals.cgstPaise);

    const note = remainderCreditNoteDocument(invoice, remainder as NonNullable<typeof remainder>, 'SJC/26-27/000002', new Date('2026-12-01T04:00:00Z'), 'refunded');
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 'SJC/26-27/000002',
      credits: { invoiceNumber: 'SJ/26-27/000020', reason: expect.stringContaining('refunded') },
      totals: remainder?.totals,
      amountInWords: expect.stringMatching(/^Rupees .* Only$/),
    });
  });

  it('after a return of a ring and the whole jhumka line (listed out of order): the other ring and shipping, which no note credited', () => {
    const invoice = invoiceOf({ shipping_fee_paise: 15_000, total_paise: order().total_paise + 15_000 });
    const earlier = returned(invoice, [
      { position: 1, quantity: 1, lineQuantity: 1 },
      { position: 0, quantity: 1, lineQuantity: 2 },
    ]);
    const remainder = invoiceRemainder(invoice, [earlier]);
    expect(remainder?.lines.map((line) => [line.kind, line.quantity])).toEqual([
      ['goods', 1],
      ['shipping', 1],
    ]);
    expect(remainder?.lines[1]).toEqual(invoice.lines[2]);
    expect((remainder?.totals.totalPaise ?? 0) + earlier.document.totals.totalPaise).toBe(invoice.totals.totalPaise);
  });

  it('leaves nothing after returns that took everything, shipping included', () => {
    const invoice = invoiceOf({ shipping_fee_paise: 15_000, total_paise: order().total_paise + 15_000 });
    const first = returned(invoice, [{ position: 0, quantity: 1, lineQuantity: 2 }]);
    const rest = returned(invoice, [
      { position: 0, quantity: 1, lineQuantity: 2 },
      { position: 1, quantity: 1, lineQuantity: 1 },
    ], true);
    expect(invoiceRemainder(invoice, [first, rest])).toBeUndefined();
    expect(invoiceRemainder(invoice, [returned(invoice, [{ position: 0, quantity: 2, lineQuantity: 2 }, { position: 1, quantity: 1, lineQuantity: 1 }], true)])).toBeUndefined();
  });

  it('adds up to the invoice to the paisa when the pieces do not share evenly (1 of 3 returned, an odd coupon)', () => {
    const lines = [{ ...order().lines[0], quantity: 3 }, order().lines[1]];
    const invoice = invoiceOf({ lines, discount_paise: 10_001, total_paise: 3 * ring.pricePaise + 103_000 - 10_001 });
    const earlier = returned(invoice, [{ position: 0, quantity: 1, lineQuantity: 3 }]);
    // The shares of the invoice's line do not divide evenly: a fresh share of 2 of 3 would miss a paisa somewhere.
    expect(invoice.lines[0].discountPaise % 3).not.toBe(0);
    const remainder = invoiceRemainder(invoice, [earlier]);
    expect(remainder?.lines[0].quantity).toBe(2);
    expectPartsAddUp(invoice.lines[0], [earlier.document.lines[0], remainder?.lines[0] as DocumentLine]);
    expect((remainder?.totals.totalPaise ?? 0) + earlier.document.totals.totalPaise).toBe(invoice.totals.totalPaise);
    for (const total of ['taxableValuePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'roundOffPaise'] as const) {
      expect((remainder?.totals[total] ?? 0) + earlier.document.totals[total]).toBe(invoice.totals[total]);
    }
  });

  it('refuses a note whose lines do not pair with the returned lines rather than credit the wrong pieces', () => {
    const invoice = invoiceOf();
    const earlier = returned(invoice, [{ position: 0, quantity: 1, lineQuantity: 2 }]);
    expect(() => invoiceRemainder(invoice, [{ ...earlier, positions: [0, 1] }])).toThrow(/goods lines/);
  });
});
