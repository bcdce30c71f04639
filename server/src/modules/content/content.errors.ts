import { AppError } from '../../common/errors/app-error.js';

export const ContentErrorCode = {
  BannerNotFound: 'BANNER_NOT_FOUND',
} as const;

export const contentErrors = {
  bannerNotFound: () => new AppError('not_found', ContentErrorCode.BannerNotFound, 'This banner does not exist.'),
  /** A refused file among several, named so staff know which one to replace. */
  fileRefused: (fileName: string, cause: AppError) =>
    new AppError(cause.kind, cause.code, `${fileName.slice(0, 100)}: ${cause.message}`, cause.headers, cause.details),
};
