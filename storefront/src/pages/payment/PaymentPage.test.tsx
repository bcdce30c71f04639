import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { deliveryApi } from '../../features/delivery/api';
import { ordersApi } from '../../features/orders/api';
import { paymentApi, type PaymentStarted } from '../../features/payment/api';
import { goToGateway } from '../../features/payment/gateway-redirect';
import { makeOrder, orderLine, renderRoutes, type Entry } from '../../test/checkout';
import { JAIPUR_ESTIMATE } from '../../test/delivery';
import { MEERA, signInAsMeera } from '../../test/session';
import { PaymentPage } from './PaymentPage';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/orders/api', () => ({ ordersApi: { list: vi.fn(), get: vi.fn(), cancel: vi.fn() } }));
vi.mock('../../features/payment/api', () => ({ paymentApi: { create: vi.fn() } }));
vi.mock('../../features/payment/gateway-redirect', () => ({ goToGateway: vi.fn() }));
vi.mock('../../features/addresses/api', () => ({ addressesApi: { list: vi.fn(), create: vi.fn() } }));
vi.mock('../../features/delivery/api', () => ({ deliveryApi: { estimate: vi.fn() } }));

const ORDER = makeOrder();
const STATE = { price: 1989, items: 2, orderId: ORDER._id };

function showPayment(entry: Entry = { pathname: '/payment', search: `?orderId=${ORDER._id}`, state: STATE }) {
  return renderRoutes([{ path: '/payment', element: <PaymentPage /> }], entry);
}

function started(type: 'COD' | 'ONLINEPAY'): PaymentStarted {
  return {
    success: true,
    code: type === 'COD' ? 'COD_CONFIRMED' : 'PAYMENT_INITIATED',
    message: 'ok',
    data: {
      orderId: ORDER._id,
      type,
      deliveryStatus: type === 'COD' ? 'placed' : 'pending',
      paymentStatus: 'unpaid',
      merchantOrderId: type === 'COD' ? null : 'M-1',
      instrumentResponse: type === 'COD' ? null : { type: 'PAY_PAGE', redirectInfo: { url: 'http://gateway.test/pay/M-1', method: 'GET' } },
    },
  };
}

const mainButton = () => screen.getByRole('button', { name: /^(Place Order|Pay Now)$/ }) as HTMLButtonElement;

beforeEach(() => {
  signInAsMeera();
  vi.mocked(ordersApi.get).mockResolvedValue({ order: ORDER });
  vi.mocked(deliveryApi.estimate).mockResolvedValue(JAIPUR_ESTIMATE);
});

