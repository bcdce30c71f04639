/** Who an account is: customers and staff share one users table (modules/auth), the role tells them apart. */
export const ROLES = ['customer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['admin', 'seller'];
