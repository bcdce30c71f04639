import { Matches } from 'class-validator';
import { MERCHANT_ORDER_ID_PATTERN } from '../payment.rules.js';

/** The path of payment-return: the attempt the shopper comes back from. */
export class PaymentReturnParamsDto {
  /** Our id of the payment attempt (PhonePe's merchantOrderId). */
  @Matches(MERCHANT_ORDER_ID_PATTERN, { message: "merchantOrderId must be 1 to 63 letters, digits, '_' or '-'" })
  merchantOrderId: string;
}
