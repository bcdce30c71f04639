import { useDisplayCurrency } from '../../features/currency/currency-context';
import type { Order } from '../../features/orders/api';
import { formatForeign, formatInr, formatRate, RUPEES } from '../../lib/money';

export type OrderDisplayRateProps = { order: Pick<Order, 'price' | 'displayCurrency' | 'displayRate'> };

/**
 * An order placed while prices were shown in another currency (issue 17): the currency, the rate it was shown at (the
 * order keeps it, whatever the rate is today), the total at that rate, and the rupees actually charged.
 */
export function OrderDisplayRate({ order }: OrderDisplayRateProps) {
  const { currencies } = useDisplayCurrency();
  if (order.displayCurrency === RUPEES.code) return null;
  const known = currencies.find((currency) => currency.code === order.displayCurrency);
  const name = known?.name ?? order.displayCurrency;
  const atThatRate = { code: order.displayCurrency, locale: known?.locale ?? 'en', inrPerUnit: order.displayRate };
  return (
    <p className="order-detail__display-rate">
      Placed with prices shown in {order.displayCurrency} ({name}) at {formatRate(order.displayRate)} per {order.displayCurrency}: the total was{' '}
      {formatForeign(order.price, atThatRate)}.
      Charged {formatInr(order.price)} in Indian rupees.
    </p>
  );
}
