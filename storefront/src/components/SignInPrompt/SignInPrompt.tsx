import { useEffect, useId, type ReactNode } from 'react';
import { useModals } from '../../app/modals/modal-context';
import './SignInPrompt.css';

export type SignInPromptProps = {
  title: string;
  /** Why an account helps here. */
  children: ReactNode;
  /** Open the Sign In dialog straight away (a guest who came to the page, not a customer who just signed out). */
  askOnArrival: boolean;
};

/**
 * A page that needs an account, seen by a guest (DECISIONS.md): the Sign In dialog, and a card to sign in or register.
 * Signed in, the shopper stays on the page, which then shows what they came for.
 */
export function SignInPrompt({ title, children, askOnArrival }: SignInPromptProps) {
  const { open } = useModals();
  const titleId = useId();

  useEffect(() => {
    if (askOnArrival) open('login', 'stay');
  }, [askOnArrival, open]);

  return (
    <section className="sign-in-prompt info-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="button-row">
        <button type="button" className="button" onClick={() => open('login', 'stay')}>
          Sign In
        </button>
        <button type="button" className="button button--secondary" onClick={() => open('register', 'stay')}>
          Create account
        </button>
      </div>
    </section>
  );
}
