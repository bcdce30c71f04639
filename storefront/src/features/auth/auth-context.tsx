import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { clearToken, readToken, subscribeToken, writeToken } from '../../api/token-storage';
import { decodeToken, msUntilExpiry } from '../../lib/jwt';
import { accountKeys } from './query-keys';
import { useUserInfo } from './use-user-info';

/** Who is signed in: the token's claims, refreshed with the server's account details once they arrive. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: string;
};

export type AuthContextValue = {
  user: SessionUser | null;
  /** Keep a freshly issued token (login or register). */
  signIn: (token: string) => void;
  /** Forget the token and everything cached for the customer (no server call). */
  signOut: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

// setTimeout cannot wait longer than this; a later expiry is re-checked on the next render.
const MAX_TIMER_MS = 2_147_483_647;

export type AuthProviderProps = { children: ReactNode };

export function AuthProvider({ children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, readToken, () => null);
  const claims = useMemo(() => (token === null ? null : decodeToken(token)), [token]);
  const info = useUserInfo(claims?.id);

  // drop the token the moment it expires, so the shop never shows a session the server no longer accepts
  useEffect(() => {
    if (claims === null) return;
    const ms = msUntilExpiry(claims, Date.now());
    if (ms === null) return;
    const timer = window.setTimeout(clearToken, Math.max(0, Math.min(ms, MAX_TIMER_MS)));
    return () => window.clearTimeout(timer);
  }, [claims]);

  // a session that ended by itself (expiry, 401, another tab) leaves nothing of the customer behind
  useEffect(() => {
    if (token === null) queryClient.removeQueries({ queryKey: accountKeys.all });
  }, [token, queryClient]);

  const signIn = useCallback(
    (next: string) => {
      queryClient.removeQueries({ queryKey: accountKeys.all });
      writeToken(next);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    clearToken();
    queryClient.removeQueries({ queryKey: accountKeys.all });
  }, [queryClient]);

  const user = useMemo<SessionUser | null>(() => {
    if (claims === null) return null;
    return {
      id: claims.id,
      name: info.data?.name ?? claims.name,
      email: info.data?.email ?? claims.email,
      role: info.data?.role ?? claims.role,
    };
  }, [claims, info.data]);

  const value = useMemo(() => ({ user, signIn, signOut }), [user, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (context === null) throw new Error('useAuth must be used inside <AuthProvider>.');
  return context;
}
