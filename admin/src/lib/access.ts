import type { StaffRole } from '../api/session';

/**
 * What a seller may not do, mirroring the server's `@Roles` (the server refuses these with 403 anyway; hiding
 * them spares sellers a button that can only fail): customers, staff accounts, payment attempts, returns and refunds, newsletter
 * addresses, banners (the house's home page) and today's metal rates with their history (a rate reprices every
 * seller's pieces), exchange rates, the couriers list and delivery zones, holidays and settings are admin-only, categories are read-only for sellers, orders too (only admins change a status), and only admins
 * delete reviews. Admins may do everything. '*' stands for every action.
 */
const SELLER_DENIED: Readonly<Record<string, '*' | readonly string[]>> = {
  customers: '*',
  staff: '*',
  payments: '*',
  refunds: '*',
  returns: '*',
  subscribers: '*',
  banners: '*',
  'metal-rates': '*',
  'metal-rate-changes': '*',
  'exchange-rates': '*',
  // The Ship form reads the couriers list; keeping it is the admins'.
  couriers: '*',
  'delivery-zones': '*',
  'delivery-holidays': '*',
  'delivery-settings': '*',
  categories: ['create', 'edit', 'delete', 'clone'],
  orders: ['create', 'edit', 'delete', 'clone'],
  reviews: ['delete'],
};

/** react-admin's `canAccess` question (`action` is list, show, create, edit, delete, export, clone …) for a role. */
export function canStaffAccess(role: StaffRole | undefined, resource: string, action: string): boolean {
  if (role === 'admin') return true;
  if (role !== 'seller') return false;
  const denied = SELLER_DENIED[resource];
  if (denied === undefined) return true;
  return denied !== '*' && !denied.includes(action);
}
