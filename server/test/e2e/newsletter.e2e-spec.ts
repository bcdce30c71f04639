import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { type Account, bearer, createStaff, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { type ReceivedMail, startSmtp, type TestSmtp } from '../helpers/smtp.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { SHIPPING } from '../helpers/fixtures.js';
import { expectError } from '../helpers/errors.js';

let t: TestApp;
let smtp: TestSmtp;
let admin: Account;
let seller: Account;
let categoryId: string;
let ipSeq = 0;

const SUBSCRIBED = 'Thank you for subscribing! Your 10% coupon is on its way to your inbox.';
const ALREADY = 'You are already subscribed.';
const DAY_MS = 24 * 3600 * 1000;

/** A client address of its own for each caller, so the per-IP limit of one test never trips another (TRUST_PROXY is on). */
const nextIp = () => `198.51.100.${++ipSeq}`;
const uniqueEmail = (prefix = 'reader') => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

const subscribe = (email: unknown, ip = nextIp()) => request(t.http).post('/api/newsletter/subscribe').set('X-Forwarded-For', ip).send({ email });
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email.toLowerCase()));
const codeIn = (mail: ReceivedMail) => /WELCOME-[A-Z0-9]{6}/.exec(mail.text)?.[0];
const tokenIn = (mail: ReceivedMail) => /\/api\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];

/** Subscribes a fresh address and answers it with its coupon code and unsubscribe token, read from the mail. */
async function subscribed(prefix?: string): Promise<{ email: string; code: string; token: string }> {
  const email = uniqueEmail(prefix);
  await subscribe(email).expect(201);
  const mail = await smtp.waitFor(email);
  const code = codeIn(mail);
  const token = tokenIn(mail);
  if (!code || !token) throw new Error(`no coupon code or unsubscribe link in the mail to ${email}`);
  return { email, code, token };
}

/** A customer account with the given e-mail, through the API. */
async function customerWith(email: string): Promise<Account> {
  const response = await request(t.http)
    .post('/api/customer/customer-register')
    .send({ name: 'Meera Joshi', email, phone: '9812345678', password: 'correct-horse-9' })
    .expect(201);
  const token = response.body.token as string;
  const id = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { id: string }).id;
  return { id, name: 'Meera Joshi', email, password: 'correct-horse-9', token };
}

async function cartWith(who: Account, price: number): Promise<string> {
  const productId = await insertProduct(t.sql, { name: `Newsletter Pendant ${randomBytes(3).toString('hex')}`, categoryId, price, stock: 20 });
  await request(t.http).post('/api/home/product/add-to-card').set(...bearer(who)).send({ productId, quantity: 1 }).expect(201);
  return productId;
}

