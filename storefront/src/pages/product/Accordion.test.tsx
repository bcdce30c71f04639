import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const sections = [
  { id: 'description', title: 'Description', render: () => <p>Hand-set kundan stones.</p> },
  { id: 'shipping', title: 'Shipping Information', render: () => <p>Free standard shipping.</p> },
  { id: 'reviews', title: 'Customer Reviews', render: () => <p>Loved it.</p> },
];

function expanded(name: string): string | null {
  return screen.getByRole('button', { name }).getAttribute('aria-expanded');
}

describe('Accordion (spec 2: one open at a time)', () => {
  it('opens the first section and ties each button to its panel', () => {
    render(<Accordion sections={sections} initiallyOpen="description" />);
    const button = screen.getByRole('button', { name: 'Description' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toBe('Hand-set kundan stones.');
    expect(screen.getByRole('region', { name: 'Description' })).toBe(panel);
    expect(screen.queryByText('Free standard shipping.')).toBeNull();
  });

  it('closes the open section when another opens', () => {
    render(<Accordion sections={sections} initiallyOpen="description" />);
    fireEvent.click(screen.getByRole('button', { name: 'Shipping Information' }));

    expect(expanded('Shipping Information')).toBe('true');
    expect(expanded('Description')).toBe('false');
    expect(expanded('Customer Reviews')).toBe('false');
    expect(screen.getByText('Free standard shipping.')).toBeTruthy();
    expect(screen.queryByText('Hand-set kundan stones.')).toBeNull();
  });

  it('closes the open section on a second click', () => {
    render(<Accordion sections={sections} initiallyOpen="description" />);
    fireEvent.click(screen.getByRole('button', { name: 'Description' }));
    expect(sections.map((section) => expanded(section.title))).toEqual(['false', 'false', 'false']);
  });
});
