import request from 'supertest';
import { dateLabel } from '../../src/modules/delivery/delivery.rules.js';
import { OrderService } from '../../src/modules/order/order.service.js';
import { webhookSignature } from '../../src/modules/shipping/shipping.rules.js';
import type { OrderAdminDto } from '../../src/modules/order/dto/order-admin.response.dto.js';
import type { OrderTimelineEventDto } from '../../src/modules/order/dto/order-timeline.dto.js';
import type { CourierDto } from '../../src/modules/shipping/dto/courier.response.dto.js';
import { type Account, bearer, createShopCallers, mailingTestAppWith, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { UNKNOWN_ID } from '../helpers/fixtures.js';
import { placeOrder } from '../helpers/orders.js';

type OrderAdmin = OrderAdminDto;
type Courier = CourierDto;

const SECRET = 'courier-webhook-secret-of-the-e2e-tests-0123456789';

const t = mailingTestAppWith(
  async (app) => {
    const orders = app.app.get(OrderService);
    const categoryId = await insertCategory(app.sql, 'Shipping Rings');
    const callers = await createShopCallers(app);
    const stranger = await registerCustomer(app, 'Ravi Stranger');
    const couriers = await request(app.http).get('/api/admin/couriers').set(...bearer(callers.admin)).expect(200);
    const blueDart = (couriers.body as Courier[]).find((courier) => courier.name === 'Blue Dart') as Courier;
    return { orders, categoryId, ...callers, stranger, blueDart };
  },
  { courierWebhookSecret: SECRET },
);
let seq = 0;

/** A product of its own; `sellerId` makes it a seller's. */
async function product(sellerId?: string): Promise<string> {
  seq += 1;
  const id = await insertProduct(t.sql, { name: `Shipping Test Ring ${seq}`, categoryId: t.categoryId, price: 1000, stock: 50 });
  if (sellerId) await t.sql.query('UPDATE products SET seller_id = $2 WHERE id = $1', [id, sellerId]);
  return id;
}

/** A cash-on-delivery order of these products (one piece each), placed; answers its id and its lines' ids in order. */
async function codOrder(productIds: string[], who: Account = t.customer): Promise<{ id: string; lines: string[] }> {
  const id = await placeOrder(t, who, productIds.map((productId) => ({ productId, quantity: 1 })));
  await t.orders.confirmCod(id);
  const { rows } = await t.sql.query('SELECT id FROM order_lines WHERE order_id = $1 ORDER BY position', [id]);
  return { id, lines: rows.map((row: { id: string }) => row.id) };
}

let awbSeq = 10_000_000_000;
/** A Blue Dart AWB (11 digits) not used before. */
const nextAwb = () => String((awbSeq += 1));

const ship = (who: Account, orderId: string, body: Record<string, unknown>) =>
  request(t.http).post(`/api/admin/orders/${orderId}/shipments`).set(...bearer(who)).send({ courierId: t.blueDart.id, ...body });

const customerOrder = (who: Account, orderId: string) => request(t.http).get(`/api/home/customer/gat-order/${orderId}`).set(...bearer(who));

function signedWebhook(body: Record<string, unknown>, sign: (raw: string) => string | undefined = (raw) => webhookSignature(SECRET, raw)) {
  const raw = JSON.stringify(body);
  const call = request(t.http).post('/api/shipping/webhook').set('Content-Type', 'application/json');
  const signature = sign(raw);
  return (signature === undefined ? call : call.set('X-Courier-Signature', signature)).send(raw);
}

const now = () => Math.floor(Date.now() / 1000);

describe('POST /api/admin/orders/{id}/shipments', () => {
  it('ships the whole order: shipped, mailed with the tracking link, on the timeline the customer sees', async () => {
    const order = await codOrder([await product()]);
    const awb = nextAwb();
    const answer = await ship(t.admin, order.id, { awb: ` ${awb} `, weightGrams: 42, packages: 1 }).expect(201);
    const body = answer.body as OrderAdmin;
    const trackingUrl = `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${awb}`;
    expect(body.delivery_status).toBe('shipped');
    expect(body.shipments).toEqual([
      expect.objectContaining({ courier: 'Blue Dart', awb, trackingUrl, weightGrams: 42, packages: 1, lineIds: order.lines, items: 1, partial: false, deliveredAt: null }),
    ]);
    // Cash on delivery: shipping issues the invoice.
    expect(body.invoice).not.toBeNull();

    const mail = await t.smtp.waitFor(t.customer.email, (received) => received.subject.includes('has shipped') && received.text.includes(awb));
    expect(mail.subject).toBe(`Sona Jewellers: your order ${order.id.slice(0, 8).toUpperCase()} has shipped`);
    expect(mail.text).toContain('Courier: Blue Dart');
    expect(mail.text).toContain(`Track it: ${trackingUrl}`);
    expect(mail.html).toContain('Track your parcel');
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');

    const seen = await customerOrder(t.customer, order.id).expect(200);
    // The date promised when it was placed (delivery zones), in the mail as on the order page.
    const expected = seen.body.order.expectedDeliveryDate as string;
    expect(expected).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mail.text).toContain(`Expected delivery by ${dateLabel(expected)} ${expected.slice(0, 4)}.`);
    const timeline = seen.body.order.timeline as OrderTimelineEventDto[];
    expect(timeline.map((event) => event.step)).toEqual(['placed', 'confirmed', 'shipped']);
    expect(timeline[2].shipment).toMatchObject({ awb, trackingUrl, courier: 'Blue Dart' });
    for (const event of timeline) expect(Date.parse(event.at)).not.toBeNaN();
    await customerOrder(t.stranger, order.id).expect(403);
  });

  it('ships part of an order and leaves it where it was until the last line ships', async () => {
    const order = await codOrder([await product(), await product()]);
    const first = await ship(t.admin, order.id, { awb: nextAwb(), lineIds: [order.lines[0]] }).expect(201);
    expect(first.body.delivery_status).toBe('placed');
    expect(first.body.shipments[0]).toMatchObject({ partial: true, lineIds: [order.lines[0]] });
    expect(first.body.invoice).toBeNull();
    const mail = await t.smtp.waitFor(t.customer.email, (received) => received.subject.includes('part of your order'));
    expect(mail.text).toContain('the rest follows in another parcel');

    await ship(t.admin, order.id, { awb: nextAwb(), lineIds: [order.lines[0]] }).expect(409);
    const second = await ship(t.admin, order.id, { awb: nextAwb() }).expect(201);
    expect(second.body.delivery_status).toBe('shipped');
    expect(second.body.shipments.map((s: { lineIds: string[] }) => s.lineIds)).toEqual([[order.lines[0]], [order.lines[1]]]);
    expect(second.body.timeline.filter((event: { step: string }) => event.step === 'shipped')).toHaveLength(2);
    await ship(t.admin, order.id, { awb: nextAwb() }).expect(409).expect((r) => expect(r.body.code).toBe('NOTHING_TO_SHIP'));
  });

  it("lets a seller ship only their own lines, and not see another's order", async () => {
    const mine = await product(t.seller.id);
    const theirs = await product(t.otherSeller.id);
    const order = await codOrder([mine, theirs]);
    const refused = await ship(t.seller, order.id, { awb: nextAwb(), lineIds: [order.lines[1]] }).expect(403);
    expect(refused.body.error).toBe('You can only ship the lines of your own products.');
    const shipped = await ship(t.seller, order.id, { awb: nextAwb() }).expect(201);
    expect(shipped.body.delivery_status).toBe('placed');
    expect(shipped.body.shipments).toHaveLength(1);
    expect(shipped.body.shipments[0].lineIds).toEqual([order.lines[0]]);
    // Nothing of the seller's is left; the other seller's line is not theirs to ship.
    await ship(t.seller, order.id, { awb: nextAwb() }).expect(409);

    const houseOnly = await codOrder([await product()]);
    await ship(t.seller, houseOnly.id, { awb: nextAwb() }).expect(404);
    const last = await ship(t.otherSeller, order.id, { awb: nextAwb() }).expect(201);
    expect(last.body.delivery_status).toBe('shipped');
    // Each seller's view of the order shows the parcels carrying their lines.
    expect(last.body.shipments).toHaveLength(1);
  });

  it('refuses an AWB out of the courier\'s format, an unknown courier, a taken AWB and a pending order', async () => {
    const order = await codOrder([await product()]);
    const bad = await ship(t.admin, order.id, { awb: 'ABC123' }).expect(400);
    expect(bad.body.error).toBe('awb is not a Blue Dart AWB number (expected the format ^[0-9]{11}$)');
    await ship(t.admin, order.id, { awb: nextAwb(), courierId: UNKNOWN_ID }).expect(400);
    await ship(t.admin, order.id, { awb: nextAwb(), weightGrams: 0 }).expect(400);
    await ship(t.admin, order.id, { awb: nextAwb(), lineIds: [UNKNOWN_ID] }).expect(400);
    await ship(t.admin, UNKNOWN_ID, { awb: nextAwb() }).expect(404);
    const taken = nextAwb();
    await ship(t.admin, order.id, { awb: taken }).expect(201);
    const other = await codOrder([await product()]);
    await ship(t.admin, other.id, { awb: taken }).expect(409).expect((r) => expect(r.body.code).toBe('AWB_TAKEN'));

    const unconfirmed = await placeOrder(t, t.customer, [{ productId: await product(), quantity: 1 }]);
    await ship(t.admin, unconfirmed, { awb: nextAwb() }).expect(409).expect((r) => expect(r.body.code).toBe('ORDER_NOT_SHIPPABLE'));
    await ship(t.customer, order.id, { awb: nextAwb() }).expect(403);
  });
});

