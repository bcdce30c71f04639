import { ok, type Schemas } from '@shop/openapi';
import { api } from './client';

export type DashboardFigures = Schemas['DashboardResponseDto'];

/**
 * The console's home figures: today's orders and revenue (Indian day), orders by delivery status, the sales of the
 * last 30 days (per day, today against the same time last week, the best sellers), the products
 * running out and the newsletter's subscribers; a seller's figures and products are their own.
 */
export async function readDashboard(): Promise<DashboardFigures> {
  return ok(await api.GET('/api/admin/dashboard'));
}
