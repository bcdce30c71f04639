import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../api/client';
import type { AddressDraft } from '../../features/addresses/address-rules';
import { useAddressBook } from '../../features/addresses/use-addresses';
import { useRequireUser } from '../../features/auth/use-require-user';
import type { CheckoutState } from '../../features/cart/checkout-state';
import { useCoupon, type CouponItem } from '../../features/cart/use-coupon';
import { useShippingShown } from '../../features/delivery/use-delivery';
import { clearAddressCookie, readSavedAddress, saveAddressCookie } from '../../features/checkout/address-cookie';
import { NEWSLETTER_FALLBACK } from '../../features/newsletter/messages';
import { useSubscribe } from '../../features/newsletter/use-subscribe';
import { CheckoutActions, CheckoutFrame } from './CheckoutFrame';
import { CheckoutGate } from './CheckoutGate';
import { CheckoutSummary } from './CheckoutSummary';
import { ContactBlock } from './ContactBlock';
import { CouponBox } from './CouponBox';
import { ShippingAddressSection } from './ShippingAddressSection';

/**
 * /checkout, the Information step (spec 2 and 4): contact, the shipping address (saved in a cookie for 7 days), the
 * pieces and the order summary; Continue to shipping once the address is saved. It works on the state it was
 * navigated with, or on the cart when opened without one.
 */
export function CheckoutPage() {
  return (
    <CheckoutGate
      frame={{ step: 'information', title: 'Information', links: { cart: { to: '/cart' } } }}
      emptyTitle="Nothing to check out"
      emptyText="Your cart has no pieces in stock. Add one you love, then come back here."
    >
      {(state) => <InformationStep state={state} />}
    </CheckoutGate>
  );
}

/** The Buy Now piece the coupon prices instead of the cart; null for a cart checkout. */
function couponItemOf(state: CheckoutState): CouponItem | null {
  const line = state.products[0]?.products[0];
  return state.buyNow === true && line !== undefined ? { productId: line.productId, quantity: line.quantity } : null;
}

type InformationStepProps = { state: CheckoutState };

function InformationStep({ state }: InformationStepProps) {
  const navigate = useNavigate();
  const requireUser = useRequireUser();
  const { save: saveToBook } = useAddressBook();
  const subscribe = useSubscribe();
  const coupon = useCoupon(state.coupon ?? null, state.price, couponItemOf(state));
  const [saved, setSaved] = useState(readSavedAddress);
  const [emailOffers, setEmailOffers] = useState(false);
  const [textOffers, setTextOffers] = useState(false);
  const hintId = useId();
  // The zone's fee once the address is saved, for the order after its coupon, as place-order will charge it.
  const shipping = useShippingShown(saved, coupon.applied?.total ?? state.price);

  const save = (address: AddressDraft, keep: boolean) => {
    saveAddressCookie(address);
    setSaved(address);
    if (keep) saveToBook.mutate({ id: null, body: address });
  };

  const change = () => {
    clearAddressCookie();
    setSaved(null);
  };

  const next: CheckoutState = { ...state, coupon: coupon.applied ?? undefined };
  const continueToShipping = () =>
    requireUser((customer) => {
      // 'Email me with news and offers': the newsletter, whose answer arrives while the next step is shown
      if (emailOffers) {
        subscribe
          .mutateAsync(customer.email)
          .then(({ message }) => toast.success(message))
          .catch((error: unknown) => toast.error(apiErrorMessage(error, NEWSLETTER_FALLBACK)));
      }
      void navigate('/shiping', { state: next });
    });

  return (
    <CheckoutFrame
      step="information"
      title="Information"
      links={{ cart: { to: '/cart' } }}
      aside={
        <CheckoutSummary state={state} coupon={coupon.applied} shipping={shipping}>
          <CouponBox coupon={coupon} />
        </CheckoutSummary>
      }
    >
      <ContactBlock emailOffers={emailOffers} onEmailOffers={setEmailOffers} />
      <ShippingAddressSection saved={saved} onSave={save} onChange={change} textOffers={textOffers} onTextOffers={setTextOffers} />
      {saved === null ? (
        <p id={hintId} className="checkout-hint">
          Save the shipping address to continue.
        </p>
      ) : null}
      <CheckoutActions
        back={{ to: '/cart', label: 'Return to cart' }}
        next="Continue to shipping"
        onNext={continueToShipping}
        disabled={saved === null || coupon.isPending}
        describedBy={saved === null ? hintId : undefined}
      />
    </CheckoutFrame>
  );
}
