import { LoginModal } from './LoginModal';
import { NewPasswordModal } from './NewPasswordModal';
import { RegisterModal } from './RegisterModal';
import { ResetPasswordModal } from './ResetPasswordModal';
import { useModals } from './modal-context';

/** Renders whichever dialog is open; there is never more than one. */
export function ModalHost() {
  const { current } = useModals();
  switch (current) {
    case 'login':
      return <LoginModal />;
    case 'register':
      return <RegisterModal />;
    case 'reset-password':
      return <ResetPasswordModal />;
    case 'new-password':
      return <NewPasswordModal />;
    case null:
      return null;
  }
}
