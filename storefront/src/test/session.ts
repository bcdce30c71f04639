import { makeToken } from './tokens';

export const MEERA = { id: '5b0c7a52-8e0f-4f39-9d0c-2d8b1f6a7c11', name: 'Meera Sharma', email: 'meera@example.in' };

/** Stores a customer token for Meera that is valid for an hour, as a sign-in would. */
export function signInAsMeera(): void {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  window.localStorage.setItem('customerToken', makeToken({ ...MEERA, role: 'customer', exp }));
}
