import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { PRODUCT_SLUG } from '../../catalog/catalog-slug.js';
import { type Gender, GENDERS } from '../../catalog/entities/product.entity.js';
import { trim } from '../gift-form.js';
import { GIFT_IMAGE_URL, GIFT_IMAGES } from '../gift.rules.js';
import { GIFT_MESSAGES } from './add-gift.dto.js';

const trimEach = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value);
const IMAGES_MESSAGE = `images must be a list of ${GIFT_IMAGES.min} to ${GIFT_IMAGES.max} picture URLs under /uploads/products/ or /uploads/gifts/, as answered by POST /api/admin/products/images`;
const SLUG_MESSAGE = 'slug must be lower-case letters and digits joined by single dashes, at most 220 characters, e.g. silver-pendant-gift-box';

/**
 * A gift as the console sends it (JSON), for create (POST) and replace (PUT): pictures uploaded first through
 * POST /api/admin/products/images. On replace, an optional field left out keeps its value; on create it takes the
 * default named beside it.
 */
export class SaveGiftDto {
  /** 2 to 200 characters. */
  @Transform(trim)
  @IsString({ message: GIFT_MESSAGES.name })
  @Length(2, 200, { message: GIFT_MESSAGES.name })
  name: string;

  /** Left out: made from the name, unique (…-2, …-3) on create; kept on replace. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: SLUG_MESSAGE })
  @MaxLength(220, { message: SLUG_MESSAGE })
  @Matches(PRODUCT_SLUG, { message: SLUG_MESSAGE })
  slug?: string;

  /**
   * Always the 'Gifts' category: a gift never moves to another one. Its own category sent back (a client that sends the
   * whole record) is accepted; any other is refused with 400.
   */
  @IsOptionalButNotNull()
  @IsUUID('all', { message: "categoryId must be the id of the 'Gifts' category" })
  categoryId?: string;

  /** Default ''. */
  @IsOptionalButNotNull()
  @IsString({ message: GIFT_MESSAGES.description })
  @MaxLength(5000, { message: GIFT_MESSAGES.description })
  description?: string;

  /** Default none. */
  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray({ message: GIFT_MESSAGES.points })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.points })
  @IsString({ each: true, message: GIFT_MESSAGES.points })
  @Length(1, 300, { each: true, message: GIFT_MESSAGES.points })
  points?: string[];

  /** List price in rupees, more than 0, at most 2 decimals. */
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: GIFT_MESSAGES.price })
  @Min(0.01, { message: GIFT_MESSAGES.price })
  @Max(10_000_000, { message: GIFT_MESSAGES.price })
  price: number;

  /** Percent off, 0–100. Default 0. */
  @IsOptionalButNotNull()
  @IsInt({ message: GIFT_MESSAGES.discount })
  @Min(0, { message: GIFT_MESSAGES.discount })
  @Max(100, { message: GIFT_MESSAGES.discount })
  discount?: number;

  /** Pieces in stock. Default 0. */
  @IsOptionalButNotNull()
  @IsInt({ message: GIFT_MESSAGES.stock })
  @Min(0, { message: GIFT_MESSAGES.stock })
  @Max(1_000_000, { message: GIFT_MESSAGES.stock })
  stock?: number;

  /** Default unisex. */
  @IsOptionalButNotNull()
  @IsIn(GENDERS, { message: GIFT_MESSAGES.gender })
  gender?: Gender;

  /** Default ''. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: GIFT_MESSAGES.brand })
  @MaxLength(100, { message: GIFT_MESSAGES.brand })
  brand?: string;

  /** Default none. */
  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray({ message: GIFT_MESSAGES.colors })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.colors })
  @IsString({ each: true, message: GIFT_MESSAGES.colors })
  @Length(1, 40, { each: true, message: GIFT_MESSAGES.colors })
  colors?: string[];

  /** Default none. */
  @IsOptionalButNotNull()
  @Transform(trimEach)
  @IsArray({ message: GIFT_MESSAGES.sizes })
  @ArrayMaxSize(20, { message: GIFT_MESSAGES.sizes })
  @IsString({ each: true, message: GIFT_MESSAGES.sizes })
  @Length(1, 40, { each: true, message: GIFT_MESSAGES.sizes })
  sizes?: string[];

  /**
   * 1 to 6 picture URLs of product or gift pictures (never a banner's or a post's, whose files a gift's deletion must not
   * touch); the first is the card picture. Pictures dropped on replace are deleted unless still shown elsewhere.
   */
  @IsArray({ message: IMAGES_MESSAGE })
  @ArrayMinSize(GIFT_IMAGES.min, { message: IMAGES_MESSAGE })
  @ArrayMaxSize(GIFT_IMAGES.max, { message: IMAGES_MESSAGE })
  @IsString({ each: true, message: IMAGES_MESSAGE })
  @Matches(GIFT_IMAGE_URL, { each: true, message: IMAGES_MESSAGE })
  images: string[];
}
