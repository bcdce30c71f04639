import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { imageUploadOptions, UploadErrorsInterceptor } from '../storage/image-upload.js';
import { BANNER_CATEGORIES } from './entities/banner.entity.js';

/** The form field that carries the pictures. */
export const BANNER_FILES_FIELD = 'images';

/**
 * A banner upload: multipart/form-data with `category`, optional `alt` and `link`, and 1 to `maxFiles` pictures in
 * `images`, read with `@Body() UploadBannerDto` and `@UploadedFiles(new RequiredUploadPipe('images'))`.
 */
export function BannerUpload(maxFiles: number) {
  return applyDecorators(
    UseInterceptors(UploadErrorsInterceptor, FilesInterceptor(BANNER_FILES_FIELD, maxFiles, imageUploadOptions(maxFiles))),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['category', BANNER_FILES_FIELD],
        properties: {
          category: { type: 'string', enum: [...BANNER_CATEGORIES], description: 'Where the banners are shown' },
          alt: { type: 'string', maxLength: 200, description: 'What the pictures show, for their alt text' },
          link: { type: 'string', maxLength: 300, description: "A path on the storefront starting with '/', or empty" },
          [BANNER_FILES_FIELD]: {
            type: 'array',
            minItems: 1,
            maxItems: maxFiles,
            items: { type: 'string', format: 'binary' },
            description: `1 to ${maxFiles} JPEG, PNG, WebP, GIF or AVIF pictures of at most 5 MB each`,
          },
        },
      },
    }),
  );
}
