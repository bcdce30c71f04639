import request from 'supertest';
import { extractText } from 'unpdf';
import { Transactions } from '../../src/database/transactions.js';
import type { TaxDocument } from '../../src/modules/invoice/document.js';
import { InvoiceService } from '../../src/modules/invoice/invoice.service.js';
import { OrderService } from '../../src/modules/order/order.service.js';
import { type Account, bearer, createCallers, mailingTestAppWith, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { insertCoupon } from '../helpers/coupon-factory.js';
import { SHIPPING, UNKNOWN_ID } from '../helpers/fixtures.js';
import { placeOrder } from '../helpers/orders.js';
import { DEMO_SHOP } from '../../src/config/config.js';
import { EXPORT_ON_IGST_ENDORSEMENT, EXPORT_UNDER_LUT_ENDORSEMENT } from '../../src/modules/invoice/tax.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { waitingForLock } from '../helpers/database.js';

// Listening: the payment SDK calls the sandbox gateway over HTTP, for payments and refunds that really move money.
const t = mailingTestAppWith(
  async (app) => ({
    orders: app.app.get(OrderService),
    invoices: app.app.get(InvoiceService),
    transactions: app.app.get(Transactions),
    categoryId: await insertCategory(app.sql, 'Invoice Rings'),
    ...(await createCallers(app)),
  }),
  {},
  { listen: true },
);
let seq = 0;

/** An address in Canada, as the checkout sends one abroad. */
const TORONTO = { name: 'Liam Tremblay', address: '290 Bremner Blvd', phone: '+1 416 555 0123', post: 'M5V 3L9', province: 'ON', city: 'Toronto', area: '', country: 'CA' };

/** A product of its own: `price` in rupees; `sellerId` makes it a seller's. */
async function product(price: number, sellerId?: string): Promise<string> {
  seq += 1;
  const id = await insertProduct(t.sql, { name: `Invoice Test Ring ${seq}`, categoryId: t.categoryId, price, stock: 50 });
  if (sellerId) await t.sql.query('UPDATE products SET seller_id = $2, shop_name = $3 WHERE id = $1', [id, sellerId, 'Marwar Silver House']);
  return id;
}

/** A Buy Now order (answers its id): `lines` of [productId, quantity], delivered to `province`. */
async function place(
  who: Account,
  lines: [string, number][],
  extra: { province?: string; post?: string; couponCode?: string; shippingInfo?: Record<string, string> } = {},
  app: TestApp = t,
): Promise<string> {
  return placeOrder(
    app,
    who,
    lines.map(([productId, quantity]) => ({ productId, quantity })),
    {
      shippingInfo: extra.shippingInfo ?? { ...SHIPPING, province: extra.province ?? SHIPPING.province, post: extra.post ?? SHIPPING.post },
      ...(extra.couponCode ? { couponCode: extra.couponCode } : {}),
    },
  );
}

/** Pays an order online, as the payment module does when the gateway confirms it. */
async function payOnline(orderId: string, app: TestApp = t): Promise<void> {
  const service = app === t ? t.orders : app.app.get(OrderService);
  await service.choosePaymentMethod(orderId, 'ONLINEPAY');
  await service.markPaid(orderId);
}

async function invoiceRow(
  orderId: string,
  app: TestApp = t,
): Promise<{ id: string; number: string; counter: number; document: TaxDocument } & Record<string, number | string>> {
  const { rows } = await app.sql.query('SELECT * FROM invoices WHERE order_id = $1', [orderId]);
  return rows[0];
}

/** Pays an order through the sandbox's hosted page (the SDK's pay call, Pay pressed, the callback), as a customer does. */
async function payThroughGateway(who: Account, orderId: string): Promise<void> {
  const created = await request(t.http).post('/api/order/create-payment').set(...bearer(who)).send({ type: 'ONLINEPAY', orderId }).expect(200);
  const page = new URL(created.body.data.instrumentResponse.redirectInfo.url as string).pathname;
  await request(t.http).post(`${page}/pay`).type('form').send('').expect(302);
}

/** The order's payment status once it is `status`, or as it stands after 5 s (a refund settles after the cancel commits). */
async function paymentBecomes(orderId: string, status: string): Promise<string> {
  const now = async () => (await t.sql.query('SELECT payment_status FROM orders WHERE id = $1', [orderId])).rows[0].payment_status as string;
  for (let i = 0; i < 100 && (await now()) !== status; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  return now();
}

const changeStatus = (orderId: string, body: Record<string, string>) =>
  request(t.http).put(`/api/admin/orders/${orderId}`).set(...bearer(t.admin)).send(body);

/** Supertest's body as bytes, whatever the type. */
function binary(response: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

const download = (path: string, who?: Account, app: TestApp = t) => {
  const call = request(app.http).get(path).buffer(true).parse(binary);
  return who ? call.set(...bearer(who)) : call;
};

/** Orders inserted straight into the table, paid online and placed, each of one 1 030-rupee line. */
async function insertPaidOrders(count: number): Promise<string[]> {
  const productId = await product(1030);
  const { rows } = await t.sql.query(
    `WITH placed AS (
       INSERT INTO orders (user_id, email, subtotal_paise, total_paise, items, shipping_info, delivery_status, payment_status, payment_method)
       SELECT $1, $2, 103000, 103000, 1, $3::jsonb, 'placed', 'paid', 'ONLINEPAY' FROM generate_series(1, $4::int)
       RETURNING id
     ), lines AS (
       INSERT INTO order_lines (order_id, product_id, name, price_paise, sale_price_paise, quantity, taxable_value_paise, gst_paise)
       SELECT id, $5, 'Invoice Test Ring', 103000, 103000, 1, 100000, 3000 FROM placed
     )
     SELECT id FROM placed`,
    [t.customer.id, t.customer.email, JSON.stringify(SHIPPING), count, productId],
  );
  return rows.map((row: { id: string }) => row.id);
}

async function lastNumber(): Promise<number> {
  const { rows } = await t.sql.query(`SELECT coalesce(max(last_number), 0)::int AS n FROM document_counters WHERE series = 'SJ'`);
  return rows[0].n as number;
}

describe('invoice numbers', () => {
  it('gives 200 orders invoiced at once the next 200 numbers of the financial year, consecutive, none twice', async () => {
    const ids = await insertPaidOrders(200);
    const before = await lastNumber();
    const issued = await Promise.all(ids.map((id) => t.transactions.run((manager) => t.invoices.issueInvoice(id, manager))));
    const counters = issued.map((invoice) => Number(invoice?.number.split('/')[2])).sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: 200 }, (_, index) => before + index + 1));
    expect(new Set(issued.map((invoice) => invoice?.number)).size).toBe(200);
    for (const invoice of issued) expect(invoice?.number).toMatch(/^SJ\/\d{2}-\d{2}\/\d{6}$/);
    expect(await lastNumber()).toBe(before + 200);
  });

  it('leaves no gap when an issuing transaction rolls back: the next invoice takes its number', async () => {
    const [first, second] = await insertPaidOrders(2);
    const before = await lastNumber();
    await expect(
      t.transactions.run(async (manager) => {
        await t.invoices.issueInvoice(first, manager);
        throw new Error('the payment transaction failed after the invoice');
      }),
    ).rejects.toThrow('failed after the invoice');
    expect(await invoiceRow(first)).toBeUndefined();
    const next = await t.transactions.run((manager) => t.invoices.issueInvoice(second, manager));
    expect(Number(next?.number.split('/')[2])).toBe(before + 1);
  });

  it('issues one invoice per order however often the event comes', async () => {
    const [id] = await insertPaidOrders(1);
    const once = await t.transactions.run((manager) => t.invoices.issueInvoice(id, manager));
    const again = await Promise.all([1, 2, 3].map(() => t.transactions.run((manager) => t.invoices.issueInvoice(id, manager))));
    for (const invoice of again) expect(invoice?.number).toBe(once?.number);
    const { rows } = await t.sql.query('SELECT count(*)::int AS n FROM invoices WHERE order_id = $1', [id]);
    expect(rows[0].n).toBe(1);
  });
});