describe('PUT /api/admin/shipments/{id}/delivered', () => {
  it('delivers the order once every parcel has arrived; a cash-on-delivery order becomes paid', async () => {
    const order = await codOrder([await product(), await product()]);
    const first = await ship(t.admin, order.id, { awb: nextAwb(), lineIds: [order.lines[0]] }).expect(201);
    const second = await ship(t.admin, order.id, { awb: nextAwb() }).expect(201);
    const [a, b] = second.body.shipments.map((s: { _id: string }) => s._id);
    expect(first.body.shipments[0]._id).toBe(a);
    const one = await request(t.http).put(`/api/admin/shipments/${a}/delivered`).set(...bearer(t.admin)).expect(200);
    expect(one.body.delivery_status).toBe('shipped');
    const both = await request(t.http).put(`/api/admin/shipments/${b}/delivered`).set(...bearer(t.admin)).expect(200);
    expect(both.body).toMatchObject({ delivery_status: 'delivered', payment_status: 'paid' });
    expect(both.body.timeline.filter((event: { step: string }) => event.step === 'delivered')).toHaveLength(2);
    const mail = await t.smtp.waitFor(t.customer.email, (received) => received.subject === `Sona Jewellers: order ${order.id.slice(0, 8).toUpperCase()} is delivered`);
    expect(mail.text).toContain('Payment: paid.');
    await request(t.http).put(`/api/admin/shipments/${b}/delivered`).set(...bearer(t.admin)).expect(200);
    await request(t.http).put(`/api/admin/shipments/${UNKNOWN_ID}/delivered`).set(...bearer(t.admin)).expect(404);
  });
});

