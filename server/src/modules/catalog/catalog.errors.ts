import { AppError } from '../../common/errors/app-error.js';

export const CatalogErrorCode = {
  ProductNotFound: 'PRODUCT_NOT_FOUND',
  CategoryNotFound: 'CATEGORY_NOT_FOUND',
} as const;

export const catalogErrors = {
  productNotFound: () => new AppError('not_found', CatalogErrorCode.ProductNotFound, 'This product does not exist or is no longer sold.'),
  categoryNotFound: () => new AppError('not_found', CatalogErrorCode.CategoryNotFound, 'This category does not exist.'),
};
