import request from 'supertest';
import { type Account, bearer, createEdgeCallers, testAppWith } from '../helpers/accounts.js';
import { expectError } from '../helpers/errors.js';

/**
 * Cross-site writes with the shopper's cookie (issue 14, defect 6). A page on another site can post a form
 * (url-encoded, multipart or text/plain) to the shop and the browser attaches the cookie; only SameSite=Lax stopped
 * it. The API takes JSON bodies only (multipart for uploads), and refuses writes whose Origin is another site.
 */

const t = testAppWith((app) => createEdgeCallers(app, { name: 'Cross Site Ring', category: 'Cross Site' }), { publicUrl: 'https://shop.example' });
const FOREIGN = 'https://evil.example';

const cookieOf = (account: Account) => `customerToken=${account.token}`;
const wishlistCount = async (account: Account) =>
  (await t.sql.query('SELECT count(*)::int AS n FROM wishlist_items WHERE user_id = $1', [account.id])).rows[0].n as number;

/** The customer's add-to-wishlist with the cookie, from `origin`, and to `host` where given (else the test server's). */
const wishlistFrom = (origin: string, host?: string) => {
  const call = request(t.http).post('/api/home/product/add-to-wishlist').set('Cookie', cookieOf(t.customer));
  return (host === undefined ? call : call.set('Host', host)).set('Origin', origin).send({ productId: t.productId });
};

describe('bodies that are not JSON', () => {
  it('refuses a url-encoded add-to-wishlist sent with the cookie (415), and adds nothing', async () => {
    const response = await request(t.http)
      .post('/api/home/product/add-to-wishlist')
      .set('Cookie', cookieOf(t.customer))
      .type('form')
      .send({ productId: t.productId })
      .expect(415);
    expect(response.body).toEqual({
      error: 'The request body must be JSON (Content-Type: application/json), or multipart/form-data where files are uploaded; not application/x-www-form-urlencoded.',
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await wishlistCount(t.customer)).toBe(0);
  });

  it('refuses text/plain (a form with enctype text/plain carrying JSON) and an undeclared body', async () => {
    const body = JSON.stringify({ productId: t.productId });
    await request(t.http).post('/api/home/product/add-to-wishlist').set('Cookie', cookieOf(t.customer)).set('Content-Type', 'text/plain').send(body).expect(415);
    const undeclared = await request(t.http).post('/api/order/create-payment').set('Cookie', cookieOf(t.customer)).set('Content-Type', '').send(body);
    expect(undeclared.status).toBe(415);
    expect(await wishlistCount(t.customer)).toBe(0);
  });

  it('still takes JSON with the cookie, and multipart uploads', async () => {
    await request(t.http).post('/api/home/product/add-to-wishlist').set('Cookie', cookieOf(t.customer)).send({ productId: t.productId }).expect(201);
    expect(await wishlistCount(t.customer)).toBe(1);
    // Multipart reaches the upload route, which judges the files (none here).
    const upload = await request(t.http).post('/api/upload').set(...bearer(t.admin)).field('category', 'Home Page').expect(400);
    expect(upload.body.code).toBe('UPLOAD_MISSING');
  });

  it("keeps the mail programs' one-click unsubscribe, a form by RFC 8058", async () => {
    const response = await request(t.http).post('/api/newsletter/unsubscribe').type('form').send('List-Unsubscribe=One-Click').expect(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('writes from another origin', () => {
  it('refuses create-payment and add-to-wishlist from a foreign Origin with 403', async () => {
    for (const path of ['/api/order/create-payment', '/api/home/product/add-to-wishlist']) {
      await expectError(request(t.http).post(path).set('Cookie', cookieOf(t.customer)).set('Origin', FOREIGN).send({ productId: t.productId }), 403, 'FOREIGN_ORIGIN', 'This request came from another site (https://evil.example); the shop takes changes only from its own pages.');
    }
  });

  it('refuses every state-changing method, and an opaque (null) origin', async () => {
    await request(t.http).put(`/api/home/product/quantity-inc/${t.productId}`).set('Cookie', cookieOf(t.customer)).set('Origin', FOREIGN).send({}).expect(403);
    await request(t.http).delete(`/api/home/product/delete-wishlist-product/${t.productId}`).set('Cookie', cookieOf(t.customer)).set('Origin', FOREIGN).expect(403);
    await wishlistFrom('null').expect(403);
    // A look-alike of the shop's own origin is another site.
    await wishlistFrom('https://shop.example.evil.example').expect(403);
  });

  it("takes writes from the shop's own origin (PUBLIC_URL) and from the origin the request was sent to", async () => {
    const own = await wishlistFrom('https://shop.example');
    expect(own.status).not.toBe(403);
    // A development server proxying the API keeps the browser's Host: the request's own origin.
    const proxied = await wishlistFrom('http://localhost:5173', 'localhost:5173');
    expect(proxied.status).not.toBe(403);
    // Behind nginx, whose $host has no port, reached by another of its names.
    const behindProxy = await wishlistFrom('http://192.168.1.20:8080', '192.168.1.20');
    expect(behindProxy.status).not.toBe(403);
    // The Host header of the request names the site it was sent to; another site is still foreign.
    await wishlistFrom('http://192.168.1.21', '192.168.1.20').expect(403);
  });

  it('lets reads from anywhere through, and writes without an Origin (servers, scripts)', async () => {
    await request(t.http).get('/api/home/get-categorys').set('Origin', FOREIGN).expect(200);
    const scripted = await request(t.http).post('/api/home/product/add-to-wishlist').set(...bearer(t.customer)).send({ productId: t.productId });
    expect(scripted.status).not.toBe(403);
  });

  it("lets the payment simulator's Pay and Fail forms through: HTML forms post with Origin: null under the shop's Referrer-Policy: no-referrer", async () => {
    for (const button of ['pay', 'fail']) {
      const response = await request(t.http).post(`/sandbox-gateway/pay/OMO-UNKNOWN/${button}`).set('Origin', 'null').type('form').send('');
      expect(response.status).not.toBe(403);
      expect(response.status).toBeLessThan(500);
    }
  });

  it("lets the payment gateway's callback through whatever its Origin: it is authenticated by its own credentials", async () => {
    const response = await request(t.http).post('/api/order/phonepe-callback').set('Origin', FOREIGN).set('Content-Type', 'application/json').send('{}');
    expect(response.body.code).not.toBe('FOREIGN_ORIGIN');
    expect(response.status).toBeLessThan(500);
  });
});
