import { CouponTile } from '../../components/CouponTile/CouponTile';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { LoadingStatus, Skeleton } from '../../components/Skeleton/Skeleton';
import { couponsFor } from '../../features/coupon/coupon-offer';
import { useCoupons } from '../../features/coupon/use-coupons';
import './SpecialOffers.css';

export type SpecialOffersProps = {
  /** The seller of the piece shown; null for the house's. Another seller's coupons would take nothing off it. */
  sellerId: string | null;
};

/**
 * Spec 2's SPECIAL OFFERS: a tile per live coupon that can apply to this piece (the house's, and its own seller's)
 * with its code and 'x% off on orders above Rs. y'; a click copies the code. The note says where it is used: the
 * coupon is applied at checkout.
 */
export function SpecialOffers({ sellerId }: SpecialOffersProps) {
  const coupons = useCoupons();
  const offers = coupons.data === undefined ? [] : couponsFor(coupons.data, sellerId);

  return (
    <section className="special-offers" aria-labelledby="special-offers-title">
      <h2 id="special-offers-title" className="special-offers__title">
        SPECIAL OFFERS
      </h2>
      {coupons.isPending ? (
        <LoadingStatus label="Loading offers…" className="grid-list special-offers__tiles">
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
        </LoadingStatus>
      ) : coupons.isError ? (
        <ErrorState message="We could not load today's offers." onRetry={() => void coupons.refetch()} />
      ) : offers.length === 0 ? (
        <p className="special-offers__none">No offers are running just now. Do look again soon.</p>
      ) : (
        <>
          <ul className="grid-list special-offers__tiles">
            {offers.map((coupon) => (
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
