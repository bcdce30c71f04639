/** Spec 8: what a failed order fetch says when the server gives no sentence of its own. */
export const ORDER_FALLBACK = 'An unexpected error occurred.';

/** Issue 16: a failed invoice or credit-note download, before the server's sentence (if any). */
export const DOCUMENT_DOWNLOAD_FAILED = 'We could not download';
