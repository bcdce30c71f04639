import { shippingPromise } from '../../features/delivery/destination';
import { useDeliverySummary } from '../../features/delivery/use-delivery';

/**
 * The header's shipping promise in one line, as the delivery zones make it true ("Free shipping across India and
 * worldwide above ₹25,000"); India's promise alone until the zones answer (DECISIONS.md: standard shipping is free).
 */
export function ShippingPromise() {
  const { data } = useDeliverySummary();
  if (data === undefined) return <>Free shipping across India</>;
  return <>{shippingPromise(data).line}</>;
}
