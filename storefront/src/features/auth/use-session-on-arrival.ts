import { useState } from 'react';
import { type AuthContextValue, useAuth } from './auth-context';

/**
 * The session, and whether the page was opened by a guest: only such a guest is shown the Sign In dialog at once, not
 * a customer who has just signed out on the page.
 */
export function useSessionOnArrival(): AuthContextValue & { arrivedAsGuest: boolean } {
  const auth = useAuth();
  const [arrivedAsGuest] = useState(auth.user === null);
  return { ...auth, arrivedAsGuest };
}
