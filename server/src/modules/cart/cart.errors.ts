import { AppError, CommonErrorCode, commonErrors, invalidField } from '../../common/errors/app-error.js';

export const CartErrorCode = {
  LineNotFound: 'CART_LINE_NOT_FOUND',
  OutOfStock: 'OUT_OF_STOCK',
  ExceedsStock: 'EXCEEDS_STOCK',
  QuantityBelowOne: 'QUANTITY_BELOW_ONE',
  OptionNotOffered: 'OPTION_NOT_OFFERED',
} as const;

function optionNotOffered(field: 'size' | 'color', noun: string, offered: readonly string[]): AppError {
  return invalidField(
    field,
    offered.length
      ? `${field} must be one of this product's ${noun}: ${offered.join(', ')}`
      : `${field} must be empty: this product has no ${noun} to choose`,
    CartErrorCode.OptionNotOffered,
  );
}

export const cartErrors = {
  notYourCart: () => commonErrors.forbidden('You can only see or change your own cart.'),
  lineNotFound: () => new AppError('not_found', CartErrorCode.LineNotFound, 'This item is not in your cart.'),
  // Spec 5's texts.
  outOfStock: () => new AppError('conflict', CartErrorCode.OutOfStock, 'This item is out of stock.'),
  exceedsStock: () => new AppError('conflict', CartErrorCode.ExceedsStock, 'Cannot exceed available stock'),
  quantityBelowOne: () => new AppError('invalid', CartErrorCode.QuantityBelowOne, 'Quantity cannot be less than 1'),
  sizeNotOffered: (offered: readonly string[]) => optionNotOffered('size', 'sizes', offered),
  colorNotOffered: (offered: readonly string[]) => optionNotOffered('color', 'colours', offered),
  cardIdMismatch: () => {
    const message = 'cardId must be the id in the path';
    return new AppError('invalid', CommonErrorCode.ValidationFailed, message, {}, { fields: [{ field: 'cardId', messages: [message] }] });
  },
};
