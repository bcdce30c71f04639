import { ApiProperty } from '@nestjs/swagger';
import { NON_RETURNABLE_KINDS, type NonReturnableKind } from '../non-returnable.js';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { OptionalSlug } from '../../../common/http/optional-slug.decorator.js';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { SLUG_MAX } from '../../../common/slug.js';
import { type Gender, GENDERS } from '../entities/product.entity.js';
import { PRODUCT_ADMIN_READ_ONLY } from './product-admin.response.dto.js';
import { ProductCompositionDto } from './product-composition.dto.js';
import { trim, trimEach } from '../../../common/http/trim.js';

/** A picture as StorageService stores it: `/uploads/<folder>/<name>-<320|640|1280>.webp`. */
export const UPLOADED_IMAGE_URL = /^\/uploads\/(?:[a-z0-9-]+\/)*[a-z0-9-]+-(?:320|640|1280)\.webp$/;

/**
 * A product as the console sends it, for create (POST) and replace (PUT). On replace, an optional field left
 * out keeps its stored value; on create it takes the default named beside it. A seller may send sellerId and
 * shopName back unchanged, not change them (403).
 */
@AcceptsReadOnly(PRODUCT_ADMIN_READ_ONLY)
export class SaveProductDto extends ProductCompositionDto {
  /** 2 to 200 characters. */
  @Transform(trim)
  @IsString()
  @Length(2, 200)
  name: string;

  /** Lower-case letters and digits joined by dashes. Left out: made from the name, unique (…-2, …-3); kept on replace. A replaced slug keeps leading here. */
  @OptionalSlug(SLUG_MAX.product, 'gold-jhumka-earrings')
  slug?: string;

  @IsUUID('all', { message: 'categoryId must be the id of a category' })
  categoryId: string;

  /** Default ''. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  brand?: string;

  /** Default ''. */
  @IsOptionalButNotNull()
  @IsString()
  @MaxLength(5000)
  description?: string;

  /** Bullet points under the description, at most 20. Default none. */
  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 300, { each: true, message: 'each of points must be 1 to 300 characters' })
  points?: string[];

  @IsIn(GENDERS, { message: `gender must be one of ${GENDERS.join(', ')}` })
  gender: Gender;

  /** List price in rupees, more than 0, at most 2 decimals. Required for a fixed-price piece; ignored for a rate-linked one, whose price is computed from today's rate. */
  @ValidateIf((dto: SaveProductDto, value: unknown) => value !== undefined || dto.pricing !== 'rate_linked')
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'price must be a number of rupees with at most 2 decimals' })
  // @Min rather than @IsPositive: the OpenAPI shim would document IsPositive as a minimum of 1.
  @Min(0.01, { message: 'price must be more than 0' })
  @Max(10_000_000)
  price?: number;

  /** Percent off, 0–100. Default 0. */
  @IsOptionalButNotNull()
  @IsInt()
  @Min(0)
  @Max(100)
  discount?: number;

  /** Pieces in stock, 0 or more. Default 0. */
  @IsOptionalButNotNull()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  stock?: number;

  /** Colours a shopper can choose, at most 20. Default none. */
  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 40, { each: true, message: 'each of colors must be 1 to 40 characters' })
  colors?: string[];

  /** Sizes a shopper can choose, at most 20. Default none. */
  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 40, { each: true, message: 'each of sizes must be 1 to 40 characters' })
  sizes?: string[];

  /** 1 to 12 picture URLs under /uploads/, as answered by POST /api/admin/products/images; the first is the card picture. */
  @IsArray()
  @ArrayMinSize(1, { message: 'images must hold at least one picture' })
  @ArrayMaxSize(12)
  @IsString({ each: true })
  @Matches(UPLOADED_IMAGE_URL, { each: true, message: 'each of images must be a URL under /uploads/ as answered by POST /api/admin/products/images' })
  images: string[];

  /** Admins only: the seller account that owns the product, or null for the house shop. Default: the caller if a seller, else null. */
  @IsOptional()
  @IsUUID('all', { message: 'sellerId must be the id of a seller account, or null for the house shop' })
  sellerId?: string | null;

  /**
   * The kind of piece the refund policy takes no return of — personalised, coin, utensil or idol — or null when it may be
   * returned. Left out: unchanged (null for a new piece). Order lines keep the value the piece had when ordered.
   */
  @ApiProperty({ enum: NON_RETURNABLE_KINDS, nullable: true, required: false })
  @IsOptional()
  @IsIn(NON_RETURNABLE_KINDS, { message: `nonReturnable must be one of ${NON_RETURNABLE_KINDS.join(', ')}, or null` })
  nonReturnable?: NonReturnableKind | null;

  /** Admins only: the shop name shown with the product. Default: the seller's account name, or the house shop's name. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString()
  @Length(1, 120)
  shopName?: string;
}
