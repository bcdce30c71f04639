import {
  canCancel,
  canPay,
  expiryCutoff,
  findShortage,
  lineTaxSnapshot,
  ORDER_PAYMENT_WINDOW_MS,
  ORDER_SHIPPING_FEE_PAISE,
  orderTotals,
  pendingPaymentCutoff,
  quantitiesByProduct,
} from './order.rules.js';

const ring = { id: 'ring', name: 'Silver Ring', stock: 3, salePricePaise: 85_000 };
const chain = { id: 'chain', name: 'Gold Chain', stock: 0, salePricePaise: 250_000 };

describe('findShortage', () => {
  it('is undefined when every product covers its lines', () => {
    expect(findShortage([{ productId: 'ring', quantity: 3 }], [ring])).toBeUndefined();
  });

  it('counts two lines of one product (two sizes) together', () => {
    const lines = [
      { productId: 'ring', quantity: 2 },
      { productId: 'ring', quantity: 2 },
    ];
    expect(quantitiesByProduct(lines).get('ring')).toBe(4);
    expect(findShortage(lines, [ring])).toEqual({ product: ring, wanted: 4 });
  });

  it('names the first product short, in the order the products come', () => {
    const lines = [
      { productId: 'ring', quantity: 5 },
      { productId: 'chain', quantity: 1 },
    ];
    expect(findShortage(lines, [chain, ring])?.product).toBe(chain);
  });
});

describe('orderTotals', () => {
  it('adds sale price × quantity, takes the discount off and adds free shipping', () => {
    const totals = orderTotals(
      [
        { salePricePaise: 85_000, quantity: 2 },
        { salePricePaise: 149_900, quantity: 1 },
      ],
      31_990,
    );
    expect(totals).toEqual({
      subtotalPaise: 319_900,
      discountPaise: 31_990,
      shippingFeePaise: 0,
      totalPaise: 287_910,
      items: 3,
    });
    expect(ORDER_SHIPPING_FEE_PAISE).toBe(0);
  });

  it('adds a shipping fee when there is one', () => {
    expect(orderTotals([{ salePricePaise: 1_000, quantity: 1 }], 0, 7_000).totalPaise).toBe(8_000);
  });

  it('refuses a discount larger than the subtotal or below zero', () => {
    expect(() => orderTotals([{ salePricePaise: 1_000, quantity: 1 }], 1_001)).toThrow(RangeError);
    expect(() => orderTotals([{ salePricePaise: 1_000, quantity: 1 }], -1)).toThrow(RangeError);
  });
});

describe('what the customer may do', () => {
  it('cancels until the order ships', () => {
    expect(canCancel({ deliveryStatus: 'pending' })).toBe(true);
    expect(canCancel({ deliveryStatus: 'warehouse' })).toBe(true);
    expect(canCancel({ deliveryStatus: 'shipped' })).toBe(false);
    expect(canCancel({ deliveryStatus: 'cancelled' })).toBe(false);
  });

  it('pays only an unpaid order still waiting for its payment step', () => {
    expect(canPay({ deliveryStatus: 'pending', paymentStatus: 'unpaid' })).toBe(true);
    expect(canPay({ deliveryStatus: 'placed', paymentStatus: 'unpaid' })).toBe(false); // cash on delivery
    expect(canPay({ deliveryStatus: 'cancelled', paymentStatus: 'unpaid' })).toBe(false);
    expect(canPay({ deliveryStatus: 'pending', paymentStatus: 'paid' })).toBe(false);
  });
});

describe('the payment window', () => {
  it('expires orders older than 30 minutes and spares attempts younger than 35', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(ORDER_PAYMENT_WINDOW_MS).toBe(30 * 60_000);
    expect(expiryCutoff(now).toISOString()).toBe('2026-01-01T11:30:00.000Z');
    expect(pendingPaymentCutoff(now).toISOString()).toBe('2026-01-01T11:25:00.000Z');
  });
});

describe('lineTaxSnapshot', () => {
  const fixed = { pricing: 'fixed' as const, purity: null, net_weight_mg: 0, making_kind: 'fixed' as const, making_value: 0, charges: [], price_paise: 152_000, discount: 0 };

  it('keeps the HSN and the GST inside the sale price × quantity of a fixed-price piece', () => {
    expect(lineTaxSnapshot({ ...fixed, hsn: '7117', sale_price_paise: 152_000 }, 2, new Map())).toMatchObject({
      hsn: '7117',
      purity: null,
      net_weight_mg: null,
      breakup: { pricing: 'fixed', pricePaise: 152_000 },
      taxable_value_paise: 295_146,
      gst_paise: 8_854,
    });
  });

  it("keeps a rate-linked piece's purity, weight and breakup at today's rate", () => {
    const piece = { ...fixed, pricing: 'rate_linked' as const, purity: 'silver_925', net_weight_mg: 12_000, making_kind: 'per_gram' as const, making_value: 5_000 };
    const snapshot = lineTaxSnapshot({ ...piece, hsn: '7113', sale_price_paise: 152_000 }, 1, new Map([['silver_925', 9_000]]));
    expect(snapshot).toMatchObject({ purity: 'silver_925', net_weight_mg: 12_000, breakup: { pricing: 'rate_linked', buildUp: { ratePaisePerGram: 9_000, metalValuePaise: 108_000, makingPaise: 60_000 } } });
    // The tax is of what the line charges (the sale price), whatever the breakup says.
    expect(snapshot.taxable_value_paise + snapshot.gst_paise).toBe(152_000);
  });
});
