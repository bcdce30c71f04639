/** Spec 8: the Error dialog's sentence when create-payment fails without a sentence of its own. */
export const PAYMENT_FALLBACK = 'An error occurred while processing your payment.';
