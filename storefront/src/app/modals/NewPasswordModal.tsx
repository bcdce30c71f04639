import { useState, type FormEvent } from 'react';
import { FormAlert, PasswordField } from '../../components/Field/Field';
import { Modal } from '../../components/Modal/Modal';
import { useChangePassword } from '../../features/auth/use-change-password';
import { AuthSubmit, NewPasswordFields, readNewPassword } from './auth-form-parts';
import { useModals } from './modal-context';
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
    const { npassword, problem: passwordProblem } = readNewPassword(form);
    setProblem(passwordProblem);
    if (passwordProblem) return;
    change.mutate({ currentPassword, npassword }, { onSuccess: modals.close });
  };

  return (
    <Modal title="Set a new password" description="Choose a password you do not use anywhere else." onClose={modals.close}>
      <form className="auth-form" onSubmit={submit}>
        <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" required />
        <NewPasswordFields />
        <FormAlert message={problem} />
        <AuthSubmit pending={change.isPending} label="Update" pendingLabel="Updating…" />
      </form>
    </Modal>
  );
}
