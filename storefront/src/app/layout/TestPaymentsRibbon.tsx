import { usePaymentMode } from '../../features/payment/use-payment-mode';
import './TestPaymentsRibbon.css';

/**
 * A ribbon on every screen while the shop runs the payment simulator (PAYMENT_PROVIDER=sandbox): nobody mistakes a
 * test shop for a real one, nor a real shop left on the simulator for a working one. Fixed in a corner, it moves
 * nothing on the page when it appears and lets clicks through.
 */
export function TestPaymentsRibbon() {
  const mode = usePaymentMode();
  if (!mode.data?.testPayments) return null;
  return (
    <p className="test-payments-ribbon" role="note">
      <strong>Test payments</strong>
      <span className="test-payments-ribbon__detail"> · online payments go to a simulator, no money moves</span>
    </p>
  );
}
