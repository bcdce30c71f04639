import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogApi, type ProductQuery } from '../../features/catalog/api';
import { couponApi } from '../../features/coupon/api';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { DealsPage } from './DealsPage';

vi.mock('../../features/catalog/api', () => ({ catalogApi: { queryProducts: vi.fn() } }));
vi.mock('../../features/coupon/api', () => ({ couponApi: { list: vi.fn() } }));
vi.mock('../../features/wishlist/api', () => ({ wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() } }));

const deals = Array.from({ length: 30 }, (_, index) => makeProduct({ name: `Deal ${index}`, discount: 25 }));

describe('deals page (spec 2 and 4)', () => {
  it('asks for 20 % off or more, shows 20, then adds the rest', async () => {
    vi.mocked(catalogApi.queryProducts).mockImplementation(async (query: ProductQuery) => {
      const size = query.parPage ?? 20;
      const start = ((query.pageNumber ?? 1) - 1) * size;
      return { products: deals.slice(start, start + size), totalProduct: deals.length, parPage: size };
    });
    vi.mocked(couponApi.list).mockResolvedValue({
      couponData: [{ _id: 'k1', name: 'NAZAR15', price: 1499, discount: 15, userlimit: 1, expiresAt: null, sellerId: null, shopName: null }],
    });
    const { container } = renderWithApp(<DealsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Best Online Deals, Coupons & Offers' })).toBeTruthy();
    await waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(20));
    expect(catalogApi.queryProducts).toHaveBeenCalledWith(expect.objectContaining({ minDiscount: 20, pageNumber: 1, parPage: 20 }));
    expect(screen.getAllByText('45% OFF')).toHaveLength(20);
    expect(screen.getByText('15% off on orders above Rs. 1,499')).toBeTruthy();

    fireEvent.click(screen.getByText('View More'));
    await waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(30));
    expect(catalogApi.queryProducts).toHaveBeenLastCalledWith(expect.objectContaining({ pageNumber: 2, parPage: 20 }));
    expect(screen.queryByText('View More')).toBeNull();
  });
});
