import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SHOP_NAME } from '../../shop-details';
import { CheckoutSteps, type CheckoutStep, type StepLink } from './CheckoutSteps';
import './CheckoutFrame.css';

export type CheckoutFrameProps = {
  step: CheckoutStep;
  /** The step's heading, also the document title. */
  title: string;
  /** The earlier steps the shopper may go back to. */
  links?: Partial<Record<CheckoutStep, StepLink>>;
  /** The order summary beside the step (under it on phones). */
  aside?: ReactNode;
  children: ReactNode;
};

/** The frame every checkout step shares: the breadcrumb, the step's heading and content, the summary beside it. */
export function CheckoutFrame({ step, title, links, aside, children }: CheckoutFrameProps) {
  return (
    <div className="container split-layout summary-layout checkout-frame">
      <title>{`${title} | ${SHOP_NAME}`}</title>
      <div className="checkout-frame__main">
        <CheckoutSteps current={step} links={links} />
        <h1 className="checkout-frame__title">
          {title}
        </h1>
        <div className="checkout-frame__content">{children}</div>
      </div>
      {aside === undefined ? null : <div className="summary-layout__aside">{aside}</div>}
    </div>
  );
}

export type CheckoutActionsProps = {
  /** The step before, and what its link says (e.g. 'Return to cart'). */
  back: StepLink & { label: string };
  /** The button that moves on, e.g. 'Continue to shipping'. */
  next: ReactNode;
  onNext: () => void;
  disabled: boolean;
  /** The id of what says why the button is disabled. */
  describedBy?: string;
};

/** The foot of a checkout step: back to the step before, and the button on to the next. */
export function CheckoutActions({ back: { label, ...back }, next, onNext, disabled, describedBy }: CheckoutActionsProps) {
  return (
    <div className="checkout-actions">
      <Link {...back}>{label}</Link>
      <button type="button" className="button" onClick={onNext} disabled={disabled} aria-describedby={describedBy}>
        {next}
      </button>
    </div>
  );
}
