import { AppError } from '../../../common/errors/app-error.js';

export const RefundErrorCode = {
  RefundNotFound: 'REFUND_NOT_FOUND',
  OrderNotFound: 'REFUND_ORDER_NOT_FOUND',
  NotRetryable: 'REFUND_NOT_RETRYABLE',
  NothingToRefund: 'NOTHING_TO_REFUND',
  NotCashOnDelivery: 'REFUND_NOT_CASH_ON_DELIVERY',
  BadUtr: 'REFUND_BAD_UTR',
  NotYourOrder: 'REFUND_NOT_YOUR_ORDER',
} as const;

export const refundErrors = {
  notFound: () => new AppError('not_found', RefundErrorCode.RefundNotFound, 'There is no refund with this id.'),
  orderNotFound: () => new AppError('not_found', RefundErrorCode.OrderNotFound, 'This order does not exist.'),
  notYourOrder: () => new AppError('forbidden', RefundErrorCode.NotYourOrder, 'You can only see the refunds of your own orders.'),
  notRetryable: () => new AppError('conflict', RefundErrorCode.NotRetryable, 'Only a failed online refund can be retried.'),
  nothingToRefund: () => new AppError('conflict', RefundErrorCode.NothingToRefund, 'Everything paid for this order has been refunded or is being refunded.'),
  tooMuch: (leftPaise: number) =>
    new AppError('conflict', RefundErrorCode.NothingToRefund, `At most ₹${(leftPaise / 100).toFixed(2)} of this order is left to refund.`),
  notCashOnDelivery: () =>
    new AppError('conflict', RefundErrorCode.NotCashOnDelivery, 'Only a paid order whose money did not come through the gateway (cash on delivery, or a payment confirmed by hand) is refunded by a recorded transfer; online payments go back through the gateway.'),
  badUtr: () =>
    new AppError('invalid', RefundErrorCode.BadUtr, 'The transfer reference must be a UTR: 12 digits (IMPS/UPI), or 16 or 22 letters and digits starting with the bank’s 4-letter code (NEFT/RTGS).'),
};
