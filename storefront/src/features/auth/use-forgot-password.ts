import { authApi, type ForgotPasswordRequest } from '../../api/client';
import { FORGOT_FALLBACK } from './messages';
import { useToastedCall } from './use-account-call';

/**
 * Ask for a one-time password by e-mail. The server answers alike for every address (README, "Accounts and sign-in"),
 * so success says only that a code went out if the account exists; failures show the server's sentence or a fallback.
 */
export function useForgotPassword() {
  return useToastedCall((body: ForgotPasswordRequest) => authApi.forgotPassword(body), FORGOT_FALLBACK);
}
