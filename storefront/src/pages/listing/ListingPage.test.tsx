import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { catalogApi, type ProductQuery } from '../../features/catalog/api';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { BestSellerPage, ListingPage } from './ListingPage';

vi.mock('../../features/catalog/api', () => ({ catalogApi: { queryProducts: vi.fn() } }));
vi.mock('../../features/wishlist/api', () => ({ wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() } }));

const TOTAL = 45;
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

describe('listing (spec 4: 10 first, +20 per View More)', () => {
  it('shows 10, then 30, then all 45', async () => {
    serve();
    const { container } = renderAt('/products/search?category=Rings&&value=halo');
    const cards = () => container.querySelectorAll('article');

    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(catalogApi.queryProducts).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'Rings', searchValue: 'halo', pageNumber: 1, parPage: 10 }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “halo”' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'View More' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(screen.getByRole('link', { name: 'Piece number 29' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'View More' }));
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'View More' })).toBeNull();
    expect(new Set(Array.from(cards(), (card) => card.textContent)).size).toBe(45);
  });

  it('reads a gender search', async () => {
    serve();
    renderAt('/products/search?gender=kids');
    await screen.findAllByRole('article');
    expect(catalogApi.queryProducts).toHaveBeenCalledWith(expect.objectContaining({ gender: 'kids' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Kids’ Jewellery' })).toBeTruthy();
  });

  it('puts the top rated first on /best-seller', async () => {
    serve();
    renderAt('/best-seller');
    await screen.findAllByRole('article');
    expect(catalogApi.queryProducts).toHaveBeenCalledWith(expect.objectContaining({ sortPrice: 'rating' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Best Seller' })).toBeTruthy();
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
    await waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(10));
  });
});
