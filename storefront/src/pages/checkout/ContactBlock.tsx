import { useId, useState } from 'react';
import { useModals } from '../../app/modals/modal-context';
import { CheckboxField, Field } from '../../components/Field/Field';
import { useAuth } from '../../features/auth/auth-context';
import { useLogout } from '../../features/auth/use-logout';
import './ContactBlock.css';

export type ContactBlockProps = {
  /** 'Email me with news and offers' (spec 2). */
  emailOffers: boolean;
  onEmailOffers: (checked: boolean) => void;
};

/**
 * The Contact block of the Information step (spec 2): the customer's name and e-mail with Log Out; a guest sees Log in
 * and an e-mail or phone field, and is told plainly that an order needs an account; signed in, they stay at checkout.
 */
export function ContactBlock({ emailOffers, onEmailOffers }: ContactBlockProps) {
  const { user } = useAuth();
  const logout = useLogout();
  const { open } = useModals();
  const titleId = useId();
  const [contact, setContact] = useState('');

  return (
    <section className="panel checkout-section contact-block" aria-labelledby={titleId}>
      <div className="contact-block__head">
        <h2 id={titleId}>Contact</h2>
        {user === null ? (
          <button type="button" className="link-button" onClick={() => open('login', 'stay')}>
            Log in
          </button>
        ) : null}
      </div>
      {user === null ? (
        <>
          <Field
            label="Email or mobile phone number"
            name="contact"
            autoComplete="email"
            value={contact}
            onChange={(event) => setContact(event.currentTarget.value)}
          />
          <p className="contact-block__note" role="note">
            Placing an order needs an account, so your orders and their status stay with you. Log in, or{' '}
            <button type="button" className="link-button" onClick={() => open('register', 'stay')}>
              create an account
            </button>
            .
          </p>
        </>
      ) : (
        <p className="contact-block__who">
          <span>
            <strong>{user.name}</strong>
            <span className="contact-block__email">{user.email}</span>
          </span>
          <button type="button" className="link-button" onClick={() => logout.mutate()} disabled={logout.isPending}>
            Log Out
          </button>
        </p>
      )}
      <CheckboxField className="checkout-check" label="Email me with news and offers" checked={emailOffers} onChange={onEmailOffers} />
    </section>
  );
}
