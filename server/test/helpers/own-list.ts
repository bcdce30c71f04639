import request from 'supertest';
import { type Account, registerCustomer } from './accounts.js';
import type { TestApp } from './test-app.js';

/**
 * The guard of a customer's own list read at `${path}/{userId}` (the cart, the wishlist): 401 without a token, 403 with
 * `forbidden` on another customer's list (`fill` puts something in it first), 400 for a `malformedId`.
 */
export async function expectOwnListOnly(
  t: TestApp,
  list: { path: string; read: (who: Account, userId: string) => request.Test; fill: (who: Account) => Promise<unknown> },
  forbidden: string,
  malformedId: string,
): Promise<void> {
  const me = await registerCustomer(t);
  const other = await registerCustomer(t);
  await list.fill(other);
  await request(t.http).get(`${list.path}/${me.id}`).expect(401);

  const refused = await list.read(me, other.id).expect(403);
  expect(refused.body).toEqual({ error: forbidden, statusCode: 403, code: 'FORBIDDEN' });

  const malformed = await list.read(me, malformedId).expect(400);
  expect(malformed.body).toMatchObject({ error: 'userId must be a UUID', code: 'VALIDATION_FAILED', fields: [{ field: 'userId', messages: ['userId must be a UUID'] }] });
}
