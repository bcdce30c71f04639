import { AppError } from '../../common/errors/app-error.js';

export const PaymentErrorCode = {
  GatewayUnavailable: 'PAYMENT_GATEWAY_UNAVAILABLE',
  NothingToPayOnline: 'NOTHING_TO_PAY_ONLINE',
  CallbackRejected: 'CALLBACK_REJECTED',
  CallbackMalformed: 'CALLBACK_MALFORMED',
  PaymentNotFound: 'PAYMENT_NOT_FOUND',
} as const;

export const paymentErrors = {
  gatewayUnavailable: () =>
    new AppError('bad_gateway', PaymentErrorCode.GatewayUnavailable, 'The payment service is not answering. Please try again in a moment.'),
  nothingToPayOnline: () =>
    new AppError('conflict', PaymentErrorCode.NothingToPayOnline, 'This order comes to less than ₹1, too little to pay online. Please choose Cash on delivery.'),
  callbackRejected: () => new AppError('unauthenticated', PaymentErrorCode.CallbackRejected, 'The callback is not signed by the payment gateway.'),
  callbackMalformed: (reason: string) => new AppError('invalid', PaymentErrorCode.CallbackMalformed, reason),
  paymentNotFound: () => new AppError('not_found', PaymentErrorCode.PaymentNotFound, 'There is no payment with this id.'),
};
