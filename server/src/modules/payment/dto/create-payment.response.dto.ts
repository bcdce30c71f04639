import { ApiProperty } from '@nestjs/swagger';
import type { DeliveryStatus, PaymentMethod, PaymentStatus } from '../../order/entities/order.entity.js';
import { DELIVERY_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../order/entities/order.entity.js';

export class RedirectInfoDto {
  /** The gateway's payment page. */
  url: string;
  method: 'GET';
}

/** Where to send the shopper to pay (spec 4: data.data.instrumentResponse.redirectInfo.url). */
export class InstrumentResponseDto {
  type: 'PAY_PAGE';
  redirectInfo: RedirectInfoDto;
}

export class CreatePaymentDataDto {
  orderId: string;
  @ApiProperty({ enum: PAYMENT_METHODS })
  type: PaymentMethod;
  /** The order's delivery status now: 'placed' once cash on delivery is confirmed, 'pending' while an online payment is awaited. */
  @ApiProperty({ enum: DELIVERY_STATUSES })
  deliveryStatus: DeliveryStatus;
  /** The order's payment status now: 'unpaid' until the gateway confirms (or, with COD, until delivery). */
  @ApiProperty({ enum: PAYMENT_STATUSES })
  paymentStatus: PaymentStatus;
  /** ONLINEPAY: our id for this payment attempt at the gateway; null for COD. */
  merchantOrderId: string | null;
  /** ONLINEPAY: the payment page to send the shopper to; null for COD. */
  instrumentResponse: InstrumentResponseDto | null;
}

/** The answer of create-payment, one shape for both types. */
export class CreatePaymentResponseDto {
  success: true;
  /** COD_CONFIRMED or PAYMENT_INITIATED. */
  @ApiProperty({ enum: ['COD_CONFIRMED', 'PAYMENT_INITIATED'] })
  code: 'COD_CONFIRMED' | 'PAYMENT_INITIATED';
  /** A sentence for the shopper. */
  message: string;
  data: CreatePaymentDataDto;
}

export type PaymentStart = {
  orderId: string;
  deliveryStatus: DeliveryStatus;
  paymentStatus: PaymentStatus;
  merchantOrderId: string;
  redirectUrl: string;
};

export function toCodConfirmedResponse(order: { orderId: string; deliveryStatus: DeliveryStatus; paymentStatus: PaymentStatus }): CreatePaymentResponseDto {
  return {
    success: true,
    code: 'COD_CONFIRMED',
    message: 'Your order is placed. Please pay in cash when it is delivered.',
    data: { ...order, type: 'COD', merchantOrderId: null, instrumentResponse: null },
  };
}

export function toPaymentInitiatedResponse(start: PaymentStart): CreatePaymentResponseDto {
  return {
    success: true,
    code: 'PAYMENT_INITIATED',
    message: 'Continue to the payment page to pay.',
    data: {
      orderId: start.orderId,
      type: 'ONLINEPAY',
      deliveryStatus: start.deliveryStatus,
      paymentStatus: start.paymentStatus,
      merchantOrderId: start.merchantOrderId,
      instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: start.redirectUrl, method: 'GET' } },
    },
  };
}
