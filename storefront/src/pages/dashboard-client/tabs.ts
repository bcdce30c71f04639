import { ORDER_STATUS_FILTERS } from '../../constants';
import type { OrderStatusFilter } from '../../features/orders/api';

export const DASHBOARD_TABS = ['dashboard', 'orders', 'addresses'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab a dashboard address names (?tab=…); the Dashboard tab when it names none or an unknown one. */
export function tabOf(params: URLSearchParams): DashboardTab {
  const tab = params.get('tab');
  return DASHBOARD_TABS.find((known) => known === tab) ?? 'dashboard';
}

/** My Orders' filter from the address (?status=…); 'all' when absent or unknown. */
export function statusOf(params: URLSearchParams): OrderStatusFilter {
  const status = params.get('status');
  return ORDER_STATUS_FILTERS.find((known) => known === status) ?? 'all';
}

/** The dashboard's address for a tab, and for My Orders a filter other than 'all'. */
export function dashboardPath(tab: DashboardTab, status: OrderStatusFilter = 'all'): string {
  if (tab === 'dashboard') return '/dashboard-client';
  const params = new URLSearchParams({ tab });
  if (tab === 'orders' && status !== 'all') params.set('status', status);
  return `/dashboard-client?${params.toString()}`;
}
