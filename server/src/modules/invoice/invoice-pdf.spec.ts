import { extractText, getMeta } from 'unpdf';
import type { DocumentLine, DocumentParty, TaxDocument } from './document.js';
import { formatAmount, formatDateIst, formatGrams, formatRupees, renderTaxDocument } from './invoice-pdf.js';
import { exportNotes } from './invoice-document.js';
import { EXPORT_ON_IGST_ENDORSEMENT, EXPORT_UNDER_LUT_ENDORSEMENT, type OrderLineForInvoice, REVERSE_CHARGE_NOTE, invoiceTax } from './tax.js';
import { amountInWords } from './words.js';
import { itAnswers } from '../../../test/helpers/answers.js';

const RAJASTHAN: DocumentParty = { name: 'Jaipur', address: ['12 Johari Bazaar', 'Jaipur 302003'], stateName: 'Rajasthan', stateCode: '08' };
const MAHARASHTRA: DocumentParty = { name: 'Mumbai', address: ['4 Marine Drive', 'Mumbai 400020'], stateName: 'Maharashtra', stateCode: '27' };
const ABROAD: DocumentParty = { name: 'Dubai', address: ['Gold Souk, Deira', 'Dubai, United Arab Emirates'], stateName: 'Other Countries', stateCode: '96' };

/** The shop's Letter of Undertaking (SHOP_LUT); '' in a fixture: none on file. */
const LUT = 'AD080425000123X';

const SELLER = {
  name: 'Suvarna Jewels',
  legalName: 'Suvarna Jewels Private Limited',
  address: ['7 MI Road', 'Jaipur 302001'],
  stateName: 'Rajasthan',
  stateCode: '08',
  gstin: '08AABCS1429B1ZB',
  email: 'accounts@suvarna.example',
  phone: '+91 141 400 0000',
};

/** A 22K ring: 8.450 g at ₹6,525.00/g (₹55,136.25), making 12 % (₹6,616.35), a CZ (₹240.00), + 3 % GST, to the rupee. */
const RING = { description: 'Rajwada ring', hsn: '7113', quantity: 1, amountPaise: 6_385_200 };
const PENDANT = { description: 'Sterling silver pendant with a long description that wraps', hsn: '7113', quantity: 2, amountPaise: 512_000 };
const EARRINGS = { description: 'Plated jhumkas', hsn: '7117', quantity: 1, amountPaise: 129_900 };

type Fixture = { kind?: TaxDocument['kind']; to: DocumentParty; lines: OrderLineForInvoice[]; coupon?: number; shipping?: number; gstin?: string | null; lut?: string };

/** A TaxDocument as the invoice service builds it: the taxes from invoiceTax(), the breakup figures of each piece. */
function taxDocument({ kind = 'invoice', to, lines, coupon = 0, shipping = 0, gstin = null, lut = LUT }: Fixture): TaxDocument {
  const paid = lines.reduce((sum, line) => sum + line.amountPaise, 0) - coupon + shipping;
  const tax = invoiceTax({ shopStateCode: '08', placeOfSupplyCode: to.stateCode, lines, couponDiscountPaise: coupon, shippingPaise: shipping, amountPaidPaise: paid, exportUnderLut: lut !== '' });
  const documentLines: DocumentLine[] = tax.lines.map((line) => {
    const rateLinked = line.kind === 'goods' && line.hsn === '7113';
    return {
      ...line,
      purity: rateLinked ? '22K gold (916)' : null,
      netWeightMg: rateLinked ? 8_450 * line.quantity : null,
      ratePaisePerGram: rateLinked ? 652_500 : null,
      metalValuePaise: rateLinked ? 5_513_625 * line.quantity : null,
      makingPaise: rateLinked ? 661_635 * line.quantity : null,
      stonesPaise: rateLinked ? 24_000 * line.quantity : null,
    };
  });
  const credit = kind === 'credit_note';
  return {
    kind,
    number: credit ? 'SJ-CN/26-27/000007' : 'SJ/26-27/000123',
    // 20:00 UTC is already the next day in India.
    issuedAt: '2026-11-27T20:00:00.000Z',
    orderId: '5f0c2a9e-1b7d-4c1e-9a51-3f2d8e6b7c40',
    orderPlacedAt: '2026-11-25T05:30:00.000Z',
    credits: credit ? { invoiceNumber: 'SJ/26-27/000099', invoiceDate: '2026-11-02T06:00:00.000Z', reason: 'Order cancelled by the customer' } : null,
    seller: SELLER,
    buyer: { name: 'Ananya Sharma', email: 'ananya@example.com', phone: '+91 98290 00000', billingAddress: to, shippingAddress: to, gstin },
    placeOfSupply: { stateName: to.stateName, stateCode: to.stateCode },
    supplyType: tax.supplyType,
    lines: documentLines,
    totals: tax.totals,
    amountInWords: amountInWords(tax.totals.totalPaise),
    paymentMethod: 'ONLINEPAY',
    notes: [REVERSE_CHARGE_NOTE, ...exportNotes(tax, lut === '' ? undefined : lut)],
    signatory: `For ${SELLER.legalName}`,
  };
}

