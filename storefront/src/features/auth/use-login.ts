import { authApi, type LoginRequest } from '../../api/client';
import { useSessionCall } from './use-account-call';

/** Sign in: keeps the token (spec 4) and says so; failures toast the server's sentence (spec 8). */
export function useLogin() {
  return useSessionCall((body: LoginRequest) => authApi.login(body));
}
