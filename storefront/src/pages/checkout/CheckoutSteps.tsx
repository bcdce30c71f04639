import { Link } from 'react-router-dom';
import './CheckoutSteps.css';

export type CheckoutStep = 'cart' | 'information' | 'shipping' | 'payment';

const STEPS: readonly { step: CheckoutStep; label: string }[] = [
  { step: 'cart', label: 'Cart' },
  { step: 'information', label: 'Information' },
  { step: 'shipping', label: 'Shipping' },
  { step: 'payment', label: 'Payment' },
];

/** Where an earlier step lives; a step without one is shown as text. */
export type StepLink = { to: string; state?: unknown };

export type CheckoutStepsProps = {
  current: CheckoutStep;
  /** The earlier steps the shopper may go back to. */
  links?: Partial<Record<CheckoutStep, StepLink>>;
};

/** Spec 2's breadcrumb Cart > Information > Shipping > Payment, the current step marked for assistive technology. */
export function CheckoutSteps({ current, links = {} }: CheckoutStepsProps) {
  return (
    <nav className="checkout-steps" aria-label="Checkout steps">
      <ol>
        {STEPS.map(({ step, label }) => {
          const link = links[step];
          return (
            <li key={step}>
              {step === current ? (
                <span className="checkout-steps__current" aria-current="step">
                  {label}
                </span>
              ) : link === undefined ? (
                <span className="checkout-steps__later">{label}</span>
              ) : (
                <Link to={link.to} state={link.state}>
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
