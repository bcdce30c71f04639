import { AppError, invalidField } from '../../common/errors/app-error.js';

export const ReturnErrorCode = {
  OrderNotFound: 'RETURN_ORDER_NOT_FOUND',
  ReturnNotFound: 'RETURN_NOT_FOUND',
  MediaNotFound: 'RETURN_MEDIA_NOT_FOUND',
  NotReturnable: 'RETURN_NOT_ALLOWED',
  TooMany: 'RETURN_TOO_MANY_PIECES',
  BadLine: 'RETURN_UNKNOWN_LINE',
  RefundDetails: 'RETURN_REFUND_DETAILS',
  BadMedia: 'RETURN_BAD_MEDIA',
  NotVideo: 'UPLOAD_NOT_VIDEO',
  TooLarge: 'UPLOAD_TOO_LARGE',
  UploadMissing: 'UPLOAD_MISSING',
  WrongState: 'RETURN_WRONG_STATE',
  Pickup: 'RETURN_PICKUP',
  NothingToRefund: 'RETURN_NOTHING_TO_REFUND',
} as const;

export const returnErrors = {
  orderNotFound: () => new AppError('not_found', ReturnErrorCode.OrderNotFound, 'This order does not exist.'),
  notFound: () => new AppError('not_found', ReturnErrorCode.ReturnNotFound, 'There is no return with this id.'),
  mediaNotFound: () => new AppError('not_found', ReturnErrorCode.MediaNotFound, 'There is no such photo or video.'),
  notAllowed: (why: string) => new AppError('conflict', ReturnErrorCode.NotReturnable, `${why}.`),
  tooMany: (name: string, left: number) =>
    new AppError('conflict', ReturnErrorCode.TooMany, left === 0 ? `No more pieces of ${name} can be returned.` : `At most ${left} of ${name} can be returned.`),
  badLine: () => invalidField('lines', 'lines must be lines of this order, each named once', ReturnErrorCode.BadLine),
  /** Names the field within refundTo (refundTo.ifsc), as the validation pipe names nested fields, for the form to show it there. */
  refundDetails: (field: string, message: string) => invalidField(`refundTo.${field}`, message, ReturnErrorCode.RefundDetails),
  refundDetailsNeeded: () => invalidField('refundTo', 'This order was paid cash on delivery: say where the refund goes (a UPI ID or a bank account).', ReturnErrorCode.RefundDetails),
  badMedia: (field: string, what: string) => invalidField(field, `${field} must be ${what} you uploaded and have not used yet`, ReturnErrorCode.BadMedia),
  notVideo: () => new AppError('invalid', ReturnErrorCode.NotVideo, 'The file is not an MP4 or WebM video, nor a JPEG, PNG, WebP, GIF or AVIF photo.'),
  tooLarge: (what: string) => new AppError('invalid', ReturnErrorCode.TooLarge, `The ${what} is too large.`),
  uploadMissing: () => new AppError('invalid', ReturnErrorCode.UploadMissing, 'Please choose a photo or video to upload (form field "file").'),
  wrongState: (state: string, action: string) => new AppError('conflict', ReturnErrorCode.WrongState, `A ${state} return cannot be ${action}.`),
  pickupNeeded: () => invalidField('awb', 'Approving a return needs the pickup: courierId and awb', ReturnErrorCode.Pickup),
  noPickupForClaims: () => invalidField('awb', 'A missing-item claim has no pickup: leave out courierId and awb', ReturnErrorCode.Pickup),
  badCourier: () => invalidField('courierId', 'courierId must be an active courier of the couriers list', ReturnErrorCode.Pickup),
  badAwb: (courier: string) => invalidField('awb', `awb is not in ${courier}’s format`, ReturnErrorCode.Pickup),
  awbTaken: () => new AppError('conflict', ReturnErrorCode.Pickup, 'This AWB is already booked for another pickup.'),
  nothingToRefund: () => new AppError('conflict', ReturnErrorCode.NothingToRefund, 'Everything paid for this order has been refunded or is being refunded.'),
};
