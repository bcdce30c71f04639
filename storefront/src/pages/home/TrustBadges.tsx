import { Icon, type IconName } from '../../components/Icon/Icon';

type Badge = { icon: IconName; title: string; detail: string };

/** Spec 2's four promises, in rupee-land terms (DECISIONS.md: free shipping across India). */
const BADGES: readonly Badge[] = [
  { icon: 'truck', title: 'Free shipping across India', detail: 'Delivered in 5–7 business days' },
  { icon: 'refund', title: 'Money back within 30 days', detail: 'Return unused pieces within 7 days' },
  { icon: 'support', title: '24/7 support', detail: 'WhatsApp us day or night' },
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
