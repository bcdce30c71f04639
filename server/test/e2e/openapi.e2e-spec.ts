import { randomUUID } from 'node:crypto';
import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import request from 'supertest';
import { bearer, createStaff, registerCustomer, type Account } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type Operation = OperationObject & { 'x-roles'?: string[] };
type Caller = { role: 'customer' | 'seller' | 'admin'; header: [string, string] };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** The guard's answer to a role the route does not allow (AuthGuard). */
const GUARD_FORBIDDEN = { statusCode: 403, code: 'FORBIDDEN', error: 'Your account is not allowed to do this.' };

let t: TestApp;
let document: OpenAPIObject;
let operations: { method: (typeof METHODS)[number]; path: string; operation: Operation }[];
let callers: Caller[];

const cookie = (account: Account): [string, string] => ['Cookie', `customerToken=${account.token}`];

beforeAll(async () => {
  t = await createTestApp();
  document = (await request(t.http).get('/api/docs-json').expect(200)).body as OpenAPIObject;
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] as Operation }] : [])),
  );
  // Both credentials the document names: the cookie for the customer and the admin, the header for the seller.
  callers = [
    { role: 'customer', header: cookie(await registerCustomer(t)) },
    { role: 'seller', header: bearer(await createStaff(t, 'seller')) },
    { role: 'admin', header: cookie(await createStaff(t, 'admin')) },
  ];
});
afterAll(() => t.close());

/** Calls an operation with made-up path values and an empty body: enough for the guard, harmless past it. */
function call(method: (typeof METHODS)[number], path: string, header?: [string, string]) {
  const test = request(t.http)[method](path.replace(/\{[^}]+\}/g, () => randomUUID()));
  if (header) test.set(...header);
  return method === 'get' || method === 'delete' ? test : test.send({});
}

describe('GET /api/docs-json', () => {
  it('names only the security schemes it defines: bearer and the customerToken cookie', () => {
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual(['bearer', 'customerToken']);
    expect(document.components?.securitySchemes?.customerToken).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'customerToken' });
    for (const { operation } of operations) {
      expect(operation.security).toBeDefined();
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(['bearer', 'customerToken']).toContain(scheme);
      }
    }
  });

  it('says security [] exactly where the guard lets a caller without a token through', async () => {
    for (const { method, path, operation } of operations) {
      const response = await call(method, path);
      const refused = response.status === 401 && response.body.code === 'UNAUTHENTICATED';
      expect({ operation: `${method} ${path}`, refused }).toEqual({ operation: `${method} ${path}`, refused: operation.security?.length !== 0 });
      if (refused) expect(operation.responses['401']).toBeDefined();
    }
  });

  it('lists in x-roles exactly the roles the guard lets through, by either credential', async () => {
    const secured = operations.filter(({ operation }) => operation.security?.length);
    for (const { method, path, operation } of secured) {
      const roles = operation['x-roles'];
      if (roles) expect(operation.responses['403']).toBeDefined();
      for (const caller of callers) {
        const response = await call(method, path, caller.header);
        const outcome = {
          operation: `${method} ${path}`,
          role: caller.role,
          signedIn: !(response.status === 401 && response.body.code === 'UNAUTHENTICATED'),
          refusedByRole: response.status === 403 && response.body.error === GUARD_FORBIDDEN.error,
        };
        expect(outcome).toEqual({ operation: `${method} ${path}`, role: caller.role, signedIn: true, refusedByRole: roles ? !roles.includes(caller.role) : false });
        if (outcome.refusedByRole) expect(response.body).toEqual(GUARD_FORBIDDEN);
      }
    }
  });

  it('gives every operation a description that ends with who may call it', () => {
    for (const { method, path, operation } of operations) {
      const access = operation.security?.length === 0 ? 'public' : operation['x-roles'] ? 'staff' : 'any signed-in account';
      expect({ operation: `${method} ${path}`, description: operation.description }).toEqual({
        operation: `${method} ${path}`,
        description: expect.stringMatching(new RegExp(`\\S[\\s\\S]*\\n\\n\\*\\*Access:\\*\\* ${access}[^\\n]*$`)),
      });
    }
  });

  it('has a relative server that, resolved against the document, reaches the paths it lists', async () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const origin = new URL(document.servers?.[0].url ?? '', 'http://shop.example/api/docs-json');
    expect(origin.href).toBe('http://shop.example/');
    // Tools join the server URL, without its trailing slash, and the path.
    const health = new URL(`${origin.href.replace(/\/$/, '')}/api/health`);
    expect(document.paths[health.pathname]).toBeDefined();
    await request(t.http).get(health.pathname).expect(200);
  });
});
