import request from 'supertest';
import { type Account, bearer } from './accounts.js';
import { SHIPPING } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** The spec's grouped `products` of palce-order around some lines, as the checkout sends a Buy Now or the house's cart. */
export const grouped = (...lines: Record<string, unknown>[]) => [{ shopName: 'Sona Jewellers', sellerId: null, price: 1, products: lines }];

/**
 * Arranges an order of these lines through the API as `who` would place it (to the Jaipur address unless `extra` sends
 * another shippingInfo; `extra` adds fields such as couponCode); answers its id.
 */
export async function placeOrder(app: TestApp, who: Account, lines: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}): Promise<string> {
  const response = await request(app.http)
    .post('/api/home/order/palce-order')
    .set(...bearer(who))
    .send({ shippingInfo: SHIPPING, products: grouped(...lines), ...extra })
    .expect(201);
  return response.body.orderId as string;
}

/** The order's row as stored (every column), for checking what the requests left behind. */
export async function orderRow(app: TestApp, orderId: string): Promise<Record<string, unknown>> {
  const { rows } = await app.sql.query('SELECT * FROM orders WHERE id = $1', [orderId]);
  return rows[0];
}
