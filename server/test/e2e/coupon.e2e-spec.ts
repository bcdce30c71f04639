import request from 'supertest';
import { CouponService } from '../../src/modules/coupon/coupon.service.js';
import { bearer, createCallers, testAppWith } from '../helpers/accounts.js';
import { expectError, expectFieldRefused } from '../helpers/errors.js';

const t = testAppWith(createCallers);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
let codeCounter = 0;
const uniqueCode = (prefix = 'CODE') => `${prefix}${Date.now().toString(36)}${(codeCounter++).toString(36)}`.toUpperCase();
const newCoupon = (overrides: Record<string, unknown> = {}) => ({ name: uniqueCode(), price: 999, discount: 10, userlimit: 2, ...overrides });

/** Arranges a private coupon (the newsletter's kind) for one e-mail. */
async function insertPrivateCoupon(code: string, email: string): Promise<string> {
  const { rows } = await t.sql.query(
    'INSERT INTO coupons (code, discount, min_order_paise, user_limit, email, created_at) VALUES ($1, 10, 0, 1, $2, $3) RETURNING id',
    [code, email, new Date('2099-06-01T00:00:00Z')],
  );
  return rows[0].id as string;
}

/** Arranges a coupon straight in the database, e.g. one that has already expired. */
async function insertCoupon(code: string, expiresAt: Date | null, createdAt = new Date()): Promise<string> {
  const { rows } = await t.sql.query(
    'INSERT INTO coupons (code, discount, min_order_paise, user_limit, expires_at, created_at) VALUES ($1, 15, 50000, 1, $2, $3) RETURNING id',
    [code, expiresAt, createdAt],
  );
  return rows[0].id as string;
}

