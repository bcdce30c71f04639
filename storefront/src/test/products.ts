import type { Product, ProductDetail } from '../features/catalog/api';

let serial = 0;

/** A product as GET /api/home/* answers it; every field can be overridden. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  serial += 1;
  const id = `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
  return {
    _id: id,
    name: 'Halo Solitaire Ring in 18K Rose Gold',
    slug: `halo-solitaire-ring-${serial}`,
    category: 'Rings',
    categorySlug: 'rings',
    brand: 'Sona Heritage',
    description: 'A lab-grown diamond in a halo of twelve smaller stones.',
    points: [],
    gender: 'female',
    price: 1299,
    discount: 15,
    salePrice: 1105,
    stock: 6,
    images: [`/uploads/products/halo-${serial}-1-640.webp`, `/uploads/products/halo-${serial}-2-640.webp`],
    color: ['Rose Gold'],
    size: ['6', '7', '8'],
    rating: 4.5,
    reviewCount: 12,
    sellerId: null,
    shopName: 'Sona Jewellers',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * GET /api/home/get-product/{slugOrId}'s answer for `product`, with the breakup of a fixed-price piece (the server's
 * figures for a price of ₹1,299 at 15 % off; the storefront shows them, never computes them).
 */
export function productDetail(product: Product, relatedProducts: Product[] = [], moreProducts: Product[] = []): ProductDetail {
  return {
    product,
    breakup: {
      pricing: 'fixed',
      metal: null,
      making: null,
      charges: [],
      subtotal: 1261.17,
      gstRate: 3,
      gst: 37.83,
      roundOff: 0,
      price: 1299,
      discountPercent: 15,
      discount: 194,
      total: 1105,
      totalTaxableValue: 1072.82,
      totalGst: 32.18,
    },
    relatedProducts,
    moreProducts,
  };
}
