import type { AddressDraft } from '../addresses/address-rules';
import type { CheckoutState } from '../cart/checkout-state';
import { pricesShownIn, RUPEES } from '../../lib/money';
import type { PlaceOrderRequest } from './api';

/**
 * The place-order payload (spec 7) for a checkout: the products in the cart's grouped shape, the saved address and
 * the coupon code. Cart lines go with their id, so the server takes their quantity, size and colour from the cart;
 * a Buy Now piece goes without one. No price, fee or count is sent: the server computes every amount itself.
 * The display currency goes along; the rate is the server's.
 */
export function placeOrderRequest(state: CheckoutState, address: AddressDraft, userId: string): PlaceOrderRequest {
  return {
    products: state.products.map((group) => ({
      shopName: group.shopName,
      sellerId: group.sellerId,
      products: group.products.map(({ _id, productId, quantity, size, color }) =>
        state.buyNow === true ? { productId, quantity, size, color } : { _id, productId, quantity, size, color },
      ),
    })),
    shippingInfo: address,
    userId,
    ...(state.coupon === undefined ? {} : { couponCode: state.coupon.code }),
    ...displayCurrency(),
  };
}

/** The currency the shopper saw prices in, when not the rupee: the order records it with the server's rate (issue 17). */
function displayCurrency(): Pick<PlaceOrderRequest, 'currency'> {
  const { code } = pricesShownIn();
  return code === RUPEES.code ? {} : { currency: code as PlaceOrderRequest['currency'] };
}
