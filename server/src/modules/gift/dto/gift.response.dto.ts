import { ProductDto } from '../../catalog/dto/catalog.response.dto.js';

/** A gift is product-shaped (spec 3 'Gift'): the catalogue's product, in the 'Gifts' category. */
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
