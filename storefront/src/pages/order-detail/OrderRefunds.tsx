import { useId } from 'react';
import type { Order } from '../../features/orders/api';
import { refundSentence } from '../../features/orders/order-labels';
import { useOrderRefunds } from '../../features/orders/use-orders';
import './OrderRefunds.css';

export type OrderRefundsProps = { order: Order };

/** The money going back for the order (issue 18): one line per refund; nothing while there is none. */
export function OrderRefunds({ order }: OrderRefundsProps) {
  const titleId = useId();
  const refunds = useOrderRefunds(order);
  if (!refunds.data || refunds.data.length === 0) return null;
  return (
    <section className="order-refunds" aria-labelledby={titleId}>
      <h3 id={titleId} className="order-refunds__title">
        Refunds
      </h3>
      <ul className="order-refunds__list">
        {refunds.data.map((refund) => (
          <li key={refund.id}>
            {refundSentence(refund)}
          </li>
        ))}
      </ul>
    </section>
  );
}
