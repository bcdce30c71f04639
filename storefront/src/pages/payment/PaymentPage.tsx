import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '../../api/client';
import { AddressForm } from '../../components/AddressForm/AddressForm';
import { AddressText } from '../../components/AddressForm/AddressText';
import { ConfirmDialog, MessageDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { Icon } from '../../components/Icon/Icon';
import { PageLoading } from '../../components/PageLoading/PageLoading';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import type { AddressDraft } from '../../features/addresses/address-rules';
import { useAddressBook } from '../../features/addresses/use-addresses';
import type { SessionUser } from '../../features/auth/auth-context';
import { useSessionOnArrival } from '../../features/auth/use-session-on-arrival';
import { saveAddressCookie } from '../../features/checkout/address-cookie';
import type { Order } from '../../features/orders/api';
import { ORDER_FALLBACK } from '../../features/orders/messages';
import { payNowState } from '../../features/orders/pay-now';
import { useOrder } from '../../features/orders/use-orders';
import { codUnavailable, destinationOfAddress } from '../../features/delivery/destination';
import { useDeliveryEstimate } from '../../features/delivery/use-delivery';
import type { PaymentMethod } from '../../features/payment/api';
import { goToGateway } from '../../features/payment/gateway-redirect';
import { PAYMENT_FALLBACK } from '../../features/payment/messages';
import { isPaymentState, type PaymentState } from '../../features/payment/payment-state';
import { useCreatePayment } from '../../features/payment/use-create-payment';
import { formatPrice } from '../../lib/money';
import { ChargedInRupees } from '../../components/ChargedInRupees/ChargedInRupees';
import { CheckoutActions, CheckoutFrame } from '../checkout/CheckoutFrame';
import { dashboardPath } from '../dashboard-client/tabs';
import './PaymentPage.css';

/** Spec 2's two options, with their values and sentences. */
const METHODS: readonly { value: PaymentMethod; label: string; description: string }[] = [
  { value: 'COD', label: 'Cash on delivery', description: 'Pay with cash upon delivery.' },
  { value: 'ONLINEPAY', label: 'Online Payment', description: 'Pay with credit card or E wallet.' },
];

/**
 * /payment, the Payment step (spec 2 and 4): navigated with the server's total, the number of pieces and the order's
 * id, or opened with ?orderId= (a reload, Pay Now from My Orders) and then read from the order itself.
 */
export function PaymentPage() {
  const { user, arrivedAsGuest } = useSessionOnArrival();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigated: unknown = location.state;
  const state = isPaymentState(navigated) ? navigated : null;
  const orderId = state?.orderId ?? searchParams.get('orderId');

  if (user === null) {
    return (
      <StepMessage>
        <SignInPrompt title="Sign in to pay for your order" askOnArrival={arrivedAsGuest}>
          <p>Your orders are kept in your account.</p>
        </SignInPrompt>
      </StepMessage>
    );
  }
  if (orderId === null || orderId === '') {
    return (
      <StepMessage>
        <EmptyState title="No order to pay" action={{ label: 'My Orders', to: dashboardPath('orders') }}>
          <p>Choose an order waiting for payment in My Orders and press Pay Now.</p>
        </EmptyState>
      </StepMessage>
    );
  }
  return <PaymentStep key={orderId} user={user} orderId={orderId} navigated={state} />;
}

type StepMessageProps = { children: ReactNode };

function StepMessage({ children }: StepMessageProps) {
  return (
    <CheckoutFrame step="payment" title="Payment" links={{ cart: { to: '/cart' } }}>
      {children}
    </CheckoutFrame>
  );
}

type Dialog = { kind: 'confirm' } | { kind: 'placed' } | { kind: 'error'; message: string } | null;

type PaymentStepProps = { user: SessionUser; orderId: string; navigated: PaymentState | null };

function PaymentStep({ user, orderId, navigated }: PaymentStepProps) {
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const payment = useCreatePayment();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [redirecting, setRedirecting] = useState(false);
  const summary = navigated ?? (order.data === undefined ? null : payNowState(order.data));
  // Cash on delivery only where the order's zone takes it, up to its limit (the server refuses it otherwise too).
  const delivery = useDeliveryEstimate(order.data === undefined ? null : destinationOfAddress(order.data.shippingInfo));
  const codRefused = delivery.data === undefined || summary === null ? null : codUnavailable(delivery.data, summary.price);

  if (summary === null) {
    if (order.isError) {
      return (
        <StepMessage>
          <ErrorState message={apiErrorMessage(order.error, ORDER_FALLBACK)} onRetry={() => void order.refetch()} />
        </StepMessage>
      );
    }
    return <PageLoading label="Loading your order…" />;
  }

  const fail = (error: unknown) => setDialog({ kind: 'error', message: apiErrorMessage(error, PAYMENT_FALLBACK) });

  const pay = (type: PaymentMethod) =>
    payment.mutate(
      { type, orderId, price: summary.price },
      {
        onSuccess: (answer) => {
          if (type === 'COD') {
            setDialog({ kind: 'placed' });
            return;
          }
          const url = answer.data.instrumentResponse?.redirectInfo.url;
          if (url === undefined) {
            setDialog({ kind: 'error', message: PAYMENT_FALLBACK });
            return;
          }
          setRedirecting(true);
          goToGateway(url);
        },
        onError: fail,
      },
    );

  const submit = () => {
    if (method === 'COD') setDialog({ kind: 'confirm' });
    else if (method === 'ONLINEPAY') pay('ONLINEPAY');
  };

  // the order may already be settled (paid, cancelled, cash on delivery chosen) — unless it was settled right here
  const settled = order.data !== undefined && !order.data.canPay && dialog?.kind !== 'placed' && !payment.isSuccess;

  return (
    <CheckoutFrame step="payment" title="Payment" links={{ cart: { to: '/cart' } }} aside={<PaymentSummary user={user} summary={summary} />}>
      {settled ? (
        <SettledNotice order={order.data} />
      ) : (
        <>
          <PaymentMethods method={method === 'COD' && codRefused !== null ? null : method} onChange={setMethod} codRefused={codRefused} />
          <ShippingChoice order={order.data} orderError={order.isError ? order.error : null} onRetry={() => void order.refetch()} />
          <CheckoutActions
            back={{ to: '/shiping', label: 'Return to Information' }}
            next={redirecting ? 'Redirecting to PhonePe…' : method === 'COD' ? 'Place Order' : 'Pay Now'}
            onNext={submit}
            disabled={method === null || payment.isPending || redirecting}
          />
        </>
      )}

      {dialog?.kind === 'confirm' ? (
        <ConfirmDialog
          title="Are you sure?"
          message="You Will be Placing Order!"
          confirmLabel="Yes, Place it!"
          busy={payment.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => pay('COD')}
        />
      ) : null}
      {dialog?.kind === 'placed' ? (
        <MessageDialog title="Order Placed" message="Your Order was Placed" onClose={() => void navigate(dashboardPath('orders'))} />
      ) : null}
      {dialog?.kind === 'error' ? <MessageDialog title="Error" tone="error" message={dialog.message} onClose={() => setDialog(null)} /> : null}
    </CheckoutFrame>
  );
}

type PaymentSummaryProps = { user: SessionUser; summary: PaymentState };

/** Spec 2's summary box: contact e-mail, number of products, price and the shipping method. */
function PaymentSummary({ user, summary }: PaymentSummaryProps) {
  const titleId = useId();
  return (
    <aside className="panel payment-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>Summary</h2>
      <dl className="sums">
        <div>
          <dt>Contact</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Products</dt>
          <dd>{summary.items}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatPrice(summary.price)}</dd>
        </div>
        <div>
          <dt>Shipping method</dt>
          <dd>Standard Shipping</dd>
        </div>
      </dl>
      <ChargedInRupees amount={summary.price} />
    </aside>
  );
}

