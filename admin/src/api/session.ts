import type { Schemas } from '@shop/openapi';

/** Where the signed-in staff member is kept between visits. */
export const STAFF_TOKEN_KEY = 'staffToken';
export const STAFF_USER_KEY = 'staffUser';

export type StaffUser = Schemas['StaffUserDto'];
export type StaffRole = StaffUser['role'];

export function readStaffToken(): string | null {
  return localStorage.getItem(STAFF_TOKEN_KEY);
}

/** The staff member the server answered at sign-in; undefined when signed out or the stored value is unreadable. */
export function readStaffUser(): StaffUser | undefined {
  const raw = localStorage.getItem(STAFF_USER_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as StaffUser;
  } catch {
    return undefined;
  }
}

export function clearStaffSession(): void {
  localStorage.removeItem(STAFF_TOKEN_KEY);
  localStorage.removeItem(STAFF_USER_KEY);
}
