import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One payment attempt as PhonePe reports it. */
export class PhonePePaymentDetailDto {
  transactionId: string;
  /** e.g. UPI_QR, UPI_INTENT, CARD, NET_BANKING. */
  paymentMode: string;
  /** Epoch milliseconds. */
  timestamp: number;
  /** Paise. */
  amount: number;
  state: string;
  errorCode?: string;
  detailedErrorCode?: string;
}

/** The order PhonePe reports on (its CallbackData). */
export class PhonePeCallbackPayloadDto {
  /** PhonePe's order id. */
  orderId: string;
  merchantId: string;
  /** Our id of the payment attempt. */
  merchantOrderId: string;
  @ApiProperty({ enum: ['PENDING', 'COMPLETED', 'FAILED'] })
  state: string;
  /** Paise. */
  amount: number;
  /** Epoch milliseconds. */
  expireAt: number;
  errorCode?: string;
  detailedErrorCode?: string;
  paymentDetails: PhonePePaymentDetailDto[];
}

/**
 * What PhonePe posts to the callback URL (Standard Checkout v2 webhook), with the header
 * `Authorization: <SHA256 hex of 'username:password'>`. Only `payload.state` decides.
 */
export class PhonePeCallbackDto {
  /** checkout.order.completed or checkout.order.failed. */
  event: string;
  /** The older, deprecated name of the event (CHECKOUT_ORDER_COMPLETED …). */
  @ApiPropertyOptional()
  type?: string;
  payload: PhonePeCallbackPayloadDto;
}
