/** Spec 8: the fallbacks shown when the server gives no sentence of its own. */
export const AUTH_FALLBACK = 'An unexpected error occurred.';
export const USER_INFO_FALLBACK = 'An error occurred';
// Not the spec's 'User Not found': forgot-password no longer tells which e-mails have accounts (README).
export const FORGOT_FALLBACK = 'We could not send a code just now. Please try again.';
export const RESET_FALLBACK = 'Failed to verify OTP or reset password.';
