import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, authApi } from '../../api/client';
import { addressesApi } from '../../features/addresses/api';
import { ordersApi } from '../../features/orders/api';
import { wishlistApi } from '../../features/wishlist/api';
import { fillAddress, JAIPUR, makeOrder, orderLine, renderRoutes, savedAddress } from '../../test/checkout';
import { MEERA, signInAsMeera } from '../../test/session';
import { DashboardPage } from './DashboardPage';

vi.mock('../../api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client')>();
  return { ...actual, authApi: { ...actual.authApi, userInfo: vi.fn(), logout: vi.fn() } };
});
vi.mock('../../features/orders/api', () => ({ ordersApi: { list: vi.fn(), get: vi.fn(), cancel: vi.fn() } }));
vi.mock('../../features/addresses/api', () => ({
  addressesApi: { list: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn(), makeDefault: vi.fn() },
}));
vi.mock('../../features/wishlist/api', () => ({ wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() } }));

const meera = { ...MEERA, phone: '9829012345', role: 'customer' as const, createdAt: '2024-07-23T10:00:00.000Z' };

function showDashboard(path = '/dashboard-client') {
  return renderRoutes([{ path: '/dashboard-client', element: <DashboardPage /> }], path);
}

beforeEach(() => {
  vi.mocked(authApi.userInfo).mockResolvedValue({ data: meera, message: 'ok' });
  vi.mocked(ordersApi.list).mockResolvedValue({ orders: [] });
  vi.mocked(addressesApi.list).mockResolvedValue({ addresses: [] });
  vi.mocked(wishlistApi.list).mockResolvedValue({ wishlists: [], wishlistCount: 3 });
});

describe('customer dashboard', () => {
  it('asks a guest to sign in', () => {
    showDashboard();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to see your account' })).toBeTruthy();
  });

  it("greets the customer with the server's account details, order count and default address", async () => {
    signInAsMeera();
    vi.mocked(ordersApi.list).mockResolvedValue({ orders: [makeOrder(), makeOrder({ _id: 'second' })] });
    vi.mocked(addressesApi.list).mockResolvedValue({
      addresses: [savedAddress({ _id: 'old', isDefault: false, city: 'Udaipur' }), savedAddress()],
    });
    showDashboard();

    expect(screen.getByRole('heading', { name: `Hello ${MEERA.name}` })).toBeTruthy();
    expect(await screen.findByText('9829012345')).toBeTruthy();
    expect(screen.getByText(MEERA.email)).toBeTruthy();
    expect(await screen.findByText(/You have 2 order\(s\) in your history/)).toBeTruthy();
    expect(ordersApi.list).toHaveBeenCalledWith(MEERA.id, 'all');
    const address = await screen.findByRole('region', { name: 'Default address' });
    expect(within(address).getByText('Jaipur, Rajasthan 302029')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the live wishlist count in the menu, linking to /wishlist, and the Addresses entry', async () => {
    signInAsMeera();
    showDashboard();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    const wishlist = await within(menu).findByRole('link', { name: 'Wishlist (3)' });
    expect(wishlist.getAttribute('href')).toBe('/wishlist');
    expect(within(menu).getByRole('link', { name: 'Addresses' }).getAttribute('href')).toBe('/dashboard-client?tab=addresses');
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the new-password dialog from Change password', () => {
    signInAsMeera();
    showDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeTruthy();
  });

  it('signs out without popping up Sign In', async () => {
    signInAsMeera();
    vi.mocked(authApi.logout).mockResolvedValue({ message: 'Logout Success' });
    showDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.localStorage.getItem('customerToken')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).toBeNull();
  });

  it("shows 'An error occurred' when the account details cannot be loaded", async () => {
    signInAsMeera();
    vi.mocked(authApi.userInfo).mockRejectedValue(new Error('offline'));
    showDashboard();
    const details = await screen.findByRole('region', { name: 'Account details' });
    expect((await within(details).findByRole('alert')).textContent).toContain('An error occurred');
  });
});

