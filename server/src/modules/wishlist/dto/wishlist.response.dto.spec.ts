import type { LoadedWishlistItem } from './wishlist.response.dto.js';
import { toWishlistResponse } from './wishlist.response.dto.js';

const item = (id: string, images: string[]): LoadedWishlistItem => ({
  id,
  userId: 'user-1',
  productId: `product-${id}`,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  product: { name: 'Classic Solitaire Ring', slug: 'classic-solitaire-ring', pricePaise: 99_900, images, discount: 15, rating: 4.5 },
});

describe('toWishlistResponse', () => {
  it('answers the list price in rupees, the first picture, and the count', () => {
    const response = toWishlistResponse([item('a', ['/uploads/a-640.webp', '/uploads/b-640.webp']), item('b', [])]);
    expect(response.wishlistCount).toBe(2);
    expect(response.wishlists[0]).toEqual({
      _id: 'a',
      productId: 'product-a',
      name: 'Classic Solitaire Ring',
      price: 999,
      image: '/uploads/a-640.webp',
      discount: 15,
      rating: 4.5,
      slug: 'classic-solitaire-ring',
    });
  });

  it("answers '' for a product without pictures", () => {
    expect(toWishlistResponse([item('b', [])]).wishlists[0]?.image).toBe('');
  });
});
