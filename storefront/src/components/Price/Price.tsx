import { discountedPrice, formatPrice, formatRupees } from '../../lib/money';
import './Price.css';

export type PriceProps = {
  /** List price in rupees. */
  price: number;
  /** Percent off; 0 when none. */
  discount: number;
  /** 'large' on the product page. */
  size?: 'regular' | 'large';
  className?: string;
};

/**
 * What a piece costs (spec 5): the discounted price, and beside it the list price struck through with
 * two decimals when there is a discount.
 */
export function Price({ price, discount, size = 'regular', className }: PriceProps) {
  const sale = discountedPrice(price, discount);
  const classes = ['price', `price--${size}`, className].filter((name) => name !== undefined).join(' ');
  return (
    <p className={classes}>
      <span className="price__sale">
        <span className="visually-hidden">Price </span>
        {formatPrice(sale)}
      </span>
      {discount ? (
        <s className="price__list">
          <span className="visually-hidden">Original price </span>
          {formatRupees(price)}
        </s>
      ) : null}
    </p>
  );
}
