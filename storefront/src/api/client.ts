import { ApiError, createApiClient, ok, type paths } from '@shop/openapi';
import { readPreloadedAnswers, withPreloadedAnswers } from './preloaded';
import { clearToken, readToken } from './token-storage';

export { ApiError, ok };

const inBrowser = typeof document !== 'undefined';

/**
 * Where the API is when the storefront is drawn on the server (entry-server.tsx): the server's own address, set
 * before the first request. Requests are written against a placeholder origin there (Node has no page to be relative
 * to) and sent to this one.
 */
const onServer = { origin: '' };
const PLACEHOLDER_ORIGIN = 'http://storefront.invalid';

/** Sends the API requests of a server-side drawing to `origin` (such as http://127.0.0.1:3000). */
export function setServerApiOrigin(origin: string): void {
  onServer.origin = origin;
}

function serverFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (onServer.origin === '') return Promise.reject(new Error('The API origin is not set on the server.'));
  return globalThis.fetch(new Request(`${onServer.origin}${url.pathname}${url.search}`, request));
}

/**
 * The only way the storefront talks to the server: same origin, bearer token from local storage.
 * Features call it from their own `features/<feature>/api.ts` with `ok(await api.GET(...))`.
 */
export const api = createApiClient({
  baseUrl: inBrowser ? '' : PLACEHOLDER_ORIGIN,
  getToken: readToken,
  // an expired or revoked token is of no further use: sign out locally
  onUnauthorized: clearToken,
  // the first requests of a page the server sent answers for are answered from the page
  fetch: inBrowser ? withPreloadedAnswers(readPreloadedAnswers(document), (input, init) => globalThis.fetch(input, init)) : serverFetch,
});

/** The JSON body a path and method take, as the generated contract describes it. */
export type JsonBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

export type RegisterRequest = JsonBody<'/api/customer/customer-register', 'post'>;
export type LoginRequest = JsonBody<'/api/customer/customer-login', 'post'>;
export type ForgotPasswordRequest = JsonBody<'/api/forgot-password', 'post'>;
export type ResetPasswordRequest = JsonBody<'/api/reset-password', 'post'>;
export type ChangePasswordRequest = JsonBody<'/api/customer/change-password', 'post'>;

export const authApi = {
  register: async (body: RegisterRequest) =>
    ok(await api.POST('/api/customer/customer-register', { body })),
  login: async (body: LoginRequest) => ok(await api.POST('/api/customer/customer-login', { body })),
  userInfo: async () => ok(await api.GET('/api/useringfo')),
  logout: async () => ok(await api.GET('/api/customer/logout')),
  forgotPassword: async (body: ForgotPasswordRequest) =>
    ok(await api.POST('/api/forgot-password', { body })),
  resetPassword: async (body: ResetPasswordRequest) =>
    ok(await api.POST('/api/reset-password', { body })),
  changePassword: async (body: ChangePasswordRequest) =>
    ok(await api.POST('/api/customer/change-password', { body })),
};

export type AuthTokenResponse = Awaited<ReturnType<typeof authApi.login>>;
export type UserInfo = Awaited<ReturnType<typeof authApi.userInfo>>['data'];
export type MessageResponse = Awaited<ReturnType<typeof authApi.logout>>;

/** The server's sentence for a failed call (its `error` field), or `fallback` when there is none. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message.trim() !== '') return error.message;
  return fallback;
}

/** Whether a failed call is the client's fault (4xx): not worth retrying. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