describe('issuing with the order', () => {
  it('invoices an online order when its payment is received, with CGST and SGST in the shop state', async () => {
    const id = await place(t.customer, [[await product(10_300), 1]]);
    expect(await invoiceRow(id)).toBeUndefined();
    await payOnline(id);
    const invoice = await invoiceRow(id);
    expect(invoice).toMatchObject({ place_of_supply: '08', supply_type: 'intra_state', taxable_value_paise: 1_000_000, cgst_paise: 15_000, sgst_paise: 15_000, igst_paise: 0, total_paise: 1_030_000 });
    expect(invoice.document).toMatchObject({
      kind: 'invoice',
      number: invoice.number,
      orderId: id,
      seller: { gstin: '08AASFS4126K1ZO', stateCode: '08', stateName: 'Rajasthan' },
      buyer: { name: SHIPPING.name, shippingAddress: { stateName: 'Rajasthan', stateCode: '08' } },
      placeOfSupply: { stateName: 'Rajasthan', stateCode: '08' },
      amountInWords: 'Rupees Ten Thousand Three Hundred Only',
      notes: ['Tax is not payable on reverse charge'],
      signatory: 'For Sona Jewellers',
      paymentMethod: 'ONLINEPAY',
    });
    // The order answers name it.
    const answer = await request(t.http).get(`/api/home/customer/gat-order/${id}`).set(...bearer(t.customer)).expect(200);
    expect(answer.body.order.invoice).toEqual({ id: invoice.id, number: invoice.number, issuedAt: expect.any(String) });
    expect(answer.body.order.creditNotes).toEqual([]);
  });

  it('charges IGST for delivery to another state, and for an address abroad when the shop has no LUT (export on payment of IGST)', async () => {
    const mumbai = await place(t.customer, [[await product(10_300), 1]], { province: 'Maharashtra', post: '400001' });
    await payOnline(mumbai);
    expect(await invoiceRow(mumbai)).toMatchObject({ place_of_supply: '27', supply_type: 'inter_state', cgst_paise: 0, sgst_paise: 0, igst_paise: 30_000, total_paise: 1_030_000 });

    // ₹30,900: above the ₹25,000 from which shipping abroad is free (the delivery zones), so the goods are the whole supply.
    const abroad = await place(t.customer, [[await product(30_900), 1]], { shippingInfo: TORONTO });
    await payOnline(abroad);
    const invoice = await invoiceRow(abroad);
    expect(invoice).toMatchObject({ place_of_supply: '96', supply_type: 'export', cgst_paise: 0, sgst_paise: 0, igst_paise: 90_000, taxable_value_paise: 3_000_000 });
    expect(invoice.document.notes).toEqual(['Tax is not payable on reverse charge', EXPORT_ON_IGST_ENDORSEMENT]);
    expect(invoice.document.buyer.shippingAddress).toMatchObject({ stateName: 'Ontario, Canada', stateCode: '96' });
  });

  it('totals to the amount paid to the paisa, with a coupon and shipping', async () => {
    const code = await insertCoupon(t.sql, 'INV', { discount: 7 });
    const id = await place(t.customer, [[await product(999), 3], [await product(1_499), 1]], { couponCode: code });
    // Shipping is free in the demo shop; a fee of ₹70.33 stands in for a shop that charges one.
    await t.sql.query('UPDATE orders SET shipping_fee_paise = 7033, total_paise = total_paise + 7033 WHERE id = $1', [id]);
    await payOnline(id);
    const { rows } = await t.sql.query('SELECT total_paise FROM orders WHERE id = $1', [id]);
    const invoice = await invoiceRow(id);
    expect(Number(invoice.total_paise)).toBe(Number(rows[0].total_paise));
    const document = invoice.document;
    expect(document.lines.map((line) => line.kind)).toEqual(['goods', 'goods', 'shipping']);
    const lineTotals = document.lines.reduce((sum, line) => sum + line.totalPaise, 0);
    expect(lineTotals + document.totals.roundOffPaise).toBe(Number(rows[0].total_paise));
    expect(Math.abs(document.totals.roundOffPaise)).toBeLessThanOrEqual(document.lines.length);
    expect(document.lines.reduce((sum, line) => sum + line.discountPaise, 0)).toBeGreaterThan(0);
  });

  it("holds an order of crores: ₹2.7 crore (beyond a 32-bit column's ₹2.1 crore) stored, paid and invoiced to the paisa", async () => {
    // Three ₹90 lakh necklaces: 2 700 000 000 paise, above 2^31 − 1 (2 147 483 647), which an int column cannot hold.
    const id = await place(t.customer, [[await product(9_000_000), 3]]);
    await payOnline(id);
    const { rows } = await t.sql.query('SELECT subtotal_paise, total_paise, pg_typeof(total_paise)::text AS type FROM orders WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ subtotal_paise: 2_700_000_000, total_paise: 2_700_000_000, type: 'bigint' });
    const invoice = await invoiceRow(id);
    expect(invoice).toMatchObject({ total_paise: 2_700_000_000, taxable_value_paise: 2_621_359_223, cgst_paise: 39_320_388, sgst_paise: 39_320_388 });
    expect(invoice.document.totals.roundOffPaise).toBe(2_700_000_000 - 2_621_359_223 - 2 * 39_320_388);
    expect(invoice.document.amountInWords).toBe('Rupees Two Crore Seventy Lakh Only');
    const answer = await request(t.http).get(`/api/home/customer/gat-order/${id}`).set(...bearer(t.customer)).expect(200);
    expect(answer.body.order).toMatchObject({ price: 27_000_000, subtotal: 27_000_000 });
  });

  it('invoices a cash-on-delivery order when it ships, not before', async () => {
    const id = await place(t.customer, [[await product(2_060), 1]]);
    await t.orders.confirmCod(id);
    expect(await invoiceRow(id)).toBeUndefined();
    await changeStatus(id, { delivery_status: 'warehouse' }).expect(200);
    expect(await invoiceRow(id)).toBeUndefined();
    const shipped = await changeStatus(id, { delivery_status: 'shipped' }).expect(200);
    const invoice = await invoiceRow(id);
    expect(invoice.document.paymentMethod).toBe('COD');
    expect(shipped.body.invoice).toMatchObject({ number: invoice.number });
    // Delivered (and paid in cash): still the one invoice.
    await changeStatus(id, { delivery_status: 'delivered' }).expect(200);
    const { rows } = await t.sql.query('SELECT count(*)::int AS n FROM invoices WHERE order_id = $1', [id]);
    expect(rows[0].n).toBe(1);
  });

  it('issues a credit note for the whole invoice when a paid, invoiced order is cancelled, and no second one on refund', async () => {
    const id = await place(t.customer, [[await product(5_150), 2]]);
    await payThroughGateway(t.customer, id);
    const invoice = await invoiceRow(id);
    const cancelled = await request(t.http).put(`/api/home/customer/cancel-order/${id}`).set(...bearer(t.customer)).expect(200);
    const { rows: notes } = await t.sql.query('SELECT * FROM credit_notes WHERE order_id = $1', [id]);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ invoice_id: invoice.id, reason: 'cancelled', total_paise: invoice.total_paise, taxable_value_paise: invoice.taxable_value_paise });
    expect(notes[0].number).toMatch(/^SJC\/\d{2}-\d{2}\/\d{6}$/);
    expect(notes[0].document).toMatchObject({ kind: 'credit_note', credits: { invoiceNumber: invoice.number } });
    expect(cancelled.body.order.creditNotes).toEqual([{ id: notes[0].id, number: notes[0].number, issuedAt: expect.any(String), total: 10_300 }]);

    // The cancellation's refund goes back through the sandbox gateway and completes: refunded, still one credit note.
    expect(await paymentBecomes(id, 'refunded')).toBe('refunded');
    const { rows: after } = await t.sql.query('SELECT count(*)::int AS n FROM credit_notes WHERE order_id = $1', [id]);
    expect(after[0].n).toBe(1);
  });

  it('credits a refunded invoiced order once, and issues nothing for an order never invoiced', async () => {
    // Cash on delivery: invoiced when shipped, paid when delivered, refunded by a transfer recorded with its UTR.
    const id = await place(t.customer, [[await product(1_030), 1]]);
    await t.orders.confirmCod(id);
    await changeStatus(id, { delivery_status: 'shipped' }).expect(200);
    await changeStatus(id, { delivery_status: 'delivered' }).expect(200);
    await request(t.http).post(`/api/admin/orders/${id}/refunds`).set(...bearer(t.admin)).send({ utr: '412345678901' }).expect(201);
    expect(await paymentBecomes(id, 'refunded')).toBe('refunded');
    await request(t.http).post(`/api/admin/orders/${id}/refunds`).set(...bearer(t.admin)).send({ utr: '412345678902' }).expect(409);
    const { rows } = await t.sql.query('SELECT reason FROM credit_notes WHERE order_id = $1', [id]);
    expect(rows).toEqual([{ reason: 'refunded' }]);

    const unpaid = await place(t.customer, [[await product(1_030), 1]]);
    await request(t.http).put(`/api/home/customer/cancel-order/${unpaid}`).set(...bearer(t.customer)).expect(200);
    const { rows: none } = await t.sql.query('SELECT count(*)::int AS n FROM credit_notes WHERE order_id = $1', [unpaid]);
    expect(none[0].n).toBe(0);
  });
});

