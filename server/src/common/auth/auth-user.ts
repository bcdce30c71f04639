import type { Role } from '../../modules/auth/entities/user.entity.js';

/** The identity a verified token carries; the only source of "who is calling". */
export type AuthUser = { id: string; name: string; email: string; role: Role };

export const AUTH_COOKIE = 'customerToken';
