import request from 'supertest';
import { testAppOfFile } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { expectError } from '../helpers/errors.js';

const t = testAppOfFile();

describe('the HTTP edge', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    await expectError(request(t.http).post('/api/no-such-thing'), 404, 'NOT_FOUND', 'There is no POST /api/no-such-thing in this API.');
  });

  it('answers a body over 1 MB with 413 and malformed JSON with 400', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    await expectError(request(t.http).post('/api/customer/customer-login').set('Content-Type', 'application/json').send(big), 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large (at most 1 MB).');
    await expectError(request(t.http).post('/api/customer/customer-login').set('Content-Type', 'application/json').send('{"email":'), 400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  });

  it('sends helmet headers on every response, errors included', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const response = await request(t.http).get(path);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      // The console shows a return's photos and plays its unboxing video from blobs fetched with the staff token.
      expect(response.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
      expect(response.headers['content-security-policy']).toContain("media-src 'self' blob:");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await request(t.http).get('/api/docs-json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.paths['/api/customer/customer-login'].post).toBeDefined();
    expect(doc.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ui = await request(t.http).get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger');
  });
});

describe('rate limit per client IP on auth calls', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: { loginFailures: 10, loginWindowSeconds: 900, authCallsPerMinute: 5 } });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After past the per-minute limit, for every auth call', async () => {
    for (let i = 0; i < 5; i++) await request(limited.http).post('/api/forgot-password').send({ email: `nobody${i}@example.com` }).expect(200);
    const blocked = await request(limited.http).post('/api/customer/customer-register').send({ name: 'A', email: 'a@b.co', phone: '9876543210', password: 'long-enough' }).expect(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Other calls are not counted.
    await request(limited.http).get('/api/health').expect(200);
  });
});
