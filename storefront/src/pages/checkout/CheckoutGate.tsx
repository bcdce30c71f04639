import type { ReactNode } from 'react';
import { apiErrorMessage } from '../../api/client';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { PageLoading } from '../../components/PageLoading/PageLoading';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import { useSessionOnArrival } from '../../features/auth/use-session-on-arrival';
import type { CheckoutState } from '../../features/cart/checkout-state';
import { CART_FALLBACK } from '../../features/cart/messages';
import { useCheckoutState } from '../../features/checkout/use-checkout-state';
import { CheckoutFrame, type CheckoutFrameProps } from './CheckoutFrame';

export type CheckoutGateProps = {
  /** The frame a step that cannot start is shown in: its step, title and the earlier steps' links. */
  frame: Pick<CheckoutFrameProps, 'step' | 'title' | 'links'>;
  /** The empty state's title, when nothing in the cart can be ordered. */
  emptyTitle: string;
  /** The empty state's text. */
  emptyText: ReactNode;
  /** The step itself, once there is a checkout to work on. */
  children: (state: CheckoutState) => ReactNode;
};

/**
 * A checkout step's way in (spec 2 and 4): the step once its checkout state is at hand (useCheckoutState), or else
 * the cart loading, a sign-in prompt for a guest, the cart's error or an empty cart, each in the step's frame.
 */
export function CheckoutGate({ frame, emptyTitle, emptyText, children }: CheckoutGateProps) {
  const source = useCheckoutState();
  const { arrivedAsGuest } = useSessionOnArrival();

  switch (source.status) {
    case 'ready':
      return children(source.state);
    case 'loading':
      return <PageLoading label="Loading your cart…" />;
    case 'guest':
      return (
        <CheckoutFrame {...frame}>
          <SignInPrompt title="Sign in to check out" askOnArrival={arrivedAsGuest}>
            <p>Your cart is kept in your account. Sign in, or create an account, to order the pieces in it.</p>
          </SignInPrompt>
        </CheckoutFrame>
      );
    case 'error':
      return (
        <CheckoutFrame {...frame}>
          <ErrorState message={apiErrorMessage(source.error, CART_FALLBACK)} onRetry={source.retry} />
        </CheckoutFrame>
      );
    case 'empty':
      return (
        <CheckoutFrame {...frame}>
          <EmptyState title={emptyTitle} action={{ label: 'Shop Now', to: '/' }}>
            <p>{emptyText}</p>
          </EmptyState>
        </CheckoutFrame>
      );
  }
}
