import type { FormEvent } from 'react';
import { Field, PasswordField } from '../../components/Field/Field';
import { useLogin } from '../../features/auth/use-login';
import { AuthSubmit } from './auth-form-parts';
import { useModals } from './modal-context';
import type { AfterSignIn } from './modal-state';
import './forms.css';

export type LoginFormProps = {
  /** Where the dialogs it opens (Create account, Forgot password) lead once signed in; in Sign In, that dialog's own. */
  afterSignIn?: AfterSignIn;
};

/**
 * Sign in with e-mail and password (spec 2); used by the Sign In dialog and the /login page, each of which takes
 * the signed-in customer on.
 */
export function LoginForm({ afterSignIn }: LoginFormProps) {
  const login = useLogin();
  const modals = useModals();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate({ email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') });
  };

  return (
    <form className="auth-form" onSubmit={submit}>
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <PasswordField label="Password" name="password" autoComplete="current-password" required />
      <div className="auth-form__inline-link">
        <button type="button" className="link-button" onClick={() => modals.open('reset-password', afterSignIn)}>
          Forgot password?
        </button>
      </div>
      <AuthSubmit pending={login.isPending} label="Sign In" pendingLabel="Signing in…" />
      <p className="auth-form__switch">
        New to the shop?{' '}
        <button type="button" className="link-button" onClick={() => modals.open('register', afterSignIn)}>
          Create account
        </button>
      </p>
    </form>
  );
}
