/** Spec 8: what a failed cart call says when the server gives no sentence of its own. */
export const CART_FALLBACK = 'An error occurred';
