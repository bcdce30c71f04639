import { useState, type FormEvent } from 'react';
import { Field, FormAlert } from '../../components/Field/Field';
import { Modal } from '../../components/Modal/Modal';
import { OTP_LENGTH, OTP_SECONDS } from '../../constants';
import { useForgotPassword } from '../../features/auth/use-forgot-password';
import { useResetPassword } from '../../features/auth/use-reset-password';
import { formatCountdown } from '../../lib/countdown';
import { AuthSubmit, NewPasswordFields, readNewPassword } from './auth-form-parts';
import { useModals } from './modal-context';
import { useOtpCountdown } from './use-otp-countdown';
import './forms.css';

export const OTP_EXPIRED_MESSAGE = 'OTP has expired. Please request a new one.';

type Step = { name: 'email' } | { name: 'otp'; email: string; deadline: number };

/**
 * Reset Password dialog (spec 2 and 4): step 1 asks for the e-mail and sends a one-time password;
 * step 2 takes the code and the new password while a 120-second countdown runs. When it runs out
 * the dialog returns to step 1; a successful reset opens Sign In.
 */
export function ResetPasswordModal() {
  const modals = useModals();
  const forgot = useForgotPassword();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    forgot.mutate(
      { email: address },
      {
        onSuccess: () => {
          setNotice(null);
          setStep({ name: 'otp', email: address, deadline: Date.now() + OTP_SECONDS * 1000 });
        },
      },
    );
  };

  return (
    <Modal
      title="Reset Password"
      description={
        step.name === 'email'
          ? 'Enter the e-mail of your account and we will send you a one-time password.'
          : 'Enter the one-time password from your e-mail and choose a new password.'
      }
      onClose={modals.close}
    >
      {step.name === 'email' ? (
        <form className="auth-form" onSubmit={sendCode}>
          <FormAlert message={notice} />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
            required
          />
          <AuthSubmit pending={forgot.isPending} label="Send OTP" pendingLabel="Sending…" />
          <p className="auth-form__switch">
            Remembered it?{' '}
            <button type="button" className="link-button" onClick={() => modals.open('login')}>
              Back to Sign In
            </button>
          </p>
        </form>
      ) : (
        <OtpStep
          key={step.deadline}
          email={step.email}
          deadline={step.deadline}
          onExpired={() => {
            setNotice(OTP_EXPIRED_MESSAGE);
            setStep({ name: 'email' });
          }}
          onChangeEmail={() => {
            setNotice(null);
            setStep({ name: 'email' });
          }}
          onDone={() => modals.open('login')}
        />
      )}
    </Modal>
  );
}

type OtpStepProps = {
  email: string;
  deadline: number;
  onExpired: () => void;
  onChangeEmail: () => void;
  onDone: () => void;
};

function OtpStep({ email, deadline, onExpired, onChangeEmail, onDone }: OtpStepProps) {
  const reset = useResetPassword();
  const secondsLeft = useOtpCountdown(deadline, onExpired);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const otp = String(form.get('otp') ?? '').trim();
    const { npassword, problem: passwordProblem } = readNewPassword(form);
    setProblem(passwordProblem);
    if (passwordProblem) return;
    reset.mutate({ email, otp, npassword }, { onSuccess: onDone });
  };

  return (
    <form className="auth-form" onSubmit={submit}>
      <p className="auth-form__sent-to">
        If an account exists for <strong>{email}</strong>, we have sent a {OTP_LENGTH}-digit code to it.
      </p>
      <p className="auth-form__countdown">
        <span>
          OTP expires in <time dateTime={`PT${secondsLeft}S`}>{formatCountdown(secondsLeft)}</time>
        </span>
        <button type="button" className="link-button" onClick={onChangeEmail}>
          Resend or change e-mail
        </button>
      </p>
      <Field
        label="OTP"
        name="otp"
        inputMode="numeric"
        pattern={`[0-9]{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        title={`The ${OTP_LENGTH} digits from the e-mail`}
        autoComplete="one-time-code"
        autoFocus
        required
      />
      <NewPasswordFields />
      <FormAlert message={problem} />
      <AuthSubmit pending={reset.isPending} label="Reset password" pendingLabel="Saving…" />
    </form>
  );
}
