import request from 'supertest';
import { type Account, registerCustomer } from './accounts.js';
import { expectError } from './errors.js';
import type { TestApp } from './test-app.js';

/** A customer's own list: where it is read, how to read it as someone, how to put something in it. */
export type OwnList = { path: string; read: (who: Account, userId: string) => request.Test; fill: (who: Account) => Promise<unknown> };

/**
 * Registers the test of the guard of a customer's own `noun` (expectOwnListOnly), its refusal naming it; `app` answers
 * the spec file's app once it has started.
 */
export function itGuardsOwnList(app: () => TestApp, noun: string, list: OwnList, malformedId: string): void {
  it(`answers 401 without a token, 403 on another customer’s ${noun} and 400 for a malformed id`, () =>
    expectOwnListOnly(app(), list, `You can only see or change your own ${noun}.`, malformedId));
}

/**
 * The guard of a customer's own list read at `${path}/{userId}` (the cart, the wishlist): 401 without a token, 403 with
 * `forbidden` on another customer's list (`fill` puts something in it first), 400 for a `malformedId`.
 */
export async function expectOwnListOnly(
  t: TestApp,
  list: OwnList,
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

/**
 * Registers the test that adding to a customer's own `noun` takes its identity from the token: `add` of a new product
 * (`newProduct`) as one customer naming another's userId is refused with 403, and neither list (`count`) holds
 * anything after.
 */
export function itRefusesAnotherUserId(
  app: () => TestApp,
  noun: string,
  list: { add: (who: Account, body: Record<string, unknown>) => request.Test; newProduct: () => Promise<string>; count: (who: Account) => Promise<number> },
): void {
  it('takes its identity from the token: refuses another customer’s userId with 403', async () => {
    const me = await registerCustomer(app());
    const other = await registerCustomer(app());
    await expectError(list.add(me, { userId: other.id, productId: await list.newProduct() }), 403, 'FORBIDDEN', `You can only see or change your own ${noun}.`);
    expect(await list.count(other)).toBe(0);
    expect(await list.count(me)).toBe(0);
  });
}
