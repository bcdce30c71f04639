import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, fetchUtils } from 'react-admin';
import { readStaffToken } from './api/session';

/** The server's `{ error }` sentence is what staff should read, not the bare status text. */
function withServerMessage(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body: unknown = error.body;
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
    return new HttpError(body.error, error.status, body);
  }
  return error;
}

async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = readStaffToken();
  try {
    return await fetchUtils.fetchJson(url, {
      ...options,
      user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
    });
  } catch (error) {
    throw withServerMessage(error);
  }
}

/** Staff resources under /api/admin in ra-data-simple-rest conventions (Content-Range totals). */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
