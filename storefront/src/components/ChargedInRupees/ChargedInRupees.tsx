import { useDisplayCurrency } from '../../features/currency/currency-context';
import { formatInr, RUPEES } from '../../lib/money';
import './ChargedInRupees.css';

export type ChargedInRupeesProps = {
  /** Rupees the order is charged, as the server answered. */
  amount: number;
};

/**
 * "You will be charged ₹52,410 in Indian rupees." under the totals whenever prices are shown in another currency
 * (issue 17): the gateway charges rupees, and the shopper should know the exact figure before paying.
 */
export function ChargedInRupees({ amount }: ChargedInRupeesProps) {
  const { currency } = useDisplayCurrency();
  if (currency.code === RUPEES.code) return null;
  return (
    <p className="charged-in-rupees">
      You will be charged <strong>{formatInr(amount)}</strong> in Indian rupees. Amounts in {currency.code} are approximate.
    </p>
  );
}
