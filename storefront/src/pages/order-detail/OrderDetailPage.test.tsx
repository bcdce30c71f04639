import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { ordersApi } from '../../features/orders/api';
import { makeOrder, orderLine, renderRoutes } from '../../test/checkout';
import { signInAsMeera } from '../../test/session';
import { OrderDetailPage } from './OrderDetailPage';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/orders/api', () => ({
  ordersApi: { list: vi.fn(), get: vi.fn(), cancel: vi.fn(), invoice: vi.fn(), creditNote: vi.fn(), refunds: vi.fn() },
}));
// A delivered order's returns are OrderReturns.test.tsx's: here they never answer, and nothing goes to a network.
vi.mock('../../features/returns/api', () => ({
  returnsApi: { policy: vi.fn(() => new Promise(() => undefined)), eligibility: vi.fn(() => new Promise(() => undefined)), list: vi.fn(() => new Promise(() => undefined)) },
}));

const ORDER = makeOrder({ delivery_status: 'placed', payment_method: 'COD', canPay: false });

function showOrder(search = '') {
  return renderRoutes([{ path: '/dashboard/order/details/:id', element: <OrderDetailPage /> }], `/dashboard/order/details/${ORDER._id}${search}`);
}

beforeEach(() => {
  signInAsMeera();
  vi.mocked(ordersApi.get).mockResolvedValue({ order: ORDER });
  vi.mocked(ordersApi.refunds).mockResolvedValue([]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const INVOICED = makeOrder({
  payment_status: 'paid',
  payment_method: 'ONLINEPAY',
  canPay: false,
  invoice: { id: 'inv-1', number: 'SJ/26-27/000123', issuedAt: '2026-03-01T10:05:00.000Z' },
  creditNotes: [{ id: 'cn-1', number: 'SJ/CN/26-27/000004', issuedAt: '2026-03-02T09:00:00.000Z', total: 1989 }],
  products: [orderLine({ purity: 'gold_22k', netWeight: 4.12, hsn: '7113' })],
});

/** The files the page hands to the browser's downloads, by name. */
function captureDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('order detail (spec 2)', () => {
  it('shows the address, id, e-mail, price in rupees, statuses, date and products', async () => {
    showOrder();
    expect(screen.getByRole('heading', { level: 1, name: 'Product Detail' })).toBeTruthy();
    const facts = await screen.findByRole('region', { name: /^Order #7C1D2E3F/ });
    expect(facts.textContent).toContain(ORDER._id);
    expect(facts.textContent).toContain('meera@example.in');
    expect(facts.textContent).toContain('₹1,989');
    expect(facts.textContent).not.toContain('$');
    const payment = within(facts).getByText('Unpaid');
    expect(payment.className).toContain('tone-error');
    expect(within(facts).getByText('Placed')).toBeTruthy();
    expect(facts.textContent).toContain('1 March 2026');
    expect(facts.textContent).toContain('Cash on delivery');
    expect(facts.textContent).toContain('Expected deliveryby 5 March 2026');

    const address = screen.getByRole('region', { name: 'Delivery address' });
    for (const part of ['14 Mahaveer Marg', 'Sanganer', 'Jaipur, Rajasthan 302029']) expect(address.textContent).toContain(part);

    const products = screen.getByRole('region', { name: 'Products' });
    const line = within(products).getByRole('heading', { name: 'Kundan Bangle Pair' }).closest('li') as HTMLElement;
    for (const part of ['Sona Heritage', 'Quantity 2', '₹1,105', '₹1,299.00', '15% off']) expect(line.textContent).toContain(part);
    expect(products.textContent).toContain('Coupon SONA10');
    expect(products.textContent).toContain('−₹221');
    expect(within(products).getByText('Free')).toBeTruthy();
  });

  it('promises no date for a delivered or cancelled order, nor for one placed before delivery zones', async () => {
    for (const order of [makeOrder({ delivery_status: 'delivered' }), makeOrder({ delivery_status: 'cancelled' }), makeOrder({ expectedDeliveryDate: null })]) {
      vi.mocked(ordersApi.get).mockResolvedValue({ order });
      showOrder();
      const facts = await screen.findByRole('region', { name: /^Order #7C1D2E3F/ });
      expect(facts.textContent).not.toContain('Expected delivery');
      cleanup();
    }
  });

  it('shows each refund of a cancelled paid order: started, refunded with its reference, failed (issue 18)', async () => {
    const order = makeOrder({ delivery_status: 'cancelled', payment_status: 'refund_pending', payment_method: 'ONLINEPAY', canPay: false });
    vi.mocked(ordersApi.get).mockResolvedValue({ order });
    const refund = { orderId: order._id, kind: 'online' as const, createdAt: '2026-03-02T06:30:00.000Z', completedAt: null, reference: null };
    vi.mocked(ordersApi.refunds).mockResolvedValue([
      { ...refund, id: 'r-1', amount: 1499, state: 'failed' },
      { ...refund, id: 'r-2', amount: 1499, state: 'completed', reference: 'OMR2603021200001234567890', completedAt: '2026-03-03T06:30:00.000Z' },
      { ...refund, id: 'r-3', amount: 250.5, state: 'pending' },
    ]);
    showOrder();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    const items = within(refunds).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Refund of ₹1,499 failed — we will retry',
      'Refunded ₹1,499 on 3 March 2026 at 6:30 am (ref OMR2603021200001234567890)',
      'Refund of ₹250.50 started on 2 March 2026 at 6:30 am',
    ]);
    expect(ordersApi.refunds).toHaveBeenCalledWith(order._id);
  });

  it('asks for no refunds of an unpaid order', async () => {
    vi.mocked(ordersApi.get).mockResolvedValue({ order: makeOrder({ payment_status: 'unpaid' }) });
    showOrder();
    await screen.findByRole('region', { name: /^Order #7C1D2E3F/ });
    expect(ordersApi.refunds).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });

  it('shows a paid order in green', async () => {
    vi.mocked(ordersApi.get).mockResolvedValue({ order: makeOrder({ payment_status: 'paid', canPay: false }) });
    showOrder('?payment=success');
    expect((await screen.findByText('Paid')).className).toContain('tone-success');
    expect(screen.getByText('Payment received. Thank you!')).toBeTruthy();
  });

  it('says honestly that a failed payment took no money, and offers Pay Now again', async () => {
    vi.mocked(ordersApi.get).mockResolvedValue({ order: makeOrder({ products: [orderLine({ quantity: 2 }), orderLine({ _id: 'ol-2', quantity: 1 })] }) });
    showOrder('?payment=failed');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('no money was taken');
    fireEvent.click(within(banner).getByRole('link', { name: 'Pay Now' }));
    expect(screen.getByTestId('where').textContent).toBe(`/payment?orderId=${ORDER._id}`);
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ price: 1989, items: 3, orderId: ORDER._id });
  });

  it('checks again while the payment is being confirmed', async () => {
    vi.mocked(ordersApi.get)
      .mockResolvedValueOnce({ order: makeOrder() })
      .mockResolvedValue({ order: makeOrder({ payment_status: 'paid', canPay: false }) });
    showOrder('?payment=pending');
    expect(await screen.findByText(/We are confirming your payment…/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Payment received. Thank you!')).toBeTruthy();
  });

  it('cancels after asking, while the order may be cancelled', async () => {
    vi.mocked(ordersApi.cancel).mockResolvedValue({ message: 'Order cancelled', order: { ...ORDER, delivery_status: 'cancelled', canCancel: false } });
    showOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(ordersApi.cancel).toHaveBeenCalledWith(ORDER._id));
    expect(await screen.findByText('Order cancelled')).toBeTruthy();
  });

  it('shows what each piece was made of and is billed under (issue 16)', async () => {
    vi.mocked(ordersApi.get).mockResolvedValue({ order: INVOICED });
    showOrder();
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(products.textContent).toContain('22K gold (916) · 4.120 g · HSN 7113');
  });

  it('offers no invoice before the order is invoiced', async () => {
    showOrder();
    await screen.findByRole('region', { name: /^Order #7C1D2E3F/ });
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('downloads the invoice and a credit note as PDFs named by their numbers', async () => {
    vi.mocked(ordersApi.get).mockResolvedValue({ order: INVOICED });
    vi.mocked(ordersApi.invoice).mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    vi.mocked(ordersApi.creditNote).mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const saved = captureDownloads();
    showOrder();

    const documents = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(documents.textContent).toContain('SJ/26-27/000123');
    fireEvent.click(within(documents).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saved).toEqual(['SJ-26-27-000123.pdf']));
    expect(ordersApi.invoice).toHaveBeenCalledWith(INVOICED._id);

    fireEvent.click(within(documents).getByRole('button', { name: 'Download credit note SJ/CN/26-27/000004' }));
    await waitFor(() => expect(saved).toEqual(['SJ-26-27-000123.pdf', 'SJ-CN-26-27-000004.pdf']));
    expect(ordersApi.creditNote).toHaveBeenCalledWith(INVOICED._id, 'cn-1');
  });

  it('says clearly when the download fails, with the server’s sentence', async () => {
    vi.mocked(ordersApi.get).mockResolvedValue({ order: INVOICED });
    vi.mocked(ordersApi.invoice).mockRejectedValue(new ApiError(404, 'INVOICE_NOT_FOUND', 'This order has no invoice yet.'));
    const saved = captureDownloads();
    showOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Download invoice' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('We could not download SJ/26-27/000123: This order has no invoice yet. Please try again.');
    expect(saved).toEqual([]);
  });

  it("shows the server's sentence with Retry when the order cannot be loaded", async () => {
    vi.mocked(ordersApi.get).mockRejectedValue(new ApiError(404, 'ORDER_NOT_FOUND', 'There is no order with this id.'));
    showOrder();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There is no order with this id.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('order progress (issue 17)', () => {
  const PARCEL = {
    _id: 'sh-1',
    courier: 'Blue Dart',
    awb: '12345678901',
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678901',
    weightGrams: 40,
    packages: 1,
    shippedAt: '2026-03-03T09:00:00.000Z',
    deliveredAt: null,
    lineIds: ['line-1'],
    items: 1,
    partial: true,
  };
  const SHIPPED = makeOrder({
    delivery_status: 'placed',
    payment_method: 'COD',
    canPay: false,
    shipments: [PARCEL],
    timeline: [
      { step: 'placed', at: '2026-03-01T10:00:00.000Z', shipment: null },
      { step: 'confirmed', at: '2026-03-01T10:01:00.000Z', shipment: null },
      { step: 'shipped', at: '2026-03-03T09:00:00.000Z', shipment: PARCEL },
    ],
  });

  it('lists each step with its date, and the parcel with its courier, AWB and tracking link in a new tab', async () => {
    vi.mocked(ordersApi.get).mockResolvedValue({ order: SHIPPED });
    showOrder();
    const progress = await screen.findByRole('region', { name: 'Order progress' });
    const steps = within(within(progress).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.order-timeline__label')?.textContent)).toEqual([
      'Order placed',
      'Confirmed',
      'Shipped (1 of 2 pieces)',
      'Expected delivery',
    ]);
    expect(steps[2].querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-03T09:00:00.000Z');
    expect(steps[2].textContent).toContain('Blue Dart · AWB 12345678901');
    const link = within(steps[2]).getByRole('link', { name: /Track parcel 12345678901 on Blue Dart \(opens in a new tab\)/ });
    expect(link.getAttribute('href')).toBe(PARCEL.trackingUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The step still to come: the date the order was promised by.
    expect(steps[3].textContent).toBe('Expected delivery by 5 March 2026');
    expect(steps[3].querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-05');
  });

  it('closes with no date to come once the order is delivered or cancelled, nor for one placed before delivery zones', async () => {
    const delivered = { ...SHIPPED, delivery_status: 'delivered' as const };
    for (const order of [delivered, makeOrder({ delivery_status: 'cancelled' }), { ...SHIPPED, expectedDeliveryDate: null }]) {
      vi.mocked(ordersApi.get).mockResolvedValue({ order });
      showOrder();
      const progress = await screen.findByRole('region', { name: 'Order progress' });
      expect(progress.textContent).not.toContain('Expected delivery');
      expect(progress.querySelector('.order-timeline__step--expected')).toBeNull();
      cleanup();
    }
  });
});
