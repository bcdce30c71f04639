/** What a failed review call says when the server gives no sentence of its own (DECISIONS.md: failures are shown, not only logged). */
export const REVIEWS_FALLBACK = 'An error occurred';
