import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage, authApi, type ChangePasswordRequest } from '../../api/client';
import { AUTH_FALLBACK } from './messages';

/** A signed-in customer replaces their password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => authApi.changePassword(body),
    onSuccess: ({ message }) => {
      toast.success(message);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, AUTH_FALLBACK));
    },
  });
}
