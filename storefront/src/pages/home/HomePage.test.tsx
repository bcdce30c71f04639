import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogApi, type HomeProducts } from '../../features/catalog/api';
import { contentApi } from '../../features/content/api';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { HomePage } from './HomePage';

vi.mock('../../features/catalog/api', () => ({
  catalogApi: { homeProducts: vi.fn(), categories: vi.fn(), queryProducts: vi.fn(), product: vi.fn(), suggestions: vi.fn() },
}));
vi.mock('../../features/content/api', () => ({ contentApi: { banners: vi.fn() } }));
vi.mock('../../features/wishlist/api', () => ({ wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() } }));

function never<T>(): Promise<T> {
  return new Promise(() => undefined);
}

describe('home page', () => {
  it('shows its first screen before any data has arrived', () => {
    vi.mocked(catalogApi.homeProducts).mockReturnValue(never());
    vi.mocked(catalogApi.categories).mockReturnValue(never());
    vi.mocked(contentApi.banners).mockReturnValue(never());
    renderWithApp(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Jewellery made by hand');
    expect(screen.getByRole('link', { name: 'Shop By Category' })).toBeTruthy();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });

  it('gets everything in three calls: products, categories and banners', async () => {
    const nosePin = makeProduct({ name: 'Ruby Nose Stud', category: 'Nose Pins', categorySlug: 'nose-pins' });
    const home: HomeProducts = {
      products: [makeProduct(), nosePin],
      latest_product: [makeProduct()],
      topRated_product: [makeProduct()],
      discount_product: [makeProduct()],
    };
    vi.mocked(catalogApi.homeProducts).mockResolvedValue(home);
    vi.mocked(catalogApi.categories).mockResolvedValue({
      categorys: [{ _id: 'c1', name: 'Rings', slug: 'rings', image: '/uploads/categories/rings-640.webp' }],
    });
    vi.mocked(contentApi.banners).mockResolvedValue({
      bannerData: [
        { _id: 'b1', category: 'Home Page', url: '/uploads/banners/a-640.webp', srcset: '', alt: 'Gold pendant on maroon', link: '/offer-promotion' },
        { _id: 'b2', category: 'fastivle', url: '/uploads/banners/b-640.webp', srcset: '', alt: 'Diyas and bangles', link: '' },
      ],
    });
    renderWithApp(<HomePage />);

    expect(await screen.findByRole('img', { name: 'Gold pendant on maroon' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Diyas and bangles' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Nose Pins' })).toBeTruthy());
    expect(screen.getAllByText('50% OFF').length).toBeGreaterThan(0);

    expect(catalogApi.homeProducts).toHaveBeenCalledTimes(1);
    expect(catalogApi.categories).toHaveBeenCalledTimes(1);
    expect(contentApi.banners).toHaveBeenCalledTimes(1);
    expect(catalogApi.queryProducts).not.toHaveBeenCalled();
    expect(catalogApi.product).not.toHaveBeenCalled();
  });
});
