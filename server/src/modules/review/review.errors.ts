import { AppError } from '../../common/errors/app-error.js';

export const ReviewErrorCode = {
  ReviewNotFound: 'REVIEW_NOT_FOUND',
  AlreadyReviewed: 'ALREADY_REVIEWED',
} as const;

export const reviewErrors = {
  notFound: () => new AppError('not_found', ReviewErrorCode.ReviewNotFound, 'This review does not exist.'),
  alreadyReviewed: () => new AppError('conflict', ReviewErrorCode.AlreadyReviewed, 'You have already reviewed this product.'),
};
