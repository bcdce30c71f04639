import type { AppliedCoupon, Cart } from './api';

/**
 * What /checkout is navigated with (spec 2 'Checkout', spec 4): the cart's in-stock products grouped by
 * shop, their price, the shipping fee and the item count, named as place-order names them; the coupon the
 * server accepted for them, if any; and whether the one piece comes straight from the product page (Buy Now).
 */
export type CheckoutState = {
  products: Cart['card_products'];
  price: Cart['price'];
  shipping_fee: Cart['shipping_fee'];
  items: Cart['buy_product_item'];
  /** The GST in `price` as the cart answered it (issue 16); Buy Now has none to hand on. */
  gst?: Cart['gst'];
  coupon?: AppliedCoupon;
  /** Buy Now: the line is not a cart line; the order takes the piece itself. */
  buyNow?: boolean;
};

/** The checkout state for `cart` as the server last answered it, with the coupon applied to it, if any. */
export function checkoutStateOf(cart: Cart, coupon: AppliedCoupon | null = null): CheckoutState {
  return {
    products: cart.card_products,
    price: cart.price,
    shipping_fee: cart.shipping_fee,
    items: cart.buy_product_item,
    gst: cart.gst,
    ...(coupon === null ? {} : { coupon }),
  };
}

/** Whether `value` (a location's state, which may be anything) is a checkout state. */
export function isCheckoutState(value: unknown): value is CheckoutState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    Array.isArray(state.products) &&
    state.products.length > 0 &&
    typeof state.price === 'number' &&
    typeof state.shipping_fee === 'number' &&
    typeof state.items === 'number'
  );
}
