import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/Icon/Icon';
import { PolicyFigure } from '../../components/PolicyFigure/PolicyFigure';
import { DELIVERY_BUSINESS_DAYS } from '../../constants';
import { shippingPromise } from '../../features/delivery/destination';
import { useDeliverySummary } from '../../features/delivery/use-delivery';
import { returnsCover } from '../../features/returns/return-labels';
import { useReturnPolicy } from '../../features/returns/use-returns';

type Badge = { icon: IconName; title: ReactNode; detail: ReactNode };

const DELIVERED_IN = `Delivered in ${DELIVERY_BUSINESS_DAYS.min}–${DELIVERY_BUSINESS_DAYS.max} business days`;

/**
 * Spec 2's four promises, as this shop keeps them: shipping as the delivery zones make it true (free across India
 * per DECISIONS.md, and worldwide above the zones' threshold: GET /api/delivery/summary; the India promise alone until
 * it answers), returns of unused pieces within the refund policy's window (GET /api/returns/policy, the rules' own
 * figure; a shimmer of its size until it answers; no 30-day money back), help on WhatsApp at any hour (shop-details),
 * and the payment methods of spec 9.
 */
const OTHER_BADGES: readonly Badge[] = [
  { icon: 'support', title: '24/7 help on WhatsApp', detail: 'Calls Mon–Sat, 10 am–7 pm IST' },
  { icon: 'lock', title: 'Secure online payment', detail: 'UPI, cards, net banking or cash on delivery' },
];

export function TrustBadges() {
  const { data } = useDeliverySummary();
  const policy = useReturnPolicy();
  const promise = data === undefined ? { title: 'Free shipping across India', detail: null } : shippingPromise(data);
  const shipping: Badge = { icon: 'truck', title: promise.title, detail: promise.detail ?? DELIVERED_IN };
  const returns: Badge = policy.isError
    ? { icon: 'refund', title: 'Easy returns', detail: 'On unused pieces' }
    : {
        icon: 'refund',
        title: (
          <>
            <PolicyFigure width="0.6em">{policy.data?.returnWindowDays}</PolicyFigure>-day returns
          </>
        ),
        detail: <PolicyFigure width="14em">{policy.data === undefined ? undefined : `On ${returnsCover(policy.data)}`}</PolicyFigure>,
      };
  const badges = [shipping, returns, ...OTHER_BADGES];
  return (
    <section className="trust" aria-label="Our promises">
      <ul className="container trust__list">
        {badges.map((badge) => (
          <li key={badge.icon} className="trust__item">
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
