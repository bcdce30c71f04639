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
    nonReturnable: null,
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

/**
 * The breakup of a rate-linked 22K ring as the server answers it: 4.120 g at ₹11,900/g, making 12 % of the metal, a CZ
 * charge, GST 3 % and the round-off to whole rupees, then 10 % off.
 */
export function rateLinkedBreakup(overrides: Partial<ProductDetail['breakup']> = {}): ProductDetail['breakup'] {
  return {
    pricing: 'rate_linked',
    metal: { purity: 'gold_22k', label: '22K gold (916)', netWeight: 4.12, ratePerGram: 11900, value: 49028 },
    making: { kind: 'percent', rate: 12, amount: 5883.36 },
    charges: [{ label: 'CZ', amount: 450 }],
    subtotal: 55361.36,
    gstRate: 3,
    gst: 1660.84,
    roundOff: -0.2,
    price: 57022,
    discountPercent: 10,
    discount: 5702,
    total: 51320,
    totalTaxableValue: 49825.24,
    totalGst: 1494.76,
    ...overrides,
  };
}
