import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { RateLimiter } from '../../src/common/rate-limit/rate-limiter.service.js';
import { RESET_REQUESTED_MESSAGE } from '../../src/modules/auth/auth.service.js';
import { parseMail, startSmtp, type TestSmtp } from '../helpers/smtp.js';
import { countStatements } from '../helpers/statements.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { expectError } from '../helpers/errors.js';

let t: TestApp;
let smtp: TestSmtp;
let seq = 0;

const STAFF = { email: 'owner@sona.test', password: 'owner-password-1' };

function newCustomer(overrides: Partial<{ name: string; email: string; phone: string; password: string }> = {}) {
  seq += 1;
  return { name: `Asha ${seq}`, email: `asha${seq}.${Date.now()}@example.com`, phone: '9876543210', password: 'secret-pass-1', ...overrides };
}

async function register(body = newCustomer()) {
  const response = await request(t.http).post('/api/customer/customer-register').send(body).expect(201);
  return { ...body, token: response.body.token as string };
}

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8')) as Record<string, unknown>;
}

function codeFrom(text: string): string {
  const match = /reset your password is: (\d{6})/.exec(text);
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ mailUrl: smtp.url, adminEmail: STAFF.email, adminPassword: STAFF.password });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('POST /api/customer/customer-register', () => {
  it('creates an account, answers token and message, and sets the httpOnly customerToken cookie', async () => {
    const body = newCustomer();
    const response = await request(t.http).post('/api/customer/customer-register').send(body).expect(201);
    expect(response.body).toEqual({ token: expect.any(String), message: expect.any(String) });
    const payload = decode(response.body.token);
    expect(payload).toMatchObject({ name: body.name, email: body.email, role: 'customer' });
    expect(payload.id).toEqual(expect.any(String));
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`customerToken=${response.body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('stores an argon2id hash and never returns the password', async () => {
    const body = newCustomer();
    const response = await request(t.http).post('/api/customer/customer-register').send(body).expect(201);
    expect(JSON.stringify(response.body)).not.toContain(body.password);
    const { rows } = await t.sql.query('SELECT password_hash FROM users WHERE email = $1', [body.email]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain(body.password);
  });

  it('refuses an e-mail already taken, whatever its case, with 409', async () => {
    const first = await register();
    const response = await request(t.http)
      .post('/api/customer/customer-register')
      .send(newCustomer({ email: first.email.toUpperCase() }))
      .expect(409);
    expect(response.body).toEqual({ error: 'An account with this e-mail already exists.', statusCode: 409, code: 'EMAIL_TAKEN' });
  });

  it('lets only one of two simultaneous registrations of one e-mail through', async () => {
    const body = newCustomer();
    const statuses = await Promise.all(
      [0, 1, 2].map(() => request(t.http).post('/api/customer/customer-register').send(body).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it('names the field that is wrong', async () => {
    const response = await request(t.http)
      .post('/api/customer/customer-register')
      .send(newCustomer({ password: 'short' }))
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'password must be at least 8 characters long' });
    expect(response.body.fields).toEqual([{ field: 'password', messages: ['password must be at least 8 characters long'] }]);

    const bad = await request(t.http).post('/api/customer/customer-register').send({ name: 'X', email: 'nope', phone: 'abc', password: 'long-enough' }).expect(400);
    expect(bad.body.error).toContain('email must be a valid e-mail address');
    expect(bad.body.error).toContain('phone must be 7 to 15 digits');
  });

  it('refuses fields it does not know', async () => {
    const response = await request(t.http)
      .post('/api/customer/customer-register')
      .send({ ...newCustomer(), role: 'admin' })
      .expect(400);
    expect(response.body.error).toBe('property role should not exist');
  });
});

describe('POST /api/customer/customer-login', () => {
  it('signs in with any case of the e-mail and answers token and message', async () => {
    const customer = await register();
    const response = await request(t.http)
      .post('/api/customer/customer-login')
      .send({ email: customer.email.toUpperCase(), password: customer.password })
      .expect(200);
    expect(response.body).toEqual({ token: expect.any(String), message: 'Login Success' });
    expect(decode(response.body.token)).toMatchObject({ email: customer.email, name: customer.name, role: 'customer' });
    expect(String(response.headers['set-cookie'])).toMatch(/customerToken=.+HttpOnly/);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const customer = await register();
    const wrong = await request(t.http).post('/api/customer/customer-login').send({ email: customer.email, password: 'not-it-at-all' }).expect(401);
    const unknown = await request(t.http).post('/api/customer/customer-login').send({ email: 'ghost@example.com', password: 'whatever1' }).expect(401);
    expect(wrong.body).toEqual({ error: 'Invalid email or password', statusCode: 401, code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 429 with Retry-After after 10 failed sign-ins for one e-mail, even with the right password', async () => {
    const customer = await register();
    for (let i = 0; i < 10; i++) {
      await request(t.http).post('/api/customer/customer-login').send({ email: customer.email, password: 'wrong-password' }).expect(401);
    }
    const blocked = await request(t.http).post('/api/customer/customer-login').send({ email: customer.email, password: customer.password }).expect(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another e-mail is not affected.
    const other = await register();
    await request(t.http).post('/api/customer/customer-login').send({ email: other.email, password: other.password }).expect(200);
  });
});

describe('GET /api/useringfo', () => {
  it('answers the signed-in user from the bearer token', async () => {
    const customer = await register();
    const response = await request(t.http).get('/api/useringfo').set('Authorization', `Bearer ${customer.token}`).expect(200);
    expect(response.body).toEqual({
      data: { id: expect.any(String), name: customer.name, email: customer.email, phone: customer.phone, role: 'customer', createdAt: expect.any(String) },
      message: expect.any(String),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
  });

  it('answers the account as it stands now, read with the session in one statement', async () => {
    const customer = await register();
    await t.sql.query("UPDATE users SET name = 'Asha V.', phone = '9123456780' WHERE email = $1", [customer.email]);
    let body: { data: { name: string; phone: string } } | undefined;
    const statements = await countStatements(t, async () => {
      body = (await request(t.http).get('/api/useringfo').set('Authorization', `Bearer ${customer.token}`).expect(200)).body;
    });
    expect(body?.data).toMatchObject({ name: 'Asha V.', phone: '9123456780' });
    expect(statements).toBe(1);
  });

  it('accepts the customerToken cookie instead of the header', async () => {
    const customer = await register();
    await request(t.http).get('/api/useringfo').set('Cookie', `customerToken=${customer.token}`).expect(200);
  });

  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const customer = await register();
    const payload = decode(customer.token);
    const forged = new JwtService({ secret: 'not-the-server-secret' }).sign({ id: payload.id, name: 'x', email: 'x@x.x', role: 'admin' });
    const expired = new JwtService({ secret: t.config.jwtSecret }).sign({
      id: payload.id, name: payload.name, email: payload.email, role: 'customer', exp: Math.floor(Date.now() / 1000) - 10,
    });
    for (const header of [undefined, `Bearer ${forged}`, `Bearer ${expired}`, 'Bearer not-a-jwt']) {
      const call = request(t.http).get('/api/useringfo');
      await expectError((header ? call.set('Authorization', header) : call), 401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    }
  });
});

describe('GET /api/customer/logout', () => {
  it('clears the customerToken cookie and answers a message', async () => {
    const response = await request(t.http).get('/api/customer/logout').expect(200);
    expect(response.body).toEqual({ message: 'Logout Success' });
    expect(String(response.headers['set-cookie'])).toMatch(/customerToken=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('POST /api/forgot-password and POST /api/reset-password', () => {
  async function requestCode(email: string): Promise<string> {
    const before = smtp.mails.length;
    await request(t.http).post('/api/forgot-password').send({ email }).expect(200);
    const mail = await smtp.waitFor(email, (m) => smtp.mails.indexOf(m) >= before);
    return codeFrom(mail.text);
  }

  /** As if the minute between two codes had passed: the e-mail's counter and its last code's time. */
  async function allowNewCode(email: string): Promise<void> {
    await t.app.get(RateLimiter).store.reset(`reset-request:${email}`);
    await t.sql.query(
      `UPDATE password_resets SET created_at = created_at - interval '61 seconds' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
  }

  it('answers an unknown e-mail as it answers a known one, and mails nothing (issue 14; not the spec 404)', async () => {
    const customer = await register();
    const before = smtp.mails.length;
    const unknown = await request(t.http).post('/api/forgot-password').send({ email: `nobody.${Date.now()}@example.com` }).expect(200);
    const known = await request(t.http).post('/api/forgot-password').send({ email: customer.email }).expect(200);
    expect(unknown.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(known.body).toEqual(unknown.body);
    await smtp.waitFor(customer.email, (m) => smtp.mails.indexOf(m) >= before);
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([[customer.email]]);
  });

  it('mails a 6-digit code, stores only its hash, and resets the password with it once', async () => {
    const customer = await register();
    const code = await requestCode(customer.email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = smtp.mails.find((m) => m.to.includes(customer.email));
    expect(mail?.subject).toMatch(/password reset code/);

    const { rows } = await t.sql.query(
      `SELECT code_hash, expires_at - created_at AS ttl FROM password_resets WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [customer.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toContain(code);
    expect(rows[0].ttl).toMatchObject({ minutes: 2 });

    const done = await request(t.http)
      .post('/api/reset-password')
      .send({ email: customer.email, otp: code, npassword: 'brand-new-pass' })
      .expect(200);
    expect(done.body).toEqual({ message: expect.any(String) });
    await request(t.http).post('/api/customer/customer-login').send({ email: customer.email, password: 'brand-new-pass' }).expect(200);
    await request(t.http).post('/api/customer/customer-login').send({ email: customer.email, password: customer.password }).expect(401);

    const again = await request(t.http)
      .post('/api/reset-password')
      .send({ email: customer.email, otp: code, npassword: 'another-pass-1' })
      .expect(400);
    expect(again.body.code).toBe('OTP_NOT_REQUESTED');
  });

  it('gives at most one new code per e-mail per 60 seconds, with Retry-After', async () => {
    const customer = await register();
    await requestCode(customer.email);
    const response = await request(t.http).post('/api/forgot-password').send({ email: customer.email }).expect(429);
    expect(response.body.code).toBe('OTP_REQUESTED_TOO_SOON');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts wrong codes and refuses even the right one after five, until a new code is asked for', async () => {
    const customer = await register();
    const code = await requestCode(customer.email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let left = 4; left >= 0; left--) {
      const response = await request(t.http).post('/api/reset-password').send({ email: customer.email, otp: wrong, npassword: 'brand-new-pass' }).expect(400);
      expect(response.body.code).toBe('OTP_INVALID');
      if (left > 0) expect(response.body.error).toContain(`${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    await expectError(request(t.http).post('/api/reset-password').send({ email: customer.email, otp: code, npassword: 'brand-new-pass' }), 400, 'OTP_TOO_MANY_ATTEMPTS', 'Too many wrong codes. Please request a new one.');

    await allowNewCode(customer.email);
    const fresh = await requestCode(customer.email);
    await request(t.http).post('/api/reset-password').send({ email: customer.email, otp: code, npassword: 'brand-new-pass' }).expect(400);
    await request(t.http).post('/api/reset-password').send({ email: customer.email, otp: fresh, npassword: 'brand-new-pass' }).expect(200);
  });

  it('refuses a code after its 120 seconds', async () => {
    const customer = await register();
    const code = await requestCode(customer.email);
    await t.sql.query(
      `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [customer.email],
    );
    await expectError(request(t.http).post('/api/reset-password').send({ email: customer.email, otp: code, npassword: 'brand-new-pass' }), 400, 'OTP_EXPIRED', 'OTP has expired. Please request a new one.');
  });

  it('validates the code and the new password', async () => {
    const response = await request(t.http).post('/api/reset-password').send({ email: 'a@b.co', otp: '12ab', npassword: 'short' }).expect(400);
    expect(response.body.fields.map((f: { field: string }) => f.field)).toEqual(['otp', 'npassword']);
  });
});

describe('POST /api/customer/change-password', () => {
  it('changes the password when the current one is right', async () => {
    const customer = await register();
    const auth = `Bearer ${customer.token}`;
    const wrong = await request(t.http).post('/api/customer/change-password').set('Authorization', auth).send({ currentPassword: 'nope-nope', npassword: 'changed-pass-1' }).expect(400);
    expect(wrong.body.code).toBe('CURRENT_PASSWORD_WRONG');
    await request(t.http).post('/api/customer/change-password').set('Authorization', auth).send({ currentPassword: customer.password, npassword: 'changed-pass-1' }).expect(200);
    await request(t.http).post('/api/customer/customer-login').send({ email: customer.email, password: 'changed-pass-1' }).expect(200);
  });

  it('needs a signed-in user', async () => {
    await request(t.http).post('/api/customer/change-password').send({ currentPassword: 'x', npassword: 'changed-pass-1' }).expect(401);
  });
});

describe('POST /api/admin/login', () => {
  it('signs in the admin created from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const response = await request(t.http).post('/api/admin/login').send(STAFF).expect(200);
    expect(response.body).toEqual({
      token: expect.any(String),
      user: { id: expect.any(String), name: expect.any(String), email: STAFF.email, role: 'admin' },
    });
    expect(decode(response.body.token)).toMatchObject({ role: 'admin', email: STAFF.email });
  });

  it("refuses a customer's credentials with 403 and a clear sentence", async () => {
    const customer = await register();
    await expectError(request(t.http).post('/api/admin/login').send({ email: customer.email, password: customer.password }), 403, 'NOT_STAFF', 'This account is not a staff account.');
  });

  it('refuses a wrong password with 401', async () => {
    await request(t.http).post('/api/admin/login').send({ email: STAFF.email, password: 'wrong-password' }).expect(401);
  });
});

describe('GET /api/admin/customers', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await request(t.http).post('/api/admin/login').send(STAFF)).body.token;
  });

  it('answers 401 without a token and 403 with a customer token', async () => {
    const customer = await register();
    await request(t.http).get('/api/admin/customers').expect(401);
    const response = await request(t.http).get('/api/admin/customers').set('Authorization', `Bearer ${customer.token}`).expect(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it('lists customers only, sorted and paged, with Content-Range', async () => {
    const marker = `zz${Date.now()}`;
    for (const name of ['Charu', 'Bela', 'Anu']) await register(newCustomer({ name: `${name} ${marker}`, email: `${name.toLowerCase()}.${marker}@example.com` }));
    const response = await request(t.http)
      .get('/api/admin/customers')
      .query({ sort: '["name","ASC"]', range: '[0,1]', filter: JSON.stringify({ q: marker }) })
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    expect(response.headers['content-range']).toBe('customers 0-1/3');
    expect(response.body.map((c: { name: string }) => c.name)).toEqual([`Anu ${marker}`, `Bela ${marker}`]);
    expect(Object.keys(response.body[0]).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'phone']);

    const all = await request(t.http).get('/api/admin/customers').query({ range: '[0,499]' }).set('Authorization', `Bearer ${adminToken}`).expect(200);
    expect(all.body.some((c: { email: string }) => c.email === STAFF.email)).toBe(false);
  });

  it('answers one customer, 404 for an unknown id and 400 for a malformed one', async () => {
    const customer = await register();
    const id = decode(customer.token).id as string;
    const one = await request(t.http).get(`/api/admin/customers/${id}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
    expect(one.body).toMatchObject({ id, email: customer.email });
    await request(t.http).get('/api/admin/customers/00000000-0000-4000-8000-000000000000').set('Authorization', `Bearer ${adminToken}`).expect(404);
    const bad = await request(t.http).get('/api/admin/customers/123').set('Authorization', `Bearer ${adminToken}`).expect(400);
    expect(bad.body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', error: expect.stringContaining('uuid') });
  });

  it('refuses a sort on a field that is not offered', async () => {
    const response = await request(t.http).get('/api/admin/customers').query({ sort: '["passwordHash","ASC"]' }).set('Authorization', `Bearer ${adminToken}`).expect(400);
    expect(response.body.error).toContain('sort can be on');
  });
});

describe('without MAIL_URL', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('writes the code mail as an .eml file in DATA_DIR/outbox', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const customer = newCustomer();
    await request(plain.http).post('/api/customer/customer-register').send(customer).expect(201);
    await request(plain.http).post('/api/forgot-password').send({ email: customer.email }).expect(200);
    const outbox = path.join(plain.config.dataDir, 'outbox');
    // The mail is written after the answer (the same answer for every e-mail must not wait on it).
    const mailed = () => {
      try {
        return readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      } catch {
        return [];
      }
    };
    for (let i = 0; i < 100 && mailed().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const files = mailed();
    expect(files).toHaveLength(1);
    const eml = parseMail(readFileSync(path.join(outbox, files[0] as string)));
    expect(eml.headers.to).toBe(customer.email);
    const code = codeFrom(eml.text);
    await request(plain.http).post('/api/reset-password').send({ email: customer.email, otp: code, npassword: 'from-the-outbox' }).expect(200);
  });
});
