import type { FormEvent } from 'react';
import { Field } from '../../components/Field/Field';
import { Modal } from '../../components/Modal/Modal';
import { useRegister } from '../../features/auth/use-register';
import { AuthSubmit, NewPasswordField } from './auth-form-parts';
import { useModals } from './modal-context';
import './forms.css';

/**
 * Register dialog (spec 2): name, phone, e-mail, password. Success signs the customer in and opens Sign In, which
 * closes and goes on as it would after signing in there: home (spec 4), or nowhere when an action asked for it.
 */
export function RegisterModal() {
  const register = useRegister();
  const modals = useModals();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    register.mutate(
      {
        name: String(form.get('name') ?? '').trim(),
        phone: String(form.get('phone') ?? '').trim(),
        email: String(form.get('email') ?? '').trim(),
        password: String(form.get('password') ?? ''),
      },
      { onSuccess: () => modals.open('login') },
    );
  };

  return (
    <Modal title="Create account" description="Join us to check out faster and keep your details in one place." onClose={modals.close}>
      <form className="auth-form" onSubmit={submit}>
        <Field label="Full name" name="name" autoComplete="name" required />
        <Field
          label="Phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          pattern="\+?[0-9]{7,15}"
          title="Digits only (7 to 15), optionally starting with +"
          autoComplete="tel"
          hint="Digits only, e.g. 9829012345"
          required
        />
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <NewPasswordField label="Password" name="password" />
        <AuthSubmit pending={register.isPending} label="Create account" pendingLabel="Creating your account…" />
        <p className="auth-form__switch">
          Already have an account?{' '}
          <button type="button" className="link-button" onClick={() => modals.open('login')}>
            Sign In
          </button>
        </p>
      </form>
    </Modal>
  );
}
