import { AppError, CommonErrorCode } from '../../common/errors/app-error.js';

export const GiftErrorCode = {
  GiftNotFound: 'GIFT_NOT_FOUND',
  GiftSlugTaken: 'GIFT_SLUG_TAKEN',
} as const;

/** A 400 naming one field, in the shape of the validation pipe's answers. */
function invalidField(field: string, message: string): AppError {
  return new AppError('invalid', CommonErrorCode.ValidationFailed, message, {}, { fields: [{ field, messages: [message] }] });
}

export const giftErrors = {
  notFound: () => new AppError('not_found', GiftErrorCode.GiftNotFound, 'This gift does not exist or is no longer sold.'),
  slugTaken: (slug: string) => new AppError('conflict', GiftErrorCode.GiftSlugTaken, `Another product already has the slug "${slug}".`),
  categoryFixed: () => invalidField('categoryId', "categoryId cannot change: a gift always stays in the 'Gifts' category"),
  oldImageUnknown: () => invalidField('oldImage', "oldImage must be the URL of one of the gift's pictures, as listed in its images"),
  /** A refused file among several, named so staff know which one to replace. */
  fileRefused: (fileName: string, cause: AppError) =>
    new AppError(cause.kind, cause.code, `${fileName.slice(0, 100)}: ${cause.message}`, cause.headers, cause.details),
};
