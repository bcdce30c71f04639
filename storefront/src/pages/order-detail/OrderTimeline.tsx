import type { Order } from '../../features/orders/api';
import { comingDeliveryDate, formatOrderDate, TIMELINE_STEP_LABELS } from '../../features/orders/order-labels';
import { OrderCardSection } from './OrderCardSection';
import { PromisedDate } from './PromisedDate';
import './OrderTimeline.css';

export type OrderTimelineProps = { order: Order };

type TimelineEvent = Order['timeline'][number];

/**
 * The order's way to the customer (issue 17): placed, confirmed, packed, shipped and delivered (or cancelled), each
 * with its date, oldest first, as an ordered list whose words carry every step (no colour alone). A parcel's step
 * names its courier and AWB with a link to the courier's tracking page (a new tab); a parcel holding only part of
 * the order says how many pieces it carries. While the order is on its way, the date it was promised by closes the
 * list as the step still to come.
 */
export function OrderTimeline({ order }: OrderTimelineProps) {
  const coming = comingDeliveryDate(order);
  return (
    <OrderCardSection title="Order progress">
      <ol className="order-timeline__list">
        {order.timeline.map((event, index) => (
          <TimelineItem key={`${event.step}-${event.at}-${event.shipment?._id ?? index}`} event={event} total={order.items} />
        ))}
        {coming === null ? null : (
          <li className="order-timeline__step order-timeline__step--expected">
            <span className="order-timeline__label">Expected delivery</span>{' '}
            <span className="order-timeline__date">
              <PromisedDate date={coming} />
            </span>
          </li>
        )}
      </ol>
    </OrderCardSection>
  );
}

type TimelineItemProps = { event: TimelineEvent; total: number };

function TimelineItem({ event, total }: TimelineItemProps) {
  const shipment = event.shipment;
  return (
    <li className={`order-timeline__step order-timeline__step--${event.step}`}>
      <span className="order-timeline__label">
        {TIMELINE_STEP_LABELS[event.step]}
        {shipment?.partial ? ` (${shipment.items} of ${total} ${total === 1 ? 'piece' : 'pieces'})` : ''}
      </span>{' '}
      <time className="order-timeline__date" dateTime={event.at}>
        {formatOrderDate(event.at)}
      </time>
      {shipment && event.step === 'shipped' ? (
        <p className="order-timeline__parcel">
          {shipment.courier} · AWB {shipment.awb} ·{' '}
          <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
            Track parcel <span className="visually-hidden">{`${shipment.awb} on ${shipment.courier} (opens in a new tab)`}</span>
          </a>
        </p>
      ) : null}
    </li>
  );
}
