import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartApi } from '../../features/cart/api';
import { catalogApi } from '../../features/catalog/api';
import { giftsApi } from '../../features/gifts/api';
import { wishlistApi } from '../../features/wishlist/api';
import { makeProduct } from '../../test/products';
import { renderWithApp, viewMore } from '../../test/render';
import { MEERA, signInAsMeera } from '../../test/session';
import { GiftsForHimPage } from '../gifts-for-him/GiftsForHimPage';
import { GiftStorePage } from './GiftStorePage';

vi.mock('../../features/catalog/api', () => ({ catalogApi: { queryProducts: vi.fn() } }));
vi.mock('../../features/gifts/api', () => ({ giftsApi: { list: vi.fn(), forHim: vi.fn() } }));
vi.mock('../../features/cart/api', () => ({ cartApi: { get: vi.fn(), add: vi.fn() } }));
vi.mock('../../features/wishlist/api', () => ({ wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() } }));

const NOSE_PINS = ['Ruby', 'Pearl', 'Diamond', 'Emerald', 'Opal'].map((stone) =>
  makeProduct({ name: `${stone} Nose Stud`, category: 'Nose Pins', categorySlug: 'nose-pins' }),
);

function giftsOf(count: number, from = 1) {
  return Array.from({ length: count }, (_, index) =>
    makeProduct({ name: `Gift Box ${from + index}`, price: 1000, discount: 15, category: 'Gifts', categorySlug: 'gifts' }),
  );
}

function showGiftStore() {
  vi.mocked(catalogApi.queryProducts).mockResolvedValue({ products: NOSE_PINS.slice(0, 4), totalProduct: 9, parPage: 4 });
  return renderWithApp(<GiftStorePage />);
}

describe('gift store (spec 2, DECISIONS.md)', () => {
  it('opens with a row of four nose pins from the catalogue', async () => {
    vi.mocked(giftsApi.list).mockResolvedValue({ gifts: giftsOf(2), totalgift: 2 });
    showGiftStore();

    const row = await screen.findByRole('region', { name: 'Nose pins to gift' });
    await waitFor(() => expect(within(row).getAllByRole('article')).toHaveLength(4));
    expect(within(row).getByRole('link', { name: 'Ruby Nose Stud' }).getAttribute('href')).toBe(
      `/product/details/${NOSE_PINS[0]?.slug}`,
    );
    expect(catalogApi.queryProducts).toHaveBeenCalledWith({ category: 'nose pins', pageNumber: 1, parPage: 4 });
  });

  it("shows each gift with its badge, heart, link, struck price with paise, sale price and 'ADD TO CART'", async () => {
    vi.mocked(giftsApi.list).mockResolvedValue({ gifts: giftsOf(2), totalgift: 2 });
    showGiftStore();

    const grid = await screen.findByRole('region', { name: 'All gifts' });
    const card = (await within(grid).findAllByRole('article'))[0] as HTMLElement;
    expect(within(card).getByText('-15%')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add Gift Box 1 to wishlist' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Gift Box 1' }).getAttribute('href')).toMatch(/^\/product\/details\//);
    expect(card.querySelector('s')?.textContent).toContain('₹1,000.00');
    expect(within(card).getByText('₹850')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add to cart: Gift Box 1' })).toBeTruthy();
    expect(giftsApi.list).toHaveBeenCalledWith({ page: 1, perPage: 20 });
  });

  it('names the category each gift is shown under, as a product card does; the nose pins, all of one, do not', async () => {
    const ring = makeProduct({ name: 'Ruby Ring Gift Box', category: 'Rings', categorySlug: 'rings' });
    vi.mocked(giftsApi.list).mockResolvedValue({ gifts: [ring, ...giftsOf(1)], totalgift: 2 });
    showGiftStore();

    const grid = await screen.findByRole('region', { name: 'All gifts' });
    const [first, second] = await within(grid).findAllByRole('article');
    expect(within(first as HTMLElement).getByText('Rings')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Gifts')).toBeTruthy();
    const row = await screen.findByRole('region', { name: 'Nose pins to gift' });
    await waitFor(() => expect(within(row).getAllByRole('article')).toHaveLength(4));
    expect(within(row).queryByText('Nose Pins')).toBeNull();
  });

  it('asks a guest to sign in and sends nothing; a signed-in customer adds one piece', async () => {
    const gifts = giftsOf(1);
    vi.mocked(giftsApi.list).mockResolvedValue({ gifts, totalgift: 1 });
    const { unmount } = showGiftStore();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Gift Box 1' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(cartApi.add).not.toHaveBeenCalled();
    unmount();

    signInAsMeera();
    vi.mocked(wishlistApi.list).mockResolvedValue({ wishlists: [], wishlistCount: 0 });
    vi.mocked(cartApi.add).mockResolvedValue({ message: 'Added to your cart' });
    showGiftStore();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Gift Box 1' }));
    await waitFor(() =>
      expect(cartApi.add).toHaveBeenCalledWith(expect.objectContaining({ userId: MEERA.id, productId: gifts[0]?._id, quantity: 1 })),
    );
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).toBeNull();
  });

  it('adds 20 more gifts per View More while more remain', async () => {
    vi.mocked(giftsApi.list).mockImplementation(async ({ page = 1 }) => ({
      gifts: page === 1 ? giftsOf(20) : giftsOf(5, 21),
      totalgift: 25,
    }));
    showGiftStore();

    const grid = await screen.findByRole('region', { name: 'All gifts' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(20));
    await viewMore(grid, 25);
    expect(giftsApi.list).toHaveBeenLastCalledWith({ page: 2, perPage: 20 });
    expect(within(grid).queryByRole('button', { name: 'View More' })).toBeNull();
  });

  it('offers Retry when the gifts could not be loaded', async () => {
    vi.mocked(giftsApi.list).mockRejectedValue(new Error('Network Error'));
    showGiftStore();
    expect(await screen.findByText('We could not load these pieces.')).toBeTruthy();
  });
});

describe('gifts for him (spec 2)', () => {
  it("lists the server's pieces for men on the gift store's cards, a page at a time", async () => {
    vi.mocked(giftsApi.forHim).mockImplementation(async (page) => ({
      products: page === 1 ? giftsOf(20) : giftsOf(1, 21),
      totalProduct: 21,
      parPage: 20,
    }));
    renderWithApp(<GiftsForHimPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Gifts for Him' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Add to cart:/ })).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'View More' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Add to cart:/ })).toHaveLength(21));
    expect(giftsApi.forHim).toHaveBeenLastCalledWith(2);
  });
});
