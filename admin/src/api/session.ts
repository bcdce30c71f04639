/** Where the signed-in staff member is kept between visits. */
export const STAFF_TOKEN_KEY = 'staffToken';
export const STAFF_USER_KEY = 'staffUser';

export function readStaffToken(): string | null {
  return localStorage.getItem(STAFF_TOKEN_KEY);
}

export function clearStaffSession(): void {
  localStorage.removeItem(STAFF_TOKEN_KEY);
  localStorage.removeItem(STAFF_USER_KEY);
}
