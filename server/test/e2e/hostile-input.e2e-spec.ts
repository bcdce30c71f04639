import request from 'supertest';
import { bearer, createEdgeCallers, testAppWith } from '../helpers/accounts.js';

/**
 * Hostile input answered with a 400 in the error shape, never a 500: NUL characters (PostgreSQL refuses them in text),
 * lone surrogates, numbers past their column's range, and nesting deep enough to overflow a recursive walk. Each case
 * was a 500 before the edge checks (common/http/hostile-input.ts) and the DTO bounds.
 */

const t = testAppWith((app) => createEdgeCallers(app, { name: 'Plain Band', category: 'Hostile Rings' }));

const VALIDATION = { statusCode: 400, code: 'VALIDATION_FAILED' };
const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('a NUL character', () => {
  it('in a path parameter: 400, not a 500 from PostgreSQL', async () => {
    for (const path of ['/api/home/get-product/%00', '/api/home/get-product/ring%00', '/api/home/get-category/%00', '/api/single-blog/%00']) {
      const response = await request(t.http).get(path).expect(400);
      expect(response.body).toMatchObject({ ...VALIDATION, error: 'The address must not contain the NUL character (%00).' });
    }
  });

  it('in a query parameter: 400', async () => {
    const response = await request(t.http).get('/api/home/query-products?searchValue=ring%00').expect(400);
    expect(response.body).toMatchObject(VALIDATION);
  });

  it('JSON-escaped in a console filter: 400 naming the filter', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'ring\u0000' }));
    const response = await request(t.http).get(`/api/admin/products?filter=${filter}`).set(...bearer(t.admin)).expect(400);
    expect(response.body).toMatchObject({ ...VALIDATION, error: 'filter.q must not contain the NUL character (\\u0000)' });
  });

  it('in a JSON body, as a value or a key: 400 naming the field', async () => {
    const value = await request(t.http)
      .post('/api/customer/customer-register')
      .send({ name: 'Asha\u0000', email: 'nul@example.test', phone: '9876543210', password: 'long-enough' })
      .expect(400);
    expect(value.body).toMatchObject({ ...VALIDATION, error: 'name must not contain the NUL character (\\u0000)', fields: [{ field: 'name' }] });
    const key = await request(t.http)
      .post('/api/customer/customer-login')
      .set('Content-Type', 'application/json')
      .send('{"email":"a@b.co","password":"long-enough","x\\u0000":1}')
      .expect(400);
    expect(key.body).toMatchObject(VALIDATION);
    expect(key.body.error).toContain('NUL');
  });

  it('in a multipart form field: 400', async () => {
    const response = await request(t.http)
      .post('/api/blog-add')
      .set(...bearer(t.admin))
      .field('name', 'A post\u0000 about rings')
      .field('description', 'Text')
      .expect(400);
    expect(response.body).toMatchObject({ ...VALIDATION, error: 'name must not contain the NUL character (\\u0000)' });
    expect((await t.sql.query('SELECT count(*)::int AS n FROM blogs')).rows[0].n).toBe(0);
  });
});

describe('broken text', () => {
  it('a lone surrogate in a JSON string: 400, not a 500', async () => {
    const response = await request(t.http)
      .post('/api/admin/login')
      .set('Content-Type', 'application/json')
      .send('{"email":"\\ud800","password":"long-enough"}')
      .expect(400);
    expect(response.body).toMatchObject({ ...VALIDATION, error: 'email must be well-formed Unicode text (it holds a lone surrogate)' });
  });
});

describe('numbers past their column', () => {
  it('GET /api/home/query-products refuses prices beyond the dearest a product may be (int4 paise)', async () => {
    for (const parameter of ['lowPrice', 'highPrice']) {
      const response = await request(t.http).get(`/api/home/query-products?${parameter}=21474837`).expect(400);
      expect(response.body).toMatchObject({ ...VALIDATION, error: `${parameter} must not be greater than 10000000` });
    }
    await request(t.http).get('/api/home/query-products?lowPrice=0&highPrice=10000000').expect(200);
  });

  it('console lists refuse a range past any row PostgreSQL can skip to', async () => {
    const response = await request(t.http).get(`/api/admin/products?range=${encodeURIComponent('[1e20,1e20]')}`).set(...bearer(t.admin)).expect(400);
    expect(response.body).toMatchObject({ ...VALIDATION, error: 'range must look like [first, last] with 0 <= first <= last <= 2147483647' });
  });
});

describe('deep nesting', () => {
  it('a JSON body nested 2000 levels: 400 on any JSON route', async () => {
    for (const path of ['/api/customer/customer-login', '/api/home/product/add-to-wishlist']) {
      const response = await request(t.http).post(path).set(...bearer(t.customer)).set('Content-Type', 'application/json').send(deep(2000)).expect(400);
      expect(response.body).toMatchObject({ ...VALIDATION, error: 'a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a is nested too deeply: at most 32 levels of objects and lists.' });
    }
  });

  it('a list nested 100 000 levels, as a body or a field: 400, not a stack overflow', async () => {
    await request(t.http).post('/api/home/order/palce-order').set(...bearer(t.customer)).set('Content-Type', 'application/json').send(deepArray(100_000)).expect(400);
    const field = await request(t.http)
      .post('/api/admin/coupons')
      .set(...bearer(t.admin))
      .set('Content-Type', 'application/json')
      .send(`{"name":${deepArray(100_000)},"price":1,"discount":10,"userlimit":1}`)
      .expect(400);
    expect(field.body.error).toContain('nested too deeply');
  });

  it('takes ordinary nesting: a placed order four levels deep', async () => {
    const response = await request(t.http)
      .post('/api/home/order/palce-order')
      .set(...bearer(t.customer))
      .send({ products: [{ products: [{ productId: t.productId, quantity: 1 }] }], shippingInfo: {} });
    // Refused for its address, after the nesting was accepted.
    expect(response.status).toBe(400);
    expect(response.body.fields[0].field).toBe('shippingInfo.name');
  });
});
