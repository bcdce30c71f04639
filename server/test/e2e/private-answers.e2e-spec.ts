import request from 'supertest';
import { buildOpenApiDocument } from '../../src/app.setup.js';
import { bearer, createEdgeCallers, testAppWith } from '../helpers/accounts.js';
import { UNKNOWN_ID } from '../helpers/fixtures.js';

/**
 * Answers computed for the caller are never kept by a browser or a shared cache (issue 14, defect 10): every
 * operation that needs a token answers `Cache-Control: private, no-store`, read off the OpenAPI document so that a
 * route added later is covered without being listed here. Public cached answers keep their own headers.
 */

const t = testAppWith((app) => createEdgeCallers(app, { name: 'Private Ring', category: 'Private' }));

type Operation = { parameters?: { name: string; in: string; schema?: { enum?: string[] } }[]; security?: unknown[]; 'x-roles'?: string[] };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('Cache-Control on personal answers', () => {
  it('is private, no-store on the answers a shopper reads about themselves', async () => {
    const paths = [
      '/api/useringfo',
      `/api/home/product/get-card-product/${t.customer.id}`,
      `/api/home/product/get-wishlist-products/${t.customer.id}`,
      `/api/home/customer/gat-orders/${t.customer.id}/all`,
      '/api/home/customer/addresses',
    ];
    for (const path of paths) {
      const response = await request(t.http).get(path).set(...bearer(t.customer)).expect(200);
      expect([path, response.headers['cache-control']]).toEqual([path, 'private, no-store']);
    }
  });

  it('is private, no-store on every operation that needs a token, for whatever it answers (read off the OpenAPI document)', async () => {
    const document = buildOpenApiDocument(t.app);
    const checked: string[] = [];
    for (const [template, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method] as Operation | undefined;
        if (!operation?.security?.length) continue;
        const caller = operation['x-roles'] ? t.admin : t.customer;
        const path = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
          const parameter = operation.parameters?.find((candidate) => candidate.name === name);
          if (parameter?.schema?.enum) return parameter.schema.enum[0];
          return /^(userId|customerId)$/.test(name) ? caller.id : UNKNOWN_ID;
        });
        const call = request(t.http)[method](path).set(...bearer(caller));
        const response = await (method === 'get' || method === 'delete' ? call : call.send({}));
        // The guard's 401 and 403 leave before any answer is computed; every other answer is the caller's.
        expect([method, template, response.status === 401 || response.status === 403]).toEqual([method, template, false]);
        expect([method, template, response.headers['cache-control']]).toEqual([method, template, 'private, no-store']);
        checked.push(`${method} ${template}`);
      }
    }
    expect(checked.length).toBeGreaterThan(60);
  });

  it("is private, no-store on a sign-in's answer, which carries the token", async () => {
    const response = await request(t.http).post('/api/customer/customer-login').send({ email: t.customer.email, password: t.customer.password }).expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves public catalogue answers as they were, also when a signed-in shopper asks', async () => {
    for (const account of [undefined, t.customer]) {
      for (const path of ['/api/home/get-categorys', `/api/home/get-product/${t.productId}`, '/api/home/query-products']) {
        const call = request(t.http).get(path);
        const response = await (account ? call.set(...bearer(account)) : call).expect(200);
        expect([path, response.headers['cache-control']]).toEqual([path, undefined]);
      }
    }
  });
});
