import type { Order } from '../../features/orders/api';
import { refundSentence } from '../../features/orders/order-labels';
import { useOrderRefunds } from '../../features/orders/use-orders';
import { OrderCardSection } from './OrderCardSection';
import './OrderRefunds.css';

export type OrderRefundsProps = { order: Order };

/** The money going back for the order (issue 18): one line per refund; nothing while there is none. */
export function OrderRefunds({ order }: OrderRefundsProps) {
  const refunds = useOrderRefunds(order);
  if (!refunds.data || refunds.data.length === 0) return null;
  return (
    <OrderCardSection title="Refunds">
      <ul className="order-refunds__list">
        {refunds.data.map((refund) => (
          <li key={refund.id}>
            {refundSentence(refund)}
          </li>
        ))}
      </ul>
    </OrderCardSection>
  );
}
