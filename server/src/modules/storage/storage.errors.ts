import type { LoggerService } from '@nestjs/common';
import { AppError, CommonErrorCode } from '../../common/errors/app-error.js';
import { FileStoreUnavailableError } from './file-store.js';

export const StorageErrorCode = {
  UploadNotImage: 'UPLOAD_NOT_IMAGE',
  UploadTooLarge: 'UPLOAD_TOO_LARGE',
  UploadMissing: 'UPLOAD_MISSING',
  StorageUnavailable: 'STORAGE_UNAVAILABLE',
} as const;

export const storageErrors = {
  notImage: () => new AppError('invalid', StorageErrorCode.UploadNotImage, 'The file is not a JPEG, PNG, WebP, GIF or AVIF image.'),
  unreadable: () =>
    new AppError('invalid', StorageErrorCode.UploadNotImage, 'The image could not be read; it may be damaged or incomplete.'),
  tooLarge: () => new AppError('invalid', StorageErrorCode.UploadTooLarge, 'The image is larger than 5 MB.'),
  tooManyPixels: (maxSide: number) =>
    new AppError('invalid', StorageErrorCode.UploadTooLarge, `The image is larger than ${maxSide} × ${maxSide} pixels.`),
  /** The object store did not answer (or refused): nothing was kept, and trying again later may work. */
  unavailable: () =>
    new AppError('bad_gateway', StorageErrorCode.StorageUnavailable, 'The shop cannot reach its file store just now. Please try again in a moment.', { 'Retry-After': '5' }),
  missing: (field = 'image') => new AppError('invalid', StorageErrorCode.UploadMissing, `Please choose an image to upload (form field "${field}").`),
  /** A picture a record may not show: not uploaded for its kind, or (`yours`) not by the seller saving it. */
  pictureNotAllowed: (field: string, url: string, uploadedFor: string, yours: boolean) => {
    const message = `${field} must be ${yours ? 'your own ' : ''}${uploadedFor}: ${url.slice(0, 200)} is not one`;
    return new AppError('invalid', CommonErrorCode.ValidationFailed, message, {}, { fields: [{ field, messages: [message] }] });
  },
};

/**
 * Runs `work` on the file store: a store that cannot be reached answers the client 502 STORAGE_UNAVAILABLE (a service we
 * depend on), not 500, its reason logged on `logger`; any other error passes through.
 */
export async function unavailableAs502<T>(logger: Pick<LoggerService, 'error'>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof FileStoreUnavailableError)) throw error;
    logger.error(error.message);
    throw storageErrors.unavailable();
  }
}
