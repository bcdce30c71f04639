import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { GENDERS } from '../catalog/entities/product.entity.js';
import { UploadCountInterceptor } from '../catalog/upload-count.interceptor.js';
import { imageUploadOptions, UploadErrorsInterceptor } from '../storage/image-upload.js';
import { GIFT_IMAGES } from './gift.rules.js';

const file = { type: 'string', format: 'binary' } as const;
const list = (description: string) => ({ type: 'array', items: { type: 'string' }, description: `${description}; a JSON array or repeated fields` });

/** The form field of gift-add's pictures, and of gift-image-update's new picture. */
export const GIFT_FILES_FIELD = 'images';
export const NEW_IMAGE_FIELD = 'newImage';

/** POST /api/gift-add's multipart body: the AddGiftDto fields and 1 to 6 pictures in `images`. */
export function GiftUpload() {
  return applyDecorators(
    UseInterceptors(
      new UploadCountInterceptor(GIFT_FILES_FIELD, GIFT_IMAGES.max),
      UploadErrorsInterceptor,
      FilesInterceptor(GIFT_FILES_FIELD, GIFT_IMAGES.max, imageUploadOptions(GIFT_IMAGES.max)),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['name', 'price', GIFT_FILES_FIELD],
        properties: {
          name: { type: 'string', minLength: 2, maxLength: 200 },
          description: { type: 'string', maxLength: 5000 },
          points: list('Bullet points, at most 20'),
          price: { type: 'number', minimum: 0.01, description: 'List price in rupees' },
          discount: { type: 'integer', minimum: 0, maximum: 100, description: 'Percent off; default 0' },
          stock: { type: 'integer', minimum: 0, description: 'Default 0' },
          gender: { type: 'string', enum: [...GENDERS], description: 'Default unisex' },
          brand: { type: 'string', maxLength: 100 },
          colors: list('Colours, at most 20'),
          sizes: list('Sizes, at most 20'),
          [GIFT_FILES_FIELD]: {
            type: 'array',
            minItems: GIFT_IMAGES.min,
            maxItems: GIFT_IMAGES.max,
            items: file,
            description: `${GIFT_IMAGES.min} to ${GIFT_IMAGES.max} JPEG, PNG, WebP, GIF or AVIF pictures of at most 5 MB each; the first is the card picture`,
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
