import { ApiProperty } from '@nestjs/swagger';
import { readOnlyFields } from '../../../common/http/read-only.js';
import { DELIVERY_STATUSES, type DeliveryStatus, PAYMENT_STATUSES, type PaymentStatus } from '../entities/order.entity.js';
import { DELIVERY_TRANSITIONS, staffPaymentSteps } from '../order.transitions.js';
import type { OrderAdminRow } from '../order.repository.js';
import { OrderDto, toOrderDto } from './order.response.dto.js';
import type { UpdateOrderStatusDto } from './update-order-status.dto.js';

/**
 * An order in the console: the storefront's fields (a seller sees only their own lines), `id` for react-admin,
 * the customer's name and the statuses it may move to next.
 */
export class OrderAdminDto extends OrderDto {
  /** Same as _id. */
  id: string;
  /** The account's name; null once the account is deleted. */
  customerName: string | null;
  /** The delivery statuses this order may move to next (order.transitions.ts). */
  @ApiProperty({ enum: DELIVERY_STATUSES, isArray: true })
  allowedDeliveryStatuses: DeliveryStatus[];
  /**
   * The payment statuses staff may set next with the status change: never refunded, which only the order's refunds
   * reach (the gateway's, or a cash-on-delivery transfer's UTR); refund_pending only of cash on delivery (an online
   * payment is owed back when the order is cancelled or its pieces are returned, and the gateway refund starts by itself).
   */
  @ApiProperty({ enum: PAYMENT_STATUSES, isArray: true })
  allowedPaymentStatuses: PaymentStatus[];
}

/** What a status change (UpdateOrderStatusDto) takes back from the record and ignores: everything but the two statuses. */
export const ORDER_ADMIN_READ_ONLY = readOnlyFields<OrderAdminDto, UpdateOrderStatusDto>()([
  '_id',
  'id',
  'price',
  'subtotal',
  'couponDiscount',
  'couponCode',
  'shipping_fee',
  'items',
  'payment_method',
  'date',
  'email',
  'shippingInfo',
  'products',
  'canCancel',
  'canPay',
  'cancelReason',
  'invoice',
  'creditNotes',
  'displayCurrency',
  'displayRate',
  'timeline',
  'shipments',
  'shippingZone',
  'expectedDeliveryDate',
  'customerName',
  'allowedDeliveryStatuses',
  'allowedPaymentStatuses',
]);

export class OrderSummaryTodayDto {
  /** Orders placed today (Indian time) and not cancelled, past the payment step. */
  orders: number;
  /** Rupees: their totals (a seller: the sale value of their own lines). */
  revenue: number;
}

export class OrderCountsByStatusDto {
  pending: number;
  placed: number;
  warehouse: number;
  shipped: number;
  delivered: number;
  cancelled: number;
}

/** The console dashboard's order figures; a seller's count only orders holding their products. */
export class OrderSummaryDto {
  today: OrderSummaryTodayDto;
  /** Every order by delivery status. */
  byStatus: OrderCountsByStatusDto;
}

export function toOrderAdminDto(row: OrderAdminRow): OrderAdminDto {
  return {
    id: row.id,
    ...toOrderDto(row),
    customerName: row.customer_name,
    allowedDeliveryStatuses: [...DELIVERY_TRANSITIONS[row.delivery_status]],
    allowedPaymentStatuses: staffPaymentSteps(row.payment_status, row.payment_method),
  };
}