describe('checkout: Payment step (spec 2, 4 and 8)', () => {
  it('shows the summary box and two options, none chosen, the main button off until one is', async () => {
    showPayment();
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(summary.textContent).toContain(MEERA.email);
    expect(summary.textContent).toContain('Products2');
    expect(summary.textContent).toContain('Price₹1,989');
    expect(summary.textContent).toContain('Standard Shipping');
    expect(within(screen.getByRole('navigation', { name: 'Checkout steps' })).getByText('Payment').getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('All transactions are secure and encrypted.')).toBeTruthy();

    const cod = screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement;
    const online = screen.getByRole('radio', { name: /Online Payment/ }) as HTMLInputElement;
    expect(cod.value).toBe('COD');
    expect(online.value).toBe('ONLINEPAY');
    expect(screen.getByText('Pay with cash upon delivery.')).toBeTruthy();
    expect(screen.getByText('Pay with credit card or E wallet.')).toBeTruthy();
    expect(cod.checked || online.checked).toBe(false);
    expect(mainButton().disabled).toBe(true);
    expect(mainButton().textContent).toBe('Pay Now');

    fireEvent.click(cod);
    expect(mainButton().textContent).toBe('Place Order');
    expect(mainButton().disabled).toBe(false);
    expect(screen.getByText('Selected: Cash on delivery')).toBeTruthy();

    fireEvent.click(online);
    expect(mainButton().textContent).toBe('Pay Now');
    expect(
      screen.getByText('After clicking "Pay now", you will be redirected to PhonePe to complete your purchase securely.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Information' }).getAttribute('href')).toBe('/shiping');
  });

  it('offers no cash on delivery where the order’s zone takes none, or above its limit, and says why', async () => {
    vi.mocked(deliveryApi.estimate).mockResolvedValue({ ...JAIPUR_ESTIMATE, codAvailable: false, codLimit: null, codNote: 'Cash on delivery is not available outside India.' });
    showPayment();
    await screen.findByText('Cash on delivery is not available outside India.');
    expect((screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /Online Payment/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('offers no cash on delivery above the zone’s limit', async () => {
    vi.mocked(deliveryApi.estimate).mockResolvedValue({ ...JAIPUR_ESTIMATE, codLimit: 1000 });
    showPayment();
    await screen.findByText('Cash on delivery is available for orders up to ₹1,000.');
    expect((screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('asks first, pays by cash on delivery only once confirmed, then says Order Placed and goes to My Orders', async () => {
    vi.mocked(paymentApi.create).mockResolvedValue(started('COD'));
    showPayment();
    fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    fireEvent.click(mainButton());

    const confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(confirm.textContent).toContain('You Will be Placing Order!');
    expect(paymentApi.create).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(paymentApi.create).not.toHaveBeenCalled();

    fireEvent.click(mainButton());
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes, Place it!' }));
    const placed = await screen.findByRole('dialog', { name: 'Order Placed' });
    expect(paymentApi.create).toHaveBeenCalledWith({ type: 'COD', orderId: ORDER._id, price: 1989 });
    expect(placed.textContent).toContain('Your Order was Placed');
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();

    fireEvent.click(within(placed).getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard-client?tab=orders');
  });

  it("sends an online payment to the gateway's page", async () => {
    vi.mocked(paymentApi.create).mockResolvedValue(started('ONLINEPAY'));
    showPayment();
    fireEvent.click(screen.getByRole('radio', { name: /Online Payment/ }));
    fireEvent.click(mainButton());
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('http://gateway.test/pay/M-1'));
    expect(paymentApi.create).toHaveBeenCalledWith({ type: 'ONLINEPAY', orderId: ORDER._id, price: 1989 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message in a dialog titled 'Error'", async () => {
    vi.mocked(paymentApi.create).mockRejectedValue(
      new ApiError(502, 'PAYMENT_GATEWAY_UNAVAILABLE', 'The payment service is not answering. Please try again in a moment.'),
    );
    showPayment();
    fireEvent.click(screen.getByRole('radio', { name: /Online Payment/ }));
    fireEvent.click(mainButton());
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('The payment service is not answering. Please try again in a moment.');
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it("falls back to 'An error occurred while processing your payment.'", async () => {
    vi.mocked(paymentApi.create).mockRejectedValue(new Error('offline'));
    showPayment();
    fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    fireEvent.click(mainButton());
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes, Place it!' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('An error occurred while processing your payment.');
  });

  it('reads the order from ?orderId= when opened without state (reload, or Pay Now from a link)', async () => {
    vi.mocked(ordersApi.get).mockResolvedValue({ order: makeOrder({ price: 2500.5, products: [orderLine(), orderLine({ _id: 'ol-2', quantity: 3 })] }) });
    showPayment(`/payment?orderId=${ORDER._id}`);
    const summary = await screen.findByRole('complementary', { name: 'Summary' });
    expect(ordersApi.get).toHaveBeenCalledWith(ORDER._id);
    expect(summary.textContent).toContain('Products5');
    expect(summary.textContent).toContain('₹2,500.50');
  });

  it('says there is nothing to pay for a paid order', async () => {
    vi.mocked(ordersApi.get).mockResolvedValue({ order: makeOrder({ payment_status: 'paid', canPay: false, delivery_status: 'placed' }) });
    showPayment();
    expect(await screen.findByText('This order is already paid.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('keeps a different shipping address to the same rule', async () => {
    showPayment();
    expect(await screen.findByText('Jaipur, Rajasthan 302029')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Use a different shipping address/ }));
    const form = screen.getByRole('form', { name: 'Different shipping address' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Enter the name of the person receiving the parcel.')).toBeTruthy();
    expect(within(form).getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers My Orders when there is no order to pay', () => {
    showPayment('/payment');
    expect(screen.getByText('No order to pay')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/dashboard-client?tab=orders');
  });
});
