import type { Role } from './roles.js';

/** Who a token is signed for. */
export type TokenSubject = { id: string; name: string; email: string; role: Role };

/**
 * The identity of a verified token whose session is still open; the only source of "who is calling". `sessionId` is
 * the token's session (its `sid` claim), which signing out ends.
 */
export type AuthUser = TokenSubject & { sessionId: string };

/**
 * The caller of a route that needs one, as AuthGuard read their open session and account for this request: the
 * account's phone and creation time come with it, so answering "who am I" reads nothing more.
 */
export type SignedInUser = AuthUser & { phone: string; createdAt: Date };

export const AUTH_COOKIE = 'customerToken';
