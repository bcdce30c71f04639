import { ApiProperty, IntersectionType, PartialType } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { GiftFieldsDto, GiftSpecFieldsDto } from './gift-fields.dto.js';
import { GIFT_READ_ONLY_ON_UPDATE } from './gift.response.dto.js';

class GiftIdDto {
  // Declared for OpenAPI explicitly (PartialType declares the gift's fields so) to stay the first property.
  @ApiProperty({ description: 'The gift to change.' })
  @IsUUID('all', { message: 'giftId must be the id of a gift' })
  giftId: string;
}

// Every field optional; one sent must not be null. The ValidateIf PartialType adds lets a null through to the field's
// own checks; the null check (and its message) comes with IsOptionalButNotNull, which name and price, required in
// GiftFieldsDto, do not have there.
const GiftChangesDto = PartialType(GiftFieldsDto, { skipNullProperties: false });
IsOptionalButNotNull()(GiftChangesDto.prototype, 'name');
IsOptionalButNotNull()(GiftChangesDto.prototype, 'price');

/**
 * Spec 7 `gift-update` (JSON): the gift and the fields to change, in a product's shape (slug, category by name, color,
 * size); fields left out keep their value. The gift as gift-get answers it may come back whole: its read-only fields
 * (_id, salePrice, rating…, and its pictures, which gift-image-update replaces) are ignored.
 */
@AcceptsReadOnly(GIFT_READ_ONLY_ON_UPDATE)
export class UpdateGiftDto extends IntersectionType(GiftIdDto, GiftChangesDto, GiftSpecFieldsDto) {
  /** List price in rupees, more than 0, at most 2 decimals. */
  declare price?: number;

  /** Percent off, 0–100. */
  declare discount?: number;

  /** Pieces in stock, 0 or more. */
  declare stock?: number;

  /** A new slug: used when no other product has it (409 otherwise). Left out, the slug stays, and so do links to the gift. */
  declare slug?: string;

  /** The name (or slug) of the category it is shown under, e.g. Rings or Gifts. */
  declare category?: string;

  /** The colours a shopper chooses from, at most 20 (or as colors, not both). */
  declare color?: string[];

  /** The sizes a shopper chooses from, at most 20 (or as sizes, not both). */
  declare size?: string[];
}
