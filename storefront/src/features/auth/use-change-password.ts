import { authApi, type ChangePasswordRequest } from '../../api/client';
import { useSessionCall } from './use-account-call';

/**
 * A signed-in customer replaces their password. The server ends every session of the account, this one's too, and
 * answers the token of a new one: kept here, so the shopper stays signed in on this device only.
 */
export function useChangePassword() {
  return useSessionCall((body: ChangePasswordRequest) => authApi.changePassword(body));
}
