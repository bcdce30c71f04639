import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage, authApi, type ChangePasswordRequest } from '../../api/client';
import { useAuth } from './auth-context';
import { AUTH_FALLBACK } from './messages';

/**
 * A signed-in customer replaces their password. The server ends every session of the account, this one's too, and
 * answers the token of a new one: kept here, so the shopper stays signed in on this device only.
 */
export function useChangePassword() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => authApi.changePassword(body),
    onSuccess: ({ token, message }) => {
      signIn(token);
      toast.success(message);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, AUTH_FALLBACK));
    },
  });
}
