import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressesApi } from '../../features/addresses/api';
import { cartApi } from '../../features/cart/api';
import { checkoutStateOf, type CheckoutState } from '../../features/cart/checkout-state';
import { deliveryApi } from '../../features/delivery/api';
import { newsletterApi } from '../../features/newsletter/api';
import { clearAddressCookie, readSavedAddress, saveAddressCookie } from '../../features/checkout/address-cookie';
import { cartOf, fillAddress, JAIPUR, lineOf, renderRoutes, savedAddress, type Entry } from '../../test/checkout';
import { makeProduct } from '../../test/products';
import { DELIVERY_SUMMARY, JAIPUR_ESTIMATE } from '../../test/delivery';
import { MEERA, signInAsMeera } from '../../test/session';
import { buyNowState } from '../product/buy-now';
import { CheckoutPage } from './CheckoutPage';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/cart/api', () => ({
  cartApi: { get: vi.fn(), add: vi.fn(), increase: vi.fn(), decrease: vi.fn(), remove: vi.fn(), applyCoupon: vi.fn() },
}));
vi.mock('../../features/newsletter/api', () => ({ newsletterApi: { subscribe: vi.fn() } }));
vi.mock('../../features/delivery/api', async (original) => {
  const actual = (await original()) as typeof import('../../features/delivery/api');
  return { deliveryApi: { ...actual.deliveryApi, summary: vi.fn(), estimate: vi.fn() } };
});
vi.mock('../../features/addresses/api', () => ({
  addressesApi: { list: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn(), makeDefault: vi.fn() },
}));

const RING = makeProduct({ name: 'Halo Solitaire Ring', price: 1300, discount: 15, salePrice: 1105 });
const CART = cartOf([lineOf(RING, 2)]);

function showCheckout(entry: Entry = { pathname: '/checkout', state: checkoutStateOf(CART) }) {
  return renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], entry);
}

beforeEach(() => {
  signInAsMeera();
  vi.mocked(cartApi.get).mockResolvedValue(CART);
  vi.mocked(addressesApi.list).mockResolvedValue({ addresses: [] });
  vi.mocked(deliveryApi.summary).mockResolvedValue(DELIVERY_SUMMARY);
  vi.mocked(deliveryApi.estimate).mockResolvedValue({ ...JAIPUR_ESTIMATE, shippingFee: 0 });
});

afterEach(() => clearAddressCookie());

