import { IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, Matches } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { listFromForm, numberFromForm } from '../gift-form.js';
import { GIFT_IMAGE_URL, GIFT_IMAGES } from '../gift.rules.js';
import { GiftFieldsDto, GiftSpecFieldsDto } from './gift-fields.dto.js';
import { GIFT_READ_ONLY_ON_ADD } from './gift.response.dto.js';

export const GIFT_IMAGE_URLS_MESSAGE = `images must be picture URLs under /uploads/products/ or /uploads/gifts/, as answered by POST /api/admin/products/images; with the files, ${GIFT_IMAGES.min} to ${GIFT_IMAGES.max} pictures in all`;

/**
 * A new gift (spec 7 `gift-add`, spec 3 'Gift': product-shaped), as multipart/form-data with pictures as files in
 * `images`, or as application/json with pictures already uploaded through POST /api/admin/products/images (their URLs
 * in `images`; a form may carry both, URLs first): 1 to 6 pictures in all. Fields: name (2 to 200 characters), slug
 * (used when no other product has it, 409 otherwise; left out, made from the name, unique), category (the name or slug
 * of the category it is shown under; default Gifts), description (default ''), points (at most 20; default none), price
 * (rupees, more than 0, at most 2 decimals), discount (0–100; default 0), stock (default 0), gender (default unisex),
 * brand (default ''), color and size (a shopper's choices, at most 20 each; also as colors and sizes), and what it is
 * made of (pricing, purity, netWeight, makingKind, makingValue, charges, hsn, huid). In a form, lists come as a JSON
 * array or as repeated fields (charges as a JSON array) and numbers as text. Its OpenAPI body is described by GiftUpload(); the
 * read-only fields of a product (its _id, salePrice, rating…) are accepted and ignored.
 */
@AcceptsReadOnly(GIFT_READ_ONLY_ON_ADD)
export class AddGiftDto extends IntersectionType(GiftFieldsDto, GiftSpecFieldsDto) {
  @IsOptionalButNotNull()
  @Transform(listFromForm)
  @IsArray({ message: GIFT_IMAGE_URLS_MESSAGE })
  @ArrayMaxSize(GIFT_IMAGES.max, { message: GIFT_IMAGE_URLS_MESSAGE })
  @IsString({ each: true, message: GIFT_IMAGE_URLS_MESSAGE })
  @Matches(GIFT_IMAGE_URL, { each: true, message: GIFT_IMAGE_URLS_MESSAGE })
  images?: string[];
}

// Form fields are text: the lists and numbers are read from it before the fields' checks run.
for (const key of ['points', 'colors', 'sizes', 'color', 'size'] as const) Transform(listFromForm)(AddGiftDto.prototype, key);
for (const key of ['price', 'discount', 'stock', 'netWeight', 'makingValue'] as const) Transform(numberFromForm)(AddGiftDto.prototype, key);