describe('PUT /api/admin/orders/{id} (staff status change)', () => {
  it('marks an order shipped without a shipment (hand delivery): no parcel, the plain step on the timeline; delivered marks parcels delivered', async () => {
    const order = await codOrder([await product()]);
    const shipped = await request(t.http).put(`/api/admin/orders/${order.id}`).set(...bearer(t.admin)).send({ delivery_status: 'shipped' }).expect(200);
    expect(shipped.body.shipments).toEqual([]);
    expect(shipped.body.timeline.map((event: { step: string }) => event.step)).toEqual(['placed', 'confirmed', 'shipped']);
    // Tracking may still be added to it; delivering the order delivers the parcel.
    const tracked = await ship(t.admin, order.id, { awb: nextAwb() }).expect(201);
    expect(tracked.body.delivery_status).toBe('shipped');
    const delivered = await request(t.http).put(`/api/admin/orders/${order.id}`).set(...bearer(t.admin)).send({ delivery_status: 'delivered' }).expect(200);
    expect(delivered.body.shipments[0].deliveredAt).not.toBeNull();
  });
});

describe('POST /api/shipping/webhook', () => {
  it('refuses a missing or wrong signature and a stale timestamp; delivers on a good one, once', async () => {
    const order = await codOrder([await product()]);
    const awb = nextAwb();
    await ship(t.admin, order.id, { awb }).expect(201);
    const update = { awb, courier: 'blue dart', status: 'delivered', timestamp: now() };

    const unsigned = await signedWebhook(update, () => undefined).expect(401);
    expect(unsigned.body.code).toBe('WEBHOOK_REJECTED');
    await signedWebhook(update, (raw) => webhookSignature('another-secret-of-at-least-32-chars!!', raw)).expect(401);
    await signedWebhook(update, (raw) => webhookSignature(SECRET, `${raw} `)).expect(401);
    const stale = await signedWebhook({ ...update, timestamp: now() - 600 }).expect(401);
    expect(stale.body.error).toContain('stale');
    expect((await customerOrder(t.customer, order.id)).body.order.delivery_status).toBe('shipped');

    const good = await signedWebhook(update).expect(200);
    expect(good.body).toEqual({ message: 'Delivered' });
    expect((await customerOrder(t.customer, order.id)).body.order).toMatchObject({ delivery_status: 'delivered', payment_status: 'paid' });
    const again = await signedWebhook(update).expect(200);
    expect(again.body).toEqual({ message: 'Already delivered' });
    const history = await t.sql.query(`SELECT count(*)::int AS n FROM order_status_history WHERE order_id = $1 AND delivery_status = 'delivered'`, [order.id]);
    expect(history.rows[0].n).toBe(1);

    await signedWebhook({ ...update, status: 'in_transit' }).expect(200).expect((r) => expect(r.body).toEqual({ message: 'Noted' }));
    await signedWebhook({ ...update, awb: nextAwb() }).expect(404);
    await signedWebhook({ ...update, status: 'lost' }).expect(400);
  });

  it('answers 404 and says why when no secret is set', async () => {
    t.config.courierWebhookSecret = undefined;
    try {
      const off = await signedWebhook({ awb: '1', status: 'delivered', timestamp: now() }).expect(404);
      expect(off.body.code).toBe('WEBHOOK_NOT_CONFIGURED');
      expect(off.body.error).toBe('The courier webhook is off: COURIER_WEBHOOK_SECRET is not set on this shop.');
    } finally {
      t.config.courierWebhookSecret = SECRET;
    }
  });
});

