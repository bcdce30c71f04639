import request from 'supertest';
import { ShutdownState } from '../../src/modules/health/shutdown-state.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// The database going away and the stop of a real process are in faults.e2e-spec.ts.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 ok while the database answers and the shop is ready', async () => {
    const response = await request(t.http).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers 503 stopping with Retry-After once the process is stopping, for load balancers asking on an open connection', async () => {
    t.app.get(ShutdownState).begin();
    const response = await request(t.http).get('/api/health').expect(503);
    expect(response.body).toEqual({ status: 'stopping', db: 'up' });
    expect(response.headers['retry-after']).toBe('5');
  });
});
