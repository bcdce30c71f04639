import { readOnlyFields } from '../../../common/http/read-only.js';
import { ProductDto } from '../../catalog/dto/catalog.response.dto.js';
import type { ProductAdminDto } from '../../catalog/dto/product-admin.response.dto.js';
import type { AddGiftDto } from './add-gift.dto.js';
import type { SaveGiftDto } from './save-gift.dto.js';
import type { UpdateGiftDto } from './update-gift.dto.js';

/** A gift is product-shaped (spec 3 'Gift'): the catalogue's product, shown under its category ('Gifts' unless named). */
/**
 * What a gift's save in the console (SaveGiftDto) takes back from its record (ProductAdminDto) and ignores: a gift's
 * shop is its creator's and never changes; its category is written through categoryId.
 */
export const GIFT_ADMIN_READ_ONLY = readOnlyFields<ProductAdminDto, SaveGiftDto>()([
  'id',
  'category',
  'salePrice',
  'rating',
  'reviewCount',
  'sellerId',
  'shopName',
  'createdAt',
  'updatedAt',
]);

/**
 * What gift-add and gift-update (spec 3: gift data is product-shaped) take from a product as gift-get answers it and
 * ignore, around its pictures (which gift-add takes and gift-update does not); whether a gift may be returned is set in
 * the console only (SaveGiftDto). Two parts so that gift-update's list keeps `images` where its OpenAPI text names it.
 */
const PRODUCT_READ_ONLY_BEFORE_IMAGES = ['_id', 'categorySlug', 'salePrice'] as const;
const PRODUCT_READ_ONLY_AFTER_IMAGES = ['rating', 'reviewCount', 'sellerId', 'shopName', 'nonReturnable', 'createdAt'] as const;

export const GIFT_READ_ONLY_ON_ADD = readOnlyFields<ProductDto, AddGiftDto>()([...PRODUCT_READ_ONLY_BEFORE_IMAGES, ...PRODUCT_READ_ONLY_AFTER_IMAGES]);

/** The same for gift-update, which changes no picture (gift-image-update does). */
export const GIFT_READ_ONLY_ON_UPDATE = readOnlyFields<ProductDto, UpdateGiftDto>()([
  ...PRODUCT_READ_ONLY_BEFORE_IMAGES,
  'images',
  ...PRODUCT_READ_ONLY_AFTER_IMAGES,
]);

export class AddGiftResponseDto {
  /** 'Gift added' */
  message: string;
  gift: ProductDto;
}

export class UpdateGiftResponseDto {
  /** 'Gift updated' or 'Gift image updated' */
  message: string;
  gift: ProductDto;
}

export class GiftsResponseDto {
  /** One page of gifts, newest first. */
  gifts: ProductDto[];
  /** How many gifts there are in all. */
  totalgift: number;
}

export class GiftResponseDto {
  gift: ProductDto;
}

export class DeleteGiftResponseDto {
  /** 'Gift deleted' */
  message: string;
  giftId: string;
}
