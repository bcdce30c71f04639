import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage, authApi, type LoginRequest } from '../../api/client';
import { useAuth } from './auth-context';
import { AUTH_FALLBACK } from './messages';

/** Sign in: keeps the token (spec 4) and says so; failures toast the server's sentence (spec 8). */
export function useLogin() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: (body: LoginRequest) => authApi.login(body),
    onSuccess: ({ token, message }) => {
      signIn(token);
      toast.success(message);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, AUTH_FALLBACK));
    },
  });
}
