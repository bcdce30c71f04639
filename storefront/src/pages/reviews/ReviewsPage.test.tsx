import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { latestReviewsApi, type LatestReview } from '../../features/reviews/latest-api';
import { renderWithApp, viewMore } from '../../test/render';
import { ReviewsPage } from './ReviewsPage';

vi.mock('../../features/reviews/latest-api', () => ({ latestReviewsApi: { list: vi.fn() } }));

let serial = 0;
function makeReview(rating: number, overrides: Partial<LatestReview> = {}): LatestReview {
  serial += 1;
  return {
    _id: `r${serial}`,
    name: `Customer ${serial}`,
    review: `Lovely finish, review ${serial}.`,
    rating,
    date: '2026-03-14T09:30:00.000Z',
    productName: 'Kundan Bangle Set of Four',
    productSlug: 'kundan-bangle-set-of-four',
    productImage: '/uploads/products/kundan-1-640.webp',
    ...overrides,
  };
}

const ALL = [5, 2, 4, 1, 3, 5, 4, 2, 3, 1].map((rating) => makeReview(rating));
const ORDER = {
  newest: ALL,
  high: [...ALL].sort((a, b) => b.rating - a.rating),
  low: [...ALL].sort((a, b) => a.rating - b.rating),
};

function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function showReviews(path = '/reviews') {
  vi.mocked(latestReviewsApi.list).mockImplementation(async ({ sort = 'newest', page = 1, perPage = 8 }) => ({
    reviews: ORDER[sort].slice((page - 1) * perPage, page * perPage),
    totalReview: ALL.length,
  }));
  return renderWithApp(
    <Routes>
      <Route
        path="/reviews"
        element={
          <>
            <ReviewsPage />
            <Address />
          </>
        }
      />
    </Routes>,
    path,
  );
}

const ratings = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('img', { name: /^Rated/ }).getAttribute('aria-label'));

describe('reviews page (spec 2, DECISIONS.md)', () => {
  it('shows the real count and the latest reviews with name, date, stars, comment and the product', async () => {
    showReviews();
    expect(await screen.findByRole('heading', { level: 2, name: '10 Reviews' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));

    const card = screen.getByRole('article', { name: `Review by ${ALL[0]?.name}` });
    expect(within(card).getByText('14 March 2026')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(card).getByText(ALL[0]?.review ?? '')).toBeTruthy();
    const product = within(card).getByRole('link', { name: 'Kundan Bangle Set of Four' });
    expect(product.getAttribute('href')).toBe('/product/details/kundan-bangle-set-of-four');
    expect(product.querySelector('img')?.getAttribute('src')).toBe('/uploads/products/kundan-1-640.webp');
    expect(latestReviewsApi.list).toHaveBeenCalledWith({ sort: 'newest', page: 1, perPage: 8 });
  });

  it("sorts by 'Low Rating' and 'High Rating', keeping the sort in the address", async () => {
    showReviews();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));
    const menu = screen.getByRole('combobox', { name: 'Sort by' });

    fireEvent.change(menu, { target: { value: 'low' } });
    await waitFor(() => expect(ratings()[0]).toBe('Rated 1 out of 5'));
    expect(ratings()).toEqual(ORDER.low.slice(0, 8).map((review) => `Rated ${review.rating} out of 5`));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?sort=low');

    fireEvent.change(menu, { target: { value: 'high' } });
    await waitFor(() => expect(ratings()[0]).toBe('Rated 5 out of 5'));
    expect(ratings()).toEqual(ORDER.high.slice(0, 8).map((review) => `Rated ${review.rating} out of 5`));
    expect(latestReviewsApi.list).toHaveBeenCalledWith({ sort: 'high', page: 1, perPage: 8 });
  });

  it('opens on the sort of its address and pages with View More', async () => {
    showReviews('/reviews?sort=low');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('low');
    expect(screen.getByText('Showing 8 of 10 reviews')).toBeTruthy();

    await viewMore(document.body, 10);
    expect(latestReviewsApi.list).toHaveBeenLastCalledWith({ sort: 'low', page: 2, perPage: 8 });
    expect(screen.queryByRole('button', { name: 'View More' })).toBeNull();
  });

  it('says so when there are no reviews, and offers Retry when they could not be loaded', async () => {
    vi.mocked(latestReviewsApi.list).mockResolvedValue({ reviews: [], totalReview: 0 });
    const { unmount } = renderWithApp(<ReviewsPage />, '/reviews');
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '0 Reviews' })).toBeTruthy();
    unmount();

    vi.mocked(latestReviewsApi.list).mockRejectedValue(new Error('Network Error'));
    renderWithApp(<ReviewsPage />, '/reviews');
    expect(await screen.findByText('We could not load the reviews.')).toBeTruthy();
  });
});
