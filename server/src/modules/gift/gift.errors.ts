import { AppError, invalidField } from '../../common/errors/app-error.js';
import { GIFT_MESSAGES } from './dto/gift-fields.dto.js';
import { GIFT_IMAGES } from './gift.rules.js';

export const GiftErrorCode = {
  GiftNotFound: 'GIFT_NOT_FOUND',
  GiftSlugTaken: 'GIFT_SLUG_TAKEN',
} as const;


export const giftErrors = {
  notFound: () => new AppError('not_found', GiftErrorCode.GiftNotFound, 'This gift does not exist or is no longer sold.'),
  slugTaken: (slug: string) => new AppError('conflict', GiftErrorCode.GiftSlugTaken, `Another product already has the slug "${slug}".`),
  unknownCategory: () => invalidField('category', GIFT_MESSAGES.category),
  /** The spec's name of a list (color, size) and the console's (colors, sizes) in one body. */
  twoNames: (spec: 'color' | 'size', console: 'colors' | 'sizes') => invalidField(spec, `${spec} and ${console} are the same list: send one of them`),
  /** Pictures, as URLs and files together: none, or more than a gift shows. */
  imageCount: () =>
    invalidField(
      'images',
      `images takes ${GIFT_IMAGES.min} to ${GIFT_IMAGES.max} pictures in all: files in the multipart form field "images", or URLs as answered by POST /api/admin/products/images`,
    ),
  oldImageUnknown: () => invalidField('oldImage', "oldImage must be the URL of one of the gift's pictures, as listed in its images"),
  /** A refused file among several, named so staff know which one to replace. */
  fileRefused: (fileName: string, cause: AppError) =>
    new AppError(cause.kind, cause.code, `${fileName.slice(0, 100)}: ${cause.message}`, cause.headers, cause.details),
};
