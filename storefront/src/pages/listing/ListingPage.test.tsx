import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { catalogApi, type ProductQuery } from '../../features/catalog/api';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { BestSellerPage, ListingPage } from './ListingPage';

vi.mock('../../features/catalog/api', () => ({ catalogApi: { queryProducts: vi.fn() } }));
vi.mock('../../features/wishlist/api', () => ({ wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() } }));

// 10, then 30, then the last: both steps with as few cards as show them. The grid is followed by its visible
// words and a card found by its place: a role query over the whole page works out the role, name and visibility
// (getComputedStyle up the tree) of every element of every card, 0.1–0.2 s each over 30 cards here and seconds
// on a busy machine, which took this file past its 5 s.
const TOTAL = 31;
const catalogue = Array.from({ length: TOTAL }, (_, index) => makeProduct({ name: `Piece number ${index}` }));

/** The server's paging: (pageNumber − 1) × parPage. */
function serve() {
  vi.mocked(catalogApi.queryProducts).mockImplementation(async (query: ProductQuery) => {
    const size = query.parPage ?? 20;
    const start = ((query.pageNumber ?? 1) - 1) * size;
    return { products: catalogue.slice(start, start + size), totalProduct: TOTAL, parPage: size };
  });
}

function renderAt(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/products/search/:category?/:value?" element={<ListingPage />} />
      <Route path="/best-seller" element={<BestSellerPage />} />
    </Routes>,
    path,
  );
}

/** What the grid says under its cards. */
const showing = (count: number) => `Showing ${count} of ${TOTAL} products`;

const VIEW_MORE = { selector: 'button' } as const;

describe('listing (spec 4: 10 first, +20 per View More)', () => {
  it('shows 10, then 30, then the rest', async () => {
    serve();
    const { container } = renderAt('/products/search?category=Rings&&value=halo');
    const cards = () => container.querySelectorAll('article');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “halo”' })).toBeTruthy();

    // found once, then watched alone: a text search of the whole page on every change costs more than the cards
    const count = await screen.findByText(showing(10));
    expect(cards()).toHaveLength(10);
    expect(catalogApi.queryProducts).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'Rings', searchValue: 'halo', pageNumber: 1, parPage: 10 }),
    );

    fireEvent.click(screen.getByText('View More', VIEW_MORE));
    await waitFor(() => expect(count.textContent).toBe(showing(30)));
    expect(cards()).toHaveLength(30);
    expect(within(cards()[29] as HTMLElement).getByRole('link', { name: 'Piece number 29' })).toBeTruthy();

    fireEvent.click(screen.getByText('View More', VIEW_MORE));
    await waitFor(() => expect(count.textContent).toBe(showing(TOTAL)));
    expect(cards()).toHaveLength(TOTAL);
    expect(screen.queryByText('View More', VIEW_MORE)).toBeNull();
    expect(new Set(Array.from(cards(), (card) => card.textContent)).size).toBe(TOTAL);
  });

  it.each([
    { what: 'reads a gender search', path: '/products/search?gender=kids', heading: 'Kids’ Jewellery', asked: { gender: 'kids' } },
    { what: 'puts the top rated first on /best-seller', path: '/best-seller', heading: 'Best Seller', asked: { sortPrice: 'rating' } },
  ])('$what', async ({ path, heading, asked }) => {
    serve();
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await screen.findByText(showing(10));
    expect(catalogApi.queryProducts).toHaveBeenCalledWith(expect.objectContaining(asked));
  });

  it('says so when nothing matches', async () => {
    vi.mocked(catalogApi.queryProducts).mockResolvedValue({ products: [], totalProduct: 0, parPage: 10 });
    renderAt('/products/search?value=zzz');
    expect(await screen.findByText('No pieces found')).toBeTruthy();
  });

  it('offers Retry when the search fails, and loads on Retry', async () => {
    serve();
    vi.mocked(catalogApi.queryProducts).mockRejectedValueOnce(new Error('offline'));
    const { container } = renderAt('/products/search?value=ring');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText(showing(10));
    expect(container.querySelectorAll('article')).toHaveLength(10);
  });
});
