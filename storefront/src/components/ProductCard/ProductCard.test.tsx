import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartApi } from '../../features/cart/api';
import { wishlistApi } from '../../features/wishlist/api';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { ProductCard } from './ProductCard';

vi.mock('../../features/wishlist/api', () => ({
  wishlistApi: { list: vi.fn(), add: vi.fn(), remove: vi.fn() },
}));
vi.mock('../../features/cart/api', () => ({
  cartApi: { get: vi.fn(), add: vi.fn() },
}));

describe('ProductCard, listing variant (spec 2)', () => {
  it('shows the badge, category, name cut to 5 words, stars, both prices and the sizes, and links to the product', () => {
    const product = makeProduct({ name: 'Halo Solitaire Ring in 18K Rose Gold', discount: 15, price: 1299 });
    renderWithApp(<ProductCard product={product} />);
    const card = screen.getByRole('article');

    expect(within(card).getByText('-15%')).toBeTruthy();
    expect(within(card).getByText('Rings')).toBeTruthy();
    expect(within(card).getByText('Halo Solitaire Ring in 18K…')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(within(card).getByText('₹1,105')).toBeTruthy();
    expect(card.querySelector('s')?.textContent).toContain('₹1,299.00');
    expect(card.textContent).toContain('Size : 6, 7, 8');

    const link = within(card).getByRole('link', { name: 'Halo Solitaire Ring in 18K Rose Gold' });
    expect(link.getAttribute('href')).toBe(`/product/details/${product.slug}`);
  });

  it('shows no badge without a discount, unless asked to always (evil-eye page)', () => {
    const product = makeProduct({ discount: 0 });
    const { unmount } = renderWithApp(<ProductCard product={product} />);
    expect(screen.queryByText(/^-\d+%$/)).toBeNull();
    unmount();

    renderWithApp(<ProductCard product={product} alwaysShowBadge />);
    expect(screen.getByText('-0%')).toBeTruthy();
  });

  it('gives the picture a srcset of the stored widths, and lazy-loads it unless it is on the first screen', () => {
    const product = makeProduct();
    renderWithApp(<ProductCard product={product} />);
    const image = screen.getByRole('img', { name: product.name });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('srcset')).toContain('-1280.webp 1280w');
    expect(image.getAttribute('width')).toBe('640');
  });
});

describe('ProductCard, deal variant (spec 2, DECISIONS.md)', () => {
  it('labels the deal with discount + 20 and offers Get Deal', () => {
    const product = makeProduct({ discount: 25 });
    renderWithApp(<ProductCard product={product} variant="deal" />);
    expect(screen.getByText('45% OFF')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Get deal: ${product.name}` }).textContent).toBe('Get Deal');
  });
});

describe('ProductCard for a guest (spec 5, DECISIONS.md)', () => {
  it('opens Sign In from the heart and sends nothing', () => {
    const product = makeProduct();
    renderWithApp(<ProductCard product={product} />);
    fireEvent.click(screen.getByRole('button', { name: `Add ${product.name} to wishlist` }));

    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(wishlistApi.add).not.toHaveBeenCalled();
  });

  it("reads 'ADD TO CART' and is named for its piece in words that start the same", () => {
    const product = makeProduct();
    renderWithApp(<ProductCard product={product} variant="category" />);
    const button = screen.getByRole('button', { name: `Add to cart: ${product.name}` });
    expect(button.textContent).toBe('ADD TO CART');
  });

  it('opens Sign In from ADD TO CART and sends nothing', () => {
    const product = makeProduct();
    renderWithApp(<ProductCard product={product} variant="category" />);
    fireEvent.click(screen.getByRole('button', { name: `Add to cart: ${product.name}` }));

    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(cartApi.add).not.toHaveBeenCalled();
  });

  it('offers nothing to add when the piece is sold out', () => {
    const product = makeProduct({ stock: 0 });
    renderWithApp(<ProductCard product={product} variant="category" />);
    expect((screen.getByRole('button', { name: `Sold out: ${product.name}` }) as HTMLButtonElement).disabled).toBe(true);
  });
});