const apply = (who: Account, code: string) => request(t.http).post('/api/home/coupon/apply').set(...bearer(who)).send({ code });
const buyNow = (who: Account, productId: string, couponCode: string) =>
  request(t.http)
    .post('/api/home/order/palce-order')
    .set(...bearer(who))
    .send({ shippingInfo: SHIPPING, couponCode, products: [{ shopName: 'Sona Jewellers', sellerId: null, price: 1, products: [{ productId, quantity: 1 }] }] });

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ mailUrl: smtp.url, trustProxy: true, publicUrl: 'https://shop.example' });
  admin = await createStaff(t, 'admin');
  seller = await createStaff(t, 'seller');
  categoryId = await insertCategory(t.sql, 'Pendants');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes an address and mails it a private one-time 10% coupon with how to use it and an unsubscribe link', async () => {
    const email = uniqueEmail('Asha.Verma');
    const response = await subscribe(`  ${email.toUpperCase()} `).expect(201);
    expect(response.body).toEqual({ message: SUBSCRIBED });

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Sona Jewellers: your 10% welcome coupon');
    const { text } = mail;
    const code = codeIn(mail);
    expect(code).toMatch(/^WELCOME-[A-Z0-9]{6}$/);
    expect(text).toContain('10% off your first purchase, with no minimum order. It can be used once');
    expect(text).toContain(`Sign in (or create your account) with this e-mail address, ${email.toLowerCase()}`);
    expect(text).toContain(`Type ${code} in the coupon box of your cart`);
    const token = tokenIn(mail);
    expect(text).toContain(`https://shop.example/api/newsletter/unsubscribe?token=${token}`);
    expect(mail.headers['list-unsubscribe']).toBe(`<https://shop.example/api/newsletter/unsubscribe?token=${token}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const { rows } = await t.sql.query(
      `SELECT s.email, s.status, s.unsubscribe_token, c.code, c.email AS coupon_email, c.discount, c.min_order_paise, c.user_limit, c.expires_at
         FROM newsletter_subscribers s JOIN coupons c ON c.id = s.coupon_id WHERE lower(s.email) = $1`,
      [email.toLowerCase()],
    );
    expect(rows).toEqual([
      {
        email: email.toLowerCase(),
        status: 'subscribed',
        unsubscribe_token: token,
        code,
        coupon_email: email.toLowerCase(),
        discount: 10,
        min_order_paise: 0,
        user_limit: 1,
        expires_at: expect.any(Date),
      },
    ]);
    const days = (rows[0].expires_at.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
  });

  it('answers 200 for an address already subscribed, in any case, and mails no second coupon', async () => {
    const { email } = await subscribed();
    const again = await subscribe(email.toUpperCase()).expect(200);
    expect(again.body).toEqual({ message: ALREADY });
    expect(mailsTo(email)).toHaveLength(1);
    const coupons = await t.sql.query('SELECT count(*)::int AS n FROM coupons WHERE email = $1', [email]);
    expect(coupons.rows[0].n).toBe(1);
  });

  it('keeps one row and sends one mail when the same address signs up several times at once', async () => {
    const email = uniqueEmail('rush');
    const responses = await Promise.all([email, email.toUpperCase(), email, ` ${email}`].map((address) => subscribe(address)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(responses.filter((r) => r.status === 200).map((r) => r.body.message)).toEqual([ALREADY, ALREADY, ALREADY]);
    const rows = await t.sql.query('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE lower(email) = $1', [email]);
    expect(rows.rows[0].n).toBe(1);
    const coupons = await t.sql.query('SELECT count(*)::int AS n FROM coupons WHERE email = $1', [email]);
    expect(coupons.rows[0].n).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it.each([
    ['no e-mail', {}],
    ['an address without a domain', { email: 'asha@' }],
    ['text that is not an address', { email: 'not an email' }],
    ['a number', { email: 42 }],
    ['an address of 255 characters', { email: `${'a'.repeat(243)}@example.test` }],
  ])('refuses %s with a 400 naming email', async (_label, body) => {
    const response = await request(t.http).post('/api/newsletter/subscribe').set('X-Forwarded-For', nextIp()).send(body).expect(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'email must be a valid e-mail address of at most 254 characters',
      fields: [{ field: 'email', messages: ['email must be a valid e-mail address of at most 254 characters'] }],
    });
  });

  it('allows 10 sign-ups a minute from one client address, then answers 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) await subscribe(i % 2 ? 'not-an-address' : uniqueEmail('flood'), ip).expect((r) => expect([200, 201, 400]).toContain(r.status));
    const before = smtp.mails.length;
    const limited = await expectError(subscribe(uniqueEmail('flood'), ip), 429, 'RATE_LIMITED', 'Too many newsletter sign-ups from your network. Please wait a minute and try again.');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(smtp.mails.length).toBe(before);
    // Another client is not held back.
    await subscribe(uniqueEmail('neighbour')).expect(201);
  });
});

describe('the newsletter coupon', () => {
  it('is never listed among the public coupons', async () => {
    const { code } = await subscribed();
    const response = await request(t.http).get('/api/get-coupon').expect(200);
    expect((response.body.couponData as { name: string }[]).map((c) => c.name)).not.toContain(code);
  });

  it('applies only for the account with the subscribed e-mail, and only once', async () => {
    const { email, code } = await subscribed('first.buyer');
    const owner = await customerWith(email.toUpperCase());
    const stranger = await registerCustomer(t);
    await cartWith(owner, 2000);
    await cartWith(stranger, 2000);

    const applied = await apply(owner, code.toLowerCase()).expect(200);
    expect(applied.body).toMatchObject({ code, discount: 10, price: 2000, couponDiscount: 200, total: 1800 });
    await expectError(apply(stranger, code), 400, 'INVALID_COUPON', 'Invalid coupon code.');

    // Nor can anyone else place an order with it.
    const strangersProduct = await insertProduct(t.sql, { name: `Stranger Pendant ${randomBytes(3).toString('hex')}`, categoryId, price: 1500, stock: 5 });
    const strangerOrder = await buyNow(stranger, strangersProduct, code).expect(400);
    expect(strangerOrder.body.error).toBe('Invalid coupon code.');

    const first = await insertProduct(t.sql, { name: `First Buy Pendant ${randomBytes(3).toString('hex')}`, categoryId, price: 1500, stock: 5 });
    const order = await buyNow(owner, first, code).expect(201);
    expect(order.body.price).toBe(1350);

    const again = await apply(owner, code).expect(400);
    expect(again.body.code).toBe('COUPON_LIMIT_REACHED');
    await buyNow(owner, first, code).expect(400);
    const listed = await request(t.http)
      .get(`/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`)
      .set(...bearer(admin))
      .expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ email, couponCode: code, couponUsed: true })]);
  });

  it("shows in the console's coupons with its e-mail, among the private ones", async () => {
    const { email, code } = await subscribed();
    const filter = encodeURIComponent(JSON.stringify({ private: true, q: email }));
    const response = await request(t.http).get(`/api/admin/coupons?filter=${filter}`).set(...bearer(admin)).expect(200);
    expect(response.body).toEqual([expect.objectContaining({ name: code, email, discount: 10, price: 0, userlimit: 1 })]);
    const shopWide = await request(t.http).get(`/api/admin/coupons?filter=${encodeURIComponent('{"private":false}')}&range=[0,499]`).set(...bearer(admin)).expect(200);
    for (const coupon of shopWide.body as { email: string | null }[]) expect(coupon.email).toBeNull();
  });
});

describe('/api/newsletter/unsubscribe', () => {
  it("unsubscribes the link's address with a small page, as often as it is opened", async () => {
    const { email, token } = await subscribed();
    const response = await request(t.http).get(`/api/newsletter/unsubscribe?token=${token}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('You have been unsubscribed.');
    expect(response.text).toContain(`${email} will no longer receive`);
    const first = await t.sql.query('SELECT status, unsubscribed_at FROM newsletter_subscribers WHERE email = $1', [email]);
    expect(first.rows[0]).toEqual({ status: 'unsubscribed', unsubscribed_at: expect.any(Date) });

    await request(t.http).get(`/api/newsletter/unsubscribe?token=${token}`).expect(200);
    const second = await t.sql.query('SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = $1', [email]);
    expect(second.rows[0].unsubscribed_at).toEqual(first.rows[0].unsubscribed_at);
  });

  it('unsubscribes with one click (RFC 8058 POST)', async () => {
    const { email, token } = await subscribed();
    const response = await request(t.http)
      .post(`/api/newsletter/unsubscribe?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(response.text).toContain('You have been unsubscribed.');
    const { rows } = await t.sql.query('SELECT status FROM newsletter_subscribers WHERE email = $1', [email]);
    expect(rows[0].status).toBe('unsubscribed');
  });

  it('answers a 404 page for an unknown link and a 400 page for one without its token', async () => {
    const unknown = await request(t.http).get('/api/newsletter/unsubscribe?token=not-a-real-token').expect(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.text).toContain('This unsubscribe link is not valid.');
    const incomplete = await request(t.http).get('/api/newsletter/unsubscribe').expect(400);
    expect(incomplete.text).toContain('This unsubscribe link is incomplete.');
  });

  it('takes an unsubscribed address back without a new coupon', async () => {
    const { email, token } = await subscribed();
    await request(t.http).get(`/api/newsletter/unsubscribe?token=${token}`).expect(200);
    const back = await subscribe(email).expect(200);
    expect(back.body.message).toBe('Welcome back! You are subscribed to our newsletter again.');
    const { rows } = await t.sql.query('SELECT status, unsubscribed_at FROM newsletter_subscribers WHERE email = $1', [email]);
    expect(rows[0]).toEqual({ status: 'subscribed', unsubscribed_at: null });
    expect(mailsTo(email)).toHaveLength(1);
    const coupons = await t.sql.query('SELECT count(*)::int AS n FROM coupons WHERE email = $1', [email]);
    expect(coupons.rows[0].n).toBe(1);
  });
});

describe('/api/admin/subscribers', () => {
  it('lists addresses with their coupon, filtered by status and q, sorted by e-mail, for admins only', async () => {
    const tag = randomBytes(3).toString('hex');
    const a = await subscribed(`a-${tag}`);
    const b = await subscribed(`b-${tag}`);
    await request(t.http).get(`/api/newsletter/unsubscribe?token=${b.token}`).expect(200);

    const all = await request(t.http)
      .get(`/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}&sort=${encodeURIComponent('["email","ASC"]')}&range=[0,9]`)
      .set(...bearer(admin))
      .expect(200);
    expect(all.headers['content-range']).toBe('subscribers 0-1/2');
    expect(all.body).toEqual([
      { id: expect.any(String), email: a.email, status: 'subscribed', couponId: expect.any(String), couponCode: a.code, couponUsed: false, unsubscribedAt: null, createdAt: expect.any(String) },
      { id: expect.any(String), email: b.email, status: 'unsubscribed', couponId: expect.any(String), couponCode: b.code, couponUsed: false, unsubscribedAt: expect.any(String), createdAt: expect.any(String) },
    ]);
    const onlyOut = await request(t.http)
      .get(`/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: tag, status: 'unsubscribed' }))}`)
      .set(...bearer(admin))
      .expect(200);
    expect(onlyOut.body.map((s: { email: string }) => s.email)).toEqual([b.email]);
    const one = await request(t.http).get(`/api/admin/subscribers/${all.body[0].id}`).set(...bearer(admin)).expect(200);
    expect(one.body).toEqual(all.body[0]);

    await request(t.http).get('/api/admin/subscribers').set(...bearer(seller)).expect(403);
    const bad = await request(t.http).get(`/api/admin/subscribers?filter=${encodeURIComponent('{"status":"gone"}')}`).set(...bearer(admin)).expect(400);
    expect(bad.body.error).toBe('filter.status must be one of: subscribed, unsubscribed');
  });

  it('exports the list as an RFC 4180 CSV download whose cells cannot run as formulas', async () => {
    const tag = randomBytes(3).toString('hex');
    const risky = `=cmd+${tag}@example.test`;
    await subscribe(risky).expect(201);
    const plain = await subscribed(`plain-${tag}`);
    const response = await request(t.http)
      .get(`/api/admin/subscribers/export.csv?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}&sort=${encodeURIComponent('["email","DESC"]')}`)
      .set(...bearer(admin))
      .expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.text.split('\r\n');
    expect(lines[0]).toBe('email,status,subscribedAt,unsubscribedAt,couponCode,couponUsed');
    expect(lines[1]).toMatch(new RegExp(`^${plain.email.replace(/[.+]/g, '\\$&')},subscribed,\\d{4}-\\d{2}-\\d{2}T[^,]+Z,,WELCOME-[A-Z0-9]{6},false$`));
    expect(lines[2]).toMatch(new RegExp(`^'=cmd\\+${tag}@example\\.test,subscribed,`));
    expect(lines.slice(3)).toEqual(['']);
    await request(t.http).get('/api/admin/subscribers/export.csv').set(...bearer(seller)).expect(403);
  });

  it('forgets an address on request', async () => {
    const { email } = await subscribed();
    const { rows } = await t.sql.query('SELECT id FROM newsletter_subscribers WHERE email = $1', [email]);
    const removed = await request(t.http).delete(`/api/admin/subscribers/${rows[0].id}`).set(...bearer(admin)).expect(200);
    expect(removed.body.email).toBe(email);
    await request(t.http).get(`/api/admin/subscribers/${rows[0].id}`).set(...bearer(admin)).expect(404);
  });
});

describe('when the coupon mail cannot be sent', () => {
  it('keeps nothing, so that signing up again later still brings the coupon', async () => {
    const email = uniqueEmail('unlucky');
    await smtp.close();
    await expectError(subscribe(email), 502, 'MAIL_NOT_SENT', 'We could not send your coupon e-mail just now. Please try again in a few minutes.');
    const rows = await t.sql.query('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1', [email]);
    expect(rows.rows[0].n).toBe(0);
    const coupons = await t.sql.query('SELECT count(*)::int AS n FROM coupons WHERE email = $1', [email]);
    expect(coupons.rows[0].n).toBe(0);
  });
});
