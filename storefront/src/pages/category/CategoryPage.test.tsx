import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { catalogApi } from '../../features/catalog/api';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { CategoryPage } from './CategoryPage';

vi.mock('../../features/catalog/api', () => ({ catalogApi: { queryProducts: vi.fn(), categories: vi.fn() } }));
vi.mock('../../features/wishlist/api', () => ({ wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() } }));

describe('category page (spec 2)', () => {
  it('asks for the slug with dashes turned to spaces, lower-case, and shows cards with ADD TO CART', async () => {
    vi.mocked(catalogApi.categories).mockResolvedValue({
      categorys: [{ _id: 'c5', name: 'Nose Pins', slug: 'nose-pins', image: '' }],
    });
    const pin = makeProduct({ name: 'Ruby Nose Stud', category: 'Nose Pins', categorySlug: 'nose-pins' });
    vi.mocked(catalogApi.queryProducts).mockResolvedValue({ products: [pin], totalProduct: 1, parPage: 20 });
    renderWithApp(
      <Routes>
        <Route path="/category-data/:slug" element={<CategoryPage />} />
      </Routes>,
      '/category-data/Nose-Pins',
    );

    expect(await screen.findByRole('button', { name: 'Add to cart: Ruby Nose Stud' })).toBeTruthy();
    expect(catalogApi.queryProducts).toHaveBeenCalledWith(expect.objectContaining({ category: 'nose pins', pageNumber: 1 }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Nose Pins' })).toBeTruthy());
    expect(screen.getByText('-15%')).toBeTruthy();
  });
});