/** The PDF's text as a real reader extracts it (PDF.js), one string per page, whitespace collapsed. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf));
  return text.map((page) => page.replace(/\s+/g, ' '));
}

/** What every invoice and credit note must print (CGST Rule 46 / 53). */
function expectRequiredFields(text: string, doc: TaxDocument): void {
  for (const field of [
    SELLER.name,
    SELLER.legalName,
    `GSTIN: ${SELLER.gstin}`,
    'State: Rajasthan, Code: 08',
    doc.number,
    'Date: 28-11-2026',
    doc.orderId,
    '25-11-2026',
    'Online payment',
    'Ananya Sharma',
    ...doc.buyer.billingAddress.address,
    `State: ${doc.buyer.billingAddress.stateName}, Code: ${doc.buyer.billingAddress.stateCode}`,
    `Place of supply: ${doc.placeOfSupply.stateName} (${doc.placeOfSupply.stateCode})`,
    'HSN',
    ...doc.lines.map((line) => line.hsn),
    `Total taxable value ${formatRupees(doc.totals.taxableValuePaise)}`,
    `Round off ${formatRupees(doc.totals.roundOffPaise)}`,
    formatRupees(doc.totals.totalPaise),
    doc.amountInWords,
    REVERSE_CHARGE_NOTE,
    doc.signatory,
    'Authorised Signatory',
    'Original for Recipient',
  ]) {
    expect(text).toContain(field);
  }
}

describe('formatting', () => {
  itAnswers('groups rupees the Indian way, exactly on paise', formatAmount, [
    [0, '0.00'],
    [5, '0.05'],
    [99_999, '999.99'],
    [100_000, '1,000.00'],
    [10_234_550, '1,02,345.50'],
    [1_234_567_890_12, '1,23,45,67,890.12'],
    [-3, '-0.03'],
  ]);

  itAnswers('groups rupees the Indian way after the rupee sign', formatRupees, [
    [10_234_550, '₹1,02,345.50'],
    [-2, '-₹0.02'],
  ]);

  itAnswers('dates in India Standard Time', formatDateIst, [
    ['2026-11-27T18:29:59Z', '27-11-2026'],
    ['2026-11-27T18:30:00Z', '28-11-2026'],
  ]);

  itAnswers('weighs in grams with 3 decimals', formatGrams, [
    [8_450, '8.450'],
    [5, '0.005'],
  ]);
});

