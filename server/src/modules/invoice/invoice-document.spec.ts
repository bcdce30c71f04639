import { DEMO_SHOP } from '../../config/config.js';
import { priceBreakup } from '../pricing/price.js';
import { creditNoteDocument, type InvoiceOrder, invoiceDocument, placeOfSupplyOf } from './invoice-document.js';
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
