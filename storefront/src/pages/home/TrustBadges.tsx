import { Icon, type IconName } from '../../components/Icon/Icon';
import { DELIVERY_BUSINESS_DAYS, RETURN_DAYS } from '../../constants';
import { shippingPromise } from '../../features/delivery/destination';
import { useDeliverySummary } from '../../features/delivery/use-delivery';

type Badge = { icon: IconName; title: string; detail: string };

const DELIVERED_IN = `Delivered in ${DELIVERY_BUSINESS_DAYS.min}–${DELIVERY_BUSINESS_DAYS.max} business days`;

/**
 * Spec 2's four promises, as this shop keeps them: shipping as the delivery zones make it true (free across India
 * per DECISIONS.md, and worldwide above the zones' threshold: GET /api/delivery/summary; the India promise alone until
 * it answers), returns of unused pieces within 7 days (spec 9; no 30-day money back), help on WhatsApp at any hour
 * (shop-details), and the payment methods of spec 9.
 */
const OTHER_BADGES: readonly Badge[] = [
  { icon: 'refund', title: `${RETURN_DAYS}-day returns`, detail: 'On unused pieces delivered in India' },
  { icon: 'support', title: '24/7 help on WhatsApp', detail: 'Calls Mon–Sat, 10 am–7 pm IST' },
  { icon: 'lock', title: 'Secure online payment', detail: 'UPI, cards, net banking or cash on delivery' },
];

export function TrustBadges() {
  const { data } = useDeliverySummary();
  const promise = data === undefined ? { title: 'Free shipping across India', detail: null } : shippingPromise(data);
  const shipping: Badge = { icon: 'truck', title: promise.title, detail: promise.detail ?? DELIVERED_IN };
  const badges = [shipping, ...OTHER_BADGES];
  return (
    <section className="trust" aria-label="Our promises">
      <ul className="container trust__list">
        {badges.map((badge) => (
          <li key={badge.title} className="trust__item">
            <span className="trust__icon">
              <Icon name={badge.icon} size={26} />
            </span>
            <span>
              <strong className="trust__title">{badge.title}</strong>
              <span className="trust__detail">{badge.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
