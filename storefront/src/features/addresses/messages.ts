/** What a failed address-book call says when the server gives no sentence of its own (spec 8's fallback). */
export const ADDRESS_FALLBACK = 'An error occurred';
