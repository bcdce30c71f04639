import { ApiProperty } from '@nestjs/swagger';
import { PriceBreakupDto } from './price-breakup.response.dto.js';
import { NON_RETURNABLE_KINDS, type NonReturnableKind } from '../non-returnable.js';

export class CategoryDto {
  _id: string;
  name: string;
  /** Lower-case letters and digits joined by dashes: /category-data/{slug}. */
  slug: string;
  /** Picture URL (640 px WebP), or '' when none. */
  image: string;
}

export class CategoriesResponseDto {
  categorys: CategoryDto[];
}

export class CategoryResponseDto {
  category: CategoryDto;
}

export class ProductDto {
  _id: string;
  name: string;
  slug: string;
  /** The category's name. */
  category: string;
  categorySlug: string;
  brand: string;
  description: string;
  /** Bullet points of the description. */
  points: string[];
  /** male, female, kids or unisex */
  gender: 'male' | 'female' | 'kids' | 'unisex';
  /** List price in rupees. */
  price: number;
  /** Percent off the list price, 0–100. */
  discount: number;
  /** Price after the discount in rupees: price - floor(price * discount / 100). */
  salePrice: number;
  stock: number;
  /** Picture URLs, 640 px WebP; 320 and 1280 px versions share the name with -320 / -1280. */
  images: string[];
  color: string[];
  size: string[];
  /** Mean review rating, 0–5. */
  rating: number;
  reviewCount: number;
  sellerId: string | null;
  shopName: string;
  /**
   * The kind of piece the refund policy takes no return of (personalised, coin, utensil, idol: GET /api/returns/policy
   * labels each); null when it may be returned within the policy's window.
   */
  @ApiProperty({ enum: NON_RETURNABLE_KINDS, nullable: true })
  nonReturnable: NonReturnableKind | null;
  /** When it was listed: ISO 8601, UTC, milliseconds. */
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class HomeProductsResponseDto {
  /** Newest products, at most 48: the home grid. */
  products: ProductDto[];
  /** Newest 12. */
  latest_product: ProductDto[];
  /** Best rated 12. */
  topRated_product: ProductDto[];
  /** Largest discounts, 12. */
  discount_product: ProductDto[];
}

export class PriceRangeDto {
  /** Lowest sale price in rupees. */
  low: number;
  /** Highest sale price in rupees. */
  high: number;
}

export class PriceRangeLatestResponseDto {
  latest_product: ProductDto[];
  priceRange: PriceRangeDto;
}

export class ProductDetailResponseDto {
  product: ProductDto;
  /** How the product's price is made up, at today's rates (only this answer carries it, not the lists). */
  breakup: PriceBreakupDto;
  /** Other products of the same category, at most 12. */
  relatedProducts: ProductDto[];
  /** Other products of the same shop, at most 3. */
  moreProducts: ProductDto[];
}

export class QueryProductsResponseDto {
  products: ProductDto[];
  /** How many products match the query in all. */
  totalProduct: number;
  /** Page size used. */
  parPage: number;
}

export class SuggestionDto {
  name: string;
  slug: string;
  category: string;
  /** First picture URL, or ''. */
  image: string;
}

export class SuggestionsResponseDto {
  suggestions: SuggestionDto[];
}
