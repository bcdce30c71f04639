import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import { useRequireUser } from '../../features/auth/use-require-user';
import { OpenButton, renderWithApp } from '../../test/render';
import { answerSignInAsMeera, registerThroughDialog, signInThrough } from '../../test/session';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original, 'login', 'register'));

function openDialogs() {
  return screen.queryAllByRole('dialog');
}

describe('the shop dialogs', () => {
  it('shows at most one dialog: Sign In leads to Register and Reset, and they lead back', () => {
    renderWithApp(<OpenButton modal="login" label="Open sign in" />);

    fireEvent.click(screen.getByRole('button', { name: 'Open sign in' }));
    expect(openDialogs()).toHaveLength(1);
    const signIn = screen.getByRole('dialog', { name: 'Sign In' });

    fireEvent.click(within(signIn).getByRole('button', { name: 'Create account' }));
    expect(openDialogs()).toHaveLength(1);
    const register = screen.getByRole('dialog', { name: 'Create account' });

    fireEvent.click(within(register).getByRole('button', { name: 'Sign In' }));
    expect(openDialogs()).toHaveLength(1);

    fireEvent.click(within(screen.getByRole('dialog', { name: 'Sign In' })).getByRole('button', { name: 'Forgot password?' }));
    expect(openDialogs()).toHaveLength(1);
    const reset = screen.getByRole('dialog', { name: 'Reset Password' });

    fireEvent.click(within(reset).getByRole('button', { name: 'Back to Sign In' }));
    expect(openDialogs()).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
  });

  it('is a labelled modal dialog with every input labelled', () => {
    renderWithApp(<OpenButton modal="register" label="Join" />);
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));

    const dialog = screen.getByRole('dialog', { name: 'Create account' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    for (const name of ['Full name', 'Phone', 'Email', 'Password']) {
      expect(within(dialog).getByLabelText(name)).toBeTruthy();
    }
    expect(within(dialog).getByLabelText('Phone').getAttribute('inputmode')).toBe('numeric');
    expect(within(dialog).getByLabelText('Password').getAttribute('minlength')).toBe('8');
  });

  it('closes on Escape and gives focus back to what opened it', () => {
    renderWithApp(<OpenButton modal="login" label="Open sign in" />);
    const opener = screen.getByRole('button', { name: 'Open sign in' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(openDialogs()).toHaveLength(0);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    renderWithApp(<OpenButton modal="login" label="Open sign in" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open sign in' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });

    const close = within(dialog).getByRole('button', { name: 'Close' });
    const last = within(dialog).getByRole('button', { name: 'Create account' });

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

/** The page the shopper is on. */
function Where() {
  const { pathname } = useLocation();
  return <p>At {pathname}</p>;
}

/** `ui` on the page at `path`, with where the shopper is said beside it. */
function renderAt(ui: ReactNode, path: string) {
  renderWithApp(
    <>
      {ui}
      <Where />
    </>,
    path,
  );
}

/** A button whose action needs an account, as Add to Cart is. */
function AddToCart() {
  const requireUser = useRequireUser();
  return (
    <button type="button" onClick={() => requireUser(() => undefined)}>
      Add to Cart
    </button>
  );
}

function signInThere() {
  signInThrough(screen.getByRole('dialog', { name: 'Sign In' }));
}

async function expectSignedInAt(pathname: string) {
  // The dialog closes at once; the move to another page is a transition of the router's, so it may land later.
  await waitFor(() => {
    expect(openDialogs()).toHaveLength(0);
    expect(screen.getByText(`At ${pathname}`)).toBeTruthy();
  });
  expect(window.localStorage.getItem('customerToken')).toMatch(/^ey/);
}

describe('after signing in through the dialogs', () => {
  beforeEach(() => {
    answerSignInAsMeera();
  });

  it('goes home when the shopper chose to sign in (spec 4)', async () => {
    renderAt(<OpenButton modal="login" label="Open sign in" />, '/collections');
    fireEvent.click(screen.getByRole('button', { name: 'Open sign in' }));
    signInThere();
    await expectSignedInAt('/');
  });

  it('goes home after registering in a dialog the shopper opened (spec 4)', async () => {
    renderAt(<OpenButton modal="register" label="Join" />, '/collections');
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    registerThroughDialog();
    await expectSignedInAt('/');
  });

  it('closes and leaves the shopper on the page when an action that needs an account asked', async () => {
    renderAt(<AddToCart />, '/product/details/kundan-bangle-set-of-four');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    signInThere();
    await expectSignedInAt('/product/details/kundan-bangle-set-of-four');
  });

  it('leaves the shopper on the page after Sign In → Create account from such an action', async () => {
    renderAt(<AddToCart />, '/gift-store');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Sign In' })).getByRole('button', { name: 'Create account' }));
    registerThroughDialog();
    await expectSignedInAt('/gift-store');
  });

  it("leaves the shopper on an account page that asked them to sign in, from its dialog or its card's buttons", async () => {
    renderAt(
      <SignInPrompt title="Sign in to see your cart" askOnArrival>
        <p>Your cart keeps its pieces.</p>
      </SignInPrompt>,
      '/cart',
    );
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Sign In' })).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    registerThroughDialog();
    await expectSignedInAt('/cart');
  });
});
