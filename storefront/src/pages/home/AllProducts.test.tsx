import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { AllProducts } from './AllProducts';

vi.mock('../../features/wishlist/api', () => ({ wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() } }));

const products = Array.from({ length: 48 }, (_, index) =>
  index % 8 === 0
    ? makeProduct({ name: `Jhumka ${index}`, category: 'Earrings', categorySlug: 'earrings' })
    : makeProduct({ name: `Ring ${index}` }),
);

function cards() {
  return Array.from(document.querySelectorAll('article'));
}

describe('home grid (spec 4: 20 visible, +20 per View More)', () => {
  it('shows 20, then 40, then the last 8 and no more button', () => {
    renderWithApp(<AllProducts products={products} failed={false} onRetry={() => undefined} />);
    expect(cards()).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 48 products')).toBeTruthy();

    fireEvent.click(screen.getByText('View More'));
    expect(cards()).toHaveLength(40);

    fireEvent.click(screen.getByText('View More'));
    expect(cards()).toHaveLength(48);
    expect(screen.queryByText('View More')).toBeNull();
    // 48 cards take jsdom a while on a busy machine
  }, 15_000);

  it("filters to 'Earrings' and starts again from 20", () => {
    renderWithApp(<AllProducts products={products} failed={false} onRetry={() => undefined} />);
    fireEvent.click(screen.getByText('View More'));

    const earrings = screen.getByText('Earrings', { selector: 'button' });
    fireEvent.click(earrings);
    expect(earrings.getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toHaveLength(6);
    expect(cards().every((card) => within(card).queryByText('Earrings') !== null)).toBe(true);

    fireEvent.click(screen.getByText('All Products', { selector: 'button' }));
    expect(cards()).toHaveLength(20);
  });

  it('offers Retry when the products could not be loaded', () => {
    const retry = vi.fn();
    renderWithApp(<AllProducts products={undefined} failed onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});
