import { AppError, commonErrors } from '../../common/errors/app-error.js';

export const WishlistErrorCode = {
  AlreadyInWishlist: 'ALREADY_IN_WISHLIST',
  ItemNotFound: 'WISHLIST_ITEM_NOT_FOUND',
} as const;

export const wishlistErrors = {
  notYourWishlist: () => commonErrors.forbidden('You can only see or change your own wishlist.'),
  alreadyInWishlist: () => new AppError('conflict', WishlistErrorCode.AlreadyInWishlist, 'This product is already in your wishlist.'),
  itemNotFound: () => new AppError('not_found', WishlistErrorCode.ItemNotFound, 'This product is not in your wishlist.'),
};
