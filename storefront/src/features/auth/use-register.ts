import { authApi, type RegisterRequest } from '../../api/client';
import { useSessionCall } from './use-account-call';

/** Create an account: keeps the token and toasts the server's message (spec 4); failures per spec 8. */
export function useRegister() {
  return useSessionCall((body: RegisterRequest) => authApi.register(body));
}
