/** Spec 4: the customer's token is kept in local storage under this key. */
export const TOKEN_STORAGE_KEY = 'customerToken';

/** Spec 4 and 9: a one-time password is valid for 120 seconds after it is sent. */
export const OTP_SECONDS = 120;

/** DESIGN.md (auth module): the one-time password has 6 digits. */
export const OTP_LENGTH = 6;

/** DECISIONS.md ('no password rules' fixed): a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/** Spec 9: a success toast stays 2 s. */
export const TOAST_SUCCESS_MS = 2000;

/** Spec 9: an error toast stays 4 s. */
export const TOAST_ERROR_MS = 4000;

/** Spec 9: at most 20 toasts at once. */
export const TOAST_LIMIT = 20;
