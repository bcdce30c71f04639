import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './dataProvider';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const customer = { id: 'c1', name: 'Asha Rao', email: 'asha@example.com', phone: '9800000000', createdAt: '2026-01-01T00:00:00.000Z' };

describe('getList', () => {
  it('asks /api/admin with the staff token and reads the total from Content-Range', async () => {
    localStorage.setItem('staffToken', 'staff.jwt.token');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify([customer]), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'customers 0-24/319' },
      }),
    );

    const result = await dataProvider.getList('customers', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'asha' },
    });

    expect(result).toEqual({ data: [customer], total: 319 });
    const [url, init] = fetchMock.mock.calls[0];
    const target = new URL(String(url), 'http://localhost');
    expect(target.pathname).toBe('/api/admin/customers');
    expect(target.searchParams.get('sort')).toBe('["createdAt","DESC"]');
    expect(target.searchParams.get('range')).toBe('[0,24]');
    expect(target.searchParams.get('filter')).toBe('{"q":"asha"}');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff.jwt.token');
  });

  it("fails with the server's sentence and status", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'Signed in, but not allowed.', statusCode: 403, code: 'FORBIDDEN' }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    );

    await expect(
      dataProvider.getList('customers', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ message: 'Signed in, but not allowed.', status: 403 });
  });
});
