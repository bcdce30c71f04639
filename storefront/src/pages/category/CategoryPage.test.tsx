import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { catalogApi } from '../../features/catalog/api';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { CategoryPage } from './CategoryPage';

vi.mock('../../features/catalog/api', () => ({ catalogApi: { queryProducts: vi.fn(), categories: vi.fn(), category: vi.fn() } }));
vi.mock('../../features/wishlist/api', () => ({ wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() } }));

const charms = { _id: 'c8', name: "Baby's Evil Eye Charms", slug: 'babys-evil-eye-charms', image: '' };

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  renderWithApp(
    <>
      <Routes>
        <Route path="/category-data/:slug" element={<CategoryPage />} />
      </Routes>
      <Where />
    </>,
    path,
  );
}

describe('category page (spec 2)', () => {
  beforeEach(() => {
    vi.mocked(catalogApi.category).mockReset();
    vi.mocked(catalogApi.queryProducts).mockReset();
  });

  it('finds the category by its slug, shows its name and asks for its pieces by that slug, with ADD TO CART', async () => {
    vi.mocked(catalogApi.category).mockResolvedValue({ category: charms });
    const charm = makeProduct({ name: 'Gold Nazar Baby Charm', category: charms.name, categorySlug: charms.slug });
    vi.mocked(catalogApi.queryProducts).mockResolvedValue({ products: [charm], totalProduct: 1, parPage: 20 });
    renderAt('/category-data/babys-evil-eye-charms');

    expect(await screen.findByRole('button', { name: 'Add to cart: Gold Nazar Baby Charm' })).toBeTruthy();
    expect(catalogApi.category).toHaveBeenCalledWith('babys-evil-eye-charms');
    expect(catalogApi.queryProducts).toHaveBeenCalledWith(expect.objectContaining({ categorySlug: 'babys-evil-eye-charms', pageNumber: 1 }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: "Baby's Evil Eye Charms" })).toBeTruthy());
    expect(screen.getByText('-15%')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/category-data/babys-evil-eye-charms');
  });

  it('replaces an address that names the category otherwise with its own, keeping the sort', async () => {
    vi.mocked(catalogApi.category).mockResolvedValue({ category: charms });
    vi.mocked(catalogApi.queryProducts).mockResolvedValue({ products: [], totalProduct: 0, parPage: 20 });
    renderAt("/category-data/baby's-evil-eye-charms?sort=low-to-high");

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/category-data/babys-evil-eye-charms?sort=low-to-high'));
    expect(screen.getByRole('heading', { level: 1, name: "Baby's Evil Eye Charms" })).toBeTruthy();
    // The category is not asked for again under its own address.
    expect(catalogApi.category).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(catalogApi.queryProducts).toHaveBeenCalledWith(expect.objectContaining({ categorySlug: 'babys-evil-eye-charms', sortPrice: 'low-to-high' })));
  });

  it('shows the not-found page for a slug no category has', async () => {
    vi.mocked(catalogApi.category).mockRejectedValue(new ApiError(404, 'CATEGORY_NOT_FOUND', 'This category does not exist.'));
    vi.mocked(catalogApi.queryProducts).mockResolvedValue({ products: [], totalProduct: 0, parPage: 20 });
    renderAt('/category-data/no-such-things');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse collections' })).toBeTruthy();
  });
});
