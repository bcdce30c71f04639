import { readOnlyFields } from '../../../common/http/read-only.js';
import { ProductDto } from '../../catalog/dto/catalog.response.dto.js';
import type { ProductAdminDto } from '../../catalog/dto/product-admin.response.dto.js';
import type { SaveGiftDto } from './save-gift.dto.js';

/** A gift is product-shaped (spec 3 'Gift'): the catalogue's product, in the 'Gifts' category. */
/**
 * What a gift's save in the console (SaveGiftDto) takes back from its record (ProductAdminDto) and ignores: a gift's
 * shop is its creator's and never changes.
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
