import request from 'supertest';
import { ShutdownState } from '../../src/modules/health/shutdown-state.js';
import { testAppOfFile } from '../helpers/accounts.js';

// The database going away and the stop of a real process are in faults.e2e-spec.ts.
const t = testAppOfFile();

describe('GET /api/health', () => {
  it('answers 200 ok while the database answers and the shop is ready', async () => {
    const response = await request(t.http).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers the probe ahead of the application exactly as the route does: HEAD, a query string, never kept by a cache', async () => {
    // The probe (health-probe.ts) takes GET and HEAD of /api/health; '/api/health/' goes through Express and Nest.
    const answers = await Promise.all(['/api/health', '/api/health?from=lb', '/api/health/'].map((path) => request(t.http).get(path).expect(200)));
    for (const response of answers) {
      expect(response.body).toEqual({ status: 'ok', db: 'up' });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const head = await request(t.http).head('/api/health').expect(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify({ status: 'ok', db: 'up' }))));
    expect(head.text).toBeUndefined();
    // Other methods are the API's: no such route.
    const post = await request(t.http).post('/api/health').send({}).expect(404);
    expect(post.body.code).toBe('NOT_FOUND');
  });

  it('answers 503 stopping with Retry-After once the process is stopping, for load balancers asking on an open connection', async () => {
    t.app.get(ShutdownState).begin();
    for (const path of ['/api/health', '/api/health/']) {
      const response = await request(t.http).get(path).expect(503);
      expect(response.body).toEqual({ status: 'stopping', db: 'up' });
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
