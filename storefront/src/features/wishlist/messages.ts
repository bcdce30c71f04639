/** Spec 8: what a failed wishlist call says when the server gives no sentence of its own. */
export const WISHLIST_FALLBACK = 'An error occurred';
