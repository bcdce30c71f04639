import { ApiProperty } from '@nestjs/swagger';
import { NON_RETURNABLE_KINDS, type NonReturnableKind } from '../non-returnable.js';
import { readOnlyFields } from '../../../common/http/read-only.js';
import { toRupees } from '../../../common/money.js';
import type { Product } from '../entities/product.entity.js';
import type { SaveProductDto } from './save-product.dto.js';
import type { PurityCode } from '../../pricing/metal.js';
import { compositionAnswer } from '../product-composition.js';

/** A stone or other charge billed with a piece. */
export class ChargeAdminDto {
  /** "CZ", "ruby", "enamel" … */
  label: string;
  /** Rupees. */
  amount: number;
}

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
  /** List price in rupees (tax-inclusive); for a rate-linked piece, computed from today's rate. */
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
  /** fixed (the price is set by staff) or rate_linked (computed from today's rate and what the piece is made of). */
  pricing: 'fixed' | 'rate_linked';
  /** Metal and purity code (gold_22k, silver_925 …); null for a plated or fashion piece. */
  purity: PurityCode | null;
  /** Net metal weight in grams (3 decimals). */
  netWeight: number;
  /** per_gram, percent or fixed. */
  makingKind: 'per_gram' | 'percent' | 'fixed';
  /** Rupees per gram, a percent of the metal value, or rupees, as makingKind says. */
  makingValue: number;
  /** Stones and other charges in rupees. */
  charges: ChargeAdminDto[];
  /** HSN code the piece is billed under. */
  hsn: string;
  /** BIS hallmark unique ID; null when none. */
  huid: string | null;
  /** The kind of piece that cannot be returned (personalised, coin, utensil, idol); null when it can be. */
  @ApiProperty({ enum: NON_RETURNABLE_KINDS, nullable: true })
  nonReturnable: NonReturnableKind | null;
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
    ...compositionAnswer(product),
    nonReturnable: product.nonReturnable,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}