describe('renderTaxDocument', () => {
  it('prints an intra-state invoice with CGST and SGST at 1.5 % each', async () => {
    const doc = taxDocument({ to: RAJASTHAN, lines: [RING, PENDANT, EARRINGS], coupon: 50_000, shipping: 9_900 });
    const pdf = await renderTaxDocument(doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const [text] = pages;
    expect(text).toContain('TAX INVOICE');
    expectRequiredFields(text, doc);
    expect(text).toContain(`CGST ${formatRupees(doc.totals.cgstPaise)}`);
    expect(text).toContain(`SGST ${formatRupees(doc.totals.sgstPaise)}`);
    expect(text).toContain('1.5%');
    expect(text).not.toContain('IGST');
    // The ring's breakup: purity, weight, rate, metal value, making and stones, then its tax.
    for (const figure of ['22K gold (916)', '8.450', '6,525.00', '55,136.25', '6,616.35', '240.00']) expect(text).toContain(figure);
    const ring = doc.lines[0];
    for (const figure of [ring.discountPaise, ring.taxableValuePaise, ring.cgstPaise, ring.totalPaise]) expect(text).toContain(formatAmount(figure));
    expect(text).toContain('Shipping and insurance');
    // The table's Total row: quantity, discount, taxable value, each tax and the lines' total add up.
    const lineTotal = doc.totals.totalPaise - doc.totals.roundOffPaise;
    const { taxableValuePaise, cgstPaise, sgstPaise } = doc.totals;
    expect(text).toContain(`Total 5 ${formatAmount(50_000)} ${[taxableValuePaise, cgstPaise, sgstPaise, lineTotal].map(formatAmount).join(' ')}`);
    expect(text).toContain('Page 1 of 1');
  });

  it('prints an inter-state invoice with IGST at 3 % and the buyer’s GSTIN', async () => {
    const doc = taxDocument({ to: MAHARASHTRA, lines: [RING, EARRINGS], gstin: '27AAPFU0939F1ZV' });
    const [text] = await pagesOf(await renderTaxDocument(doc));
    expectRequiredFields(text, doc);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain(`IGST ${formatRupees(doc.totals.igstPaise)}`);
    expect(text).toContain('3%');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('prints an export without tax columns and with the LUT endorsement', async () => {
    const doc = taxDocument({ to: ABROAD, lines: [RING], coupon: 1_067 });
    const [text] = await pagesOf(await renderTaxDocument(doc));
    expectRequiredFields(text, doc);
    expect(text).toContain('Place of supply: Other Countries (96)');
    expect(text).toContain(EXPORT_UNDER_LUT_ENDORSEMENT);
    expect(text).toContain('Supply meant for export under LUT without payment of IGST (LUT ARN AD080425000123X)');
    // No tax column and no tax total: the declaration is the only place IGST is named.
    for (const tax of ['CGST', 'SGST', 'IGST %', 'IGST (₹)', 'IGST ₹']) expect(text).not.toContain(tax);
    expect(doc.totals.totalPaise).toBe(6_384_133);
    expect(text).toContain('₹63,841.33');
    expect(text).toContain('Rupees Sixty-Three Thousand Eight Hundred Forty-One and Thirty-Three Paise Only');
  });

  it('prints an export without an LUT with IGST at 3 % and the endorsement of export on payment of IGST', async () => {
    const doc = taxDocument({ to: ABROAD, lines: [RING], lut: '' });
    const [text] = await pagesOf(await renderTaxDocument(doc));
    expectRequiredFields(text, doc);
    expect(text).toContain('Place of supply: Other Countries (96)');
    expect(doc.totals.igstPaise).toBeGreaterThan(0);
    expect(text).toContain(`IGST ${formatRupees(doc.totals.igstPaise)}`);
    expect(text).toContain(EXPORT_ON_IGST_ENDORSEMENT);
    expect(text).not.toContain(EXPORT_UNDER_LUT_ENDORSEMENT);
    expect(text).not.toContain('LUT ARN');
  });

  it('prints a credit note that names the invoice it credits and why', async () => {
    const doc = taxDocument({ kind: 'credit_note', to: RAJASTHAN, lines: [RING] });
    const [text] = await pagesOf(await renderTaxDocument(doc));
    expect(text).toContain('CREDIT NOTE');
    expect(text).not.toContain('TAX INVOICE');
    expectRequiredFields(text, doc);
    expect(text).toContain('Credit Note No.: SJ-CN/26-27/000007');
    expect(text).toContain('Against invoice: SJ/26-27/000099');
    expect(text).toContain('Invoice date: 02-11-2026');
    expect(text).toContain('Reason: Order cancelled by the customer');
  });

  it('flows 60 lines onto further pages, the table header on each, numbered "Page n of m"', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({ ...RING, description: `Piece number ${index + 1}`, amountPaise: RING.amountPaise + index }));
    const doc = taxDocument({ to: RAJASTHAN, lines, coupon: 1_000_000, shipping: 9_900 });
    const pages = await pagesOf(await renderTaxDocument(doc));
    expect(pages.length).toBe(3);
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(text).toContain('Taxable value (₹)');
      expect(text).toContain(doc.number);
    });
    const all = pages.join(' ');
    for (let index = 1; index <= 60; index++) expect(all).toContain(`Piece number ${index} `);
    expectRequiredFields(all, doc);
    // Totals, words and signature come once, at the end.
    expect(pages[pages.length - 1]).toContain(doc.amountInWords);
    expect(all.split('Authorised Signatory')).toHaveLength(2);
  });

  it('prints a name in Devanagari in a font that has it, and wraps a long description within its column', async () => {
    const doc = taxDocument({ to: RAJASTHAN, lines: [{ ...RING, description: `Kundan necklace ${'with meenakari work '.repeat(15)}end` }] });
    doc.buyer.name = 'अनन्या शर्मा';
    doc.buyer.billingAddress = { ...RAJASTHAN, address: ['१२ जौहरी बाज़ार, Jaipur 302003'] };
    const pdf = await renderTaxDocument(doc);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    const text = (await pagesOf(pdf)).join(' ');
    expect(text).toContain('अनन्या');
    expect(text).toContain('Jaipur 302003');
    expect(text).toContain('Kundan necklace with meenakari work');
    expect(text).toContain('work end');
    expect(text).toContain(formatRupees(doc.totals.totalPaise));
  });

  it('prints what no font here can draw (an emoji) without failing', async () => {
    const doc = taxDocument({ to: MAHARASHTRA, lines: [{ ...RING, description: 'Ring 💍 for Ananya' }] });
    const text = (await pagesOf(await renderTaxDocument(doc))).join(' ');
    expect(text).toContain('for Ananya');
  });

  it('gives the same bytes for the same document, dated its issue date', async () => {
    const doc = taxDocument({ to: MAHARASHTRA, lines: [RING, PENDANT] });
    const [first, second] = [await renderTaxDocument(doc), await renderTaxDocument(doc)];
    expect(first.equals(second)).toBe(true);
    const { info } = await getMeta(new Uint8Array(first));
    expect(info.CreationDate).toBe("D:20261127200000Z");
    expect(info.Title).toBe(`TAX INVOICE ${doc.number}`);
  });
});
