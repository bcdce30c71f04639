import { AppError, CommonErrorCode, commonErrors, invalidField } from '../../common/errors/app-error.js';
import { DELIVERY_WORDS } from '../order/order.errors.js';
import type { DeliveryStatus } from '../order/entities/order.entity.js';

export const ShippingErrorCode = {
  CourierNotFound: 'COURIER_NOT_FOUND',
  CourierNameTaken: 'COURIER_NAME_TAKEN',
  CourierInUse: 'COURIER_IN_USE',
  ShipmentNotFound: 'SHIPMENT_NOT_FOUND',
  NotShippable: 'ORDER_NOT_SHIPPABLE',
  NothingToShip: 'NOTHING_TO_SHIP',
  LineShipped: 'LINE_ALREADY_SHIPPED',
  AwbTaken: 'AWB_TAKEN',
  WebhookOff: 'WEBHOOK_NOT_CONFIGURED',
  WebhookRejected: 'WEBHOOK_REJECTED',
} as const;

export const shippingErrors = {
  courierNotFound: () => new AppError('not_found', ShippingErrorCode.CourierNotFound, 'This courier does not exist.'),
  courierNameTaken: () => new AppError('conflict', ShippingErrorCode.CourierNameTaken, 'A courier with this name already exists.'),
  courierInUse: () =>
    new AppError('conflict', ShippingErrorCode.CourierInUse, 'This courier carried shipments and cannot be deleted; mark it inactive instead.'),
  unknownCourier: () => invalidField('courierId', 'courierId must name an active courier'),
  awbFormat: (courier: string, pattern: string) =>
    invalidField('awb', `awb is not a ${courier} AWB number (expected the format ${pattern})`),
  notShippable: (status: DeliveryStatus) =>
    new AppError('conflict', ShippingErrorCode.NotShippable, `This order cannot be shipped: it is ${DELIVERY_WORDS[status]}.`),
  nothingToShip: () => new AppError('conflict', ShippingErrorCode.NothingToShip, 'Every line you may ship of this order has already shipped.'),
  lineNotInOrder: () => invalidField('lineIds', 'lineIds must list lines of this order'),
  notYourLine: () => commonErrors.forbidden('You can only ship the lines of your own products.'),
  lineShipped: () => new AppError('conflict', ShippingErrorCode.LineShipped, 'A line you listed has already shipped.'),
  awbTaken: () => new AppError('conflict', ShippingErrorCode.AwbTaken, "This courier's AWB number is already on another shipment."),
  shipmentNotFound: () => new AppError('not_found', ShippingErrorCode.ShipmentNotFound, 'This shipment does not exist.'),
  webhookOff: () =>
    new AppError('not_found', ShippingErrorCode.WebhookOff, 'The courier webhook is off: COURIER_WEBHOOK_SECRET is not set on this shop.'),
  webhookRejected: (why: string) => new AppError('unauthenticated', ShippingErrorCode.WebhookRejected, why),
  webhookMalformed: (why: string) => new AppError('invalid', CommonErrorCode.ValidationFailed, why),
};
