import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { Layout } from '../../app/layout/Layout';
import { cartApi } from '../../features/cart/api';
import { catalogApi } from '../../features/catalog/api';
import { wishlistApi, type Wishlist, type WishlistItem } from '../../features/wishlist/api';
import { cartOf } from '../../test/checkout';
import { renderRouter } from '../../test/render';
import { signInAsMeera } from '../../test/session';
import { WishlistPage } from './WishlistPage';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/wishlist/api', () => ({
  wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() },
}));
vi.mock('../../features/cart/api', () => ({
  cartApi: { get: vi.fn(), add: vi.fn() },
}));
vi.mock('../../features/catalog/api', () => ({
  catalogApi: { categories: vi.fn(), suggestions: vi.fn() },
}));

function item(overrides: Partial<WishlistItem>): WishlistItem {
  const slug = overrides.slug ?? 'kundan-bangle-pair';
  return {
    _id: `w-${slug}`,
    productId: `p-${slug}`,
    name: 'Kundan Bangle Pair',
    price: 1299,
    image: `/uploads/products/${slug}-640.webp`,
    discount: 15,
    rating: 4,
    slug,
    ...overrides,
  };
}

const KUNDAN = item({});
const JHUMKA = item({ slug: 'temple-jhumka', name: 'Temple Jhumka Earrings', price: 999, discount: 33 });
const STUDS = item({ slug: 'solitaire-studs', name: 'Solitaire Studs', price: 2500, discount: 0, image: '' });

function wishlistOf(items: WishlistItem[]): Wishlist {
  return { wishlists: items, wishlistCount: items.length };
}

function renderWishlist() {
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: 'wishlist', element: <WishlistPage /> }] }], {
    initialEntries: ['/wishlist'],
  });
  renderRouter(router);
}

function wishlistBadge() {
  return screen.queryByText('items in your wishlist')?.parentElement?.textContent ?? null;
}

beforeEach(() => {
  // the layout restores the scroll position, which jsdom cannot do
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.mocked(catalogApi.categories).mockResolvedValue({ categorys: [] });
  vi.mocked(cartApi.get).mockResolvedValue(cartOf([]));
});

describe('/wishlist', () => {
  it('asks a guest to sign in, and the prompt opens the Sign In dialog again', async () => {
    renderWishlist();
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(screen.getByRole('heading', { name: 'Sign in to see your wishlist' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(wishlistApi.list).not.toHaveBeenCalled();
  });

  it("says 'Loading wishlist...' while the list is on its way", async () => {
    signInAsMeera();
    vi.mocked(wishlistApi.list).mockReturnValue(new Promise(() => undefined));
    renderWishlist();
    expect((await screen.findByText('Loading wishlist...')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each piece with its picture, a link to its page and the unit price after the discount', async () => {
    signInAsMeera();
    vi.mocked(wishlistApi.list).mockResolvedValue(wishlistOf([KUNDAN, JHUMKA, STUDS]));
    renderWishlist();

    const table = await screen.findByRole('table', { name: 'Pieces in your wishlist' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Product', 'Unit Price', 'Remove']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const [kundan, jhumka, studs] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(kundan).getByRole('link', { name: 'Kundan Bangle Pair' }).getAttribute('href')).toBe(
      '/product/details/kundan-bangle-pair',
    );
    expect(kundan.querySelector('img')?.getAttribute('src')).toBe('/uploads/products/kundan-bangle-pair-640.webp');
    // 1299 − floor(1299 × 15 / 100) = 1299 − 194
    expect(within(kundan).getByText('₹1,105')).toBeTruthy();
    expect(within(kundan).getByText('₹1,299.00')).toBeTruthy();
    // 999 − floor(329.67) = 670, not 669
    expect(within(jhumka).getByText('₹670')).toBeTruthy();
    expect(within(studs).getByText('₹2,500')).toBeTruthy();
    expect(within(studs).queryByRole('deletion')).toBeNull();
  });

  it('removes a piece at once, counts the header badge −1 and keeps focus on the list', async () => {
    signInAsMeera();
    vi.mocked(wishlistApi.list).mockResolvedValueOnce(wishlistOf([KUNDAN, JHUMKA, STUDS]));
    vi.mocked(wishlistApi.remove).mockReturnValue(new Promise(() => undefined));
    renderWishlist();

    const remove = await screen.findByRole('button', { name: 'Remove Temple Jhumka Earrings from your wishlist' });
    await waitFor(() => expect(wishlistBadge()).toBe('3 items in your wishlist'));
    remove.focus();
    fireEvent.click(remove);

    await waitFor(() => expect(wishlistBadge()).toBe('2 items in your wishlist'));
    expect(screen.queryByRole('link', { name: 'Temple Jhumka Earrings' })).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(wishlistApi.remove).toHaveBeenCalledWith('w-temple-jhumka');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Solitaire Studs from your wishlist' }));
  });

  it('says the wishlist is empty and offers a way to shop', async () => {
    signInAsMeera();
    vi.mocked(wishlistApi.list).mockResolvedValue(wishlistOf([]));
    renderWishlist();
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/');
  });

  it("shows the server's error with a retry when the list cannot be read", async () => {
    signInAsMeera();
    vi.mocked(wishlistApi.list).mockRejectedValueOnce(new ApiError(503, 'HTTP_503', 'The shop is busy, please try again'));
    renderWishlist();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The shop is busy, please try again');

    vi.mocked(wishlistApi.list).mockResolvedValueOnce(wishlistOf([KUNDAN]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Kundan Bangle Pair' })).toBeTruthy();
  });
});
