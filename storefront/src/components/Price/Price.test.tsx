import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price', () => {
  it('shows the discounted price and strikes the list price through with two decimals', () => {
    const { container } = render(<Price price={1299} discount={15} />);
    // 1299 − floor(1299 × 15 / 100) = 1299 − 194
    expect(screen.getByText('₹1,105')).toBeTruthy();
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('Original price ₹1,299.00');
  });

  it('shows one price and nothing struck through without a discount', () => {
    const { container } = render(<Price price={2499} discount={0} />);
    expect(container.textContent).toBe('Price ₹2,499');
    expect(container.querySelector('s')).toBeNull();
  });
});
