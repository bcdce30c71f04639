import { Link } from 'react-router-dom';
import type { Order } from '../../features/orders/api';
import { payNowState } from '../../features/orders/pay-now';
import { paymentPath } from '../../features/payment/payment-state';
import './PaymentBanner.css';

export type PaymentBannerProps = {
  /** The gateway's word in ?payment=: 'success', 'failed' or 'pending'; anything else shows nothing. */
  outcome: string | null;
  order: Order;
  /** The order is being read again. */
  refreshing: boolean;
  onRefresh: () => void;
};

/**
 * What became of an online payment, for the shopper back from the gateway: received; failed, with no money taken and
 * Pay Now again; or still being confirmed, with a refresh. A paid order always reads as received.
 */
export function PaymentBanner({ outcome, order, refreshing, onRefresh }: PaymentBannerProps) {
  const shown = order.payment_status === 'paid' && outcome !== null ? 'success' : outcome;
  switch (shown) {
    case 'success':
      return (
        <div className="payment-banner tone-success" role="status">
          <p>Payment received. Thank you!</p>
        </div>
      );
    case 'failed':
      return (
        <div className="payment-banner tone-error" role="alert">
          <p>
            Your payment did not go through and no money was taken from your account.
            {order.canPay ? ' You can try again now.' : ''}
          </p>
          {order.canPay ? (
            <Link to={paymentPath(order._id)} state={payNowState(order)} className="button button--small">
              Pay Now
            </Link>
          ) : null}
        </div>
      );
    case 'pending':
      return (
        <div className="payment-banner tone-pending" role="status">
          <p>We are confirming your payment… This can take a minute.</p>
          <button type="button" className="button button--secondary button--small" onClick={onRefresh} disabled={refreshing}>
            {refreshing ? 'Checking…' : 'Refresh'}
          </button>
        </div>
      );
    default:
      return null;
  }
}
