import { IsIn } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { DELIVERY_STATUSES, type DeliveryStatus, PAYMENT_STATUSES, type PaymentStatus } from '../entities/order.entity.js';
import { ORDER_ADMIN_READ_ONLY } from './order-admin.response.dto.js';

/**
 * The console's status change. A status equal to the current one changes nothing; any other must be a step the
 * transition tables allow (409 otherwise).
 */
@AcceptsReadOnly(ORDER_ADMIN_READ_ONLY)
export class UpdateOrderStatusDto {
  @IsOptionalButNotNull()
  @IsIn(DELIVERY_STATUSES, { message: `delivery_status must be one of ${DELIVERY_STATUSES.join(', ')}` })
  delivery_status?: DeliveryStatus;

  @IsOptionalButNotNull()
  @IsIn(PAYMENT_STATUSES, { message: `payment_status must be one of ${PAYMENT_STATUSES.join(', ')}` })
  payment_status?: PaymentStatus;
}
