import { DEMO_SHOP } from '../../config/config.js';
import { priceBreakup } from '../pricing/price.js';
import { creditNoteDocument, type InvoiceOrder, invoiceDocument, placeOfSupplyOf } from './invoice-document.js';
import { shopIdentity } from './shop-identity.js';
import { EXPORT_UNDER_LUT_ENDORSEMENT, REVERSE_CHARGE_NOTE } from './tax.js';

const shop = shopIdentity(DEMO_SHOP);
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

  it('endorses an export and charges no tax on it', () => {
    const document = invoiceDocument(order({ shipping_info: { ...ADDRESS, province: 'Dubai', post: '00000-1' } }), shop, 'SJ/26-27/000009', issuedAt);
    expect(document.supplyType).toBe('export');
    expect(document.notes).toEqual([REVERSE_CHARGE_NOTE, EXPORT_UNDER_LUT_ENDORSEMENT]);
    expect(document.buyer.shippingAddress).toMatchObject({ stateName: 'Dubai', stateCode: '96' });
    expect(document.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
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
