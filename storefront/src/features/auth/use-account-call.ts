import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '../../api/client';
import { useAuth } from './auth-context';
import { AUTH_FALLBACK } from './messages';

type Answer = { message: string };

/** An account call that toasts the server's sentence, or on failure its error's sentence or `fallback` (spec 8). */
export function useToastedCall<Body, A extends Answer>(call: (body: Body) => Promise<A>, fallback: string, onAnswer?: (answer: A) => void) {
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      onAnswer?.(answer);
      toast.success(answer.message);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, fallback));
    },
  });
}

/** A call the server answers with a new session (sign in, register, password change): keeps its token, then toasts. */
export function useSessionCall<Body>(call: (body: Body) => Promise<Answer & { token: string }>) {
  const { signIn } = useAuth();
  return useToastedCall(call, AUTH_FALLBACK, ({ token }) => signIn(token));
}
