import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { cartApi } from '../../features/cart/api';
import { cartOf, lineOf, Where } from '../../test/checkout';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { signInAsMeera } from '../../test/session';
import { CartDropdown } from './CartDropdown';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/cart/api', () => ({
  cartApi: { get: vi.fn(), add: vi.fn() },
}));

function renderCart(count?: number) {
  renderWithApp(
    <>
      <CartDropdown count={count} />
      <Where />
      <p>Elsewhere on the page</p>
    </>,
  );
  return screen.getByRole('button', { name: /Cart/ });
}

function panel() {
  return screen.getByRole('region', { name: 'Your Cart' });
}

describe('header cart dropdown', () => {
  it('opens the Sign In dialog for a guest and asks the server nothing', () => {
    const button = renderCart();
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your Cart' })).toBeNull();
    expect(cartApi.get).not.toHaveBeenCalled();
  });

  it("shows at most 8 items, each name cut to 4 words, priced at the sale price × quantity", async () => {
    signInAsMeera();
    const inStock = Array.from({ length: 9 }, (_, index) =>
      lineOf(makeProduct({ name: `Halo Solitaire Ring number ${index + 1} in Rose Gold`, price: 1299, discount: 15 }), 2),
    );
    const soldOut = lineOf(makeProduct({ name: 'Temple Jhumka', stock: 0 }));
    vi.mocked(cartApi.get).mockResolvedValue(cartOf(inStock, [soldOut]));
    const button = renderCart(10);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel().id);
    const items = await within(panel()).findAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(within(panel()).getByText('and 2 more items in your cart')).toBeTruthy();

    const first = items[0] as HTMLElement;
    const name = within(first).getByRole('link', { name: 'Halo Solitaire Ring number 1 in Rose Gold' });
    expect(name.getAttribute('href')).toBe(`/product/details/${inStock[0]?.productInfo.slug}`);
    expect(name.querySelector('[aria-hidden="true"]')?.textContent).toBe('Halo Solitaire Ring number…');
    // 1299 − floor(1299 × 15 / 100) = 1105, twice
    expect(within(first).getByText('₹2,210')).toBeTruthy();
    expect(within(first).getByText('Qty 2 · Size 6')).toBeTruthy();
    expect(within(panel()).getByText('₹19,890')).toBeTruthy();
  });

  it('goes to /cart, and to /checkout with the products, price, shipping fee and item count', async () => {
    signInAsMeera();
    const cart = cartOf([lineOf(makeProduct({ price: 1000, discount: 10, salePrice: 900 }), 3)]);
    vi.mocked(cartApi.get).mockResolvedValue(cart);
    fireEvent.click(renderCart(1));

    const checkout = await within(panel()).findByRole('link', { name: 'Checkout' });
    expect(within(panel()).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
    fireEvent.click(checkout);

    expect(screen.getByTestId('where').textContent).toBe('/checkout');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({
      products: cart.card_products,
      price: 2700,
      shipping_fee: 0,
      items: 3,
      gst: cart.gst,
    });
    expect(screen.queryByRole('region', { name: 'Your Cart' })).toBeNull();
  });

  it('closes on a press outside, not on one inside', async () => {
    signInAsMeera();
    vi.mocked(cartApi.get).mockResolvedValue(cartOf([lineOf(makeProduct())]));
    const button = renderCart(1);
    fireEvent.click(button);
    fireEvent.pointerDown(await within(panel()).findByText('Subtotal'));
    expect(panel()).toBeTruthy();

    fireEvent.pointerDown(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('region', { name: 'Your Cart' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the cart button', async () => {
    signInAsMeera();
    vi.mocked(cartApi.get).mockResolvedValue(cartOf([lineOf(makeProduct())]));
    const button = renderCart(1);
    fireEvent.click(button);
    const viewCart = await within(panel()).findByRole('link', { name: 'View Cart' });
    viewCart.focus();

    fireEvent.keyDown(viewCart, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Your Cart' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('says the cart is empty and offers a way to shop', async () => {
    signInAsMeera();
    vi.mocked(cartApi.get).mockResolvedValue(cartOf([]));
    fireEvent.click(renderCart());
    expect(await within(panel()).findByText('Your cart is empty')).toBeTruthy();
    expect(within(panel()).getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/');
    expect(within(panel()).queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it("shows the server's error with a retry when the cart cannot be read", async () => {
    signInAsMeera();
    vi.mocked(cartApi.get).mockRejectedValueOnce(new ApiError(500, 'HTTP_500', ''));
    fireEvent.click(renderCart());
    expect((await within(panel()).findByRole('alert')).textContent).toContain('An error occurred');

    vi.mocked(cartApi.get).mockResolvedValueOnce(cartOf([lineOf(makeProduct())]));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(1));
  });
});
