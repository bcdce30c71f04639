import { CouponTile } from '../../components/CouponTile/CouponTile';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { useCoupons } from '../../features/coupon/use-coupons';

const SKELETONS = 3;

/** The coupons that apply today, each a tile that copies its code; they are applied at checkout. */
export function CouponList() {
  const coupons = useCoupons();

  if (coupons.isPending) {
    return (
      <ul className="grid-list coupon-list" aria-hidden="true">
        {Array.from({ length: SKELETONS }, (_, index) => (
          <li key={index}>
            <Skeleton height="4.5rem" />
          </li>
        ))}
      </ul>
    );
  }
  if (coupons.isError) {
    return <ErrorState message="We could not load today’s coupons." onRetry={() => void coupons.refetch()} />;
  }
  if (coupons.data.length === 0) return null;
  return (
    <>
      <ul className="grid-list coupon-list">
        {coupons.data.map((coupon) => (
          <li key={coupon._id}>
            <CouponTile coupon={coupon} />
          </li>
        ))}
      </ul>
      <p className="coupon-note">Enter a code at checkout; it is checked against your order there.</p>
    </>
  );
}