type PaymentMethodsProps = {
  method: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** Why cash on delivery is not offered for this order; null when it is. */
  codRefused: string | null;
};

/** The two options, none chosen at first (spec 2), the chosen one said back, and the secure-payment note. */
function PaymentMethods({ method, onChange, codRefused }: PaymentMethodsProps) {
  const name = useId();
  const chosen = METHODS.find((option) => option.value === method);
  return (
    <section className="panel checkout-section">
      <fieldset className="payment-methods">
        <legend>
          <h2>Payment method</h2>
        </legend>
        <p className="payment-methods__secure">
          <Icon name="lock" size={18} />
          All transactions are secure and encrypted.
        </p>
        {METHODS.map((option) => (
          <label key={option.value} className="payment-option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={method === option.value}
              onChange={() => onChange(option.value)}
              disabled={option.value === 'COD' && codRefused !== null}
            />
            <span className="payment-option__text">
              <span className="payment-option__label">{option.label}</span>
              <span className="payment-option__description">{option.value === 'COD' && codRefused !== null ? codRefused : option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="payment-methods__chosen" aria-live="polite">
        {chosen === undefined ? 'Choose how you would like to pay.' : `Selected: ${chosen.label}`}
      </p>
      {method === 'ONLINEPAY' ? (
        <p className="payment-methods__note">
          After clicking &quot;Pay now&quot;, you will be redirected to PhonePe to complete your purchase securely.
        </p>
      ) : null}
    </section>
  );
}

type ShippingChoiceProps = { order: Order | undefined; orderError: Error | null; onRetry: () => void };

/**
 * Spec 2's shipping option: the order's own address, or a 'different' one in the same validated form. The order keeps
 * the address it was placed with (create-payment takes no address); a different one is saved for the next checkout.
 */
function ShippingChoice({ order, orderError, onRetry }: ShippingChoiceProps) {
  const name = useId();
  const titleId = useId();
  const [different, setDifferent] = useState(false);
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const { save } = useAddressBook();

  const keep = (address: AddressDraft) =>
    save.mutate(
      { id: null, body: address },
      {
        onSuccess: () => {
          saveAddressCookie(address);
          setSavedFor(address.name);
        },
      },
    );

  return (
    <section className="panel checkout-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Shipping address</h2>
      <div className="payment-ship" role="radiogroup" aria-labelledby={titleId}>
        <label className="payment-option">
          <input type="radio" name={name} checked={!different} onChange={() => setDifferent(false)} />
          <span className="payment-option__text">
            <span className="payment-option__label">Same as shipping address</span>
            {order === undefined ? null : <AddressText address={order.shippingInfo} />}
          </span>
        </label>
        {orderError !== null ? (
          <ErrorState message={apiErrorMessage(orderError, ORDER_FALLBACK)} onRetry={onRetry} />
        ) : order === undefined ? (
          <p className="payment-option__description" role="status">
            Loading the order's address…
          </p>
        ) : null}
        <label className="payment-option">
          <input type="radio" name={name} checked={different} onChange={() => setDifferent(true)} />
          <span className="payment-option__text">
            <span className="payment-option__label">Use a different shipping address</span>
          </span>
        </label>
      </div>
      {different ? (
        savedFor === null ? (
          <div className="payment-ship__form">
            <p className="payment-ship__note">
              This order ships to the address it was placed with. A different address is saved to your address book and
              offered first at your next checkout.
            </p>
            <AddressForm label="Different shipping address" submitLabel="Save" busy={save.isPending} error={save.error} onSubmit={keep} />
          </div>
        ) : (
          <p className="payment-ship__note" role="status">
            Saved the address for {savedFor}: it will be offered at your next checkout.
          </p>
        )
      ) : null}
    </section>
  );
}

type SettledNoticeProps = { order: Order };

/** An order that no longer waits for a payment: say why, and where to see it. */
function SettledNotice({ order }: SettledNoticeProps) {
  const reason =
    order.payment_status === 'paid'
      ? 'This order is already paid.'
      : order.delivery_status === 'cancelled'
        ? 'This order was cancelled, so there is nothing to pay.'
        : order.payment_method === 'COD'
          ? 'You chose cash on delivery for this order: you pay when it arrives.'
          : 'This order no longer waits for a payment here.';
  return (
    <section className="panel checkout-section" role="status">
      <h2>Nothing to pay</h2>
      <p>{reason}</p>
      <Link to={`/dashboard/order/details/${order._id}`} className="button button--secondary">
        See the order
      </Link>
    </section>
  );
}
