import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { authApi } from '../api/client';
import { makeToken } from './tokens';

export const MEERA = { id: '5b0c7a52-8e0f-4f39-9d0c-2d8b1f6a7c11', name: 'Meera Sharma', email: 'meera@example.in' };

/** A customer token for Meera that is valid for an hour, as the server signs it at sign-in. */
function meeraToken(): string {
  return makeToken({ ...MEERA, role: 'customer', exp: Math.floor(Date.now() / 1000) + 3600 });
}

/** Stores a customer token for Meera that is valid for an hour, as a sign-in would. */
export function signInAsMeera(): void {
  window.localStorage.setItem('customerToken', meeraToken());
}

/** Makes the mocked login and register calls answer with Meera's token, as the server does when she signs in. */
export function answerSignInAsMeera(): void {
  const token = meeraToken();
  vi.mocked(authApi.login).mockResolvedValue({ token, message: 'Login Success' });
  vi.mocked(authApi.register).mockResolvedValue({ token, message: 'Welcome to Sona Jewellers! Your account is ready.' });
}

/** Fills a Sign In form (the dialog or the /login page) with Meera's email and password, and sends it. */
export function signInThrough(form: HTMLElement): void {
  fireEvent.change(within(form).getByLabelText('Email'), { target: { value: MEERA.email } });
  fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'sandalwood42' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
}

/** Fills the open Create account dialog as Meera, and sends it. */
export function registerThroughDialog(): void {
  const dialog = screen.getByRole('dialog', { name: 'Create account' });
  fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: MEERA.name } });
  fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '9829012345' } });
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: MEERA.email } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'sandalwood42' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
}
