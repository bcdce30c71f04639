import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { catalogApi } from '../../features/catalog/api';
import { reviewsApi, type Reviews } from '../../features/reviews/api';
import { makeProduct, productDetail } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { MEERA, signInAsMeera } from '../../test/session';
import { ProductReviews } from './ProductReviews';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/reviews/api', () => ({ reviewsApi: { list: vi.fn(), submit: vi.fn() } }));
vi.mock('../../features/catalog/api', () => ({ catalogApi: { product: vi.fn() } }));

const BARS = [
  { rating: 5, sum: 4 },
  { rating: 4, sum: 2 },
  { rating: 3, sum: 1 },
  { rating: 2, sum: 0 },
  { rating: 1, sum: 0 },
  { rating: 0, sum: 0 },
];

/** Page `pageNo` of `total` reviews, 5 to a page, newest first. */
function pageOf(total: number, pageNo: number): Reviews {
  const first = (pageNo - 1) * 5;
  const count = Math.max(0, Math.min(5, total - first));
  return {
    reviews: Array.from({ length: count }, (_, index) => ({
      _id: `r${first + index + 1}`,
      name: `Shopper ${first + index + 1}`,
      review: `Review number ${first + index + 1}`,
      rating: 5,
      date: '2025-03-14T10:00:00.000Z',
    })),
    totalReview: total,
    rating_review: BARS,
  };
}

beforeEach(() => {
  vi.mocked(reviewsApi.list).mockImplementation((_productId, pageNo) => Promise.resolve(pageOf(7, pageNo)));
});

describe('Customer Reviews (spec 2 and 4)', () => {
  it('shows the overall rating out of 5, the count and a bar per star level 5 to 0', async () => {
    renderWithApp(<ProductReviews product={makeProduct({ rating: 4.43 })} />);
    expect(await screen.findByText('7 reviews')).toBeTruthy();
    expect(screen.getByText('4.4')).toBeTruthy();
    expect(screen.getByText('out of 5', { exact: false })).toBeTruthy();
    const bars = within(screen.getByRole('list', { name: 'Reviews per star rating' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '5 stars4 reviews',
      '4 stars2 reviews',
      '3 stars1 review',
      '2 stars0 reviews',
      '1 star0 reviews',
      '0 stars0 reviews',
    ]);
  });

  it('lists rating, date, name and text of each review, 5 to a page, and pages on', async () => {
    const product = makeProduct();
    renderWithApp(<ProductReviews product={product} />);
    const first = await screen.findByRole('article', { name: 'Review by Shopper 1' });
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(first).getByText('14 March 2025')).toBeTruthy();
    expect(within(first).getByText('Review number 1')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(5);

    const pager = screen.getByRole('navigation', { name: 'Review pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('article', { name: 'Review by Shopper 6' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(reviewsApi.list).toHaveBeenLastCalledWith(product._id, 2);
    expect((within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no paging for 5 reviews or fewer', async () => {
    vi.mocked(reviewsApi.list).mockResolvedValue(pageOf(5, 1));
    renderWithApp(<ProductReviews product={makeProduct()} />);
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  });

  it('says so when there are no reviews yet', async () => {
    vi.mocked(reviewsApi.list).mockResolvedValue({ reviews: [], totalReview: 0, rating_review: BARS.map((bar) => ({ ...bar, sum: 0 })) });
    renderWithApp(<ProductReviews product={makeProduct({ rating: 0 })} />);
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });

  it('offers Try again when the reviews cannot be loaded', async () => {
    vi.mocked(reviewsApi.list).mockRejectedValueOnce(new Error('offline'));
    renderWithApp(<ProductReviews product={makeProduct()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the reviews.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('7 reviews')).toBeTruthy();
  });

  it('shows a guest a Login link instead of the form, which comes back to the piece', async () => {
    renderWithApp(<ProductReviews product={makeProduct()} />, '/product/details/kundan-bangle-set-of-four');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?next=%2Fproduct%2Fdetails%2Fkundan-bangle-set-of-four');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});

describe('writing a review (spec 4, DECISIONS.md)', () => {
  it('picks stars as a radio group', async () => {
    signInAsMeera();
    renderWithApp(<ProductReviews product={makeProduct()} />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);

    fireEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect((within(group).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(false);
    const lit = group.querySelectorAll('.star-picker__star--lit');
    expect(lit).toHaveLength(4);
  });

  it('requires a rating and the text, and sends nothing without them', async () => {
    signInAsMeera();
    renderWithApp(<ProductReviews product={makeProduct()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByText('Please choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByText('Please write your review.')).toBeTruthy();
    expect(screen.getByLabelText('Your review').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'Your rating' }).getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText('Please choose a rating from 1 to 5 stars.')).toBeNull();
    expect(screen.getByText('Please write your review.')).toBeTruthy();
    expect(reviewsApi.submit).not.toHaveBeenCalled();
  });

  it("sends the review under the customer's name, then clears the form and reads the reviews and the product again", async () => {
    signInAsMeera();
    const success = vi.spyOn(toast, 'success');
    vi.mocked(reviewsApi.submit).mockResolvedValue({ message: 'Thank you! Your review has been submitted.' });
    vi.mocked(catalogApi.product).mockResolvedValue(productDetail(makeProduct()));
    const product = makeProduct();
    renderWithApp(<ProductReviews product={product} />);
    await screen.findByText('7 reviews');
    const readsBefore = vi.mocked(reviewsApi.list).mock.calls.length;

    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: '  Beautiful finish.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Thank you! Your review has been submitted.'));
    expect(reviewsApi.submit).toHaveBeenCalledWith({
      name: MEERA.name,
      review: 'Beautiful finish.',
      rating: 4,
      productId: product._id,
    });
    await waitFor(() => expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe(''));
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(false);
    expect(vi.mocked(reviewsApi.list).mock.calls.length).toBeGreaterThan(readsBefore);
  });

  it("toasts the server's sentence when the review is refused, and keeps what was written", async () => {
    signInAsMeera();
    const error = vi.spyOn(toast, 'error');
    vi.mocked(reviewsApi.submit).mockRejectedValue(new ApiError(409, 'ALREADY_REVIEWED', 'You have already reviewed this product.'));
    renderWithApp(<ProductReviews product={makeProduct()} />);

    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Again!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('You have already reviewed this product.'));
    expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Again!');
  });
});
