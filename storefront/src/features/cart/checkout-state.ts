import type { Cart } from './api';

/**
 * What /checkout is navigated with (spec 2 'Checkout', spec 4): the cart's in-stock products grouped by
 * shop, their price, the shipping fee and the item count, named as place-order names them.
 */
export type CheckoutState = {
  products: Cart['card_products'];
  price: Cart['price'];
  shipping_fee: Cart['shipping_fee'];
  items: Cart['buy_product_item'];
};

/** The checkout state for `cart` as the server last answered it. */
export function checkoutStateOf(cart: Cart): CheckoutState {
  return {
    products: cart.card_products,
    price: cart.price,
    shipping_fee: cart.shipping_fee,
    items: cart.buy_product_item,
  };
}
