import { useCallback } from 'react';
import { useModals } from '../../app/modals/modal-context';
import { useAuth, type SessionUser } from './auth-context';

/**
 * The one place for the guest rule (spec 5, DECISIONS.md): an action that needs an account runs with the
 * signed-in customer; a guest gets the Sign In dialog instead and nothing is sent. Signed in, the shopper stays
 * on the page to try again, rather than going home.
 */
export function useRequireUser(): (action: (user: SessionUser) => void) => void {
  const { user } = useAuth();
  const { open } = useModals();
  return useCallback(
    (action: (user: SessionUser) => void) => {
      if (user === null) {
        open('login', 'stay');
        return;
      }
      action(user);
    },
    [user, open],
  );
}
