import type { Order } from '../../features/orders/api';
import { DELIVERY_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../features/orders/order-labels';
import './OrderStatus.css';

export type PaymentStatusProps = { status: Order['payment_status'] };

/** A payment status: green when paid, red otherwise (spec 2 'Order detail'). */
export function PaymentStatus({ status }: PaymentStatusProps) {
  return (
    <span className={status === 'paid' ? 'order-status tone-success' : 'order-status tone-error'}>
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}

export type DeliveryStatusProps = { status: Order['delivery_status'] };

/** An order's delivery status. */
export function DeliveryStatus({ status }: DeliveryStatusProps) {
  return <span className={`order-status tone-neutral order-status--${status}`}>{DELIVERY_STATUS_LABELS[status]}</span>;
}
