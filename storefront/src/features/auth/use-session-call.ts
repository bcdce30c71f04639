import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '../../api/client';
import { useAuth } from './auth-context';
import { AUTH_FALLBACK } from './messages';

type SessionAnswer = { token: string; message: string };

/**
 * A call the server answers with a new session (sign in, register, password change): keeps its token and toasts its
 * sentence; failures toast the server's sentence (spec 8).
 */
export function useSessionCall<Body>(call: (body: Body) => Promise<SessionAnswer>) {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ token, message }) => {
      signIn(token);
      toast.success(message);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, AUTH_FALLBACK));
    },
  });
}
