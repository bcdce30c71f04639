import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage, authApi, type ForgotPasswordRequest } from '../../api/client';
import { FORGOT_FALLBACK } from './messages';

/**
 * Ask for a one-time password by e-mail. The server answers alike for every address (README, "Accounts and sign-in"),
 * so success says only that a code went out if the account exists; failures show the server's sentence or a fallback.
 */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) => authApi.forgotPassword(body),
    onSuccess: ({ message }) => {
      toast.success(message);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, FORGOT_FALLBACK));
    },
  });
}
