import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { type Account, bearer, createStaff, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { SHIPPING, UNKNOWN_ID } from '../helpers/fixtures.js';
import { expectError } from '../helpers/errors.js';

let t: TestApp;
let admin: Account;
let seller: Account;
let customer: Account;
let categoryId: string;

type Member = { id: string; name: string; email: string; phone: string; role: 'admin' | 'seller'; products: number; createdAt: string; updatedAt: string };

const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

const list = (who: Account, params: Record<string, unknown> = {}) =>
  request(t.http)
    .get('/api/admin/staff')
    .set(...bearer(who))
    .query(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])));

const add = (who: Account, body: Record<string, unknown>) => request(t.http).post('/api/admin/staff').set(...bearer(who)).send(body);
const change = (who: Account, id: string, body: Record<string, unknown>) => request(t.http).put(`/api/admin/staff/${id}`).set(...bearer(who)).send(body);
const remove = (who: Account, id: string) => request(t.http).delete(`/api/admin/staff/${id}`).set(...bearer(who));
const staffLogin = (email: string, password: string) => request(t.http).post('/api/admin/login').send({ email, password });

/** A seller added through the API; answers the account with a token from the staff login. */
async function addSeller(name: string): Promise<Account> {
  const email = uniqueEmail('seller');
  const password = 'seller-password-1';
  const created = await add(admin, { name, email, password, role: 'seller' }).expect(201);
  const token = (await staffLogin(email, password).expect(200)).body.token as string;
  return { id: created.body.id as string, name, email, password, token };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, 'admin');
  seller = await createStaff(t, 'seller', 'Marwar Silver House');
  customer = await registerCustomer(t);
  categoryId = await insertCategory(t.sql, 'Anklets');
});
afterAll(() => t.close());

describe('/api/admin/staff', () => {
  it('is for admins only: 401 without a token, 403 for a seller or a customer', async () => {
    await request(t.http).get('/api/admin/staff').expect(401);
    await list(seller).expect(403);
    await list(customer).expect(403);
    await add(seller, { name: 'Sneaky', email: uniqueEmail('sneaky'), password: 'long-enough', role: 'admin' }).expect(403);
    await change(seller, seller.id, { role: 'admin' }).expect(403);
  });

  it('lists admins and sellers, never customers nor password hashes, filtered by role and q and sorted, with Content-Range', async () => {
    const marker = randomBytes(3).toString('hex');
    const zoya = await add(admin, { name: `Zoya Gems ${marker}`, email: uniqueEmail('zoya'), password: 'zoya-password', role: 'seller', phone: '+919811122233' }).expect(201);
    const arjun = await add(admin, { name: `Arjun Admin ${marker}`, email: uniqueEmail('arjun'), password: 'arjun-password', role: 'admin' }).expect(201);

    const everyone = await list(admin, { range: [0, 499] }).expect(200);
    const roles = new Set(everyone.body.map((member: Member) => member.role));
    expect([...roles].sort()).toEqual(['admin', 'seller']);
    expect(everyone.body.map((member: Member) => member.id)).not.toContain(customer.id);
    expect(JSON.stringify(everyone.body)).not.toMatch(/password|argon2/i);

    const mine = await list(admin, { filter: { q: marker }, sort: ['name', 'ASC'] }).expect(200);
    expect(mine.headers['content-range']).toBe('staff 0-1/2');
    expect(mine.body).toEqual([
      { id: arjun.body.id, name: `Arjun Admin ${marker}`, email: arjun.body.email, phone: '', role: 'admin', products: 0, createdAt: expect.any(String), updatedAt: expect.any(String) },
      { id: zoya.body.id, name: `Zoya Gems ${marker}`, email: zoya.body.email, phone: '+919811122233', role: 'seller', products: 0, createdAt: expect.any(String), updatedAt: expect.any(String) },
    ]);
    const sellers = await list(admin, { filter: { q: marker, role: 'seller' } }).expect(200);
    expect(sellers.body.map((member: Member) => member.id)).toEqual([zoya.body.id]);
    const byPhone = await list(admin, { filter: { q: '9811122233' } }).expect(200);
    expect(byPhone.body.map((member: Member) => member.id)).toEqual([zoya.body.id]);
    const byEmail = await list(admin, { filter: { q: marker }, sort: ['email', 'DESC'] }).expect(200);
    expect(byEmail.body.map((member: Member) => member.id)).toEqual([zoya.body.id, arjun.body.id]);
    const many = await list(admin, { filter: { id: [zoya.body.id, customer.id] } }).expect(200);
    expect(many.body.map((member: Member) => member.id)).toEqual([zoya.body.id]);

    expect((await list(admin, { filter: { role: 'customer' } }).expect(400)).body.error).toBe('filter.role must be one of: admin, seller');
    expect((await list(admin, { sort: ['passwordHash', 'ASC'] }).expect(400)).body.error).toBe('sort can be on name, email, createdAt, id, not passwordHash');
  });

  it('counts the products of a seller’s shop', async () => {
    const shop = await addSeller('Counting Shop');
    for (const name of ['Count Payal One', 'Count Payal Two']) {
      const id = await insertProduct(t.sql, { name, categoryId, shopName: shop.name });
      await t.sql.query('UPDATE products SET seller_id = $2 WHERE id = $1', [id, shop.id]);
    }
    expect((await request(t.http).get(`/api/admin/staff/${shop.id}`).set(...bearer(admin)).expect(200)).body.products).toBe(2);
  });
});

