import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { type Gender, GENDERS } from '../../catalog/entities/product.entity.js';
import { listFromForm, numberFromForm, trim } from '../gift-form.js';

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
} as const;

/**
 * A new gift (spec 7 `gift-add`): multipart/form-data with 1 to 6 pictures in `images` and these text fields. Lists
 * (points, colors, sizes) come as a JSON array or as repeated fields; numbers as text.
 */
export class AddGiftDto {
  /** 2 to 200 characters; the slug is made from it, unique. */
  @Transform(trim)
  @IsString({ message: GIFT_MESSAGES.name })
  @Length(2, 200, { message: GIFT_MESSAGES.name })
  name: string;

  /** Default ''. */
  @IsOptionalButNotNull()
  @IsString({ message: GIFT_MESSAGES.description })
  @MaxLength(5000, { message: GIFT_MESSAGES.description })
  description?: string;

  /** Bullet points under the description, at most 20. Default none. */
  @IsOptionalButNotNull()
  @Transform(listFromForm)
  @IsArray({ message: GIFT_MESSAGES.points })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.points })
  @IsString({ each: true, message: GIFT_MESSAGES.points })
  @Length(1, 300, { each: true, message: GIFT_MESSAGES.points })
  points?: string[];

  /** List price in rupees, more than 0, at most 2 decimals. */
  @Transform(numberFromForm)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: GIFT_MESSAGES.price })
  @Min(0.01, { message: GIFT_MESSAGES.price })
  @Max(10_000_000, { message: GIFT_MESSAGES.price })
  price: number;

  /** Percent off, 0–100. Default 0. */
  @IsOptionalButNotNull()
  @Transform(numberFromForm)
  @IsInt({ message: GIFT_MESSAGES.discount })
  @Min(0, { message: GIFT_MESSAGES.discount })
  @Max(100, { message: GIFT_MESSAGES.discount })
  discount?: number;

  /** Pieces in stock, 0 or more. Default 0. */
  @IsOptionalButNotNull()
  @Transform(numberFromForm)
  @IsInt({ message: GIFT_MESSAGES.stock })
  @Min(0, { message: GIFT_MESSAGES.stock })
  @Max(1_000_000, { message: GIFT_MESSAGES.stock })
  stock?: number;

  /** Who it is for; default unisex. */
  @IsOptionalButNotNull()
  @IsIn(GENDERS, { message: GIFT_MESSAGES.gender })
  gender?: Gender;

  /** Default ''. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: GIFT_MESSAGES.brand })
  @MaxLength(100, { message: GIFT_MESSAGES.brand })
  brand?: string;

  /** Colours a shopper can choose, at most 20. Default none. */
  @IsOptionalButNotNull()
  @Transform(listFromForm)
  @IsArray({ message: GIFT_MESSAGES.colors })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.colors })
  @IsString({ each: true, message: GIFT_MESSAGES.colors })
  @Length(1, 40, { each: true, message: GIFT_MESSAGES.colors })
  colors?: string[];

  /** Sizes a shopper can choose, at most 20. Default none. */
  @IsOptionalButNotNull()
  @Transform(listFromForm)
  @IsArray({ message: GIFT_MESSAGES.sizes })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.sizes })
  @IsString({ each: true, message: GIFT_MESSAGES.sizes })
  @Length(1, 40, { each: true, message: GIFT_MESSAGES.sizes })
  sizes?: string[];
}
