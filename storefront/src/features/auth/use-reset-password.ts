import { authApi, type ResetPasswordRequest } from '../../api/client';
import { RESET_FALLBACK } from './messages';
import { useToastedCall } from './use-account-call';

/** Set a new password with the one-time password; failures per spec 8. */
export function useResetPassword() {
  return useToastedCall((body: ResetPasswordRequest) => authApi.resetPassword(body), RESET_FALLBACK);
}