describe('checkout: Information step (spec 2 and 4)', () => {
  it('says the total includes GST, and names a piece whose price moved since it went into the cart (issue 16)', async () => {
    const cart = { ...cartOf([lineOf(RING, 2, { addedPrice: 1050 })]), gst: 64.37 };
    showCheckout({ pathname: '/checkout', state: checkoutStateOf(cart) });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Inclusive of GST').nextElementSibling?.textContent).toBe('₹64.37');
    expect(within(summary).getByRole('note').textContent).toBe('Price updated from ₹1,050 to ₹1,105 since you added it — today’s metal rate changed.');
  });

  it('says only that GST is included where it has no amount (Buy Now)', async () => {
    showCheckout({ pathname: '/checkout', state: buyNowState(RING, '', '') });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Inclusive of GST').nextElementSibling?.textContent).toBe('Included');
    expect(within(summary).queryByRole('note')).toBeNull();
  });

  it('shows the breadcrumb with Information as the current step, the contact and the pieces', async () => {
    showCheckout();
    const steps = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cart', 'Information', 'Shipping', 'Payment']);
    expect(within(steps).getByText('Information').getAttribute('aria-current')).toBe('step');
    expect(within(steps).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');

    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact.textContent).toContain(MEERA.name);
    expect(contact.textContent).toContain(MEERA.email);
    expect(within(contact).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(within(contact).getByLabelText('Email me with news and offers')).toBeTruthy();

    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.textContent).toContain('Halo Solitaire Ring');
    expect(summary.textContent).toContain('₹2,210');
    // No address yet: what the zones promise, not a 'Free' an address abroad would not get (issue 17).
    await waitFor(() => expect(summary.textContent).toContain('Free across India; abroad calculated at checkout'));
    expect(screen.getByRole('link', { name: 'Return to cart' }).getAttribute('href')).toBe('/cart');
  });

  it("shows the zone's fee for a saved address abroad in the summary, and the total with it (issue 17)", async () => {
    const usa = { ...JAIPUR_ESTIMATE, zone: 'USA and Canada', kind: 'abroad' as const, country: 'US', pin: null, district: null, state: null, fee: 2500, freeAbove: 25000, shippingFee: 2500 };
    vi.mocked(deliveryApi.estimate).mockResolvedValue(usa);
    saveAddressCookie({ ...JAIPUR, country: 'US', province: 'New York', city: 'New York', area: '', post: '10118', phone: '+12125550147' });
    showCheckout();
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('Shipping Fee').nextElementSibling?.textContent).toBe('₹2,500'));
    expect(summary.querySelector('.order-totals__total dd')?.textContent).toBe('₹4,710');
    expect(deliveryApi.estimate).toHaveBeenCalledWith({ country: 'US', amount: 2210 });
  });

  it('keeps Continue to shipping off until the address is saved, and says which fields are wrong', async () => {
    showCheckout();
    const next = screen.getByRole('button', { name: 'Continue to shipping' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    const form = screen.getByRole('form', { name: 'Shipping address' });
    fillAddress(form, { ...JAIPUR, city: ' ', post: '1' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    const city = within(form).getByLabelText('City');
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Enter the city.').id).toBe(city.getAttribute('aria-describedby'));
    expect(within(form).getByText(/Enter the 6-digit PIN code/)).toBeTruthy();
    expect(readSavedAddress()).toBeNull();
    expect(next.disabled).toBe(true);
    expect(screen.getByText('Save the shipping address to continue.')).toBeTruthy();
  });

  it("saves the address in the cookie, shows 'Deliver to {name}', and Change clears the cookie and the fields", async () => {
    showCheckout();
    fillAddress(screen.getByRole('form', { name: 'Shipping address' }), { ...JAIPUR, phone: '98290 12345' });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(screen.getByRole('heading', { name: `Deliver to ${JAIPUR.name}` })).toBeTruthy();
    expect(readSavedAddress()).toEqual(JAIPUR);
    expect((screen.getByRole('button', { name: 'Continue to shipping' }) as HTMLButtonElement).disabled).toBe(false);
    expect(addressesApi.create).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: `Change the address for ${JAIPUR.name}` }));
    expect(readSavedAddress()).toBeNull();
    const form = screen.getByRole('form', { name: 'Shipping address' });
    expect((within(form).getByLabelText('Full name') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'Continue to shipping' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("adds the address to the book when 'Save this information for next time' is ticked", async () => {
    vi.mocked(addressesApi.create).mockResolvedValue({ message: 'Address saved', address: savedAddress() });
    showCheckout();
    const form = screen.getByRole('form', { name: 'Shipping address' });
    fillAddress(form);
    expect(within(form).getByLabelText('Text me with news and offers')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('Save this information for next time'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(addressesApi.create).toHaveBeenCalledWith(JAIPUR));
    expect(await screen.findByText('Address saved')).toBeTruthy();
  });

  it('offers the saved addresses of the address book', async () => {
    vi.mocked(addressesApi.list).mockResolvedValue({ addresses: [savedAddress({ name: 'Meera at home' })] });
    showCheckout();
    fireEvent.click(await screen.findByRole('button', { name: `Deliver here: Meera at home, ${JAIPUR.address}` }));
    expect(screen.getByRole('heading', { name: 'Deliver to Meera at home' })).toBeTruthy();
    expect(readSavedAddress()).toEqual({ ...JAIPUR, name: 'Meera at home' });
  });

  it('starts with the address saved in the last 7 days, and goes on to /shiping with the state and the coupon', async () => {
    saveAddressCookie(JAIPUR);
    const coupon = { message: 'Coupon applied', code: 'SONA10', discount: 10, shopName: null, price: 2210, couponDiscount: 221, total: 1989 };
    const state: CheckoutState = { ...checkoutStateOf(CART), coupon };
    showCheckout({ pathname: '/checkout', state });

    expect(screen.getByRole('heading', { name: `Deliver to ${JAIPUR.name}` })).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.textContent).toContain('Coupon SONA10 (10% off)');
    expect(summary.textContent).toContain('Total₹1,989');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(screen.getByTestId('where').textContent).toBe('/shiping');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it("subscribes the customer's e-mail to the newsletter when 'Email me with news and offers' is ticked", async () => {
    saveAddressCookie(JAIPUR);
    vi.mocked(newsletterApi.subscribe).mockResolvedValue({ message: 'Subscribed: your 10% coupon is on its way.' });
    showCheckout();
    fireEvent.click(screen.getByLabelText('Email me with news and offers'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(screen.getByTestId('where').textContent).toBe('/shiping');
    await waitFor(() => expect(newsletterApi.subscribe).toHaveBeenCalledWith({ email: MEERA.email }));
    expect(await screen.findByText('Subscribed: your 10% coupon is on its way.')).toBeTruthy();
  });

  it('leaves the newsletter alone when the box is not ticked', () => {
    saveAddressCookie(JAIPUR);
    showCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(screen.getByTestId('where').textContent).toBe('/shiping');
    expect(newsletterApi.subscribe).not.toHaveBeenCalled();
  });

  it('rebuilds the checkout from the cart when opened without state', async () => {
    showCheckout('/checkout');
    expect(await screen.findByRole('complementary', { name: 'Order summary' })).toBeTruthy();
    expect(cartApi.get).toHaveBeenCalledWith(MEERA.id);
    expect(screen.getByRole('complementary', { name: 'Order summary' }).textContent).toContain('Price (2 items)');
  });

  it('says there is nothing to check out when the cart has nothing in stock', async () => {
    vi.mocked(cartApi.get).mockResolvedValue(cartOf([]));
    showCheckout('/checkout');
    expect(await screen.findByText('Nothing to check out')).toBeTruthy();
  });

  it('prices a Buy Now piece with the coupon instead of the cart', async () => {
    const piece = makeProduct({ name: 'Kundan Bangle', salePrice: 1800, price: 2000, discount: 10 });
    vi.mocked(cartApi.applyCoupon).mockResolvedValue({ message: 'Coupon applied', code: 'SONA10', discount: 10, shopName: null, price: 1800, couponDiscount: 180, total: 1620 });
    showCheckout({ pathname: '/checkout', state: buyNowState(piece, '2.4', 'Gold') });
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'SONA10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(cartApi.applyCoupon).toHaveBeenCalledWith({ code: 'SONA10', productId: piece._id, quantity: 1 }));
    expect((await screen.findByRole('complementary', { name: 'Order summary' })).textContent).toContain('Total₹1,620');
  });

  it('tells a guest that an order needs an account, with Log in and an e-mail or phone field', async () => {
    window.localStorage.clear();
    showCheckout();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByLabelText('Email or mobile phone number')).toBeTruthy();
    expect(contact.textContent).toContain('Placing an order needs an account');
    fireEvent.click(within(contact).getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
  });

  it('asks a guest without a checkout to sign in', () => {
    window.localStorage.clear();
    showCheckout('/checkout');
    expect(screen.getByRole('heading', { name: 'Sign in to check out' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
  });
});