describe('My Orders (spec 2 and 4)', () => {
  const paid = makeOrder({ _id: 'aaaaaaaa-0000-4000-8000-000000000001', payment_status: 'paid', delivery_status: 'placed', canPay: false, canCancel: true, price: 2499 });
  const unpaid = makeOrder({
    _id: 'bbbbbbbb-0000-4000-8000-000000000002',
    price: 3210.5,
    products: [orderLine({ quantity: 2 }), orderLine({ _id: 'ol-2', quantity: 3 })],
    canCancel: false,
  });

  it('lists the orders with id, price, payment status, order status and actions', async () => {
    signInAsMeera();
    vi.mocked(ordersApi.list).mockResolvedValue({ orders: [paid, unpaid] });
    showDashboard('/dashboard-client?tab=orders');

    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Order Id', 'Price', 'Payment status', 'Order status', 'Action']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('#AAAAAAAA');
    expect(first?.textContent).toContain('₹2,499');
    expect(first?.textContent).toContain('Paid');
    expect(first?.textContent).toContain('Placed');
    expect(within(first as HTMLElement).getByRole('link', { name: 'view order #AAAAAAAA' }).getAttribute('href')).toBe(
      `/dashboard/order/details/${paid._id}`,
    );
    expect(within(first as HTMLElement).queryByRole('link', { name: /Pay Now/ })).toBeNull();
    expect(second?.textContent).toContain('₹3,210.50');
    expect(second?.textContent).toContain('Unpaid');
    expect(within(second as HTMLElement).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('goes to /payment with the price, the total quantity and the order id from Pay Now', async () => {
    signInAsMeera();
    vi.mocked(ordersApi.list).mockResolvedValue({ orders: [unpaid] });
    showDashboard('/dashboard-client?tab=orders');

    fireEvent.click(await screen.findByRole('link', { name: 'Pay Now for order #BBBBBBBB' }));
    expect(screen.getByTestId('where').textContent).toBe(`/payment?orderId=${unpaid._id}`);
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ price: 3210.5, items: 5, orderId: unpaid._id });
  });

  it('loads the list again for each status of the filter, kept in the address', async () => {
    signInAsMeera();
    vi.mocked(ordersApi.list).mockImplementation((_customer, status) =>
      Promise.resolve({ orders: status === 'cancelled' ? [] : [paid] }),
    );
    const router = showDashboard('/dashboard-client?tab=orders');
    const filter = await screen.findByLabelText('Order status');
    expect([...(filter as HTMLSelectElement).options].map((option) => option.value)).toEqual(['all', 'placed', 'pending', 'cancelled', 'warehouse']);
    await screen.findByRole('table');

    fireEvent.change(filter, { target: { value: 'cancelled' } });
    expect(await screen.findByText('No cancelled orders')).toBeTruthy();
    expect(ordersApi.list).toHaveBeenLastCalledWith(MEERA.id, 'cancelled');
    expect(router.state.location.search).toBe('?tab=orders&status=cancelled');

    fireEvent.change(screen.getByLabelText('Order status'), { target: { value: 'warehouse' } });
    await waitFor(() => expect(ordersApi.list).toHaveBeenLastCalledWith(MEERA.id, 'warehouse'));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('cancels an order only after the confirmation', async () => {
    signInAsMeera();
    vi.mocked(ordersApi.list).mockResolvedValue({ orders: [paid] });
    vi.mocked(ordersApi.cancel).mockResolvedValue({ message: 'Order cancelled', order: { ...paid, delivery_status: 'cancelled' } });
    showDashboard('/dashboard-client?tab=orders');

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order #AAAAAAAA' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(ordersApi.cancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order #AAAAAAAA' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(ordersApi.cancel).toHaveBeenCalledWith(paid._id));
    expect(await screen.findByText('Order cancelled')).toBeTruthy();
  });

  it("toasts the server's sentence when cancelling is refused (shipped)", async () => {
    signInAsMeera();
    vi.mocked(ordersApi.list).mockResolvedValue({ orders: [paid] });
    vi.mocked(ordersApi.cancel).mockRejectedValue(new ApiError(409, 'ORDER_NOT_CANCELLABLE', 'This order has shipped and can no longer be cancelled.'));
    showDashboard('/dashboard-client?tab=orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order #AAAAAAAA' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('This order has shipped and can no longer be cancelled.')).toBeTruthy();
  });

  it('shows an error with Retry when the orders cannot be loaded', async () => {
    signInAsMeera();
    vi.mocked(ordersApi.list).mockRejectedValue(new Error('offline'));
    showDashboard('/dashboard-client?tab=orders');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An unexpected error occurred.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Addresses (DECISIONS.md)', () => {
  it('adds an address only once every field passes the rule', async () => {
    signInAsMeera();
    vi.mocked(addressesApi.create).mockResolvedValue({ message: 'Address saved', address: savedAddress() });
    showDashboard('/dashboard-client?tab=addresses');
    expect(await screen.findByText('No saved addresses')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    fireEvent.change(within(form).getByLabelText('Full name'), { target: { value: JAIPUR.name } });
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '12ab' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    const phone = within(form).getByLabelText('Phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe(
      'Use 7 to 15 digits, optionally starting with +.',
    );
    expect(within(form).getByText('Enter the PIN code.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(addressesApi.create).not.toHaveBeenCalled();

    fillAddress(form);
    fireEvent.click(within(form).getByLabelText('Make this my default address'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(addressesApi.create).toHaveBeenCalledWith({ ...JAIPUR, isDefault: true }));
    expect(await screen.findByText('Address saved')).toBeTruthy();
  });

  it('edits, makes default and deletes (after asking) an address', async () => {
    signInAsMeera();
    const home = savedAddress();
    const office = savedAddress({ _id: 'addr-2', isDefault: false, name: 'Meera at work', address: '2 MI Road' });
    vi.mocked(addressesApi.list).mockResolvedValue({ addresses: [home, office] });
    vi.mocked(addressesApi.update).mockResolvedValue({ message: 'Address updated', address: home });
    vi.mocked(addressesApi.makeDefault).mockResolvedValue({ message: 'Default address changed', address: office });
    vi.mocked(addressesApi.remove).mockResolvedValue({ message: 'Address deleted', addressId: office._id });
    showDashboard('/dashboard-client?tab=addresses');

    fireEvent.click(await screen.findByRole('button', { name: `Edit the address for ${home.name}, ${home.address}` }));
    const form = screen.getByRole('form', { name: `Edit the address for ${home.name}` });
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'Jaipur City' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(addressesApi.update).toHaveBeenCalledWith(home._id, { ...JAIPUR, city: 'Jaipur City' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Make default the address for Meera at work, 2 MI Road' }));
    await waitFor(() => expect(addressesApi.makeDefault).toHaveBeenCalledWith(office._id));

    fireEvent.click(screen.getByRole('button', { name: 'Delete the address for Meera at work, 2 MI Road' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(addressesApi.remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(addressesApi.remove).toHaveBeenCalledWith(office._id));
    expect(await screen.findByText('Address deleted')).toBeTruthy();
  });
});
