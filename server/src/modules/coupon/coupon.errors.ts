import { AppError, CommonErrorCode } from '../../common/errors/app-error.js';

export const CouponErrorCode = {
  CouponNotFound: 'COUPON_NOT_FOUND',
  CodeTaken: 'COUPON_CODE_TAKEN',
  InvalidCoupon: 'INVALID_COUPON',
  BelowMinimum: 'COUPON_MIN_PRICE',
  LimitReached: 'COUPON_LIMIT_REACHED',
  EmptyCart: 'COUPON_EMPTY_CART',
  OtherShop: 'COUPON_OTHER_SHOP',
} as const;

export const couponErrors = {
  notFound: () => new AppError('not_found', CouponErrorCode.CouponNotFound, 'This coupon does not exist.'),
  codeTaken: () => new AppError('conflict', CouponErrorCode.CodeTaken, 'A coupon with this code already exists.'),
  // Spec 5: the alert for an unknown code; an expired code is no longer a code.
  invalid: () => new AppError('invalid', CouponErrorCode.InvalidCoupon, 'Invalid coupon code.'),
  // Spec 5: the alert for a cart below the coupon's minimum.
  belowMinimum: () =>
    new AppError(
      'invalid',
      CouponErrorCode.BelowMinimum,
      "Invalid price. The price must be greater than or equal to the coupon's minimum price.",
    ),
  // Counted per customer over orders not cancelled (a cancelled order gives its use back).
  limitReached: () =>
    new AppError('invalid', CouponErrorCode.LimitReached, 'You have already used this coupon as many times as it allows.'),
  // A seller's coupon discounts only that seller's pieces (issue 14); without any of them it takes nothing off.
  otherShop: (shopName: string | null) =>
    new AppError(
      'invalid',
      CouponErrorCode.OtherShop,
      `This coupon is for pieces from ${shopName ?? 'one shop'} only, and there are none in your order.`,
    ),
  emptyCart: () => new AppError('invalid', CouponErrorCode.EmptyCart, 'Your cart is empty: add something to it before applying a coupon.'),
  quantityWithoutProduct: () =>
    new AppError('invalid', CommonErrorCode.ValidationFailed, 'quantity goes with productId (Buy Now); leave both out to price your cart', {}, {
      fields: [{ field: 'quantity', messages: ['quantity goes with productId (Buy Now); leave both out to price your cart'] }],
    }),
  expiryInPast: () =>
    new AppError('invalid', CommonErrorCode.ValidationFailed, 'expiresAt must be in the future', {}, {
      fields: [{ field: 'expiresAt', messages: ['expiresAt must be in the future'] }],
    }),
};
