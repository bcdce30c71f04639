import { PriceChangeNotice } from '../../components/PriceChangeNotice/PriceChangeNotice';
import type { CheckoutState } from '../../features/cart/checkout-state';
import { formatPrice } from '../../lib/money';
import './CheckoutLines.css';
import { Thumb } from '../../components/StoredImage/StoredImage';

/** The picture's side in CSS pixels. */
const THUMB_SIDE = 64;

export type CheckoutLinesProps = { products: CheckoutState['products'] };

/**
 * The pieces being ordered (spec 2's product list): picture with its quantity, name, size, colour, line price, and
 * whether the price moved since the piece went into the cart (issue 16's price lock).
 */
export function CheckoutLines({ products }: CheckoutLinesProps) {
  const lines = products.flatMap((group) => group.products);
  return (
    <ul className="grid-list checkout-lines">
      {lines.map((line) => {
        const product = line.productInfo;
        const options = [line.size, line.color].filter((option) => option !== '').join(' / ');
        return (
          <li key={`${line._id}-${line.size}-${line.color}`} className="checkout-lines__line">
            <span className="checkout-lines__picture">
              <Thumb image={product.images[0]} side={THUMB_SIDE} className="thumb checkout-lines__thumb" />
              <span className="checkout-lines__quantity" aria-hidden="true">
                {line.quantity}
              </span>
            </span>
            <span className="checkout-lines__text">
              <span className="checkout-lines__name">{product.name}</span>
              <span className="checkout-lines__detail">
                Qty {line.quantity}
                {options === '' ? '' : ` · ${options}`}
              </span>
              <PriceChangeNotice line={line} />
            </span>
            <span className="checkout-lines__price">{formatPrice(product.salePrice * line.quantity)}</span>
          </li>
        );
      })}
    </ul>
  );
}