describe('POST /api/add-coupon', () => {
  it('creates a coupon for staff, storing the code upper-case and the minimum in paise', async () => {
    const name = uniqueCode('sona');
    const expiresAt = inDays(30);
    const response = await request(t.http)
      .post('/api/add-coupon')
      .set(...bearer(t.admin))
      .send({ name: `  ${name.toLowerCase()} `, price: 1499.5, discount: 15, userlimit: 3, expiresAt })
      .expect(201);
    expect(response.body).toEqual({
      message: 'Coupon created',
      coupon: { _id: expect.any(String), name, price: 1499.5, discount: 15, userlimit: 3, expiresAt },
    });
    const { rows } = await t.sql.query('SELECT code, min_order_paise, user_limit, discount, expires_at FROM coupons WHERE id = $1', [
      response.body.coupon._id,
    ]);
    expect(rows[0]).toEqual({ code: name, min_order_paise: 149950, user_limit: 3, discount: 15, expires_at: new Date(expiresAt) });
  });

  it('lets a seller create one too, and takes a missing or null expiry as never', async () => {
    const seller1 = await request(t.http).post('/api/add-coupon').set(...bearer(t.seller)).send(newCoupon()).expect(201);
    expect(seller1.body.coupon.expiresAt).toBeNull();
    const nullExpiry = await request(t.http).post('/api/add-coupon').set(...bearer(t.admin)).send(newCoupon({ expiresAt: null, price: 0 })).expect(201);
    expect(nullExpiry.body.coupon).toMatchObject({ expiresAt: null, price: 0 });
  });

  it('answers 401 without a token and 403 with a customer token', async () => {
    await request(t.http).post('/api/add-coupon').send(newCoupon()).expect(401);
    const response = await request(t.http).post('/api/add-coupon').set(...bearer(t.customer)).send(newCoupon()).expect(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it('refuses a code already taken, whatever its case, with 409', async () => {
    const name = uniqueCode('dup');
    await request(t.http).post('/api/add-coupon').set(...bearer(t.admin)).send(newCoupon({ name })).expect(201);
    await expectError(request(t.http).post('/api/add-coupon').set(...bearer(t.admin)).send(newCoupon({ name: name.toLowerCase() })), 409, 'COUPON_CODE_TAKEN', 'A coupon with this code already exists.');
  });

  it('lets exactly one of two simultaneous identical requests through', async () => {
    const body = newCoupon({ name: uniqueCode('race') });
    const statuses = await Promise.all(
      [0, 1].map(() => request(t.http).post('/api/add-coupon').set(...bearer(t.admin)).send(body).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([201, 409]);
    const { rows } = await t.sql.query('SELECT count(*)::int AS n FROM coupons WHERE code = $1', [body.name]);
    expect(rows[0].n).toBe(1);
  });

  it.each([
    [{ name: 'ab' }, 'name', "name must be 3 to 40 letters, digits, '-' or '_'"],
    [{ name: 'X41'.padEnd(41, 'X') }, 'name', "name must be 3 to 40 letters, digits, '-' or '_'"],
    [{ name: 'TEN OFF' }, 'name', "name must be 3 to 40 letters, digits, '-' or '_'"],
    [{ name: undefined }, 'name', "name must be 3 to 40 letters, digits, '-' or '_'"],
    [{ price: -1 }, 'price', 'price must be a number of rupees from 0 to 10000000 with at most 2 decimals'],
    [{ price: 10.555 }, 'price', 'price must be a number of rupees from 0 to 10000000 with at most 2 decimals'],
    [{ price: '100' }, 'price', 'price must be a number of rupees from 0 to 10000000 with at most 2 decimals'],
    [{ discount: 0 }, 'discount', 'discount must be a whole number from 1 to 100'],
    [{ discount: 101 }, 'discount', 'discount must be a whole number from 1 to 100'],
    [{ discount: 12.5 }, 'discount', 'discount must be a whole number from 1 to 100'],
    [{ price: 10_000_000.01 }, 'price', 'price must be a number of rupees from 0 to 10000000 with at most 2 decimals'],
    [{ userlimit: 0 }, 'userlimit', 'userlimit must be a whole number from 1 to 1000000'],
    [{ expiresAt: 'next week' }, 'expiresAt', 'expiresAt must be an ISO 8601 date-time with a time zone, e.g. 2026-12-31T23:59:59Z'],
    [{ expiresAt: '2030-02-30T10:00:00Z' }, 'expiresAt', 'expiresAt must be an ISO 8601 date-time with a time zone, e.g. 2026-12-31T23:59:59Z'],
    [{ expiresAt: inDays(-1) }, 'expiresAt', 'expiresAt must be in the future'],
  ])('refuses %j, naming %s', async (overrides, field, message) => {
    await expectFieldRefused(request(t.http).post('/api/add-coupon').set(...bearer(t.admin)).send(newCoupon(overrides)), field, message);
  });

  it('refuses fields it does not know', async () => {
    const response = await request(t.http).post('/api/add-coupon').set(...bearer(t.admin)).send(newCoupon({ used: 5 })).expect(400);
    expect(response.body.error).toBe('property used should not exist');
  });
});

describe('GET /api/get-coupon', () => {
  it('answers unexpired coupons only, newest first, to everyone', async () => {
    const old = await insertCoupon(uniqueCode('OLD'), null, new Date('2020-01-01T00:00:00Z'));
    const expired = await insertCoupon(uniqueCode('GONE'), new Date(Date.now() - 1000));
    const soon = await insertCoupon(uniqueCode('SOON'), new Date(Date.now() + 3_600_000), new Date('2099-01-01T00:00:00Z'));
    const response = await request(t.http).get('/api/get-coupon').expect(200);
    const ids = response.body.couponData.map((c: { _id: string }) => c._id);
    expect(ids).not.toContain(expired);
    expect(ids[0]).toBe(soon);
    expect(ids[ids.length - 1]).toBe(old);
    expect(response.body.couponData[0]).toEqual({
      _id: soon,
      name: expect.stringMatching(/^SOON/),
      price: 500,
      discount: 15,
      userlimit: 1,
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      sellerId: null,
      shopName: null,
    });
  });

  it("says whose pieces a seller's coupon discounts", async () => {
    const id = await insertCoupon(uniqueCode('SELLERS'), null);
    await t.sql.query('UPDATE coupons SET seller_id = $2 WHERE id = $1', [id, t.seller.id]);
    const response = await request(t.http).get('/api/get-coupon').expect(200);
    expect(response.body.couponData.find((c: { _id: string }) => c._id === id)).toMatchObject({ sellerId: t.seller.id, shopName: 'Marwar Silver House' });
  });

  it('never lists a private coupon, however new', async () => {
    const personal = await insertPrivateCoupon(uniqueCode('WELCOME-'), 'reader@example.test');
    const response = await request(t.http).get('/api/get-coupon').expect(200);
    expect(response.body.couponData.map((c: { _id: string }) => c._id)).not.toContain(personal);
  });
});

describe('DELETE /api/delete-coupon/{id}', () => {
  it('deletes a coupon for staff (a seller deletes only their own: ownership.e2e-spec)', async () => {
    const id = await insertCoupon(uniqueCode('DEL'), null);
    const response = await request(t.http).delete(`/api/delete-coupon/${id}`).set(...bearer(t.admin)).expect(200);
    expect(response.body).toEqual({ message: 'Coupon deleted', couponId: id });
    const { rows } = await t.sql.query('SELECT 1 FROM coupons WHERE id = $1', [id]);
    expect(rows).toHaveLength(0);
  });

  it('answers 401, 403, 404 and 400 as it should', async () => {
    const id = await insertCoupon(uniqueCode('KEEP'), null);
    await request(t.http).delete(`/api/delete-coupon/${id}`).expect(401);
    await request(t.http).delete(`/api/delete-coupon/${id}`).set(...bearer(t.customer)).expect(403);
    await expectError(request(t.http).delete('/api/delete-coupon/00000000-0000-4000-8000-000000000000').set(...bearer(t.admin)), 404, 'COUPON_NOT_FOUND', 'This coupon does not exist.');
    const bad = await request(t.http).delete('/api/delete-coupon/42').set(...bearer(t.admin)).expect(400);
    expect(bad.body).toMatchObject({ error: 'id must be a UUID', code: 'VALIDATION_FAILED' });
  });
});

describe('/api/admin/coupons', () => {
  it('answers 401 without a token and 403 with a customer token', async () => {
    await request(t.http).get('/api/admin/coupons').expect(401);
    await request(t.http).get('/api/admin/coupons').set(...bearer(t.customer)).expect(403);
    await request(t.http).post('/api/admin/coupons').set(...bearer(t.customer)).send(newCoupon()).expect(403);
  });

  it('lists with Content-Range, filtered by q and active, sorted by discount', async () => {
    const marker = uniqueCode('MARK');
    for (const [suffix, discount] of [['A', 30], ['B', 10], ['C', 20]] as const) {
      await request(t.http).post('/api/admin/coupons').set(...bearer(t.admin)).send(newCoupon({ name: `${marker}${suffix}`, discount })).expect(201);
    }
    const expired = await insertCoupon(`${marker}X`, new Date(Date.now() - 60_000));
    const page = await request(t.http)
      .get('/api/admin/coupons')
      .query({ sort: '["discount","ASC"]', range: '[0,1]', filter: JSON.stringify({ q: marker.toLowerCase() }) })
      .set(...bearer(t.admin))
      .expect(200);
    expect(page.headers['content-range']).toBe('coupons 0-1/4');
    expect(page.body.map((c: { name: string }) => c.name)).toEqual([`${marker}B`, `${marker}X`]);
    expect(page.body[0]).toEqual({
      id: page.body[0]._id,
      _id: expect.any(String),
      name: `${marker}B`,
      price: 999,
      discount: 10,
      userlimit: 2,
      email: null,
      sellerId: null,
      uses: 0,
      expiresAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const active = await request(t.http)
      .get('/api/admin/coupons')
      .query({ sort: '["name","DESC"]', filter: JSON.stringify({ q: marker, active: true }) })
      .set(...bearer(t.admin))
      .expect(200);
    expect(active.body.map((c: { name: string }) => c.name)).toEqual([`${marker}C`, `${marker}B`, `${marker}A`]);
    const inactive = await request(t.http)
      .get('/api/admin/coupons')
      .query({ filter: JSON.stringify({ q: marker, active: false }) })
      .set(...bearer(t.admin))
      .expect(200);
    expect(inactive.body.map((c: { id: string }) => c.id)).toEqual([expired]);
    const many = await request(t.http)
      .get('/api/admin/coupons')
      .query({ filter: JSON.stringify({ id: [expired, 'not-a-uuid'] }) })
      .set(...bearer(t.admin))
      .expect(200);
    expect(many.body.map((c: { id: string }) => c.id)).toEqual([expired]);
  });

  it('names a bad filter or sort', async () => {
    const filter = await request(t.http).get('/api/admin/coupons').query({ filter: '{"active":"sometimes"}' }).set(...bearer(t.admin)).expect(400);
    expect(filter.body.error).toBe('filter.active must be true or false');
    const sort = await request(t.http).get('/api/admin/coupons').query({ sort: '["userlimit","ASC"]' }).set(...bearer(t.admin)).expect(400);
    expect(sort.body.error).toContain('sort can be on');
  });

  it('gets, updates and deletes one coupon, keeping codes unique', async () => {
    const created = await request(t.http).post('/api/admin/coupons').set(...bearer(t.admin)).send(newCoupon()).expect(201);
    const { id } = created.body;
    expect(created.body._id).toBe(id);
    const one = await request(t.http).get(`/api/admin/coupons/${id}`).set(...bearer(t.admin)).expect(200);
    expect(one.body).toEqual(created.body);

    const newName = uniqueCode('EDIT');
    const expiresAt = inDays(7);
    const updated = await request(t.http)
      .put(`/api/admin/coupons/${id}`)
      .set(...bearer(t.admin))
      .send({ name: newName.toLowerCase(), price: 250.25, discount: 50, userlimit: 9, expiresAt })
      .expect(200);
    expect(updated.body).toMatchObject({ id, _id: id, name: newName, price: 250.25, discount: 50, userlimit: 9, expiresAt });

    const other = await request(t.http).post('/api/admin/coupons').set(...bearer(t.admin)).send(newCoupon()).expect(201);
    const clash = await request(t.http)
      .put(`/api/admin/coupons/${other.body.id}`)
      .set(...bearer(t.admin))
      .send({ name: newName, price: 1, discount: 1, userlimit: 1 })
      .expect(409);
    expect(clash.body.code).toBe('COUPON_CODE_TAKEN');
    // Keeping its own code is no clash.
    await request(t.http).put(`/api/admin/coupons/${id}`).set(...bearer(t.admin)).send({ name: newName, price: 1, discount: 1, userlimit: 1 }).expect(200);

    const bad = await request(t.http).put(`/api/admin/coupons/${id}`).set(...bearer(t.admin)).send({ name: newName, price: 1, discount: 0, userlimit: 1 }).expect(400);
    expect(bad.body.fields[0].field).toBe('discount');

    const deleted = await request(t.http).delete(`/api/admin/coupons/${id}`).set(...bearer(t.admin)).expect(200);
    expect(deleted.body).toMatchObject({ id, name: newName });
    await request(t.http).get(`/api/admin/coupons/${id}`).set(...bearer(t.admin)).expect(404);
    await request(t.http).put(`/api/admin/coupons/${id}`).set(...bearer(t.admin)).send(newCoupon()).expect(404);
    await request(t.http).delete(`/api/admin/coupons/${id}`).set(...bearer(t.admin)).expect(404);
  });

  it('refuses null for a field every coupon has, naming it, while a null expiresAt means the code never expires', async () => {
    const created = await request(t.http).post('/api/admin/coupons').set(...bearer(t.admin)).send(newCoupon({ expiresAt: inDays(3) })).expect(201);
    const body = { name: created.body.name, price: 100, discount: 5, userlimit: 1 };
    for (const field of ['name', 'price', 'discount', 'userlimit']) {
      const refused = await request(t.http).put(`/api/admin/coupons/${created.body.id}`).set(...bearer(t.admin)).send({ ...body, [field]: null }).expect(400);
      expect(refused.body.fields).toEqual([{ field, messages: [expect.stringMatching(new RegExp(`^${field} must be`))] }]);
    }
    const never = await request(t.http).put(`/api/admin/coupons/${created.body.id}`).set(...bearer(t.admin)).send({ ...body, expiresAt: null }).expect(200);
    expect(never.body.expiresAt).toBeNull();
  });

  it('lets an expired coupon be edited with its expiry unchanged, but not moved into the past', async () => {
    const past = new Date(Date.now() - 86_400_000);
    const id = await insertCoupon(uniqueCode('PAST'), past);
    const body = { name: uniqueCode('PAST'), price: 10, discount: 5, userlimit: 1, expiresAt: past.toISOString() };
    await request(t.http).put(`/api/admin/coupons/${id}`).set(...bearer(t.admin)).send(body).expect(200);
    const moved = await request(t.http)
      .put(`/api/admin/coupons/${id}`)
      .set(...bearer(t.admin))
      .send({ ...body, expiresAt: new Date(past.getTime() - 1000).toISOString() })
      .expect(400);
    expect(moved.body.error).toBe('expiresAt must be in the future');
  });
});

describe('CouponService.findApplicable', () => {
  it('answers a private coupon only for its own e-mail, in any case', async () => {
    const code = uniqueCode('MINE');
    const id = await insertPrivateCoupon(code, 'meera@example.test');
    const service = t.app.get(CouponService);
    expect(await service.findApplicable(code, undefined, 'Meera@Example.test')).toMatchObject({ id, code, discount: 10 });
    for (const email of ['someone@example.test', undefined]) {
      await expect(service.findApplicable(code, undefined, email)).rejects.toMatchObject({ status: 400, code: 'INVALID_COUPON', message: 'Invalid coupon code.' });
    }
  });


  it("answers whose pieces a seller's coupon discounts: the seller and their shop's name", async () => {
    const code = uniqueCode('SHOP');
    const id = await insertCoupon(code, null);
    await t.sql.query('UPDATE coupons SET seller_id = $2 WHERE id = $1', [id, t.seller.id]);
    expect(await t.app.get(CouponService).findApplicable(code)).toMatchObject({ id, sellerId: t.seller.id, shopName: 'Marwar Silver House' });
  });

  it('answers a live coupon by its code in any case', async () => {
    const code = uniqueCode('LIVE');
    const id = await insertCoupon(code, new Date(Date.now() + 60_000));
    const coupon = await t.app.get(CouponService).findApplicable(` ${code.toLowerCase()} `);
    expect(coupon).toEqual({ id, code, discount: 15, minOrderPaise: 50000, userLimit: 1, expiresAt: expect.any(Date), sellerId: null, shopName: null });
  });

  it("refuses an unknown or expired code with spec 5's 'Invalid coupon code.'", async () => {
    const expired = uniqueCode('EXP');
    await insertCoupon(expired, new Date(Date.now() - 1000));
    for (const code of [expired, 'NO-SUCH-CODE']) {
      await expect(t.app.get(CouponService).findApplicable(code)).rejects.toMatchObject({
        status: 400,
        code: 'INVALID_COUPON',
        message: 'Invalid coupon code.',
      });
    }
  });
});
