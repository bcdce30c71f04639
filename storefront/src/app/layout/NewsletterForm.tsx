import { useId, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../api/client';
import { FieldError } from '../../components/Field/Field';
import { NEWSLETTER_DISCOUNT_PERCENT } from '../../constants';
import { EMAIL_MAX_LENGTH, newsletterEmailError } from '../../features/newsletter/email-rule';
import { NEWSLETTER_FALLBACK } from '../../features/newsletter/messages';
import { useSubscribe } from '../../features/newsletter/use-subscribe';

/**
 * The footer's newsletter box (spec 1, DECISIONS.md: wired): an address is checked before it is sent,
 * the button waits while it is on its way, and the server's sentence is read out, whether it welcomes a
 * new subscriber (the coupon is mailed), knows the address already, or refuses it.
 */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const subscribe = useSubscribe();
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    const problem = newsletterEmailError(email);
    setInvalid(problem);
    if (problem !== null) {
      subscribe.reset();
      input.current?.focus();
      return;
    }
    subscribe.mutate(email, { onSuccess: () => form.reset() });
  };

  const error = invalid ?? (subscribe.isError ? apiErrorMessage(subscribe.error, NEWSLETTER_FALLBACK) : null);

  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="newsletter__text">
        <p className="eyebrow newsletter__eyebrow">Newsletter</p>
        <h2 id="newsletter-title" className="newsletter__title">
          {NEWSLETTER_DISCOUNT_PERCENT}% off your first purchase
        </h2>
        <p className="newsletter__lead">
          Subscribe for new designs and festive offers, and we will e-mail you a one-time coupon for{' '}
          {NEWSLETTER_DISCOUNT_PERCENT}% off your first order.
        </p>
      </div>
      <form className="newsletter__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="newsletter__label">
          Email address
        </label>
        <div className="newsletter__row">
          <input
            ref={input}
            id={inputId}
            className="newsletter__input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder="name@example.com"
            aria-invalid={error === null ? undefined : true}
            aria-describedby={error === null ? undefined : errorId}
            onChange={() => setInvalid(null)}
          />
          <button type="submit" className="button newsletter__button" disabled={subscribe.isPending}>
            {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
          </button>
        </div>
        <p className="newsletter__status" role="status">
          {subscribe.isSuccess ? subscribe.data.message : ''}
        </p>
        <FieldError id={errorId} message={error} alert className="newsletter__error" />
      </form>
    </section>
  );
}
