import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { NON_RETURNABLE_KINDS, type NonReturnableKind } from '../../catalog/non-returnable.js';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { OptionalSlug } from '../../../common/http/optional-slug.decorator.js';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { SLUG_MAX } from '../../../common/slug.js';
import type { Gender } from '../../catalog/entities/product.entity.js';
import { GIFT_IMAGE_URL, GIFT_IMAGES } from '../gift.rules.js';
import { ProductCompositionDto } from '../../catalog/dto/product-composition.dto.js';
import { GiftDetailsDto, GiftNameDto } from './gift-fields.dto.js';
import { GIFT_ADMIN_READ_ONLY } from './gift.response.dto.js';

const IMAGES_MESSAGE = `images must be a list of ${GIFT_IMAGES.min} to ${GIFT_IMAGES.max} picture URLs under /uploads/products/ or /uploads/gifts/, as answered by POST /api/admin/products/images`;

class SaveGiftPlaceDto {
  @OptionalSlug(SLUG_MAX.product, 'silver-pendant-gift-box')
  slug?: string;

  @IsOptionalButNotNull()
  @IsUUID('all', { message: 'categoryId must be the id of an existing category' })
  categoryId?: string;
}

class SaveGiftImagesDto {
  @IsArray({ message: IMAGES_MESSAGE })
  @ArrayMinSize(GIFT_IMAGES.min, { message: IMAGES_MESSAGE })
  @ArrayMaxSize(GIFT_IMAGES.max, { message: IMAGES_MESSAGE })
  @IsString({ each: true, message: IMAGES_MESSAGE })
  @Matches(GIFT_IMAGE_URL, { each: true, message: IMAGES_MESSAGE })
  images: string[];
}

/**
 * A gift as the console sends it (JSON), for create (POST) and replace (PUT): pictures uploaded first through
 * POST /api/admin/products/images. On replace, an optional field left out keeps its value; on create it takes the
 * default named beside it. The rules come from the parts intersected, in this order; the fields are declared again
 * only to document them (and so to order them in the OpenAPI schema).
 */
@AcceptsReadOnly(GIFT_ADMIN_READ_ONLY)
export class SaveGiftDto extends IntersectionType(GiftNameDto, SaveGiftPlaceDto, GiftDetailsDto, SaveGiftImagesDto, ProductCompositionDto) {
  /** 2 to 200 characters. */
  declare name: string;

  /** Used when no other product has it (409 otherwise). Left out: made from the name, unique (…-2, …-3) on create; kept on replace. A replaced slug keeps leading here. */
  declare slug?: string;

  /**
   * The category the gift is shown under besides the gift store (spec 3: a gift is product-shaped), e.g. Rings. Left
   * out: the 'Gifts' category on create; kept on replace.
   */
  declare categoryId?: string;

  /** Default ''. */
  declare description?: string;

  /** Default none. */
  declare points?: string[];

  /** List price in rupees, more than 0, at most 2 decimals; required for a fixed-price gift, ignored for a rate-linked one. */
  declare price?: number;

  /** Percent off, 0–100. Default 0. */
  declare discount?: number;

  /** Pieces in stock. Default 0. */
  declare stock?: number;

  /** Default unisex. */
  declare gender?: Gender;

  /** Default ''. */
  declare brand?: string;

  /** Default none. */
  declare colors?: string[];

  /** Default none. */
  declare sizes?: string[];

  /** The kind of piece that cannot be returned (personalised, coin, utensil, idol), or null when it can. Left out: unchanged (null on create). */
  @ApiProperty({ enum: NON_RETURNABLE_KINDS, nullable: true, required: false })
  @IsOptional()
  @IsIn(NON_RETURNABLE_KINDS, { message: `nonReturnable must be one of ${NON_RETURNABLE_KINDS.join(', ')}, or null` })
  nonReturnable?: NonReturnableKind | null;

  /**
   * 1 to 6 picture URLs of product or gift pictures (never a banner's or a post's, whose files a gift's deletion must not
   * touch); the first is the card picture. Pictures dropped on replace are deleted unless still shown elsewhere.
   */
  declare images: string[];
}
