import { useLocation } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { checkoutStateOf, isCheckoutState, type CheckoutState } from '../cart/checkout-state';
import { useCart } from '../cart/use-cart';

export type CheckoutSource =
  | { status: 'ready'; state: CheckoutState }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  /** Nothing in the cart can be ordered. */
  | { status: 'empty' }
  /** A guest without a checkout in hand: the cart lives in an account. */
  | { status: 'guest' };

/**
 * What a checkout step works on (spec 2 and 4): the state it was navigated with (the cart's products, price, shipping
 * fee, item count and coupon, or a Buy Now piece); opened without it (a typed or bookmarked address), the cart as the
 * server answers it now, without a coupon.
 */
export function useCheckoutState(): CheckoutSource {
  const location = useLocation();
  const { user } = useAuth();
  const cart = useCart();
  const navigated: unknown = location.state;
  if (isCheckoutState(navigated)) return { status: 'ready', state: navigated };
  if (user === null) return { status: 'guest' };
  if (cart.isPending) return { status: 'loading' };
  if (cart.isError) return { status: 'error', error: cart.error, retry: () => void cart.refetch() };
  if (cart.data.buy_product_item === 0) return { status: 'empty' };
  return { status: 'ready', state: checkoutStateOf(cart.data) };
}
