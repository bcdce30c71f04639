import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { SLUG, SLUG_MAX } from '../../common/slug.js';
import { GENDERS, MAKING_KINDS, PRICINGS } from '../catalog/entities/product.entity.js';
import { MAX_CHARGES } from '../catalog/dto/product-composition.dto.js';
import { PURITY_CODES } from '../pricing/metal.js';
import { UploadCountInterceptor } from '../../common/http/upload-count.interceptor.js';
import { imageUploadOptions, UploadErrorsInterceptor } from '../storage/image-upload.js';
import { GIFT_IMAGES } from './gift.rules.js';

const file = { type: 'string', format: 'binary' } as const;
const list = (description: string) => ({ type: 'array', items: { type: 'string' }, description: `${description}; a JSON array or repeated fields` });

/** The form field of gift-add's pictures, and of gift-image-update's new picture. */
export const GIFT_FILES_FIELD = 'images';
export const NEW_IMAGE_FIELD = 'newImage';

/**
 * POST /api/gift-add's body (AddGiftDto): multipart/form-data with 1 to 6 pictures as files in `images`, or
 * application/json with the URLs of pictures uploaded through POST /api/admin/products/images in `images`.
 */
export function GiftUpload() {
  return applyDecorators(
    UseInterceptors(
      new UploadCountInterceptor(GIFT_FILES_FIELD, GIFT_IMAGES.max),
      UploadErrorsInterceptor,
      FilesInterceptor(GIFT_FILES_FIELD, GIFT_IMAGES.max, imageUploadOptions(GIFT_IMAGES.max)),
    ),
    ApiConsumes('multipart/form-data', 'application/json'),
    ApiBody({
      description:
        'A gift is product-shaped (spec 3). multipart/form-data: lists as JSON text or repeated fields, numbers as text, pictures as files in images (URLs may come too, first). application/json: the same fields, pictures as URLs. A product\'s read-only fields (_id, categorySlug, salePrice, rating, reviewCount, sellerId, shopName, createdAt) are accepted and ignored.',
      schema: {
        type: 'object',
        required: ['name', GIFT_FILES_FIELD],
        properties: {
          name: { type: 'string', minLength: 2, maxLength: 200 },
          slug: {
            type: 'string',
            maxLength: SLUG_MAX.product,
            pattern: SLUG.source,
            description: '/product/details/{slug}: used when no other product has it (409 otherwise); left out, made from the name',
          },
          category: { type: 'string', maxLength: 100, description: "The name or slug of the category it is shown under, e.g. Rings; default 'Gifts'" },
          description: { type: 'string', maxLength: 5000 },
          points: list('Bullet points, at most 20'),
          price: { type: 'number', minimum: 0.01, description: 'List price in rupees; required for a fixed-price gift, ignored for a rate-linked one' },
          discount: { type: 'integer', minimum: 0, maximum: 100, description: 'Percent off; default 0' },
          stock: { type: 'integer', minimum: 0, description: 'Default 0' },
          gender: { type: 'string', enum: [...GENDERS], description: 'Default unisex' },
          brand: { type: 'string', maxLength: 100 },
          color: list('Colours a shopper chooses from, at most 20 (or as colors, not both)'),
          size: list('Sizes a shopper chooses from, at most 20 (or as sizes, not both)'),
          colors: list('Same as color'),
          sizes: list('Same as size'),
          pricing: { type: 'string', enum: [...PRICINGS], description: "fixed (default) or rate_linked: priced from today's rate for its purity" },
          purity: { type: 'string', enum: [...PURITY_CODES], description: 'Metal and purity; left out for a piece of no precious metal' },
          netWeight: { type: 'number', minimum: 0, description: 'Net metal weight in grams, at most 3 decimals; more than 0 when rate-linked' },
          makingKind: { type: 'string', enum: [...MAKING_KINDS], description: 'Default fixed' },
          makingValue: { type: 'number', minimum: 0, description: 'Rupees per gram, a percent (at most 100) or rupees, as makingKind says; default 0' },
          charges: {
            type: 'string',
            description: `Stones and other charges, at most ${MAX_CHARGES}, as a JSON array of {label (1 to 40 characters), amount (rupees)}: [{"label":"CZ","amount":450}]`,
          },
          hsn: { type: 'string', pattern: '^[0-9]{4,8}$', description: 'HSN code; default 7113 with a purity, 7117 without' },
          huid: { type: 'string', pattern: '^[A-Za-z0-9]{6}$', description: 'BIS hallmark unique ID (stored upper case), unique; only with a purity' },
          [GIFT_FILES_FIELD]: {
            type: 'array',
            minItems: GIFT_IMAGES.min,
            maxItems: GIFT_IMAGES.max,
            items: { oneOf: [file, { type: 'string', description: 'a picture URL under /uploads/products/ or /uploads/gifts/' }] },
            description: `${GIFT_IMAGES.min} to ${GIFT_IMAGES.max} pictures in all, the first being the card picture: JPEG, PNG, WebP, GIF or AVIF files of at most 5 MB each, or URLs as answered by POST /api/admin/products/images`,
          },
        },
      },
    }),
  );
}

/** POST /api/gift-image-update's multipart body: giftId, oldImage (a URL) and the newImage file. */
export function GiftImageUpload() {
  return applyDecorators(
    UseInterceptors(new UploadCountInterceptor(NEW_IMAGE_FIELD, 1), UploadErrorsInterceptor, FileInterceptor(NEW_IMAGE_FIELD, imageUploadOptions(1))),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['giftId', 'oldImage', NEW_IMAGE_FIELD],
        properties: {
          giftId: { type: 'string', format: 'uuid' },
          oldImage: { type: 'string', description: "The picture to replace, one of the gift's images" },
          [NEW_IMAGE_FIELD]: { ...file, description: 'The picture that takes its slot' },
        },
      },
    }),
  );
}
