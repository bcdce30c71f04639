import { ok, type Schemas } from '@shop/openapi';
import { api } from './client';

export type OrderSummary = Schemas['OrderSummaryDto'];

/** Today's orders and revenue (Indian day) and every order by delivery status; a seller's own. */
export async function readOrderSummary(): Promise<OrderSummary> {
  return ok(await api.GET('/api/admin/orders/summary'));
}
