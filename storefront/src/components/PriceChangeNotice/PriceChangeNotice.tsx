import type { CartLine } from '../../features/cart/api';
import { priceChangeOf, priceChangeText } from '../../features/cart/price-lock';
import './PriceChangeNotice.css';

export type PriceChangeNoticeProps = {
  line: Pick<CartLine, 'addedPrice' | 'productInfo'>;
  /** Offered in the cart: the shopper takes the new price and the notice goes. */
  onAccept?: () => void;
  /** The acknowledgement is on its way. */
  busy?: boolean;
};

/**
 * Issue 16's price lock, shown before the order is placed: the line's price moved since it was added (today's metal
 * rate changed). Nothing when it held.
 */
export function PriceChangeNotice({ line, onAccept, busy = false }: PriceChangeNoticeProps) {
  const change = priceChangeOf(line);
  if (change === null) return null;
  return (
    <div className="price-change" role="note">
      <p className="price-change__text">{priceChangeText(change)}</p>
      {onAccept === undefined ? null : (
        <button type="button" className="link-button price-change__accept" onClick={onAccept} disabled={busy}>
          OK, got it
        </button>
      )}
    </div>
  );
}