describe('mails', () => {
  it('attaches the invoice PDF to the payment-received mail of an online order', async () => {
    const buyer = await registerCustomer(t, 'Mail Buyer');
    const id = await place(buyer, [[await product(1_030), 1]]);
    await payOnline(id);
    const invoice = await invoiceRow(id);
    const mail = await t.smtp.waitFor(buyer.email, (received) => received.subject.includes('payment received'));
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `invoice-${invoice.number.replace(/\//g, '-')}.pdf`, contentType: 'application/pdf' });
    expect(mail.attachments[0].content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("attaches the invoice PDF to a cash-on-delivery order's shipped mail", async () => {
    const buyer = await registerCustomer(t, 'Cash Buyer');
    const id = await place(buyer, [[await product(1_030), 1]]);
    await t.orders.confirmCod(id);
    await changeStatus(id, { delivery_status: 'shipped' }).expect(200);
    const mail = await t.smtp.waitFor(buyer.email, (received) => received.attachments.length > 0);
    expect(mail.attachments[0].contentType).toBe('application/pdf');
  });
});

describe('order snapshot', () => {
  it("keeps each line's HSN, purity, weight, breakup and tax as placed, unchanged by a later rate change", async () => {
    const setRate = (ratePerGram: number) =>
      request(t.http).put('/api/admin/metal-rates/gold_22k').set(...bearer(t.admin)).send({ ratePerGram, confirm: true }).expect(200);
    await setRate(7000);
    const id = await product(40_000);
    await t.sql.query(
      `UPDATE products SET pricing = 'rate_linked', purity = 'gold_22k', net_weight_mg = 5250, making_kind = 'percent', making_value = 1200,
         charges = '[{"label":"CZ","paise":50000}]', huid = 'AB12CD' WHERE id = $1`,
      [id],
    );
    const orderId = await place(t.customer, [[id, 2]]);
    const read = async () => (await t.sql.query('SELECT hsn, purity, net_weight_mg, breakup, taxable_value_paise, gst_paise FROM order_lines WHERE order_id = $1', [orderId])).rows;
    const placed = await read();
    expect(placed[0]).toMatchObject({ hsn: '7113', purity: 'gold_22k', net_weight_mg: 5250, taxable_value_paise: 7_766_990, gst_paise: 233_010 });
    expect(placed[0].breakup).toMatchObject({ pricing: 'rate_linked', buildUp: { ratePaisePerGram: 700000, metalValuePaise: 3_675_000, netWeightMg: 5250 } });

    // The rate goes up and the staff's change reprices the piece.
    const priceBefore = (await t.sql.query('SELECT price_paise FROM products WHERE id = $1', [id])).rows[0].price_paise;
    const changed = await setRate(7600);
    expect(changed.body.repriced).toBeGreaterThanOrEqual(1);
    const priceAfter = (await t.sql.query('SELECT price_paise FROM products WHERE id = $1', [id])).rows[0].price_paise;
    expect(Number(priceAfter)).toBeGreaterThan(Number(priceBefore));
    expect(await read()).toEqual(placed);

    const answer = await request(t.http).get(`/api/home/customer/gat-order/${orderId}`).set(...bearer(t.customer)).expect(200);
    expect(answer.body.order.products[0]).toMatchObject({ hsn: '7113', purity: 'gold_22k', netWeight: 5.25, taxableValue: 77_669.9, gst: 2_330.1 });
  });
});

describe('order snapshot while the rate changes', () => {
  it('breaks each line up at the rate that priced it when the order waited for a repricing of its piece', async () => {
    const setRate = (ratePerGram: number) =>
      request(t.http).put('/api/admin/metal-rates/gold_18k').set(...bearer(t.admin)).send({ ratePerGram, confirm: true }).expect(200);
    await setRate(5000);
    const id = await product(30_000);
    await t.sql.query(
      `UPDATE products SET pricing = 'rate_linked', purity = 'gold_18k', net_weight_mg = 4100, making_kind = 'percent', making_value = 1400, charges = '[]', huid = 'ZX34CV' WHERE id = $1`,
      [id],
    );
    // Priced at the rate by the staff's change, as every rate-linked piece is.
    expect((await setRate(5100)).body.repriced).toBeGreaterThanOrEqual(1);
    const other = await t.sql.connect();
    try {
      // A repricing holds the rate and the piece, changed, when the order comes to lock the piece: the order reads the
      // rates as its statement began (5 100), waits, and locks the piece as repriced at 5 300.
      await other.query('BEGIN');
      await other.query(`UPDATE metal_rates SET rate_paise_per_gram = 530000 WHERE purity = 'gold_18k'`);
      await other.query(
        `UPDATE products SET price_paise = rate_linked_price_paise(net_weight_mg, 530000, making_kind, making_value, charges) WHERE id = $1`,
        [id],
      );
      const order = place(t.customer, [[id, 1]]);
      expect(await waitingForLock(t.sql, 'FOR UPDATE')).toBe(1);
      await other.query('COMMIT');
      const orderId = await order;
      const [line] = (await t.sql.query('SELECT price_paise, breakup FROM order_lines WHERE order_id = $1', [orderId])).rows;
      const [piece] = (await t.sql.query('SELECT price_paise FROM products WHERE id = $1', [id])).rows;
      expect(Number(line.price_paise)).toBe(Number(piece.price_paise));
      expect(line.breakup).toMatchObject({ pricing: 'rate_linked', pricePaise: Number(piece.price_paise), buildUp: { ratePaisePerGram: 530000 } });
    } finally {
      other.release();
      await setRate(5000);
    }
  });
});

describe('GET /api/home/customer/order/{orderId}/invoice', () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = await place(t.customer, [[await product(1_030), 1]]);
    await payOnline(orderId);
  });

  it("answers the owner's invoice as a PDF download", async () => {
    const response = await download(`/api/home/customer/order/${orderId}/invoice`, t.customer).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoice-SJ-\d{2}-\d{2}-\d{6}\.pdf"$/);
    expect((response.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Never kept by a shared cache: it holds the customer's name and address.
    expect(response.headers['cache-control']).toBe('private, no-store');
    // The stored document printed: its number, the shop's GSTIN, the buyer.
    const invoice = await invoiceRow(orderId);
    const { text } = await extractText(new Uint8Array(response.body as Buffer), { mergePages: true });
    for (const expected of [invoice.number, '08AASFS4126K1ZO', SHIPPING.name]) expect(text).toContain(expected);
  });

  it("is 404 for another customer, 401 signed out, 404 before the order is invoiced and for an unknown order", async () => {
    const other = await registerCustomer(t, 'Someone Else');
    await download(`/api/home/customer/order/${orderId}/invoice`, other).expect(404);
    await download(`/api/home/customer/order/${orderId}/invoice`).expect(401);
    // Staff use the console's path; here they are customers like any other.
    await download(`/api/home/customer/order/${orderId}/invoice`, t.admin).expect(404);
    const unpaid = await place(t.customer, [[await product(1_030), 1]]);
    const before = await download(`/api/home/customer/order/${unpaid}/invoice`, t.customer).expect(404);
    expect(JSON.parse(before.body.toString())).toMatchObject({ code: 'INVOICE_NOT_FOUND', error: expect.any(String) });
    await download(`/api/home/customer/order/${UNKNOWN_ID}/invoice`, t.customer).expect(404);
    await download('/api/home/customer/order/not-a-uuid/invoice', t.customer).expect(400);
  });
});

