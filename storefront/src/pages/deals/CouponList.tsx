import toast from 'react-hot-toast';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { useCoupons } from '../../features/coupon/use-coupons';

const SKELETONS = 3;

/** The coupons that apply today, each with its code to copy; they are applied at checkout. */
export function CouponList() {
  const coupons = useCoupons();

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(`Coupon code ${code} copied`);
    } catch {
      toast.error(`Could not copy. The code is ${code}.`);
    }
  };

  if (coupons.isPending) {
    return (
      <ul className="coupon-list" aria-hidden="true">
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
      <ul className="coupon-list">
        {coupons.data.map((coupon) => (
          <li key={coupon._id} className="coupon">
            <span className="coupon__code">{coupon.name}</span>
            <span className="coupon__terms">
              {coupon.price > 0
                ? `${coupon.discount}% off on orders above Rs. ${coupon.price.toLocaleString('en-IN')}`
                : `${coupon.discount}% off on any order`}
            </span>
            <button type="button" className="coupon__copy link-button" onClick={() => void copy(coupon.name)}>
              Copy code<span className="visually-hidden"> {coupon.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="coupon-note">Enter a code at checkout; it is checked against your order there.</p>
    </>
  );
}
