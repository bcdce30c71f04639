import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../components/Modal/Modal';
import { useAuth } from '../../features/auth/auth-context';
import { LoginForm } from './LoginForm';
import { useModals } from './modal-context';

/**
 * Sign In dialog (spec 2). Spec 4: success closes it and goes home, and a customer who is already signed in
 * (e.g. just registered) has it closed and goes home as well.
 */
export function LoginModal() {
  const { close } = useModals();
  const { user } = useAuth();
  const navigate = useNavigate();
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return;
    close();
    void navigate('/');
  }, [signedIn, close, navigate]);

  return (
    <Modal title="Sign In" description="Welcome back. Sign in to your account." onClose={close}>
      <LoginForm onSignedIn={close} />
    </Modal>
  );
}