describe('credit note downloads', () => {
  it('lets the owner and an admin download a credit note, and nobody another order\'s', async () => {
    const id = await place(t.customer, [[await product(1_030), 1]]);
    await payOnline(id);
    await request(t.http).put(`/api/home/customer/cancel-order/${id}`).set(...bearer(t.customer)).expect(200);
    const { rows } = await t.sql.query('SELECT id FROM credit_notes WHERE order_id = $1', [id]);
    const noteId = rows[0].id as string;
    const mine = await download(`/api/home/customer/order/${id}/credit-notes/${noteId}`, t.customer).expect(200);
    expect(mine.headers['content-disposition']).toMatch(/filename="credit-note-SJC-/);
    expect((mine.body as Buffer).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await download(`/api/admin/orders/${id}/credit-notes/${noteId}`, t.admin).expect(200);
    const otherOrder = await place(t.customer, [[await product(1_030), 1]]);
    await download(`/api/home/customer/order/${otherOrder}/credit-notes/${noteId}`, t.customer).expect(404);
    await download(`/api/home/customer/order/${id}/credit-notes/${UNKNOWN_ID}`, t.customer).expect(404);
  });
});

describe('GET /api/admin/orders/{id}/invoice', () => {
  it('answers admins; a seller only for an order wholly of their pieces; customers 403', async () => {
    const mixed = await place(t.customer, [[await product(1_030), 1], [await product(2_060, t.seller.id), 1]]);
    await payOnline(mixed);
    const own = await place(t.customer, [[await product(2_060, t.seller.id), 1]]);
    await payOnline(own);

    const response = await download(`/api/admin/orders/${mixed}/invoice`, t.admin).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    await download(`/api/admin/orders/${mixed}/invoice`, t.seller).expect(403);
    await download(`/api/admin/orders/${own}/invoice`, t.seller).expect(200);
    await download(`/api/admin/orders/${own}/invoice`, t.customer).expect(403);
    await download(`/api/admin/orders/${own}/invoice`).expect(401);
    await download(`/api/admin/orders/${UNKNOWN_ID}/invoice`, t.admin).expect(404);
  });
});

describe('GET /api/admin/sales-register', () => {
  it("answers the month's invoices and credit notes as CSV, credit notes negative, with a totals row", async () => {
    const id = await place(t.customer, [[await product(1_030), 1]], { province: 'Karnataka', post: '560001' });
    await payOnline(id);
    await request(t.http).put(`/api/home/customer/cancel-order/${id}`).set(...bearer(t.customer)).expect(200);
    const invoice = await invoiceRow(id);
    const { rows } = await t.sql.query('SELECT number FROM credit_notes WHERE order_id = $1', [id]);
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

    const response = await request(t.http).get(`/api/admin/sales-register?month=${month}`).set(...bearer(t.admin)).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sales-register-${month}.csv"`);
    const lines = (response.text as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Document,Number,Date,Customer,Place of supply,Taxable value,CGST,SGST,IGST,Total');
    const date = String.raw`\d{2}-\d{2}-\d{4}`;
    expect(lines.find((line) => line.includes(invoice.number))).toMatch(new RegExp(`^Invoice,${invoice.number},${date},Asha Verma,29-Karnataka,1000,0,0,30,1030$`));
    expect(lines.find((line) => line.includes(rows[0].number))).toMatch(new RegExp(`^Credit note,${rows[0].number},${date},Asha Verma,29-Karnataka,-1000,0,0,-30,-1030$`));
    expect(lines.at(-1)).toMatch(/^Total,\d+ documents,,,,/);
    // The totals row adds up the lines.
    const totalColumn = lines.slice(1, -1).reduce((sum, line) => sum + Math.round(Number(line.split(',').at(-1)) * 100), 0);
    expect(Math.round(Number(lines.at(-1)?.split(',').at(-1)) * 100)).toBe(totalColumn);
  });

  it('is empty but for its header and totals for a month without documents; 400 for a bad month; admins only', async () => {
    const empty = await request(t.http).get('/api/admin/sales-register?month=2001-01').set(...bearer(t.admin)).expect(200);
    expect(empty.text).toBe('Document,Number,Date,Customer,Place of supply,Taxable value,CGST,SGST,IGST,Total\r\nTotal,0 documents,,,,0,0,0,0,0\r\n');
    for (const month of ['2026-13', '2026-1', 'november', '']) {
      const bad = await request(t.http).get(`/api/admin/sales-register?month=${month}`).set(...bearer(t.admin)).expect(400);
      expect(bad.body.error).toEqual(expect.any(String));
    }
    await request(t.http).get('/api/admin/sales-register').set(...bearer(t.admin)).expect(400);
    await request(t.http).get('/api/admin/sales-register?month=2026-11').set(...bearer(t.seller)).expect(403);
    await request(t.http).get('/api/admin/sales-register?month=2026-11').set(...bearer(t.customer)).expect(403);
    await request(t.http).get('/api/admin/sales-register?month=2026-11').expect(401);
  });
});

describe('an export when the shop has a Letter of Undertaking (SHOP_LUT)', () => {
  const LUT = 'AD080425000123X';
  let lutShop: TestApp;
  let buyer: Account;
  let ring: string;
  beforeAll(async () => {
    lutShop = await createTestApp({ shop: { ...DEMO_SHOP, lut: LUT } });
    buyer = await registerCustomer(lutShop, 'Emily Carter');
    // Above the ₹25,000 from which shipping abroad is free (the delivery zones): the ring is the whole supply.
    ring = await insertProduct(lutShop.sql, { name: 'Export Ring', categoryId: await insertCategory(lutShop.sql, 'Export Rings'), price: 30_900, stock: 5 });
  });
  afterAll(async () => {
    await lutShop.close();
  });

  it('is zero-rated: taxable value the amount paid, no IGST, place of supply 96, the LUT declaration on the invoice and its PDF', async () => {
    const newYork = { name: 'Emily Carter', address: '350 Fifth Avenue, Suite 3400', phone: '+1 212 555 0147', post: '10118', province: 'New York', city: 'New York', area: '', country: 'US' };
    const id = await place(buyer, [[ring, 1]], { shippingInfo: newYork }, lutShop);
    await payOnline(id, lutShop);
    const invoice = await invoiceRow(id, lutShop);
    expect(invoice).toMatchObject({ place_of_supply: '96', supply_type: 'export', cgst_paise: 0, sgst_paise: 0, igst_paise: 0, taxable_value_paise: 3_090_000, total_paise: 3_090_000 });
    const declaration = `Supply meant for export under LUT without payment of IGST (LUT ARN ${LUT})`;
    expect(invoice.document.notes).toEqual(['Tax is not payable on reverse charge', EXPORT_UNDER_LUT_ENDORSEMENT, declaration]);
    expect(invoice.document.placeOfSupply).toEqual({ stateName: 'Other Countries', stateCode: '96' });
    expect(invoice.document.buyer.shippingAddress).toMatchObject({ stateName: 'New York, United States of America', stateCode: '96' });

    const pdf = await download(`/api/home/customer/order/${id}/invoice`, buyer, lutShop).expect(200);
    const { text } = await extractText(new Uint8Array(pdf.body as Buffer), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`LUT ARN ${LUT}`);
    expect(flat).toContain('Other Countries (96)');
  });
});
