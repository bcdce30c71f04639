import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test/products';
import { PriceChangeNotice } from './PriceChangeNotice';

const productInfo = makeProduct({ price: 57022, discount: 10, salePrice: 51320 });

describe('PriceChangeNotice (issue 16)', () => {
  it('says the price moved since the piece was added, and lets the shopper take the new one', () => {
    const onAccept = vi.fn();
    render(<PriceChangeNotice line={{ addedPrice: 50110, productInfo }} onAccept={onAccept} />);
    expect(screen.getByRole('note').textContent).toContain(
      'Price updated from ₹50,110 to ₹51,320 since you added it — today’s metal rate changed.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK, got it' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('offers no button where there is nothing to acknowledge (checkout)', () => {
    render(<PriceChangeNotice line={{ addedPrice: 50110, productInfo }} />);
    expect(screen.getByRole('note')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing when the price held or the line predates the lock', () => {
    const { container, rerender } = render(<PriceChangeNotice line={{ addedPrice: 51320, productInfo }} />);
    expect(container.innerHTML).toBe('');
    rerender(<PriceChangeNotice line={{ addedPrice: null, productInfo }} />);
    expect(container.innerHTML).toBe('');
  });
});
