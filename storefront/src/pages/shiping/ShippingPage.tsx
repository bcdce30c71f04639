import { type ReactNode, useId, useState } from 'react';
import { Link, type LinkProps, useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../api/client';
import { FormAlert } from '../../components/Field/Field';
import { addressOneLine } from '../../features/addresses/address-rules';
import { useAuth } from '../../features/auth/auth-context';
import { useRequireUser } from '../../features/auth/use-require-user';
import type { CheckoutState } from '../../features/cart/checkout-state';
import { readSavedAddress } from '../../features/checkout/address-cookie';
import { codLine, destinationOfAddress } from '../../features/delivery/destination';
import { useDeliveryEstimate, useShippingShown } from '../../features/delivery/use-delivery';
import { placeOrderRequest } from '../../features/checkout/order-request';
import { usePlaceOrder } from '../../features/checkout/use-place-order';
import { ORDER_FALLBACK } from '../../features/orders/messages';
import { paymentPath, type PaymentState } from '../../features/payment/payment-state';
import { formatRupees } from '../../lib/money';
import { CheckoutActions, CheckoutFrame } from '../checkout/CheckoutFrame';
import { CheckoutGate } from '../checkout/CheckoutGate';
import { CheckoutSummary } from '../checkout/CheckoutSummary';
import './ShippingPage.css';

const DELIVERY_FALLBACK = 'We could not check the delivery date for this address just now.';

/**
 * /shiping, the Shipping step (spec 2 and 4): contact, ship-to and 'Standard Shipping' at ₹0.00; Continue to Payment
 * places the order and goes to /payment with the server's total, the number of pieces and the new order's id.
 */
export function ShippingPage() {
  return (
    <CheckoutGate
      frame={{ step: 'shipping', title: 'Shipping', links: { cart: { to: '/cart' }, information: { to: '/checkout' } } }}
      emptyTitle="Nothing to ship"
      emptyText="Your cart has no pieces in stock. If you have just placed an order, you will find it in My Orders."
    >
      {(state) => <ShippingStep state={state} />}
    </CheckoutGate>
  );
}

type ReviewRowProps = {
  term: string;
  /** Where it is changed: the Information step. */
  change: LinkProps;
  /** What the link says it changes. */
  what: string;
  children: ReactNode;
};

/** A row of what the earlier step chose, with the link back to change it. */
function ReviewRow({ term, change, what, children }: ReviewRowProps) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
      <dd className="shipping-review__change">
        <Link {...change} aria-label={`Change ${what}`}>
          Change
        </Link>
      </dd>
    </div>
  );
}

type ShippingStepProps = { state: CheckoutState };

function ShippingStep({ state }: ShippingStepProps) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const requireUser = useRequireUser();
  const placeOrder = usePlaceOrder();
  const [address] = useState(readSavedAddress);
  const methodId = useId();
  const information = { to: '/checkout', state };
  // The zone's fee and date for this address and the order after its coupon, as place-order will charge it.
  const amount = state.coupon?.total ?? state.price;
  const estimate = useDeliveryEstimate(address === null ? null : destinationOfAddress(address), amount);
  const shippingFee = estimate.data?.shippingFee ?? state.shipping_fee;
  const shipping = useShippingShown(address, amount);

  const place = () =>
    requireUser((customer) => {
      if (address === null) return;
      placeOrder.mutate(placeOrderRequest(state, address, customer.id), {
        onSuccess: (placed) => {
          const next: PaymentState = { price: placed.price, items: placed.items, orderId: placed.orderId };
          // the order exists now: going back should not offer to place it again
          void navigate(paymentPath(placed.orderId), { state: next, replace: true });
        },
      });
    });

  return (
    <CheckoutFrame
      step="shipping"
      title="Shipping"
      links={{ cart: { to: '/cart' }, information }}
      aside={<CheckoutSummary state={state} coupon={state.coupon ?? null} shipping={shipping} />}
    >
      {address === null ? (
        <section className="panel checkout-section">
          <h2>Shipping address</h2>
          <p>
            Your shipping address is not saved yet. <Link {...information}>Add it on the Information step</Link>.
          </p>
        </section>
      ) : (
        <dl className="shipping-review">
          <ReviewRow term="Contact" change={information} what="contact">
            {user?.email ?? 'Log in to continue'}
          </ReviewRow>
          <ReviewRow term="Ship to" change={information} what="shipping address">
            {address.name}, {addressOneLine(address)}
          </ReviewRow>
        </dl>
      )}

      <section className="panel checkout-section" aria-labelledby={methodId}>
        <h2 id={methodId}>Shipping method</h2>
        <p className="shipping-method">
          <span className="shipping-method__name">
            <strong>Standard Shipping</strong>
            <span>Made to order</span>
          </span>
          <strong>{formatRupees(shippingFee)}</strong>
        </p>
        {estimate.data === undefined ? (
          estimate.isError ? <p className="shipping-method__problem">{apiErrorMessage(estimate.error, DELIVERY_FALLBACK)}</p> : null
        ) : (
          <p className="shipping-method__eta">
            {estimate.data.zone} · Delivery by <strong>{estimate.data.deliverByLabel}</strong> · {codLine(estimate.data)}
            {shippingFee > 0 ? ' · Shipping is added to your total when the order is placed.' : null}
          </p>
        )}
      </section>

      <FormAlert message={placeOrder.isError ? apiErrorMessage(placeOrder.error, ORDER_FALLBACK) : null} />
      {placeOrder.isError ? (
        <p className="shipping-recover">
          <Link to="/cart">Review your cart</Link>
        </p>
      ) : null}

      <CheckoutActions
        back={{ ...information, label: 'Return to Information' }}
        next={placeOrder.isPending ? 'Placing your order…' : 'Continue to Payment'}
        onNext={place}
        disabled={address === null || placeOrder.isPending}
      />
    </CheckoutFrame>
  );
}
