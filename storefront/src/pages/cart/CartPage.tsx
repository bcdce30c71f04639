import { useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage } from '../../api/client';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import { LoadingStatus, Skeleton } from '../../components/Skeleton/Skeleton';
import { useSessionOnArrival } from '../../features/auth/use-session-on-arrival';
import type { Cart, CartLine } from '../../features/cart/api';
import { checkoutStateOf } from '../../features/cart/checkout-state';
import { CART_FALLBACK } from '../../features/cart/messages';
import { useCart } from '../../features/cart/use-cart';
import { useAcceptPrice, useChangeQuantity, useRemoveCartLine } from '../../features/cart/use-cart-lines';
import { useCoupon } from '../../features/cart/use-coupon';
import { useShippingShown } from '../../features/delivery/use-delivery';
import { SHOP_NAME } from '../../shop-details';
import { CouponBox } from '../checkout/CouponBox';
import { OrderTotals } from '../checkout/OrderTotals';
import { CartLineItem } from './CartLineItem';
import './CartPage.css';

/** /cart (spec 2 'Cart page'): the signed-in customer's cart. Guests are asked to sign in (DECISIONS.md). */
export function CartPage() {
  const { user, arrivedAsGuest } = useSessionOnArrival();
  return (
    <div className="container cart-page">
      <title>{`Cart | ${SHOP_NAME}`}</title>
      <PageHeader eyebrow="Your bag" title="Shopping Cart" titleId="cart-title" />
      {user === null ? (
        <SignInPrompt title="Sign in to see your cart" askOnArrival={arrivedAsGuest}>
          <p>Your cart is kept in your account, so the pieces you add wait for you on every device.</p>
        </SignInPrompt>
      ) : (
        <CartContents />
      )}
    </div>
  );
}

function CartContents() {
  const cart = useCart();
  if (cart.isPending) return <CartLoading />;
  if (cart.isError) {
    return <ErrorState message={apiErrorMessage(cart.error, CART_FALLBACK)} onRetry={() => void cart.refetch()} />;
  }
  if (cart.data.card_products.length === 0 && cart.data.outOfStockProduct.length === 0) {
    return (
      <EmptyState title="Your cart is empty" action={{ label: 'Shop Now', to: '/' }}>
        <p>Find a piece you love and it will wait for you here.</p>
      </EmptyState>
    );
  }
  return <CartLayout cart={cart.data} />;
}

function CartLoading() {
  return (
    <LoadingStatus label="Loading your cart…" className="cart-page__loading">
      {[0, 1].map((row) => (
        <div key={row} className="cart-page__skeleton-row">
          <Skeleton width="6rem" aspectRatio={1} />
          <div className="cart-page__skeleton-text">
            <Skeleton width="60%" height="1.25rem" />
            <Skeleton width="40%" />
            <Skeleton width="30%" />
          </div>
        </div>
      ))}
    </LoadingStatus>
  );
}

type CartLayoutProps = { cart: Cart };

function CartLayout({ cart }: CartLayoutProps) {
  const quantity = useChangeQuantity();
  const removal = useRemoveCartLine();
  const acceptance = useAcceptPrice();
  const linesRef = useRef<HTMLDivElement>(null);
  const outTitleId = useId();

  const remove = (line: CartLine) =>
    removal.mutate(line, {
      // the pressed Delete is gone with its line: keep the keyboard in the list
      onSuccess: () => linesRef.current?.focus(),
    });

  const lineProps = (line: CartLine) => ({
    line,
    onIncrease: () => quantity.increase(line),
    onDecrease: () => quantity.decrease(line),
    onDelete: () => remove(line),
    onAcceptPrice: () => acceptance.mutate(line),
    busy:
      quantity.pendingLineId === line._id ||
      (removal.isPending && removal.variables._id === line._id) ||
      (acceptance.isPending && acceptance.variables._id === line._id),
  });

  return (
    <div className="split-layout summary-layout cart-page__layout">
      <div ref={linesRef} className="cart-page__lines" tabIndex={-1} aria-labelledby="cart-title">
        {cart.card_products.length === 0 ? (
          <p className="cart-page__nothing">Nothing in your cart can be ordered right now.</p>
        ) : (
          cart.card_products.map((group) => (
            <ShopGroup key={group.sellerId ?? group.shopName} title={group.shopName}>
              {group.products.map((line) => (
                <CartLineItem key={line._id} inStock {...lineProps(line)} />
              ))}
            </ShopGroup>
          ))
        )}

        {cart.outOfStockProduct.length === 0 ? null : (
          <section className="panel cart-shop cart-shop--out" aria-labelledby={outTitleId}>
            <h2 id={outTitleId} className="cart-shop__title">
              Out of Stock
            </h2>
            <ul className="cart-shop__lines">
              {cart.outOfStockProduct.map((line) => (
                <CartLineItem key={line._id} inStock={false} {...lineProps(line)} />
              ))}
            </ul>
          </section>
        )}
      </div>

      <CartSummary cart={cart} />
    </div>
  );
}

type ShopGroupProps = { title: string; children: ReactNode };

function ShopGroup({ title, children }: ShopGroupProps) {
  const titleId = useId();
  return (
    <section className="panel cart-shop" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-shop__title">
        {title}
      </h2>
      <ul className="cart-shop__lines">{children}</ul>
    </section>
  );
}

type CartSummaryProps = { cart: Cart };

/**
 * Spec 2's Order Summary: item count, price, shipping (as the zones make it true before the address is known), the coupon
 * box, total, Proceed to checkout.
 */
function CartSummary({ cart }: CartSummaryProps) {
  const coupon = useCoupon(null, cart.price);
  // No address yet: what the zones promise, never a 'Free' an address abroad would not get.
  const shipping = useShippingShown(null, coupon.applied?.total ?? cart.price);
  const titleId = useId();
  const canOrder = cart.buy_product_item > 0;
  return (
    <aside className="summary-layout__aside cart-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-summary__title">
        Order Summary
      </h2>
      <OrderTotals items={cart.buy_product_item} price={cart.price} shippingFee={cart.shipping_fee} shipping={shipping} coupon={coupon.applied} gst={cart.gst} />
      {canOrder ? <CouponBox coupon={coupon} /> : null}
      {canOrder ? (
        <Link to="/checkout" state={checkoutStateOf(cart, coupon.applied)} className="button button--block">
          Proceed to checkout
        </Link>
      ) : (
        <p className="cart-summary__note">Delete the pieces that are out of stock, or find others to order.</p>
      )}
    </aside>
  );
}
