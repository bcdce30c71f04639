/** The longest e-mail address the server takes. */
export const EMAIL_MAX_LENGTH = 254;

/** Something before an @, a domain with a dot after it, no spaces: what a mistyped address most often misses. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Why `email` cannot be sent to the newsletter, or null when it can. */
export function newsletterEmailError(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'Please enter your e-mail address.';
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(value)) {
    return 'Please enter a valid e-mail address, like name@example.com.';
  }
  return null;
}
