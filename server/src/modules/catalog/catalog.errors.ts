import { AppError, invalidField } from '../../common/errors/app-error.js';

export const CatalogErrorCode = {
  ProductNotFound: 'PRODUCT_NOT_FOUND',
  ProductIsGift: 'PRODUCT_IS_GIFT',
  CategoryNotFound: 'CATEGORY_NOT_FOUND',
  ProductSlugTaken: 'PRODUCT_SLUG_TAKEN',
  CategorySlugTaken: 'CATEGORY_SLUG_TAKEN',
  CategoryNameTaken: 'CATEGORY_NAME_TAKEN',
  CategoryHasProducts: 'CATEGORY_HAS_PRODUCTS',
  SellerFieldsForbidden: 'SELLER_FIELDS_FORBIDDEN',
  HuidTaken: 'HUID_TAKEN',
  RateNotSet: 'RATE_NOT_SET',
} as const;


export const catalogErrors = {
  productNotFound: () => new AppError('not_found', CatalogErrorCode.ProductNotFound, 'This product does not exist or is no longer sold.'),
  /** The console's products resource leaves gifts (products flagged is_gift) to its gifts resource. */
  productIsGift: (id: string) =>
    new AppError('not_found', CatalogErrorCode.ProductIsGift, `This product is a gift: open it as /api/admin/gifts/${id}.`),
  categoryNotFound: () => new AppError('not_found', CatalogErrorCode.CategoryNotFound, 'This category does not exist.'),
  unknownCategory: () => invalidField('categoryId', 'categoryId must be the id of an existing category'),
  unknownSeller: () => invalidField('sellerId', 'sellerId must be the id of a seller account, or null for the house shop'),
  productSlugTaken: (slug: string) =>
    new AppError('conflict', CatalogErrorCode.ProductSlugTaken, `Another product already has the slug "${slug}".`),
  categorySlugTaken: (slug: string) =>
    new AppError('conflict', CatalogErrorCode.CategorySlugTaken, `Another category already has the slug "${slug}".`),
  categoryNameTaken: (name: string) =>
    new AppError('conflict', CatalogErrorCode.CategoryNameTaken, `Another category is already called "${name}".`),
  categoryHasProducts: () =>
    new AppError('conflict', CatalogErrorCode.CategoryHasProducts, 'This category still has products; move or delete them first.'),
  sellerFieldsForbidden: () =>
    new AppError('forbidden', CatalogErrorCode.SellerFieldsForbidden, 'Only an admin can change sellerId or shopName.'),
  /** A HUID names one hallmarked piece: two products cannot carry it. */
  huidTaken: (huid: string) => new AppError('conflict', CatalogErrorCode.HuidTaken, `Another piece already carries the HUID ${huid}.`),
  /** A rate-linked piece is priced from today's rate: none is assumed. */
  rateNotSet: (label: string) =>
    new AppError('invalid', CatalogErrorCode.RateNotSet, `Set today's rate for ${label} first.`, {}, { fields: [{ field: 'purity', messages: [`Set today's rate for ${label} first.`] }] }),
};
