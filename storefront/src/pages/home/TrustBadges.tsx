import { Icon, type IconName } from '../../components/Icon/Icon';
import { DELIVERY_BUSINESS_DAYS, RETURN_DAYS } from '../../constants';

type Badge = { icon: IconName; title: string; detail: string };

/**
 * Spec 2's four promises, as this shop keeps them: free standard shipping in India (DECISIONS.md), returns of
 * unused pieces within 7 days (spec 9; no 30-day money back), help on WhatsApp at any hour (shop-details), and
 * the payment methods of spec 9.
 */
const BADGES: readonly Badge[] = [
  {
    icon: 'truck',
    title: 'Free shipping across India',
    detail: `Delivered in ${DELIVERY_BUSINESS_DAYS.min}–${DELIVERY_BUSINESS_DAYS.max} business days`,
  },
  { icon: 'refund', title: `${RETURN_DAYS}-day returns`, detail: 'On unused pieces delivered in India' },
  { icon: 'support', title: '24/7 help on WhatsApp', detail: 'Calls Mon–Sat, 10 am–7 pm IST' },
  { icon: 'lock', title: 'Secure online payment', detail: 'UPI, cards, net banking or cash on delivery' },
];

export function TrustBadges() {
  return (
    <section className="trust" aria-label="Our promises">
      <ul className="container trust__list">
        {BADGES.map((badge) => (
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
