import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { apiErrorMessage } from '../../api/client';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { LoadingStatus, Skeleton } from '../../components/Skeleton/Skeleton';
import { CART_DROPDOWN_ITEMS, CART_DROPDOWN_NAME_WORDS } from '../../constants';
import { useAuth } from '../../features/auth/auth-context';
import { useRequireUser } from '../../features/auth/use-require-user';
import type { Cart } from '../../features/cart/api';
import { checkoutStateOf } from '../../features/cart/checkout-state';
import { CART_FALLBACK } from '../../features/cart/messages';
import { useCart } from '../../features/cart/use-cart';
import { discountedPrice, formatPrice } from '../../lib/money';
import { truncateWords } from '../../lib/truncate-words';
import { HeaderActionFace } from './HeaderActionFace';
import { useDismiss } from './use-dismiss';
import './CartDropdown.css';
import { Thumb } from '../../components/StoredImage/StoredImage';

/** The thumbnail's side in CSS pixels. */
const THUMB_SIDE = 56;

export type CartDropdownProps = {
  /** Items in the cart, for the badge; nothing is shown while unknown. */
  count?: number;
};

/**
 * The header's cart (spec 2): a button that shows 'Your Cart' under it — up to 8 items, View Cart and
 * Checkout. It closes on a press outside, on Escape (focus back on the button), when focus leaves it and
 * when the page changes. A guest gets the Sign In dialog instead (spec 5).
 */
export function CartDropdown({ count }: CartDropdownProps) {
  const { user } = useAuth();
  const requireUser = useRequireUser();
  const location = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // the page it was opened on: going anywhere else closes it
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = user !== null && openedAt === location.key;

  const close = useCallback(() => setOpenedAt(null), []);
  useDismiss(rootRef, open, close);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    buttonRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    <div ref={rootRef} className="cart-dropdown" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="header-action cart-dropdown__button"
        aria-expanded={user === null ? undefined : open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup={user === null ? 'dialog' : undefined}
        onClick={() => requireUser(() => setOpenedAt(open ? null : location.key))}
      >
        <HeaderActionFace icon="bag" label="Cart" badge={{ count, label: 'items in your cart' }} />
      </button>
      {open ? <CartPanel id={panelId} /> : null}
    </div>
  );
}

type CartPanelProps = { id: string };

function CartPanel({ id }: CartPanelProps) {
  const cart = useCart();
  const titleId = useId();
  return (
    <section id={id} className="cart-dropdown__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-dropdown__title">
        Your Cart
      </h2>
      {cart.isPending ? (
        <CartLoading />
      ) : cart.isError ? (
        <ErrorState message={apiErrorMessage(cart.error, CART_FALLBACK)} onRetry={() => void cart.refetch()} />
      ) : (
        <CartContents cart={cart.data} />
      )}
    </section>
  );
}

function CartLoading() {
  return (
    <LoadingStatus label="Loading your cart…" className="cart-dropdown__loading">
      {[0, 1, 2].map((row) => (
        <div key={row} className="cart-dropdown__skeleton-row">
          <Skeleton width={`${THUMB_SIDE}px`} height={`${THUMB_SIDE}px`} />
          <Skeleton width="70%" />
        </div>
      ))}
    </LoadingStatus>
  );
}

type CartLine = Cart['outOfStockProduct'][number];

type CartContentsProps = { cart: Cart };

function CartContents({ cart }: CartContentsProps) {
  const lines: { line: CartLine; inStock: boolean }[] = [
    ...cart.card_products.flatMap((group) => group.products.map((line) => ({ line, inStock: true }))),
    ...cart.outOfStockProduct.map((line) => ({ line, inStock: false })),
  ];
  if (lines.length === 0) {
    return (
      <EmptyState title="Your cart is empty" action={{ label: 'Shop Now', to: '/' }}>
        <p>Find a piece you love and it will wait for you here.</p>
      </EmptyState>
    );
  }
  const more = lines.length - CART_DROPDOWN_ITEMS;
  return (
    <>
      <ul className="grid-list cart-dropdown__items">
        {lines.slice(0, CART_DROPDOWN_ITEMS).map(({ line, inStock }) => (
          <CartItem key={line._id} line={line} inStock={inStock} />
        ))}
      </ul>
      {more > 0 ? (
        <p className="cart-dropdown__more">
          and {more} more {more === 1 ? 'item' : 'items'} in your cart
        </p>
      ) : null}
      <p className="cart-dropdown__subtotal">
        <span>Subtotal</span>
        <span>{formatPrice(cart.price)}</span>
      </p>
      <div className="cart-dropdown__actions">
        <Link to="/cart" className="button button--secondary button--small">
          View Cart
        </Link>
        {cart.buy_product_item > 0 ? (
          <Link to="/checkout" state={checkoutStateOf(cart)} className="button button--small">
            Checkout
          </Link>
        ) : null}
      </div>
    </>
  );
}

type CartItemProps = { line: CartLine; inStock: boolean };

function CartItem({ line, inStock }: CartItemProps) {
  const product = line.productInfo;
  const details = [`Qty ${line.quantity}`, line.size === '' ? null : `Size ${line.size}`, inStock ? null : 'Out of stock'];
  return (
    <li className={inStock ? 'cart-dropdown__item' : 'cart-dropdown__item cart-dropdown__item--out'}>
      <Thumb image={product.images[0]} side={THUMB_SIDE} className="thumb cart-dropdown__thumb" emptyClassName="cart-dropdown__thumb--empty" lazy />
      <div className="cart-dropdown__item-text">
        <Link to={`/product/details/${product.slug}`} className="cart-dropdown__name" title={product.name}>
          <span aria-hidden="true">{truncateWords(product.name, CART_DROPDOWN_NAME_WORDS)}</span>
          <span className="visually-hidden">{product.name}</span>
        </Link>
        <p className="cart-dropdown__details">{details.filter((detail) => detail !== null).join(' · ')}</p>
      </div>
      <p className="cart-dropdown__price">{formatPrice(discountedPrice(product.price, product.discount) * line.quantity)}</p>
    </li>
  );
}
