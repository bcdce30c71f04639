import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The typed client takes `fetch` and `Request` when it is created, so the stubs must exist before the import.
const fetchMock = await vi.hoisted(async () => (await import('./test/stub-fetch')).stubFetch());

const { authProvider } = await import('./authProvider');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenExpiringIn = (seconds: number) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ id: 's1', role: 'admin', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;

const user = { id: 's1', name: 'Meera Iyer', email: 'meera@example.com', role: 'admin' };

beforeEach(() => localStorage.clear());
afterEach(() => fetchMock.mockReset());

describe('login', () => {
  it('posts the credentials and keeps the token and user', async () => {
    const token = tokenExpiringIn(3600);
    fetchMock.mockResolvedValueOnce(json(200, { token, user }));

    await authProvider.login({ email: 'meera@example.com', password: 'secret-pass' });

    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/admin/login');
    expect(await request.json()).toEqual({ email: 'meera@example.com', password: 'secret-pass' });
    expect(localStorage.getItem('staffToken')).toBe(token);
    expect(JSON.parse(localStorage.getItem('staffUser') ?? 'null')).toEqual(user);
  });

  it("rejects with the server's sentence when a customer tries to sign in", async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, { error: 'This account is not a staff account.', statusCode: 403, code: 'NOT_STAFF' }),
    );

    await expect(authProvider.login({ email: 'c@example.com', password: 'x' })).rejects.toMatchObject({
      message: 'This account is not a staff account.',
      status: 403,
    });
    expect(localStorage.getItem('staffToken')).toBeNull();
  });

  it("rejects with the server's sentence for a wrong password", async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { error: 'Invalid email or password', statusCode: 401, code: 'INVALID_CREDENTIALS' }),
    );

    await expect(authProvider.login({ email: 'meera@example.com', password: 'nope' })).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
  });
});

describe('checkAuth', () => {
  it('sends a visitor without a token to the login page without a notification', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('refuses and forgets an expired token', async () => {
    localStorage.setItem('staffToken', tokenExpiringIn(-10));
    localStorage.setItem('staffUser', JSON.stringify(user));

    await expect(authProvider.checkAuth({})).rejects.toHaveProperty('message');
    expect(localStorage.getItem('staffToken')).toBeNull();
    expect(localStorage.getItem('staffUser')).toBeNull();
  });

  it('accepts a live token', async () => {
    localStorage.setItem('staffToken', tokenExpiringIn(3600));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('checkError', () => {
  beforeEach(() => {
    localStorage.setItem('staffToken', tokenExpiringIn(3600));
    localStorage.setItem('staffUser', JSON.stringify(user));
  });

  it('signs out on 401', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toHaveProperty('message');
    expect(localStorage.getItem('staffToken')).toBeNull();
  });

  it('stays signed in on 403', async () => {
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(localStorage.getItem('staffToken')).not.toBeNull();
  });
});

describe('identity and permissions', () => {
  it('answers the stored user as identity and role as permissions', async () => {
    localStorage.setItem('staffUser', JSON.stringify({ ...user, role: 'seller' }));

    await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: 's1', fullName: 'Meera Iyer' });
    await expect(authProvider.getPermissions?.({})).resolves.toBe('seller');
  });

  it('ends the session on the server and forgets everything on logout', async () => {
    const token = tokenExpiringIn(3600);
    localStorage.setItem('staffToken', token);
    localStorage.setItem('staffUser', JSON.stringify(user));
    fetchMock.mockResolvedValueOnce(json(200, { message: 'Logout Success' }));

    await authProvider.logout({});

    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/api/customer/logout');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(localStorage.length).toBe(0);
  });

  it('signs out here even when the server cannot be reached, and calls nothing without a token', async () => {
    localStorage.setItem('staffToken', tokenExpiringIn(3600));
    localStorage.setItem('staffUser', JSON.stringify(user));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await authProvider.logout({});
    expect(localStorage.length).toBe(0);

    await authProvider.logout({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('canAccess', () => {
  it("follows the stored role: a seller may not delete reviews or open customers, an admin may", async () => {
    localStorage.setItem('staffUser', JSON.stringify({ ...user, role: 'seller' }));
    await expect(authProvider.canAccess?.({ resource: 'reviews', action: 'delete' })).resolves.toBe(false);
    await expect(authProvider.canAccess?.({ resource: 'customers', action: 'list' })).resolves.toBe(false);
    await expect(authProvider.canAccess?.({ resource: 'reviews', action: 'edit' })).resolves.toBe(true);

    localStorage.setItem('staffUser', JSON.stringify(user));
    await expect(authProvider.canAccess?.({ resource: 'reviews', action: 'delete' })).resolves.toBe(true);
  });

  it('allows nothing when signed out', async () => {
    await expect(authProvider.canAccess?.({ resource: 'coupons', action: 'list' })).resolves.toBe(false);
  });
});
