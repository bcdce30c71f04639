/** Spec 8: the fallbacks shown when the server gives no sentence of its own. */
export const AUTH_FALLBACK = 'An unexpected error occurred.';
export const USER_INFO_FALLBACK = 'An error occurred';
export const FORGOT_FALLBACK = 'User Not found';
export const RESET_FALLBACK = 'Failed to verify OTP or reset password.';
