import { PasswordField } from '../../components/Field/Field';
import { PASSWORD_MIN_LENGTH } from '../../constants';

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

/** A password being chosen: the browser may suggest one, and the length rule is said and checked. */
export function NewPasswordField({ label, name }: { label: string; name: string }) {
  return (
    <PasswordField
      label={label}
      name={name}
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
      required
    />
  );
}

/** The new-password and confirm fields, shared by Reset Password and the signed-in password change. */
export function NewPasswordFields() {
  return (
    <>
      <NewPasswordField label="New password" name="npassword" />
      <PasswordField label="Confirm password" name="confirm" autoComplete="new-password" required />
    </>
  );
}

/** Reads NewPasswordFields from a submitted form: the new password, or the sentence that says why not. */
export function readNewPassword(form: FormData): { npassword: string; problem: string | null } {
  const npassword = String(form.get('npassword') ?? '');
  if (npassword !== String(form.get('confirm') ?? '')) return { npassword, problem: PASSWORDS_DIFFER_MESSAGE };
  if (npassword.length < PASSWORD_MIN_LENGTH) {
    return { npassword, problem: `The new password needs at least ${PASSWORD_MIN_LENGTH} characters.` };
  }
  return { npassword, problem: null };
}

type AuthSubmitProps = { pending: boolean; label: string; pendingLabel: string };

/** The full-width submit button every auth dialog ends with; it says what is happening while the request runs. */
export function AuthSubmit({ pending, label, pendingLabel }: AuthSubmitProps) {
  return (
    <div className="auth-form__actions">
      <button type="submit" className="button button--block" disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
