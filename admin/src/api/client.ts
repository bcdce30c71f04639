import { createApiClient } from '@shop/openapi';
import { clearStaffSession, readStaffToken } from './session';

/** The typed client for the console's non-CRUD calls (login, status changes, uploads). */
export const api = createApiClient({
  getToken: readStaffToken,
  // The token was refused: forget it so the next auth check sends the user to the login page.
  onUnauthorized: clearStaffSession,
});
