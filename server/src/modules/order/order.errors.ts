import { AppError, commonErrors, invalidField } from '../../common/errors/app-error.js';
import type { DeliveryStatus, PaymentMethod, PaymentStatus } from './entities/order.entity.js';

export const OrderErrorCode = {
  OrderNotFound: 'ORDER_NOT_FOUND',
  StockShort: 'STOCK_SHORT',
  NotCancellable: 'ORDER_NOT_CANCELLABLE',
  Cancelled: 'ORDER_CANCELLED',
  AlreadyPaid: 'ORDER_ALREADY_PAID',
  TransitionRefused: 'ORDER_TRANSITION_REFUSED',
  RefundedOnlyByRefunds: 'ORDER_REFUNDED_ONLY_BY_REFUNDS',
  RefundOwedOnlyByCancelOrReturn: 'ORDER_REFUND_OWED_BY_CANCEL_OR_RETURN',
} as const;

/** A delivery status as a sentence ends ("… is already at the warehouse"); the console words its changes the same way. */
export const DELIVERY_WORDS: Readonly<Record<DeliveryStatus, string>> = {
  pending: 'pending',
  placed: 'placed',
  warehouse: 'at the warehouse',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

export const orderErrors = {
  notFound: () => new AppError('not_found', OrderErrorCode.OrderNotFound, 'This order does not exist.'),
  notYourOrder: () => commonErrors.forbidden('You can only see or change your own orders.'),
  notYourOrders: () => commonErrors.forbidden('You can only see your own orders.'),
  notForSomeoneElse: () => commonErrors.forbidden('You can only place orders for yourself.'),
  noItems: () => invalidField('products', 'products must hold at least one item to order'),
  tooManyItems: (max: number) => invalidField('products', `products may hold at most ${max} items`),
  lineListedTwice: (field: string) => invalidField(field, `${field} lists a cart line that is already in this order`),
  productMismatch: (field: string) => invalidField(field, `${field} must be the product of that cart line`),
  buyNowQuantity: (field: string, max: number) => invalidField(field, `${field} must be at most ${max}`),
  outOfStock: (name: string) => new AppError('conflict', OrderErrorCode.StockShort, `${name} is out of stock.`),
  onlyLeft: (name: string, left: number) => new AppError('conflict', OrderErrorCode.StockShort, `Only ${left} left of ${name}.`),
  alreadyShipped: () =>
    new AppError('conflict', OrderErrorCode.NotCancellable, 'This order has already shipped and can no longer be cancelled.'),
  cancelled: () => new AppError('conflict', OrderErrorCode.Cancelled, 'This order has been cancelled.'),
  alreadyPaid: () => new AppError('conflict', OrderErrorCode.AlreadyPaid, 'This order is already paid.'),
  noLongerPending: (action: string) =>
    new AppError('conflict', OrderErrorCode.TransitionRefused, `This order can no longer be ${action}: it is already past the payment step.`),
  deliveryRefused: (from: DeliveryStatus, to: DeliveryStatus) =>
    new AppError(
      'conflict',
      OrderErrorCode.TransitionRefused,
      `This order can no longer be marked ${DELIVERY_WORDS[to]}: it is ${DELIVERY_WORDS[from]}.`,
    ),
  paymentRefused: (from: PaymentStatus, to: PaymentStatus) =>
    new AppError(
      'conflict',
      OrderErrorCode.TransitionRefused,
      `This order's payment can no longer be marked ${to.replace('_', ' ')}: it is ${from.replace('_', ' ')}.`,
    ),
  refundedOnlyByRefunds: (method: PaymentMethod | null) =>
    new AppError(
      'conflict',
      OrderErrorCode.RefundedOnlyByRefunds,
      method === 'COD'
        ? "A cash-on-delivery order is marked refunded by recording the transfer's UTR in the order's Refunds panel (or its return's refund), not by hand."
        : "Refunds of online payments go through the gateway: the order's Refunds panel (a cancelled order's refund starts by itself; retry a failed one there) or its Returns mark it refunded, not the status form.",
    ),
  refundOwedOnlyByCancelOrReturn: () =>
    new AppError(
      'conflict',
      OrderErrorCode.RefundOwedOnlyByCancelOrReturn,
      "An order paid online owes its customer a refund when it is cancelled or its pieces are returned, and the gateway refund then starts by itself: cancel it, or approve a return, rather than marking it refund pending.",
    ),
  nothingToChange: () => invalidField('delivery_status', 'Send delivery_status or payment_status (or both) to change'),
};
