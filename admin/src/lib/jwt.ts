/** The `exp` claim of a JWT in seconds since the epoch; undefined when absent. Throws when `token` is not a JWT. */
export function jwtExpiry(token: string): number | undefined {
  const [, payload] = token.split('.');
  if (!payload) throw new Error('Not a JWT');
  const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
  if (typeof json !== 'object' || json === null) throw new Error('Not a JWT');
  const exp = (json as { exp?: unknown }).exp;
  return typeof exp === 'number' ? exp : undefined;
}

/** Whether the token can still be sent: a readable JWT whose `exp`, if any, is after `nowMs`. */
export function isJwtLive(token: string, nowMs: number): boolean {
  try {
    const exp = jwtExpiry(token);
    return exp === undefined || exp * 1000 > nowMs;
  } catch {
    return false;
  }
}
