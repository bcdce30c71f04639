/** Spec 8: what a failed cart call says when the server gives no sentence of its own. */
export const CART_FALLBACK = 'An error occurred';

/** Spec 5: the stepper's two refusals, checked here before sending and answered by the server the same way. */
export const STOCK_LIMIT = 'Cannot exceed available stock';
export const MIN_QUANTITY = 'Quantity cannot be less than 1';

/** Spec 8: what a failed quantity change says when the server gives no sentence of its own. */
export const INCREMENT_FALLBACK = 'Error incrementing quantity';
export const DECREMENT_FALLBACK = 'Error decrementing quantity';

/** Spec 8: what a failed coupon call says when the server gives no sentence of its own. */
export const COUPON_FALLBACK = 'An error occurred';

/** Apply pressed with nothing typed: said here, nothing is sent. */
export const COUPON_MISSING = 'Enter a coupon code.';
