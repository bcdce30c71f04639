import { ApiProperty, IntersectionType, PartialType } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { GiftFieldsDto } from './gift-fields.dto.js';

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

/** Spec 7 `gift-update` (JSON): the gift and the fields to change; fields left out keep their value, the slug always does. */
export class UpdateGiftDto extends IntersectionType(GiftIdDto, GiftChangesDto) {
  /** List price in rupees, more than 0, at most 2 decimals. */
  declare price?: number;

  /** Percent off, 0–100. */
  declare discount?: number;

  /** Pieces in stock, 0 or more. */
  declare stock?: number;
}
