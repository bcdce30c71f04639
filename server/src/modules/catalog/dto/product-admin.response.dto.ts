import { readOnlyFields } from '../../../common/http/read-only.js';
import { toRupees } from '../../../common/money.js';
import type { Product } from '../entities/product.entity.js';
import type { SaveProductDto } from './save-product.dto.js';

/** A product in the console (resource `products`). */
export class ProductAdminDto {
  id: string;
  name: string;
  slug: string;
  categoryId: string;
  /** The category's name. */
  category: string;
  brand: string;
  description: string;
  points: string[];
  /** male, female, kids or unisex */
  gender: 'male' | 'female' | 'kids' | 'unisex';
  /** List price in rupees. */
  price: number;
  /** Percent off, 0–100. */
  discount: number;
  /** Price after the discount in rupees. */
  salePrice: number;
  stock: number;
  /** Picture URLs (640 px WebP); the first is the card picture. */
  images: string[];
  colors: string[];
  sizes: string[];
  /** Mean review rating, 0–5 (kept by the review module). */
  rating: number;
  reviewCount: number;
  /** The owning seller account; null for the house shop. */
  sellerId: string | null;
  shopName: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What a product's save (SaveProductDto) takes back from the record and ignores. */
export const PRODUCT_ADMIN_READ_ONLY = readOnlyFields<ProductAdminDto, SaveProductDto>()(['id', 'category', 'salePrice', 'rating', 'reviewCount', 'createdAt', 'updatedAt']);

export function toProductAdmin(product: Product): ProductAdminDto {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    categoryId: product.categoryId,
    category: product.category?.name ?? '',
    brand: product.brand,
    description: product.description,
    points: product.points,
    gender: product.gender,
    price: toRupees(product.pricePaise),
    discount: product.discount,
    salePrice: toRupees(product.salePricePaise),
    stock: product.stock,
    images: product.images,
    colors: product.colors,
    sizes: product.sizes,
    rating: product.rating,
    reviewCount: product.reviewCount,
    sellerId: product.sellerId,
    shopName: product.shopName,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}
