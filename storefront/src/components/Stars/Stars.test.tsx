import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './Stars';

function fills(container: HTMLElement): (string | undefined)[] {
  return Array.from(container.querySelectorAll<HTMLElement>('[data-fill]')).map((star) => star.dataset.fill);
}

describe('Stars', () => {
  it('draws full, half and empty stars by the rule of spec 5 and reads the rating out', () => {
    const { container } = render(<Stars rating={3.6} />);
    expect(fills(container)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(screen.getByRole('img', { name: 'Rated 3.6 out of 5' })).toBeTruthy();
  });

  it('leaves a star empty when the rating is more than half a star short of it', () => {
    const { container } = render(<Stars rating={4.4} />);
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  it('shows how many reviews there are when asked', () => {
    const { container } = render(<Stars rating={5} reviewCount={12} />);
    expect(container.textContent).toContain('(12 reviews)');
  });
});
