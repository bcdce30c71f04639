import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsUUID } from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethod } from '../../order/entities/order.entity.js';

/** The payment step's request (spec 3 'Payment request'): how the customer pays which order. */
export class CreatePaymentDto {
  /** COD: cash on delivery; ONLINEPAY: PhonePe's payment page. */
  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS, { message: `type must be one of ${PAYMENT_METHODS.join(', ')}` })
  type: PaymentMethod;

  /** The order to pay: one of the caller's own. */
  @IsUUID('all', { message: 'orderId must be a UUID' })
  orderId: string;

  /** Accepted and ignored: the amount is always the stored order's total. */
  @ApiPropertyOptional({ type: Number, description: "Accepted and ignored: the amount is always the stored order's total." })
  @Allow()
  price?: unknown;

  /** Accepted and ignored: the customer is the one signed in. */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Accepted and ignored: the customer is the one signed in.' })
  @Allow()
  userInfo?: unknown;
}
