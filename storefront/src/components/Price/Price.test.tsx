import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RUPEES, showPricesIn } from '../../lib/money';
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

  describe('in another display currency (issue 17)', () => {
    afterEach(() => showPricesIn(RUPEES));

    it('converts both prices at the rate, in whole dollars and marked approximate', () => {
      showPricesIn({ code: 'USD', locale: 'en-US', inrPerUnit: 89.75 });
      const { container } = render(<Price price={52_410} discount={10} />);
      // 52410 − 5241 = 47169 rupees → $525.56…; 52410 → $583.95…
      expect(container.querySelector('.price__sale')?.textContent).toBe('Price ≈\u00a0$526');
      expect(container.querySelector('s')?.textContent).toBe('Original price ≈\u00a0$584');
    });
  });
});
