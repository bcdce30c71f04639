import toast from 'react-hot-toast';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import type { Coupon } from '../../features/coupon/api';
import { useCoupons } from '../../features/coupon/use-coupons';
import { formatLongDate } from '../../lib/format-date';
import { copyText } from './copy-text';
import { couponOffer } from './product-rules';
import './SpecialOffers.css';

/** Puts a coupon's code on the clipboard and says so in a toast (spec 2). */
async function copyCode(code: string) {
  if (await copyText(code)) toast.success(`Coupon code ${code} copied`);
  else toast.error(`Unable to copy the code. Please note it down: ${code}`);
}

/**
 * Spec 2's SPECIAL OFFERS: a tile per live coupon with its code and 'x% off on orders above Rs. y'; a click
 * copies the code. The note says where it is used: the coupon is applied at checkout.
 */
export function SpecialOffers() {
  const coupons = useCoupons();

  return (
    <section className="special-offers" aria-labelledby="special-offers-title">
      <h2 id="special-offers-title" className="special-offers__title">
        SPECIAL OFFERS
      </h2>
      {coupons.isPending ? (
        <div role="status" className="special-offers__tiles">
          <span className="visually-hidden">Loading offers…</span>
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
        </div>
      ) : coupons.isError ? (
        <ErrorState message="We could not load today's offers." onRetry={() => void coupons.refetch()} />
      ) : coupons.data.length === 0 ? (
        <p className="special-offers__none">No offers are running just now. Do look again soon.</p>
      ) : (
        <>
          <ul className="special-offers__tiles">
            {coupons.data.map((coupon) => (
              <li key={coupon._id}>
                <CouponTile coupon={coupon} />
              </li>
            ))}
          </ul>
          <p className="special-offers__note">Copy a code: the coupon is applied at checkout.</p>
        </>
      )}
    </section>
  );
}

type CouponTileProps = { coupon: Coupon };

function CouponTile({ coupon }: CouponTileProps) {
  const until = coupon.expiresAt === null ? null : formatLongDate(coupon.expiresAt);
  return (
    <button type="button" className="special-offers__tile" onClick={() => void copyCode(coupon.name)}>
      <span className="special-offers__code">{coupon.name}</span>
      <span className="special-offers__offer">{couponOffer(coupon)}</span>
      {until === null ? null : <span className="special-offers__until">Valid until {until}</span>}
      <span className="special-offers__copy">
        Copy code<span className="visually-hidden"> {coupon.name}</span>
      </span>
    </button>
  );
}
