import { type OrderMailView, orderPlacedMail, orderShippedMail, type ShipmentMailView } from './templates.js';

const order = (shippingInfo: OrderMailView['shippingInfo']): OrderMailView => ({
  id: '5f0c2a9e-1b7d-4c1e-9a51-3f2d8e6b7c40',
  email: 'shopper@example.com',
  shippingInfo,
  lines: [{ name: 'Rajwada ring', quantity: 1, salePricePaise: 1_030_000, size: '', color: '' }],
  subtotalPaise: 1_030_000,
  discountPaise: 0,
  couponCode: null,
  shippingFeePaise: 0,
  totalPaise: 1_030_000,
  deliveryStatus: 'pending',
  paymentStatus: 'unpaid',
  paymentMethod: null,
  cancelReason: null,
});

describe('orderPlacedMail: where it delivers (issue 17)', () => {
  it('writes an Indian address as before, with no country line', () => {
    const mail = orderPlacedMail(
      order({ name: 'Asha Verma', address: '12 MG Road', phone: '+919876543210', post: '302001', province: 'Rajasthan', city: 'Jaipur', area: 'C-Scheme', country: 'IN' }),
    );
    expect(mail.text).toContain('Asha Verma\n12 MG Road\nC-Scheme, Jaipur\nRajasthan 302001\nPhone: +919876543210');
  });

  it("names the country of an address abroad, and leaves out the parts it has not", () => {
    const mail = orderPlacedMail(
      order({ name: 'Olivia Smith', address: '10 Downing Street', phone: '+442079460958', post: 'SW1A 2AA', province: '', city: 'London', area: '', country: 'GB' }),
    );
    expect(mail.text).toContain('Olivia Smith\n10 Downing Street\nLondon\nSW1A 2AA\nUnited Kingdom\nPhone: +442079460958');
    expect(mail.html).toContain('London<br>SW1A 2AA<br>United Kingdom');
  });
});

describe('orderPlacedMail: when it arrives (issue 17)', () => {
  const jaipur = { name: 'Asha Verma', address: '12 MG Road', phone: '+919876543210', post: '302001', province: 'Rajasthan', city: 'Jaipur', area: 'C-Scheme', country: 'IN' };

  it('gives the date the order was promised by', () => {
    const mail = orderPlacedMail({ ...order(jaipur), expectedDelivery: 'Wed, 2 Dec 2026' });
    expect(mail.text).toContain('orders leave us within 48 hours. Expected delivery by Wed, 2 Dec 2026.');
    expect(mail.html).toContain('Expected delivery by Wed, 2 Dec 2026.');
  });

  it("keeps the policy's words for an order placed before delivery zones", () => {
    expect(orderPlacedMail(order(jaipur)).text).toContain('orders leave us within 48 hours and arrive in 5-7 business days.');
  });
});

describe('orderShippedMail: when it arrives (issue 17)', () => {
  const jaipur = { name: 'Asha Verma', address: '12 MG Road', phone: '+919876543210', post: '302001', province: 'Rajasthan', city: 'Jaipur', area: 'C-Scheme', country: 'IN' };
  const parcel: ShipmentMailView = {
    courier: 'Blue Dart',
    awb: '10000000001',
    trackingUrl: 'https://track.example/10000000001',
    lines: order(jaipur).lines,
    partial: false,
  };

  it('gives the date the order was promised by, after the courier and the AWB', () => {
    const mail = orderShippedMail({ ...order(jaipur), deliveryStatus: 'shipped', expectedDelivery: 'Wed, 2 Dec 2026' }, parcel);
    expect(mail.text).toContain('Courier: Blue Dart\nAWB number: 10000000001\nExpected delivery by Wed, 2 Dec 2026.\n');
    expect(mail.html).toContain('<p>Expected delivery by Wed, 2 Dec 2026.</p>');
  });

  it('promises no date for an order placed before delivery zones', () => {
    const mail = orderShippedMail({ ...order(jaipur), deliveryStatus: 'shipped' }, parcel);
    expect(mail.text).not.toContain('Expected delivery');
    expect(mail.html).not.toContain('Expected delivery');
  });
});
