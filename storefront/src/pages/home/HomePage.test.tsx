import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogApi } from '../../features/blog/api';
import { catalogApi, type HomeProducts } from '../../features/catalog/api';
import { contentApi } from '../../features/content/api';
import { makeBlog } from '../../test/blogs';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { HomePage } from './HomePage';

vi.mock('../../features/catalog/api', () => ({
  catalogApi: { homeProducts: vi.fn(), categories: vi.fn(), queryProducts: vi.fn(), product: vi.fn(), suggestions: vi.fn() },
}));
vi.mock('../../features/content/api', () => ({ contentApi: { banners: vi.fn() } }));
vi.mock('../../features/blog/api', () => ({ blogApi: { list: vi.fn(), post: vi.fn() } }));
vi.mock('../../features/wishlist/api', () => ({ wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

function never<T>(): Promise<T> {
  return new Promise(() => undefined);
}

type Report = (entries: { isIntersecting: boolean }[]) => void;

/** The browser's IntersectionObserver, told by the test which watched element has come near the screen. */
function watchApproach(): (element: Element) => void {
  const watching = new Map<Element, Report>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      report: Report;
      constructor(report: Report) {
        this.report = report;
      }
      observe(element: Element) {
        watching.set(element, this.report);
      }
      disconnect() {}
    },
  );
  return (element) => act(() => watching.get(element)?.([{ isIntersecting: true }]));
}

describe('home page', () => {
  it('shows its first screen before any data has arrived', () => {
    vi.mocked(catalogApi.homeProducts).mockReturnValue(never());
    vi.mocked(catalogApi.categories).mockReturnValue(never());
    vi.mocked(contentApi.banners).mockReturnValue(never());
    vi.mocked(blogApi.list).mockReturnValue(never());
    renderWithApp(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Jewellery made by hand');
    expect(screen.getByRole('link', { name: 'Shop By Category' })).toBeTruthy();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });

  it('gets every section but the blog teaser from three calls; the teaser asks for its posts once it comes near', async () => {
    const bringNear = watchApproach();
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
    vi.mocked(blogApi.list).mockResolvedValue({ blogData: [makeBlog({ name: 'Quiet Gold' })], total: 1, page: 1, perPage: 8 });
    const { container } = renderWithApp(<HomePage />);
    // the sections drawn as they come near, the teaser last
    const [teaser, ...above] = Array.from(container.querySelectorAll('.deferred')).reverse();
    if (teaser === undefined) throw new Error('no section waits to be drawn');

    for (const section of above) bringNear(section);
    expect(await screen.findByRole('img', { name: 'Gold pendant on maroon' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Diyas and bangles' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Nose Pins' })).toBeTruthy());
    expect(screen.getAllByText('50% OFF').length).toBeGreaterThan(0);

    expect(catalogApi.homeProducts).toHaveBeenCalledTimes(1);
    expect(catalogApi.categories).toHaveBeenCalledTimes(1);
    expect(contentApi.banners).toHaveBeenCalledTimes(1);
    expect(catalogApi.queryProducts).not.toHaveBeenCalled();
    expect(catalogApi.product).not.toHaveBeenCalled();
    expect(blogApi.list).not.toHaveBeenCalled();

    bringNear(teaser);
    expect(await screen.findByRole('heading', { name: 'Quiet Gold' })).toBeTruthy();
    expect(blogApi.list).toHaveBeenCalledTimes(1);
  });
});
