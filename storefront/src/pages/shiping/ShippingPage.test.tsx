import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { cartApi } from '../../features/cart/api';
import { checkoutStateOf, type CheckoutState } from '../../features/cart/checkout-state';
import { clearAddressCookie, saveAddressCookie } from '../../features/checkout/address-cookie';
import { checkoutApi } from '../../features/checkout/api';
import { deliveryApi } from '../../features/delivery/api';
import { DELIVERY_SUMMARY, JAIPUR_ESTIMATE as JAIPUR_DELIVERY } from '../../test/delivery';
import { cartOf, JAIPUR, lineOf, renderRoutes } from '../../test/checkout';
import { makeProduct } from '../../test/products';
import { MEERA, signInAsMeera } from '../../test/session';
import { buyNowState } from '../product/buy-now';
import { ShippingPage } from './ShippingPage';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/cart/api', () => ({ cartApi: { get: vi.fn() } }));
vi.mock('../../features/checkout/api', () => ({ checkoutApi: { placeOrder: vi.fn() } }));
vi.mock('../../features/delivery/api', () => ({ deliveryApi: { estimate: vi.fn(), summary: vi.fn() } }));

const RING = makeProduct({ name: 'Halo Solitaire Ring', salePrice: 1105, price: 1300, discount: 15 });
const CART = cartOf([lineOf(RING, 2)]);
const COUPON = { message: 'Coupon applied', code: 'SONA10', discount: 10, shopName: null, price: 2210, couponDiscount: 221, total: 1989 };

function showShipping(state: CheckoutState | null = { ...checkoutStateOf(CART), coupon: COUPON }) {
  return renderRoutes([{ path: '/shiping', element: <ShippingPage /> }], { pathname: '/shiping', state });
}

const JAIPUR_ESTIMATE = { ...JAIPUR_DELIVERY, dispatchBy: '2026-03-02', earliest: '2026-03-03', deliverBy: '2026-03-03', deliverByLabel: 'Tue, 3 Mar', shippingFee: 0 };

beforeEach(() => {
  signInAsMeera();
  saveAddressCookie(JAIPUR);
  vi.mocked(cartApi.get).mockResolvedValue(CART);
  vi.mocked(deliveryApi.estimate).mockResolvedValue(JAIPUR_ESTIMATE);
  vi.mocked(deliveryApi.summary).mockResolvedValue(DELIVERY_SUMMARY);
});

afterEach(() => clearAddressCookie());

describe('checkout: Shipping step (spec 2 and 4)', () => {
  it('shows the zone, the delivery date and COD for the saved address, asked with the order after its coupon', async () => {
    showShipping();
    const method = screen.getByRole('region', { name: 'Shipping method' });
    await waitFor(() => expect(method.textContent).toContain('Jaipur city · Delivery by Tue, 3 Mar · Cash on delivery available'));
    expect(deliveryApi.estimate).toHaveBeenCalledWith({ pin: '302029', amount: 1989 });
  });

  it('shows the fee the zone charges where shipping is not free', async () => {
    vi.mocked(deliveryApi.estimate).mockResolvedValue({ ...JAIPUR_ESTIMATE, zone: 'Kerala', fee: 70, freeAbove: 5000, shippingFee: 70 });
    showShipping();
    const method = screen.getByRole('region', { name: 'Shipping method' });
    await waitFor(() => expect(method.textContent).toContain('₹70.00'));
    expect(method.textContent).toContain('Shipping is added to your total when the order is placed.');
    // The summary beside says the same fee, and its total includes it (issue 17).
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('Shipping Fee').nextElementSibling?.textContent).toBe('₹70'));
    expect(summary.querySelector('.order-totals__total dd')?.textContent).toBe('₹2,059');
  });

  it("shows the contact, where it ships and 'Standard Shipping' at ₹0.00, made to order", () => {
    showShipping();
    expect(within(screen.getByRole('navigation', { name: 'Checkout steps' })).getByText('Shipping').getAttribute('aria-current')).toBe('step');
    expect(screen.getByText(MEERA.email)).toBeTruthy();
    expect(screen.getByText(/14 Mahaveer Marg, near Thana Circle, Sanganer, Jaipur, Rajasthan 302029, India/)).toBeTruthy();
    const method = screen.getByRole('region', { name: 'Shipping method' });
    expect(method.textContent).toContain('Standard Shipping');
    expect(method.textContent).toContain('Made to order');
    expect(method.textContent).toContain('₹0.00');
    expect(screen.getByRole('link', { name: 'Return to Information' }).getAttribute('href')).toBe('/checkout');
  });

  it('places the order with the cart lines, the saved address and the coupon, then goes to /payment with the server total', async () => {
    vi.mocked(checkoutApi.placeOrder).mockResolvedValue({ orderId: 'order-1', price: 1989, items: 2, message: 'Order placed' });
    showShipping();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/payment?orderId=order-1'));
    expect(checkoutApi.placeOrder).toHaveBeenCalledWith({
      products: [
        {
          shopName: 'Sona Jewellers',
          sellerId: null,
          products: [{ _id: `line-${RING._id}`, productId: RING._id, quantity: 2, size: RING.size[0], color: RING.color[0] }],
        },
      ],
      shippingInfo: JAIPUR,
      userId: MEERA.id,
      couponCode: 'SONA10',
    });
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ price: 1989, items: 2, orderId: 'order-1' });
  });

  it('sends a Buy Now piece without a cart line id', async () => {
    vi.mocked(checkoutApi.placeOrder).mockResolvedValue({ orderId: 'order-2', price: 1105, items: 1, message: 'Order placed' });
    showShipping(buyNowState(RING, '7', 'Rose Gold'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(checkoutApi.placeOrder).toHaveBeenCalled());
    const body = vi.mocked(checkoutApi.placeOrder).mock.calls[0]?.[0];
    expect(body?.products[0]?.products).toEqual([{ productId: RING._id, quantity: 1, size: '7', color: 'Rose Gold' }]);
    expect(body?.couponCode).toBeUndefined();
  });

  it("shows the server's sentence and stays when the stock ran out", async () => {
    vi.mocked(checkoutApi.placeOrder).mockRejectedValue(
      new ApiError(409, 'ORDER_OUT_OF_STOCK', 'Halo Solitaire Ring has only 1 left: lower the quantity in your cart.'),
    );
    showShipping();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Halo Solitaire Ring has only 1 left: lower the quantity in your cart.');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByRole('link', { name: 'Review your cart' })).toBeTruthy();
  });

  it('sends the shopper back to Information when no address is saved', () => {
    clearAddressCookie();
    showShipping();
    expect(screen.getByRole('link', { name: 'Add it on the Information step' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue to Payment' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('rebuilds the step from the cart when opened without state', async () => {
    showShipping(null);
    expect(await screen.findByRole('button', { name: 'Continue to Payment' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Order summary' }).textContent).toContain('₹2,210');
  });
});