describe('couriers', () => {
  it('lets admins add a courier, refuses a bad template and a seller', async () => {
    const made = await request(t.http)
      .post('/api/admin/couriers')
      .set(...bearer(t.admin))
      .send({ name: 'Shree Maruti', trackingUrlTemplate: 'https://www.shreemaruti.com/track?awb={awb}', awbPattern: '^[0-9]{12}$' })
      .expect(201);
    expect(made.body).toMatchObject({ name: 'Shree Maruti', active: true, shipments: 0 });
    await request(t.http).put(`/api/admin/couriers/${made.body.id}`).set(...bearer(t.admin)).send({ ...made.body, active: false }).expect(200);
    await request(t.http)
      .post('/api/admin/couriers')
      .set(...bearer(t.admin))
      .send({ name: 'Bad', trackingUrlTemplate: 'http://example.com/track', awbPattern: '(' })
      .expect(400);
    await request(t.http).post('/api/admin/couriers').set(...bearer(t.seller)).send({ name: 'X', trackingUrlTemplate: 'https://x.in/{awb}', awbPattern: '.*' }).expect(403);
    await request(t.http).get('/api/admin/couriers').set(...bearer(t.seller)).expect(200);
    await request(t.http).delete(`/api/admin/couriers/${t.blueDart.id}`).set(...bearer(t.admin)).expect(409);
    await request(t.http).delete(`/api/admin/couriers/${made.body.id}`).set(...bearer(t.admin)).expect(200);
  });
});
