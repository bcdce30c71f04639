/** Spec 8: what a failed order fetch says when the server gives no sentence of its own. */
export const ORDER_FALLBACK = 'An unexpected error occurred.';
