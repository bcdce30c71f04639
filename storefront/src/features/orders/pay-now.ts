import type { PaymentState } from '../payment/payment-state';
import type { Order } from './api';

/** Spec 2 'Customer dashboard': Pay Now goes to /payment with the order's price, its total quantity and its id. */
export function payNowState(order: Pick<Order, '_id' | 'price' | 'products'>): PaymentState {
  return {
    price: order.price,
    items: order.products.reduce((sum, line) => sum + line.quantity, 0),
    orderId: order._id,
  };
}
