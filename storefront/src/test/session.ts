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
