import { Link } from 'react-router-dom';
import { Price } from '../../components/Price/Price';
import { PriceChangeNotice } from '../../components/PriceChangeNotice/PriceChangeNotice';
import type { CartLine } from '../../features/cart/api';
import { formatPrice } from '../../lib/money';
import { shortDescription } from '../product/product-rules';
import './CartLineItem.css';
import { Thumb } from '../../components/StoredImage/StoredImage';

/** The picture's side in CSS pixels. */
const THUMB_SIDE = 96;

export type CartLineItemProps = {
  line: CartLine;
  /** An in-stock line has the stepper; an out-of-stock one says why it cannot be ordered. */
  inStock: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  onDelete: () => void;
  /** The shopper takes the line's new price (issue 16's price lock). */
  onAcceptPrice: () => void;
  /** A change to this line is on its way. */
  busy: boolean;
};

/**
 * One cart line (spec 2 'Cart page'): picture, name, brand, size, colour, a description excerpt, the discounted price
 * with the percent off and what it saves (and, when it moved since it was added, the old and new price: issue 16), the
 * quantity stepper and Delete.
 */
export function CartLineItem({ line, inStock, onIncrease, onDecrease, onDelete, onAcceptPrice, busy }: CartLineItemProps) {
  const product = line.productInfo;
  const saving = (product.price - product.salePrice) * line.quantity;
  const options = [
    line.size === '' ? null : { label: 'Size', value: line.size },
    line.color === '' ? null : { label: 'Colour', value: line.color },
  ].filter((option) => option !== null);

  return (
    <li className={inStock ? 'piece-row cart-line' : 'piece-row cart-line cart-line--out'}>
      <Link to={`/product/details/${product.slug}`} className="cart-line__picture" tabIndex={-1} aria-hidden="true">
        <Thumb image={product.images[0]} side={THUMB_SIDE} className="cart-line__thumb" emptyClassName="cart-line__thumb--empty" lazy />
      </Link>

      <div className="cart-line__body">
        <h3 className="cart-line__name">
          <Link to={`/product/details/${product.slug}`}>{product.name}</Link>
        </h3>
        {product.brand === '' ? null : <p className="cart-line__brand">{product.brand}</p>}
        {options.length === 0 ? null : (
          <p className="cart-line__options">
            {options.map((option) => (
              <span key={option.label}>
                {option.label}: {option.value}
              </span>
            ))}
          </p>
        )}
        {product.description === '' ? null : <p className="cart-line__description">{shortDescription(product.description)}</p>}

        <div className="cart-line__price">
          <Price price={product.price} discount={product.discount} />
          {product.discount > 0 ? (
            <p className="cart-line__saving">
              <span className="cart-line__off">{product.discount}% off</span>
              {saving > 0 ? <span>You save {formatPrice(saving)}</span> : null}
            </p>
          ) : null}
          <PriceChangeNotice line={line} onAccept={onAcceptPrice} busy={busy} />
        </div>

        {inStock ? null : (
          <p className="cart-line__stock">
            {product.stock === 0 ? 'Out of stock' : `Only ${product.stock} left: lower the quantity to order it`}
          </p>
        )}

        <div className="cart-line__actions">
          {inStock || product.stock > 0 ? (
            <div className="stepper" role="group" aria-label={`Quantity of ${product.name}`}>
              <button type="button" className="stepper__button" onClick={onDecrease} disabled={busy} aria-label={`Decrease quantity of ${product.name}`}>
                −
              </button>
              <output className="stepper__value" aria-live="polite">
                {line.quantity}
              </output>
              <button type="button" className="stepper__button" onClick={onIncrease} disabled={busy} aria-label={`Increase quantity of ${product.name}`}>
                +
              </button>
            </div>
          ) : (
            <p className="cart-line__quantity">Qty {line.quantity}</p>
          )}
          <button type="button" className="link-button cart-line__delete" onClick={onDelete} disabled={busy} aria-label={`Delete ${product.name}`}>
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
