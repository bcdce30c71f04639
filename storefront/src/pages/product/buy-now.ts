import type { CheckoutState } from '../../features/cart/checkout-state';
import type { Product } from '../../features/catalog/api';

/**
 * Buy Now (spec 2): this one piece, quantity 1, in the chosen size and colour, straight to checkout in the
 * same shape the cart hands over. Shipping is free (DECISIONS.md); the server recomputes every price when
 * the order is placed.
 */
export function buyNowState(product: Product, size: string, color: string): CheckoutState {
  const line = {
    // not a cart line: the piece goes to checkout without passing through the cart
    _id: product._id,
    productId: product._id,
    quantity: 1,
    size,
    color,
    // the price on the page now: no price-lock notice
    addedPrice: product.salePrice,
    productInfo: product,
  };
  return {
    products: [{ shopName: product.shopName, sellerId: product.sellerId, price: product.salePrice, products: [line] }],
    price: product.salePrice,
    shipping_fee: 0,
    items: 1,
    buyNow: true,
  };
}
