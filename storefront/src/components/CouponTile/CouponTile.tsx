import toast from 'react-hot-toast';
import { copyText } from '../../features/clipboard/copy-text';
import type { Coupon } from '../../features/coupon/api';
import { couponOffer } from '../../features/coupon/coupon-offer';
import { formatLongDate } from '../../lib/format-date';
import './CouponTile.css';

export type CouponTileProps = { coupon: Coupon };

/**
 * A coupon as the deals and product pages show it (spec 2): its code, 'x% off on orders above Rs. y' and how long
 * it runs. Pressing it puts the code on the clipboard (on any address, not only HTTPS) and a toast says so.
 */
export function CouponTile({ coupon }: CouponTileProps) {
  const until = coupon.expiresAt === null ? null : formatLongDate(coupon.expiresAt);

  const copy = async () => {
    if (await copyText(coupon.name)) toast.success(`Coupon code ${coupon.name} copied`);
    else toast.error(`Unable to copy the code. Please note it down: ${coupon.name}`);
  };

  return (
    <button type="button" className="coupon-tile" onClick={() => void copy()}>
      <span className="coupon-tile__code">{coupon.name}</span>
      <span className="coupon-tile__offer">{couponOffer(coupon)}</span>
      {until === null ? null : <span className="coupon-tile__until">Valid until {until}</span>}
      <span className="coupon-tile__copy">Copy code</span>
    </button>
  );
}
