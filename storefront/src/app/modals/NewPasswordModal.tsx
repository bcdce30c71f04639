import { useState, type FormEvent } from 'react';
import { FormAlert, PasswordField } from '../../components/Field/Field';
import { Modal } from '../../components/Modal/Modal';
import { PASSWORD_MIN_LENGTH } from '../../constants';
import { useChangePassword } from '../../features/auth/use-change-password';
import { useModals } from './modal-context';
import { PASSWORDS_DIFFER_MESSAGE } from './ResetPasswordModal';
import './forms.css';

/** New-password dialog for a signed-in customer, opened from the dashboard (spec 2; match check per DECISIONS.md). */
export function NewPasswordModal() {
  const modals = useModals();
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const currentPassword = String(form.get('currentPassword') ?? '');
    const npassword = String(form.get('npassword') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    if (npassword !== confirm) {
      setProblem(PASSWORDS_DIFFER_MESSAGE);
      return;
    }
    if (npassword.length < PASSWORD_MIN_LENGTH) {
      setProblem(`The new password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
      return;
    }
    setProblem(null);
    change.mutate({ currentPassword, npassword }, { onSuccess: modals.close });
  };

  return (
    <Modal title="Set a new password" description="Choose a password you do not use anywhere else." onClose={modals.close}>
      <form className="auth-form" onSubmit={submit}>
        <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" required />
        <PasswordField
          label="New password"
          name="npassword"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          required
        />
        <PasswordField label="Confirm password" name="confirm" autoComplete="new-password" required />
        <FormAlert message={problem} />
        <div className="auth-form__actions">
          <button type="submit" className="button button--block" disabled={change.isPending}>
            {change.isPending ? 'Updating…' : 'Update'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
