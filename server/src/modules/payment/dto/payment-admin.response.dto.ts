import { ApiProperty } from '@nestjs/swagger';
import { toRupees } from '../../../common/money.js';
import { PAYMENT_STATES, type Payment, type PaymentState } from '../entities/payment.entity.js';

/** One online payment attempt, for the console. */
export class PaymentAdminDto {
  id: string;
  orderId: string;
  /** Our id of the attempt at the gateway. */
  merchantOrderId: string;
  /** 'sandbox' or 'phonepe'. */
  provider: string;
  /** The gateway's id of the attempt, once it answered. */
  providerOrderId: string | null;
  /** Rupees asked of the gateway: the order's total when the attempt began. */
  amount: number;
  @ApiProperty({ enum: PAYMENT_STATES })
  state: PaymentState;
  /** The gateway's last word on it (state details, error codes). */
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  lastResponse: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
}

export function toPaymentAdminDto(payment: Payment): PaymentAdminDto {
  return {
    id: payment.id,
    orderId: payment.orderId,
    merchantOrderId: payment.merchantOrderId,
    provider: payment.provider,
    providerOrderId: payment.providerOrderId,
    amount: toRupees(payment.amountPaise),
    state: payment.state,
    lastResponse: payment.lastResponse,
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
  };
}
