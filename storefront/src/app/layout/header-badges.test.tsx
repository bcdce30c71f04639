import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { ProductCard } from '../../components/ProductCard/ProductCard';
import { cartApi, type Cart } from '../../features/cart/api';
import type { Product } from '../../features/catalog/api';
import { wishlistApi, type Wishlist } from '../../features/wishlist/api';
import { wishlistEntryOf } from '../../features/wishlist/use-toggle-wishlist';
import { makeProduct } from '../../test/products';
import { renderRouter } from '../../test/render';
import { MEERA, signInAsMeera } from '../../test/session';
import { Layout } from './Layout';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/wishlist/api', () => ({
  wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() },
}));
vi.mock('../../features/cart/api', () => ({
  cartApi: { get: vi.fn(), add: vi.fn() },
}));

function cartOf(count: number): Cart {
  return { card_products: [], outOfStockProduct: [], price: 0, card_product_count: count, gst: 0, shipping_fee: 0, buy_product_item: count };
}

function wishlistOf(products: Product[], count = products.length): Wishlist {
  return {
    wishlists: products.map((product) => ({ _id: `w-${product._id}`, ...wishlistEntryOf(product) })),
    wishlistCount: count,
  };
}

/** Deferred answers, so a test can look at the screen while a call is on its way. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderShop(product: Product) {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ index: true, element: <ProductCard product={product} variant="category" /> }] }],
    { initialEntries: ['/'] },
  );
  renderRouter(router);
}

beforeEach(() => {
  // the layout restores the scroll position, which jsdom cannot do
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('header badges (spec 4, Counts)', () => {
  it('shows nothing for a guest and asks no server', async () => {
    renderShop(makeProduct());
    await screen.findByRole('article');
    expect(screen.queryByText(/items in your (wishlist|cart)/)).toBeNull();
    expect(wishlistApi.list).not.toHaveBeenCalled();
    expect(cartApi.get).not.toHaveBeenCalled();
  });

  it('counts the wishlist +1 the moment the heart is clicked, before the server answers', async () => {
    signInAsMeera();
    const product = makeProduct();
    vi.mocked(wishlistApi.list).mockResolvedValueOnce(wishlistOf([], 2));
    vi.mocked(cartApi.get).mockResolvedValue(cartOf(0));
    const added = deferred<{ message: string }>();
    vi.mocked(wishlistApi.add).mockReturnValue(added.promise);
    const success = vi.spyOn(toast, 'success');
    renderShop(product);

    expect((await screen.findByText('items in your wishlist')).parentElement?.textContent).toBe('2 items in your wishlist');
    fireEvent.click(screen.getByRole('button', { name: `Add ${product.name} to wishlist` }));

    await waitFor(() => expect(screen.getByText('items in your wishlist').parentElement?.textContent).toBe('3 items in your wishlist'));
    expect(screen.getByRole('button', { name: `Remove ${product.name} from wishlist` })).toBeTruthy();
    expect(wishlistApi.add).toHaveBeenCalledWith(
      expect.objectContaining({ userId: MEERA.id, productId: product._id, slug: product.slug, image: product.images[0] }),
    );

    vi.mocked(wishlistApi.list).mockResolvedValueOnce(wishlistOf([product], 3));
    await act(async () => added.resolve({ message: 'Added to your wishlist' }));
    expect(success).toHaveBeenCalledWith('Added to your wishlist');
    await waitFor(() => expect(wishlistApi.list).toHaveBeenCalledTimes(2));
  });

  it('counts the wishlist −1 on removal', async () => {
    signInAsMeera();
    const product = makeProduct();
    vi.mocked(wishlistApi.list).mockResolvedValueOnce(wishlistOf([product]));
    vi.mocked(cartApi.get).mockResolvedValue(cartOf(0));
    vi.mocked(wishlistApi.remove).mockReturnValue(new Promise(() => undefined));
    renderShop(product);

    fireEvent.click(await screen.findByRole('button', { name: `Remove ${product.name} from wishlist` }));
    await waitFor(() => expect(screen.queryByText('items in your wishlist')).toBeNull());
    expect(wishlistApi.remove).toHaveBeenCalledWith(`w-${product._id}`);
  });

  it("puts the count back and toasts the server's error when adding fails", async () => {
    signInAsMeera();
    const product = makeProduct();
    vi.mocked(wishlistApi.list).mockResolvedValue(wishlistOf([], 1));
    vi.mocked(cartApi.get).mockResolvedValue(cartOf(0));
    vi.mocked(wishlistApi.add).mockRejectedValue(new ApiError(409, 'ALREADY_IN_WISHLIST', 'Product is already in your wishlist'));
    const error = vi.spyOn(toast, 'error');
    renderShop(product);

    await screen.findByText('items in your wishlist');
    fireEvent.click(screen.getByRole('button', { name: `Add ${product.name} to wishlist` }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Product is already in your wishlist'));
    expect(screen.getByText('items in your wishlist').parentElement?.textContent).toBe('1 items in your wishlist');
  });

  it("says 'An error occurred' when a cart call fails without a sentence", async () => {
    signInAsMeera();
    const product = makeProduct();
    vi.mocked(wishlistApi.list).mockResolvedValue(wishlistOf([]));
    vi.mocked(cartApi.get).mockResolvedValue(cartOf(0));
    vi.mocked(cartApi.add).mockRejectedValue(new ApiError(500, 'HTTP_500', ''));
    const error = vi.spyOn(toast, 'error');
    renderShop(product);

    fireEvent.click(await screen.findByRole('button', { name: `Add to cart: ${product.name}` }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('An error occurred'));
  });

  it('counts the cart +1 on add, then re-reads the cart', async () => {
    signInAsMeera();
    const product = makeProduct();
    vi.mocked(wishlistApi.list).mockResolvedValue(wishlistOf([]));
    vi.mocked(cartApi.get).mockResolvedValueOnce(cartOf(4));
    const added = deferred<{ message: string }>();
    vi.mocked(cartApi.add).mockReturnValue(added.promise);
    renderShop(product);

    expect((await screen.findByText('items in your cart')).parentElement?.textContent).toBe('4 items in your cart');
    fireEvent.click(screen.getByRole('button', { name: `Add to cart: ${product.name}` }));
    await waitFor(() => expect(screen.getByText('items in your cart').parentElement?.textContent).toBe('5 items in your cart'));
    expect(cartApi.add).toHaveBeenCalledWith({ userId: MEERA.id, productId: product._id, quantity: 1, size: undefined, color: undefined });

    vi.mocked(cartApi.get).mockResolvedValueOnce(cartOf(5));
    await act(async () => added.resolve({ message: 'Added to cart' }));
    await waitFor(() => expect(cartApi.get).toHaveBeenCalledTimes(2));
  });
});
