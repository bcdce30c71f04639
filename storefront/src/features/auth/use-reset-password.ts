import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage, authApi, type ResetPasswordRequest } from '../../api/client';
import { RESET_FALLBACK } from './messages';

/** Set a new password with the one-time password; failures per spec 8. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => authApi.resetPassword(body),
    onSuccess: ({ message }) => {
      toast.success(message);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, RESET_FALLBACK));
    },
  });
}
