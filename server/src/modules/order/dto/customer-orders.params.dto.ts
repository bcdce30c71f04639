import { IsIn, IsUUID } from 'class-validator';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../entities/order.entity.js';

/** The dashboard's filter: every order, or those of one delivery status. */
export const ORDER_STATUS_FILTERS = ['all', ...DELIVERY_STATUSES] as const;
export type OrderStatusFilter = 'all' | DeliveryStatus;

/** The path of gat-orders. */
export class CustomerOrdersParamsDto {
  /** The signed-in customer's id (staff may ask for any customer's). */
  @IsUUID('all', { message: 'customerId must be a UUID' })
  customerId: string;

  @IsIn(ORDER_STATUS_FILTERS, { message: `status must be one of ${ORDER_STATUS_FILTERS.join(', ')}` })
  status: OrderStatusFilter;
}
