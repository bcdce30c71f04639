import { ok, type Schemas } from '@shop/openapi';
import type { AuthProvider } from 'react-admin';
import { api } from './api/client';
import { STAFF_TOKEN_KEY, STAFF_USER_KEY, clearStaffSession, readStaffToken, readStaffUser } from './api/session';
import { canStaffAccess } from './lib/access';
import { isJwtLive } from './lib/jwt';

type StaffCredentials = Schemas['LoginDto'];

async function requestStaffSession({ email, password }: StaffCredentials) {
  return ok(await api.POST('/api/admin/login', { body: { email, password } }));
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * Staff sign-in on POST /api/admin/login. Rejections carry the server's sentence as `message`
 * (an ApiError), which the login form shows as it is.
 */
export const authProvider: AuthProvider = {
  async login(credentials: StaffCredentials) {
    const { token, user } = await requestStaffSession(credentials);
    localStorage.setItem(STAFF_TOKEN_KEY, token);
    localStorage.setItem(STAFF_USER_KEY, JSON.stringify(user));
  },

  async logout() {
    // End the session on the server too, so the token opens nothing even where a copy of it is left. Signed out here
    // whatever the server answers (offline included). After a 401 (checkError) there is no token left to send.
    if (readStaffToken()) {
      try {
        await api.GET('/api/customer/logout');
      } catch {
        // the local sign-out below is what the person asked for
      }
    }
    clearStaffSession();
  },

  checkAuth() {
    const token = readStaffToken();
    // A first visit is not an error: go to the login page without a notification.
    if (!token) return Promise.reject({ message: false });
    if (!isJwtLive(token, Date.now())) {
      clearStaffSession();
      return Promise.reject({ message: 'Your session has expired. Please sign in again.' });
    }
    return Promise.resolve();
  },

  checkError(error: unknown) {
    // 403 means signed in but not allowed (e.g. a seller on another seller's order): stay signed in.
    if (statusOf(error) === 401) {
      clearStaffSession();
      return Promise.reject({ message: 'Your session has ended. Please sign in again.' });
    }
    return Promise.resolve();
  },

  async getIdentity() {
    const user = readStaffUser();
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: user.name };
  },

  async getPermissions() {
    return readStaffUser()?.role;
  },

  /** Menu entries, buttons and pages follow the server's roles: sellers do not see what would answer 403. */
  async canAccess({ resource, action }) {
    return canStaffAccess(readStaffUser()?.role, resource, action);
  },
};
