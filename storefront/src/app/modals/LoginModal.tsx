import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../components/Modal/Modal';
import { useAuth } from '../../features/auth/auth-context';
import { LoginForm } from './LoginForm';
import { useModals } from './modal-context';

/**
 * Sign In dialog (spec 2). Once the customer is signed in (here, or just registered) it closes and, when the
 * shopper chose to sign in, goes home (spec 4); when an action that needs an account asked for it, the shopper
 * stays where they were (DECISIONS.md).
 */
export function LoginModal() {
  const { close, afterSignIn } = useModals();
  const { user } = useAuth();
  const navigate = useNavigate();
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return;
    close();
    if (afterSignIn !== 'stay') void navigate(afterSignIn);
  }, [signedIn, afterSignIn, close, navigate]);

  return (
    <Modal title="Sign In" description="Welcome back. Sign in to your account." onClose={close}>
      <LoginForm />
    </Modal>
  );
}
