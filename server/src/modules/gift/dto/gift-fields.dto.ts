import { IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsString, Length, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { OptionalSlug } from '../../../common/http/optional-slug.decorator.js';
import { SLUG_MAX } from '../../../common/slug.js';
import { type Gender, GENDERS } from '../../catalog/entities/product.entity.js';
import { ProductCompositionDto } from '../../catalog/dto/product-composition.dto.js';
import { trim, trimEach } from '../../../common/http/trim.js';

export const GIFT_MESSAGES = {
  name: 'name must be text of 2 to 200 characters',
  description: 'description must be text of at most 5000 characters',
  points: 'points must be a list of at most 20 bullet points, each 1 to 300 characters',
  price: 'price must be a number of rupees more than 0 and at most 10000000, with at most 2 decimals',
  discount: 'discount must be a whole number from 0 to 100',
  stock: 'stock must be a whole number from 0 to 1000000',
  gender: `gender must be one of ${GENDERS.join(', ')}`,
  brand: 'brand must be text of at most 100 characters',
  colors: 'colors must be a list of at most 20 colours, each 1 to 40 characters',
  sizes: 'sizes must be a list of at most 20 sizes, each 1 to 40 characters',
  color: 'color must be a list of at most 20 colours, each 1 to 40 characters',
  size: 'size must be a list of at most 20 sizes, each 1 to 40 characters',
  category: 'category must be the name (or slug) of a category, e.g. Rings',
} as const;

/** Strings in a JSON list trimmed; anything else left for validation to name. */

// The rules of a gift's fields, shared by AddGiftDto (multipart), SaveGiftDto (the console's JSON) and UpdateGiftDto
// (every field optional). No doc comments here: they would become the OpenAPI descriptions of every DTO, and each DTO
// documents the fields its own way, on its own `declare`d properties. Name stands apart from the rest so that
// SaveGiftDto can put slug and categoryId between them, where they have always been (the order of its schema's
// properties and of its validation errors).

export class GiftNameDto {
  @Transform(trim)
  @IsString({ message: GIFT_MESSAGES.name })
  @Length(2, 200, { message: GIFT_MESSAGES.name })
  name: string;
}

export class GiftDetailsDto {
  @IsOptionalButNotNull()
  @IsString({ message: GIFT_MESSAGES.description })
  @MaxLength(5000, { message: GIFT_MESSAGES.description })
  description?: string;

  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray({ message: GIFT_MESSAGES.points })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.points })
  @IsString({ each: true, message: GIFT_MESSAGES.points })
  @Length(1, 300, { each: true, message: GIFT_MESSAGES.points })
  points?: string[];

  // A rate-linked gift's price is computed from today's rate: one sent is ignored, none needed.
  @ValidateIf((dto: { pricing?: string }, value: unknown) => value !== undefined || dto.pricing !== 'rate_linked')
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: GIFT_MESSAGES.price })
  @Min(0.01, { message: GIFT_MESSAGES.price })
  @Max(10_000_000, { message: GIFT_MESSAGES.price })
  price?: number;

  @IsOptionalButNotNull()
  @IsInt({ message: GIFT_MESSAGES.discount })
  @Min(0, { message: GIFT_MESSAGES.discount })
  @Max(100, { message: GIFT_MESSAGES.discount })
  discount?: number;

  @IsOptionalButNotNull()
  @IsInt({ message: GIFT_MESSAGES.stock })
  @Min(0, { message: GIFT_MESSAGES.stock })
  @Max(1_000_000, { message: GIFT_MESSAGES.stock })
  stock?: number;

  @IsOptionalButNotNull()
  @IsIn(GENDERS, { message: GIFT_MESSAGES.gender })
  gender?: Gender;

  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: GIFT_MESSAGES.brand })
  @MaxLength(100, { message: GIFT_MESSAGES.brand })
  brand?: string;

  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray({ message: GIFT_MESSAGES.colors })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.colors })
  @IsString({ each: true, message: GIFT_MESSAGES.colors })
  @Length(1, 40, { each: true, message: GIFT_MESSAGES.colors })
  colors?: string[];

  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray({ message: GIFT_MESSAGES.sizes })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.sizes })
  @IsString({ each: true, message: GIFT_MESSAGES.sizes })
  @Length(1, 40, { each: true, message: GIFT_MESSAGES.sizes })
  sizes?: string[];
}

/** A gift's fields as it is written: name and price (unless rate-linked) required, the others optional but never null. */
export class GiftFieldsDto extends IntersectionType(GiftNameDto, GiftDetailsDto, ProductCompositionDto) {}

/**
 * What spec 3's gift data carries beyond those, a gift being product-shaped: its slug, its category by name (as a
 * product answers it) and its colours and sizes under a product's names, color and size (the console's colors and
 * sizes are taken too, one name of each pair at a time).
 */
export class GiftSpecFieldsDto {
  @OptionalSlug(SLUG_MAX.product, 'silver-pendant-gift-box')
  slug?: string;

  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: GIFT_MESSAGES.category })
  @Length(1, 100, { message: GIFT_MESSAGES.category })
  category?: string;

  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray({ message: GIFT_MESSAGES.color })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.color })
  @IsString({ each: true, message: GIFT_MESSAGES.color })
  @Length(1, 40, { each: true, message: GIFT_MESSAGES.color })
  color?: string[];

  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray({ message: GIFT_MESSAGES.size })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.size })
  @IsString({ each: true, message: GIFT_MESSAGES.size })
  @Length(1, 40, { each: true, message: GIFT_MESSAGES.size })
  size?: string[];
}
