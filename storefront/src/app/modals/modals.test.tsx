import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OpenButton, renderWithApp } from '../../test/render';

vi.mock('../../api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client')>();
  return {
    ...actual,
    authApi: {
      ...actual.authApi,
      userInfo: vi.fn(() => new Promise(() => undefined)),
    },
  };
});

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