describe('POST /api/admin/staff', () => {
  it('adds a seller who signs in to the console with the password given, stored as an argon2id hash', async () => {
    const email = uniqueEmail('Kundan.House');
    const created = await add(admin, { name: ' Kundan House ', email: `  ${email.toUpperCase()} `, password: 'kundan-house-1', role: 'seller' }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Kundan House',
      email: email.toLowerCase(),
      phone: '',
      role: 'seller',
      products: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { rows } = await t.sql.query('SELECT password_hash FROM users WHERE id = $1', [created.body.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    const login = await staffLogin(email, 'kundan-house-1').expect(200);
    expect(login.body.user).toEqual({ id: created.body.id, name: 'Kundan House', email: email.toLowerCase(), role: 'seller' });
  });

  it('refuses an e-mail any account has, whatever its case, with 409', async () => {
    await expectError(add(admin, { name: 'Copycat', email: customer.email.toUpperCase(), password: 'long-enough', role: 'seller' }), 409, 'EMAIL_TAKEN', 'An account with this e-mail already exists.');
    await add(admin, { name: 'Copycat', email: seller.email, password: 'long-enough', role: 'admin' }).expect(409);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a short password', { password: 'short' }, 'password must be 8 to 128 characters'],
    ['a customer role', { role: 'customer' }, 'role must be one of: admin, seller'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email must be a valid e-mail address of at most 254 characters'],
    ['an empty name', { name: '  ' }, 'name must be text of 1 to 100 characters'],
    ['a bad phone', { phone: '12ab' }, 'phone must be 7 to 15 digits, optionally with a leading +, or empty'],
    ['a null phone', { phone: null }, 'phone must not be null'],
    ['a password hash', { passwordHash: 'x' }, 'property passwordHash should not exist'],
  ])('refuses %s, naming the field', async (_label, overrides, message) => {
    const body = { name: 'Shop Hand', email: uniqueEmail('hand'), password: 'long-enough', role: 'seller', ...overrides };
    const response = await add(admin, body).expect(400);
    expect(response.body).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
  });
});

describe('staff addresses with a single-label domain (intranet style)', () => {
  it('signs in the admin@localhost account the first start created, with the password it printed', async () => {
    // createTestApp starts as `npm start` does without ADMIN_EMAIL/ADMIN_PASSWORD.
    expect(t.admin).toEqual({ email: 'admin@localhost', password: expect.any(String), generated: true });
    const login = await staffLogin('admin@localhost', t.admin!.password).expect(200);
    expect(login.body.user).toMatchObject({ email: 'admin@localhost', role: 'admin' });
    await staffLogin(' Admin@LOCALHOST ', t.admin!.password).expect(200);
    await staffLogin('admin@localhost', 'not-the-password').expect(401);
  });

  it('adds ops@localhost, who signs in and whose account can be changed', async () => {
    const created = await add(admin, { name: 'Ops Desk', email: 'ops@localhost', password: 'ops-desk-pass-1', role: 'seller' }).expect(201);
    expect(created.body.email).toBe('ops@localhost');
    const ops = (await staffLogin('ops@localhost', 'ops-desk-pass-1').expect(200)).body;
    expect(ops.user).toMatchObject({ id: created.body.id, email: 'ops@localhost', role: 'seller' });
    const changed = await change(admin, created.body.id, { name: 'Ops Desk 2', password: 'ops-desk-pass-2' }).expect(200);
    expect(changed.body).toMatchObject({ name: 'Ops Desk 2', email: 'ops@localhost' });
    await staffLogin('ops@localhost', 'ops-desk-pass-2').expect(200);
  });

  it.each(['ops@', '@localhost', 'ops@local_host', 'ops desk@localhost', `${'o'.repeat(250)}@localhost`])('still refuses %s for staff', async (email) => {
    const response = await add(admin, { name: 'Shop Hand', email, password: 'long-enough', role: 'seller' }).expect(400);
    expect(response.body).toMatchObject({ error: 'email must be a valid e-mail address of at most 254 characters', statusCode: 400, code: 'VALIDATION_FAILED' });
    await staffLogin(email, 'long-enough').expect(400);
  });

  it('refuses such an address for customers, who need a real domain', async () => {
    const register = await request(t.http)
      .post('/api/customer/customer-register')
      .send({ name: 'Local Shopper', email: 'shopper@localhost', phone: '9876543210', password: 'shopper-pass-1' })
      .expect(400);
    expect(register.body).toMatchObject({ error: 'email must be a valid e-mail address', code: 'VALIDATION_FAILED' });
    const login = await request(t.http).post('/api/customer/customer-login').send({ email: 'admin@localhost', password: t.admin!.password }).expect(400);
    expect(login.body).toMatchObject({ error: 'email must be a valid e-mail address', code: 'VALIDATION_FAILED' });
  });
});

describe('GET /api/admin/staff/{id}', () => {
  it('answers a staff account, and 404 for a customer, an unknown id; 400 for an id that is not a UUID', async () => {
    const one = await request(t.http).get(`/api/admin/staff/${seller.id}`).set(...bearer(admin)).expect(200);
    expect(one.body).toMatchObject({ id: seller.id, name: 'Marwar Silver House', role: 'seller' });
    await expectError(request(t.http).get(`/api/admin/staff/${customer.id}`).set(...bearer(admin)), 404, 'STAFF_NOT_FOUND', 'This staff account does not exist.');
    await request(t.http).get(`/api/admin/staff/${UNKNOWN_ID}`).set(...bearer(admin)).expect(404);
    expect((await request(t.http).get('/api/admin/staff/abc').set(...bearer(admin)).expect(400)).body.error).toBe('id must be a UUID');
  });
});

describe('PUT /api/admin/staff/{id}', () => {
  it('changes name, phone and role, keeping what is left out', async () => {
    const member = await addSeller('Before Rename');
    const renamed = await change(admin, member.id, { name: 'After Rename', phone: '9876543210' }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'After Rename', phone: '9876543210', role: 'seller', email: member.email });
    const promoted = await change(admin, member.id, { role: 'admin' }).expect(200);
    expect(promoted.body).toMatchObject({ name: 'After Rename', phone: '9876543210', role: 'admin' });
    // The token signed before the change now opens admin routes: the account's role counts, not the token's.
    await list(member).expect(200);
    const cleared = await change(admin, member.id, { phone: '' }).expect(200);
    expect(cleared.body.phone).toBe('');
    // The e-mail never changes: sent back changed, it is ignored; a property an account does not have is refused.
    expect((await change(admin, member.id, { email: 'new@example.test' }).expect(200)).body.email).toBe(member.email);
    expect((await change(admin, member.id, { passwordHash: 'x' }).expect(400)).body.error).toBe('property passwordHash should not exist');
    expect((await change(admin, member.id, { role: null }).expect(400)).body.error).toBe('role must not be null');
    await change(admin, customer.id, { name: 'Not staff' }).expect(404);
  });

  it('sets a new password: the seeded seller without a usable one can sign in, and the old password stops working', async () => {
    // As the demo seed leaves its marketplace seller: an account no password opens.
    const email = uniqueEmail('marwar-silver-house');
    const { rows } = await t.sql.query("INSERT INTO users (name, email, phone, password_hash, role) VALUES ('Demo Shop', $1, '', '!unusable:abc', 'seller') RETURNING id", [email]);
    const id = rows[0].id as string;
    await staffLogin(email, 'first-password-1').expect(401);
    await change(admin, id, { password: 'first-password-1' }).expect(200);
    await staffLogin(email, 'first-password-1').expect(200);
    await change(admin, id, { password: 'second-password-2' }).expect(200);
    await staffLogin(email, 'first-password-1').expect(401);
    await staffLogin(email, 'second-password-2').expect(200);
    const hash = (await t.sql.query('SELECT password_hash FROM users WHERE id = $1', [id])).rows[0].password_hash as string;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect((await change(admin, id, { password: 'short' }).expect(400)).body.error).toBe('password must be 8 to 128 characters');
  });

  it('refuses to change your own role, with 409 and a sentence saying who can', async () => {
    const me = await createStaff(t, 'admin', 'Self Demoter');
    await expectError(change(me, me.id, { role: 'seller' }), 409, 'OWN_ACCOUNT', 'You cannot change your own role; another admin can.');
    // Sending your own role back, or renaming yourself, is no change of role.
    expect((await change(me, me.id, { role: 'admin', name: 'Self Keeper' }).expect(200)).body).toMatchObject({ role: 'admin', name: 'Self Keeper' });
  });

  it('keeps the shop with an admin when the last two demote each other at once', async () => {
    const first = await createStaff(t, 'admin', 'First Admin');
    const second = await createStaff(t, 'admin', 'Second Admin');
    // Only these two stay admins for this test.
    const { rows: others } = await t.sql.query("UPDATE users SET role = 'seller' WHERE role = 'admin' AND id <> ALL($1::uuid[]) RETURNING id", [[first.id, second.id]]);
    try {
      const answers = await Promise.all([change(first, second.id, { role: 'seller' }), change(second, first.id, { role: 'seller' })]);
      // The second change waits for the first, then finds its caller no longer an admin.
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
      const { rows } = await t.sql.query("SELECT id FROM users WHERE role = 'admin'");
      expect(rows).toHaveLength(1);
      const last = rows[0].id === first.id ? first : second;
      const stepDown = await change(last, last.id, { role: 'seller' }).expect(409);
      const message = `${last.name} is the shop's last admin: make another staff member an admin first.`;
      expect(stepDown.body).toEqual({ error: message, statusCode: 409, code: 'LAST_ADMIN' });
      expect((await remove(last, last.id).expect(409)).body.error).toBe(message);
    } finally {
      await t.sql.query("UPDATE users SET role = 'admin' WHERE id = ANY($1::uuid[])", [[...others.map((row) => row.id as string), first.id, second.id]]);
    }
  });
});

describe('DELETE /api/admin/staff/{id}', () => {
  it("deletes a seller: their products become the house shop's, past order lines keep the shop they were sold by, their token stops working", async () => {
    const shop = await addSeller('Closing Down Silver');
    const payal = await insertProduct(t.sql, { name: 'Closing Down Payal', categoryId, shopName: 'Closing Down Silver' });
    await t.sql.query('UPDATE products SET seller_id = $2 WHERE id = $1', [payal, shop.id]);
    const buyer = await registerCustomer(t);
    await request(t.http)
      .post('/api/home/order/palce-order')
      .set(...bearer(buyer))
      .send({
        shippingInfo: SHIPPING,
        products: [{ shopName: 'Closing Down Silver', products: [{ productId: payal, quantity: 1 }] }],
      })
      .expect(201);
    await request(t.http).get('/api/admin/products').set(...bearer(shop)).expect(200);

    const deleted = await remove(admin, shop.id).expect(200);
    expect(deleted.body).toMatchObject({ id: shop.id, name: 'Closing Down Silver', role: 'seller', products: 1 });
    const product = await t.sql.query('SELECT seller_id, shop_name FROM products WHERE id = $1', [payal]);
    expect(product.rows).toEqual([{ seller_id: null, shop_name: 'Sona Jewellers' }]);
    const line = await t.sql.query('SELECT seller_id, shop_name FROM order_lines WHERE product_id = $1', [payal]);
    expect(line.rows).toEqual([{ seller_id: null, shop_name: 'Closing Down Silver' }]);

    const gone = await request(t.http).get('/api/admin/products').set(...bearer(shop)).expect(401);
    expect(gone.body.code).toBe('UNAUTHENTICATED');
    await staffLogin(shop.email, shop.password).expect(401);
    await remove(admin, shop.id).expect(404);
  });

  it('refuses to delete your own account, and a customer is no staff to delete', async () => {
    const me = await createStaff(t, 'admin', 'Self Deleter');
    await expectError(remove(me, me.id), 409, 'OWN_ACCOUNT', 'You cannot delete your own account; another admin can.');
    await remove(admin, customer.id).expect(404);
    const { rows } = await t.sql.query('SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[])', [[me.id, customer.id]]);
    expect(rows[0].n).toBe(2);
  });

  it('deletes another admin, whose token then opens nothing', async () => {
    const other = await createStaff(t, 'admin', 'Leaving Admin');
    await remove(admin, other.id).expect(200);
    await list(other).expect(401);
    await request(t.http).get('/api/admin/dashboard').set(...bearer(other)).expect(401);
  });

  it('lets a demoted admin’s old token open only what a seller may', async () => {
    const other = await createStaff(t, 'admin', 'Demoted Admin');
    await change(admin, other.id, { role: 'seller' }).expect(200);
    await list(other).expect(403);
    await request(t.http).get('/api/admin/customers').set(...bearer(other)).expect(403);
    await request(t.http).get('/api/admin/dashboard').set(...bearer(other)).expect(200);
  });
});
