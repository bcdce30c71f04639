import type { AppliedCoupon } from '../../features/cart/api';
import { ChargedInRupees } from '../../components/ChargedInRupees/ChargedInRupees';
import { couponReach } from '../../features/coupon/coupon-offer';
import type { ShippingShown } from '../../features/delivery/destination';
import { formatPrice, formatRupees } from '../../lib/money';
import './OrderTotals.css';

export type OrderTotalsProps = {
  /** Number of pieces. */
  items: number;
  /** Rupees before the coupon, as the server answered. */
  price: number;
  /** Rupees: the cart's own fee, as the server answered it (in the coupon's total); 0 is shown 'Free' (DECISIONS.md). */
  shippingFee: number;
  /** What the shipping line says instead (issue 17): the zone's fee for the chosen address, or a sentence until it is known. */
  shipping?: ShippingShown;
  /** The server's answer for the applied coupon, if any. */
  coupon: AppliedCoupon | null;
  /** Rupees: the GST in `price` as the server answered it; unknown (Buy Now), the totals say only that it is included. */
  gst?: number;
};

/**
 * How many pieces, what they cost, shipping, the coupon's discount and the total — every amount the server's — and the
 * GST the total includes (prices are tax-inclusive, issue 16). Its amount is shown only without a coupon: the server's
 * figure is of the price before it. In another display currency, the rupees charged below (issue 17). Shipping is the
 * zone's for the address chosen, or says what is known before there is one.
 */
export function OrderTotals({ items, price, shippingFee, coupon, gst, shipping }: OrderTotalsProps) {
  // without a coupon the total is the server's price and fee side by side; it is shown, never sent
  const cartTotal = coupon === null ? price + shippingFee : coupon.total;
  // the zone's fee for the chosen address takes the place of the cart's
  const fee = shipping !== undefined && 'fee' in shipping ? shipping.fee : shippingFee;
  const total = cartTotal - shippingFee + fee;
  const shippingText = shipping !== undefined && 'note' in shipping ? shipping.note : fee === 0 ? 'Free' : formatPrice(fee);
  return (
    <>
      <dl className="sums order-totals">
        <div>
          <dt>
            Price ({items} {items === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatPrice(price)}</dd>
        </div>
        <div>
          <dt>Shipping Fee</dt>
          <dd>{shippingText}</dd>
        </div>
        {coupon === null ? null : (
          <div className="order-totals__coupon">
            <dt>
              Coupon {coupon.code} ({couponReach(coupon)})
            </dt>
            <dd>−{formatPrice(coupon.couponDiscount)}</dd>
          </div>
        )}
        <div className="order-totals__total">
          <dt>Total</dt>
          <dd>{formatPrice(total)}</dd>
        </div>
        <div className="order-totals__tax">
          <dt>Inclusive of GST</dt>
          <dd>{gst === undefined || coupon !== null ? 'Included' : formatRupees(gst)}</dd>
        </div>
      </dl>
      <ChargedInRupees amount={total} />
    </>
  );
}
