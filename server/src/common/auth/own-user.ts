import type { AuthUser } from './auth-user.js';

/** A `userId` that a request names (in its path or body) must be the caller's own; otherwise `refused()` is thrown. */
export function assertOwnUserId(caller: AuthUser, userId: string | undefined, refused: () => Error): void {
  if (userId !== undefined && userId !== caller.id) throw refused();
}
