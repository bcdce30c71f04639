import { useId, type ReactNode } from 'react';
import type { AppliedCoupon } from '../../features/cart/api';
import type { CheckoutState } from '../../features/cart/checkout-state';
import type { ShippingShown } from '../../features/delivery/destination';
import { CheckoutLines } from './CheckoutLines';
import { OrderTotals } from './OrderTotals';
import './CheckoutSummary.css';

export type CheckoutSummaryProps = {
  state: CheckoutState;
  coupon: AppliedCoupon | null;
  /** The shipping line: the zone's fee for the chosen address, or what is known before there is one (issue 17). */
  shipping: ShippingShown;
  /** Controls under the pieces, e.g. the coupon box. */
  children?: ReactNode;
};

/** The order summary panel (spec 2): the pieces, then price, shipping, coupon and total as the server answered them. */
export function CheckoutSummary({ state, coupon, shipping, children }: CheckoutSummaryProps) {
  const titleId = useId();
  return (
    <aside className="panel checkout-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout-summary__title">
        Order summary
      </h2>
      <CheckoutLines products={state.products} />
      {children}
      <OrderTotals items={state.items} price={state.price} shippingFee={state.shipping_fee} shipping={shipping} coupon={coupon} gst={state.gst} />
    </aside>
  );
}
