/** What a failed sign-up says when the server gives no sentence of its own. */
export const NEWSLETTER_FALLBACK = 'We could not subscribe you just now. Please try again.';
