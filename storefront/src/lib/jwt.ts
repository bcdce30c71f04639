/** The claims the server puts in a customer token (CONTRACT.md: at least id, name, email, role). */
export type TokenClaims = {
  id: string;
  name: string;
  email: string;
  role: string;
  /** Expiry in seconds since the epoch, when the token has one. */
  exp?: number;
};

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The claims of a JWT, read without checking its signature (the server does that); null when it is not a usable token. */
export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return null;
  }
  if (!isRecord(payload)) return null;
  const { id, name, email, role, exp } = payload;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  if (typeof email !== 'string') return null;
  return {
    id: String(id),
    name: typeof name === 'string' ? name : '',
    email,
    role: typeof role === 'string' ? role : 'customer',
    exp: typeof exp === 'number' ? exp : undefined,
  };
}

/** Whether the token's expiry has passed at `now` (epoch ms). A token without `exp` does not expire on the client. */
export function isExpired(claims: TokenClaims, now: number): boolean {
  return claims.exp !== undefined && claims.exp * 1000 <= now;
}

/** Milliseconds from `now` until the token expires, or null when it carries no expiry. */
export function msUntilExpiry(claims: TokenClaims, now: number): number | null {
  return claims.exp === undefined ? null : claims.exp * 1000 - now;
}
