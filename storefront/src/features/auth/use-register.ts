import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage, authApi, type RegisterRequest } from '../../api/client';
import { useAuth } from './auth-context';
import { AUTH_FALLBACK } from './messages';

/** Create an account: keeps the token and toasts the server's message (spec 4); failures per spec 8. */
export function useRegister() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: (body: RegisterRequest) => authApi.register(body),
    onSuccess: ({ token, message }) => {
      signIn(token);
      toast.success(message);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, AUTH_FALLBACK));
    },
  });
}
