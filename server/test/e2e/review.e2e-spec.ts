import { jest } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type Account, bearer, createStaff, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { starBars } from '../helpers/fixtures.js';
import { expectError, expectFieldRefused } from '../helpers/errors.js';

let t: TestApp;
let categoryId: string;
let admin: Account;
let sellerA: Account;
let sellerB: Account;
let productCounter = 0;

/** A fresh product of its own for each test, optionally sold by a seller. */
async function newProduct(sellerId: string | null = null): Promise<string> {
  const n = productCounter++;
  const id = await insertProduct(t.sql, { name: `Kundan Jhumka ${n}`, slug: `kundan-jhumka-${n}`, categoryId });
  if (sellerId) await t.sql.query('UPDATE products SET seller_id = $1 WHERE id = $2', [sellerId, id]);
  return id;
}

/** Arranges a review straight in the database (no account behind it). */
async function insertReview(productId: string, rating: number, options: { hidden?: boolean; createdAt?: Date; name?: string; review?: string } = {}): Promise<string> {
  const { rows } = await t.sql.query(
    'INSERT INTO reviews (product_id, name, review, rating, hidden, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [productId, options.name ?? 'Meera', options.review ?? 'Lovely finish.', rating, options.hidden ?? false, options.createdAt ?? new Date()],
  );
  return rows[0].id as string;
}

async function productRating(productId: string): Promise<{ rating: number; reviewCount: number }> {
  const { rows } = await t.sql.query('SELECT rating::float AS rating, review_count FROM products WHERE id = $1', [productId]);
  return { rating: rows[0].rating, reviewCount: rows[0].review_count };
}

const submit = (account: Account | undefined, body: Record<string, unknown>) => {
  const call = request(t.http).post('/api/home/customer/submit-review');
  return (account ? call.set(...bearer(account)) : call).send(body);
};

beforeAll(async () => {
  t = await createTestApp();
  categoryId = await insertCategory(t.sql, 'Earrings');
  admin = await createStaff(t, 'admin');
  sellerA = await createStaff(t, 'seller', 'Jaipur Gems');
  sellerB = await createStaff(t, 'seller', 'Marwar Silver House');
});
afterAll(() => t.close());

describe('POST /api/home/customer/submit-review', () => {
  it('stores the review under the trimmed name and keeps the product rating in step', async () => {
    const productId = await newProduct();
    const [first, second, third] = [await registerCustomer(t, 'Asha Verma'), await registerCustomer(t), await registerCustomer(t)];
    const response = await submit(first, { name: '  Asha V. ', review: '  Beautiful and light.  ', rating: 5, productId }).expect(201);
    expect(response.body).toEqual({ message: 'Thank you! Your review has been submitted.' });
    const { rows } = await t.sql.query('SELECT name, review, rating, user_id, hidden FROM reviews WHERE product_id = $1', [productId]);
    expect(rows).toEqual([{ name: 'Asha V.', review: 'Beautiful and light.', rating: 5, user_id: first.id, hidden: false }]);
    expect(await productRating(productId)).toEqual({ rating: 5, reviewCount: 1 });

    await submit(second, { name: 'Bela', review: 'Good.', rating: 4, productId }).expect(201);
    expect(await productRating(productId)).toEqual({ rating: 4.5, reviewCount: 2 });
    await submit(third, { name: 'Charu', review: 'Fine.', rating: 4, productId }).expect(201);
    expect(await productRating(productId)).toEqual({ rating: 4.33, reviewCount: 3 });
  });

  it("uses the account's name when the name is empty or absent", async () => {
    const productId = await newProduct();
    const withBlank = await registerCustomer(t, 'Devika Rao');
    const without = await registerCustomer(t, 'Farah Khan');
    await submit(withBlank, { name: '   ', review: 'Nice.', rating: 3, productId }).expect(201);
    await submit(without, { review: 'Nice.', rating: 3, productId }).expect(201);
    const { rows } = await t.sql.query('SELECT name FROM reviews WHERE product_id = $1 ORDER BY name', [productId]);
    expect(rows.map((row) => row.name)).toEqual(['Devika Rao', 'Farah Khan']);
  });

  it('lets staff review too, as any signed-in user', async () => {
    const productId = await newProduct();
    await submit(sellerB, { name: '', review: 'Well made.', rating: 4, productId }).expect(201);
  });

  it('answers 401 without a token', async () => {
    const productId = await newProduct();
    const response = await submit(undefined, { name: 'X', review: 'Nice.', rating: 5, productId }).expect(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a second review of the same product with 409, leaving the first and the rating alone', async () => {
    const productId = await newProduct();
    const customer = await registerCustomer(t);
    await submit(customer, { name: 'Asha', review: 'Great.', rating: 5, productId }).expect(201);
    await expectError(submit(customer, { name: 'Asha', review: 'Changed my mind.', rating: 1, productId }), 409, 'ALREADY_REVIEWED', 'You have already reviewed this product.');
    expect(await productRating(productId)).toEqual({ rating: 5, reviewCount: 1 });
  });

  it('lets only one of simultaneous reviews by one customer through', async () => {
    const productId = await newProduct();
    const customer = await registerCustomer(t);
    const statuses = await Promise.all(
      [1, 2, 3].map((rating) => submit(customer, { name: 'Asha', review: 'Quick.', rating, productId }).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
    expect((await productRating(productId)).reviewCount).toBe(1);
  });

  it('answers 404 for an unknown product', async () => {
    const customer = await registerCustomer(t);
    const response = await submit(customer, { review: 'Nice.', rating: 5, productId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(response.body.code).toBe('PRODUCT_NOT_FOUND');
  });

  describe('names the field that is wrong', () => {
    let customer: Account;
    let productId: string;
    beforeAll(async () => {
      customer = await registerCustomer(t);
      productId = await newProduct();
    });

    it.each([
      ['a rating of 0', { rating: 0 }, 'rating', 'rating must be a whole number from 1 to 5'],
      ['a rating of 6', { rating: 6 }, 'rating', 'rating must be a whole number from 1 to 5'],
      ['a rating of 3.5', { rating: 3.5 }, 'rating', 'rating must be a whole number from 1 to 5'],
      ['a rating sent as text', { rating: '5' }, 'rating', 'rating must be a whole number from 1 to 5'],
      ['a missing rating', { rating: undefined }, 'rating', 'rating must be a whole number from 1 to 5'],
      ['an empty review', { review: '' }, 'review', 'review must be text of 1 to 2000 characters'],
      ['a blank review', { review: '    ' }, 'review', 'review must be text of 1 to 2000 characters'],
      ['a review of 2001 characters', { review: 'x'.repeat(2001) }, 'review', 'review must be text of 1 to 2000 characters'],
      ['a missing review', { review: undefined }, 'review', 'review must be text of 1 to 2000 characters'],
      ['a name of 101 characters', { name: 'n'.repeat(101) }, 'name', 'name must be text of at most 100 characters'],
      ['a malformed productId', { productId: 'abc' }, 'productId', 'productId must be a UUID'],
    ])('refuses %s', async (_label, overrides, field, message) => {
      await expectFieldRefused(submit(customer, { name: 'Asha', review: 'Nice.', rating: 4, productId, ...overrides }), field, message);
    });

    it('stored nothing for any of them', async () => {
      expect(await productRating(productId)).toEqual({ rating: 0, reviewCount: 0 });
    });
  });
});

describe('GET /api/home/customer/get-reviews/{productId}', () => {
  let productId: string;
  const ids: string[] = [];
  beforeAll(async () => {
    productId = await newProduct();
    // 12 reviews an hour apart (index 11 newest); index 4 is hidden: 11 visible.
    const ratings = [5, 5, 4, 3, 1, 5, 4, 2, 5, 4, 5, 1];
    for (const [i, rating] of ratings.entries()) {
      ids.push(await insertReview(productId, rating, { hidden: i === 4, createdAt: new Date(Date.UTC(2026, 0, 1, i)), name: `Reviewer ${i}` }));
    }
  });

  it('answers 5 visible reviews a page, newest first, with the total and the count per star', async () => {
    const first = await request(t.http).get(`/api/home/customer/get-reviews/${productId}`).expect(200);
    expect(first.body.reviews.map((r: { _id: string }) => r._id)).toEqual([ids[11], ids[10], ids[9], ids[8], ids[7]]);
    expect(first.body.reviews[0]).toEqual({ _id: ids[11], name: 'Reviewer 11', review: 'Lovely finish.', rating: 1, date: '2026-01-01T11:00:00.000Z' });
    expect(first.body.totalReview).toBe(11);
    expect(first.body.rating_review).toEqual(starBars(5, 3, 1, 1, 1, 0));

    const second = await request(t.http).get(`/api/home/customer/get-reviews/${productId}`).query({ pageNo: 2 }).expect(200);
    expect(second.body.reviews.map((r: { _id: string }) => r._id)).toEqual([ids[6], ids[5], ids[3], ids[2], ids[1]]);
    const third = await request(t.http).get(`/api/home/customer/get-reviews/${productId}`).query({ pageNo: 3 }).expect(200);
    expect(third.body.reviews.map((r: { _id: string }) => r._id)).toEqual([ids[0]]);
    const beyond = await request(t.http).get(`/api/home/customer/get-reviews/${productId}`).query({ pageNo: 4 }).expect(200);
    expect(beyond.body).toMatchObject({ reviews: [], totalReview: 11 });
  });

  it('answers an empty page and six empty bars for a product without reviews', async () => {
    const empty = await newProduct();
    const response = await request(t.http).get(`/api/home/customer/get-reviews/${empty}`).expect(200);
    expect(response.body).toEqual({
      reviews: [],
      totalReview: 0,
      rating_review: starBars(0, 0, 0, 0, 0, 0),
    });
  });

  it('uses at most 3 SQL statements', async () => {
    const logger = t.app.get(DataSource).logger;
    const spy = jest.spyOn(logger, 'logQuery');
    try {
      await request(t.http).get(`/api/home/customer/get-reviews/${productId}`).query({ pageNo: 2 }).expect(200);
      // Two today: the page, and the per-star counts that also tell an unknown product.
      expect(spy.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 404 for an unknown product and 400 for a malformed id or page', async () => {
    const unknown = await request(t.http).get('/api/home/customer/get-reviews/00000000-0000-4000-8000-000000000000').expect(404);
    expect(unknown.body.code).toBe('PRODUCT_NOT_FOUND');
    const malformed = await request(t.http).get('/api/home/customer/get-reviews/kundan-jhumka-0').expect(400);
    expect(malformed.body).toMatchObject({ error: 'productId must be a UUID', fields: [{ field: 'productId', messages: ['productId must be a UUID'] }] });
    for (const pageNo of ['0', 'two', '1.5']) {
      const page = await request(t.http).get(`/api/home/customer/get-reviews/${productId}`).query({ pageNo }).expect(400);
      expect(page.body.fields).toEqual([{ field: 'pageNo', messages: ['pageNo must be a whole number from 1 to 100000'] }]);
    }
  });
});

describe('/api/admin/reviews', () => {
  it('answers 401 without a token and 403 with a customer token', async () => {
    const customer = await registerCustomer(t);
    await request(t.http).get('/api/admin/reviews').expect(401);
    await request(t.http).get('/api/admin/reviews').set(...bearer(customer)).expect(403);
    const reviewId = await insertReview(await newProduct(), 5);
    await request(t.http).put(`/api/admin/reviews/${reviewId}`).set(...bearer(customer)).send({ hidden: true }).expect(403);
    await request(t.http).delete(`/api/admin/reviews/${reviewId}`).set(...bearer(customer)).expect(403);
  });

  it('lists with Content-Range, filtered by product, rating, hidden and text, sorted by rating', async () => {
    const productId = await newProduct(sellerA.id);
    const customer = await registerCustomer(t, 'Gauri Shah');
    await submit(customer, { name: 'Gauri', review: 'The clasp is sturdy.', rating: 2, productId }).expect(201);
    await insertReview(productId, 5, { review: 'Shines beautifully.' });
    await insertReview(productId, 3, { review: 'Clasp broke.', hidden: true });
    const base = { filter: JSON.stringify({ productId }) };

    const all = await request(t.http).get('/api/admin/reviews').query({ ...base, sort: '["rating","DESC"]', range: '[0,1]' }).set(...bearer(admin)).expect(200);
    expect(all.headers['content-range']).toBe('reviews 0-1/3');
    expect(all.body.map((r: { rating: number }) => r.rating)).toEqual([5, 3]);
    const gauri = (await request(t.http).get('/api/admin/reviews').query({ filter: JSON.stringify({ productId, rating: 2 }) }).set(...bearer(admin)).expect(200)).body;
    expect(gauri).toEqual([
      {
        id: gauri[0]._id,
        _id: expect.any(String),
        name: 'Gauri',
        review: 'The clasp is sturdy.',
        rating: 2,
        date: expect.any(String),
        productId,
        productName: expect.stringMatching(/^Kundan Jhumka/),
        productSlug: expect.stringMatching(/^kundan-jhumka-/),
        userId: customer.id,
        hidden: false,
        createdAt: gauri[0].date,
      },
    ]);
    const hidden = await request(t.http).get('/api/admin/reviews').query({ filter: JSON.stringify({ productId, hidden: true }) }).set(...bearer(admin)).expect(200);
    expect(hidden.body.map((r: { review: string }) => r.review)).toEqual(['Clasp broke.']);
    const text = await request(t.http).get('/api/admin/reviews').query({ filter: JSON.stringify({ productId, q: 'CLASP' }) }).set(...bearer(admin)).expect(200);
    expect(text.body).toHaveLength(2);
    const byName = await request(t.http).get('/api/admin/reviews').query({ filter: JSON.stringify({ productId, q: 'gaur' }) }).set(...bearer(admin)).expect(200);
    expect(byName.body).toHaveLength(1);
  });

  it('names a bad filter', async () => {
    const rating = await request(t.http).get('/api/admin/reviews').query({ filter: '{"rating":9}' }).set(...bearer(admin)).expect(400);
    expect(rating.body.error).toBe('filter.rating must be a whole number from 1 to 5');
    const product = await request(t.http).get('/api/admin/reviews').query({ filter: '{"productId":"x"}' }).set(...bearer(admin)).expect(400);
    expect(product.body.error).toBe('filter.productId must be a UUID');
    const sort = await request(t.http).get('/api/admin/reviews').query({ sort: '["name","ASC"]' }).set(...bearer(admin)).expect(400);
    expect(sort.body.error).toContain('sort can be on createdAt, rating');
  });

  it('hides and shows a review again, the product rating following each time', async () => {
    const productId = await newProduct();
    const customer = await registerCustomer(t);
    await submit(customer, { review: 'Perfect.', rating: 5, productId }).expect(201);
    await submit(await registerCustomer(t), { review: 'Tarnished.', rating: 2, productId }).expect(201);
    expect(await productRating(productId)).toEqual({ rating: 3.5, reviewCount: 2 });
    const { rows } = await t.sql.query('SELECT id FROM reviews WHERE product_id = $1 AND rating = 2', [productId]);
    const reviewId = rows[0].id as string;

    const hidden = await request(t.http).put(`/api/admin/reviews/${reviewId}`).set(...bearer(admin)).send({ hidden: true }).expect(200);
    expect(hidden.body).toMatchObject({ id: reviewId, hidden: true, rating: 2 });
    expect(await productRating(productId)).toEqual({ rating: 5, reviewCount: 1 });
    const shop = await request(t.http).get(`/api/home/customer/get-reviews/${productId}`).expect(200);
    expect(shop.body.totalReview).toBe(1);
    expect(shop.body.reviews.map((r: { _id: string }) => r._id)).not.toContain(reviewId);

    await request(t.http).put(`/api/admin/reviews/${reviewId}`).set(...bearer(admin)).send({ hidden: false }).expect(200);
    expect(await productRating(productId)).toEqual({ rating: 3.5, reviewCount: 2 });
    const one = await request(t.http).get(`/api/admin/reviews/${reviewId}`).set(...bearer(admin)).expect(200);
    expect(one.body.hidden).toBe(false);
  });

  it('deletes a review, the rating following, and answers 404 afterwards', async () => {
    const productId = await newProduct();
    await submit(await registerCustomer(t), { review: 'Lovely.', rating: 4, productId }).expect(201);
    const { rows } = await t.sql.query('SELECT id FROM reviews WHERE product_id = $1', [productId]);
    const reviewId = rows[0].id as string;
    const deleted = await request(t.http).delete(`/api/admin/reviews/${reviewId}`).set(...bearer(admin)).expect(200);
    expect(deleted.body).toMatchObject({ id: reviewId, rating: 4, productId });
    expect(await productRating(productId)).toEqual({ rating: 0, reviewCount: 0 });
    await request(t.http).get(`/api/admin/reviews/${reviewId}`).set(...bearer(admin)).expect(404);
    await request(t.http).put(`/api/admin/reviews/${reviewId}`).set(...bearer(admin)).send({ hidden: true }).expect(404);
    await expectError(request(t.http).delete(`/api/admin/reviews/${reviewId}`).set(...bearer(admin)), 404, 'REVIEW_NOT_FOUND', 'This review does not exist.');
  });

  it('names a bad update or id', async () => {
    const reviewId = await insertReview(await newProduct(), 4);
    const notBoolean = await request(t.http).put(`/api/admin/reviews/${reviewId}`).set(...bearer(admin)).send({ hidden: 'yes' }).expect(400);
    expect(notBoolean.body.fields).toEqual([{ field: 'hidden', messages: ['hidden must be true or false'] }]);
    await request(t.http).put(`/api/admin/reviews/${reviewId}`).set(...bearer(admin)).send({}).expect(400);
    const other = await request(t.http).put(`/api/admin/reviews/${reviewId}`).set(...bearer(admin)).send({ hidden: true, stars: 5 }).expect(400);
    expect(other.body.error).toBe('property stars should not exist');
    // The record's own fields are read-only but for hidden: sent back changed, they are ignored.
    const rerated = await request(t.http).put(`/api/admin/reviews/${reviewId}`).set(...bearer(admin)).send({ hidden: true, rating: 1, review: 'Changed' }).expect(200);
    expect(rerated.body).toMatchObject({ hidden: true, rating: 4 });
    expect(rerated.body.review).not.toBe('Changed');
    const malformed = await request(t.http).get('/api/admin/reviews/123').set(...bearer(admin)).expect(400);
    expect(malformed.body.error).toBe('id must be a UUID');
  });

  it("lets a seller see and hide only reviews of the seller's own products, and not delete", async () => {
    const own = await newProduct(sellerA.id);
    const others = await newProduct(sellerB.id);
    const unowned = await newProduct(null);
    const ownReview = await insertReview(own, 5);
    const othersReview = await insertReview(others, 1);
    const unownedReview = await insertReview(unowned, 2);

    const listed = await request(t.http).get('/api/admin/reviews').query({ range: '[0,499]' }).set(...bearer(sellerA)).expect(200);
    const listedIds = listed.body.map((r: { id: string }) => r.id);
    expect(listedIds).toContain(ownReview);
    expect(listedIds).not.toContain(othersReview);
    expect(listedIds).not.toContain(unownedReview);
    expect(listed.body.every((r: { productId: string }) => r.productId !== others && r.productId !== unowned)).toBe(true);
    const filtered = await request(t.http).get('/api/admin/reviews').query({ filter: JSON.stringify({ productId: others }) }).set(...bearer(sellerA)).expect(200);
    expect(filtered.body).toEqual([]);
    expect(filtered.headers['content-range']).toBe('reviews 0-0/0');

    await request(t.http).get(`/api/admin/reviews/${ownReview}`).set(...bearer(sellerA)).expect(200);
    await request(t.http).get(`/api/admin/reviews/${othersReview}`).set(...bearer(sellerA)).expect(404);
    await request(t.http).put(`/api/admin/reviews/${othersReview}`).set(...bearer(sellerA)).send({ hidden: true }).expect(404);
    await request(t.http).put(`/api/admin/reviews/${unownedReview}`).set(...bearer(sellerA)).send({ hidden: true }).expect(404);
    const { rows } = await t.sql.query('SELECT hidden FROM reviews WHERE id = ANY($1)', [[othersReview, unownedReview]]);
    expect(rows.every((row) => row.hidden === false)).toBe(true);

    await request(t.http).put(`/api/admin/reviews/${ownReview}`).set(...bearer(sellerA)).send({ hidden: true }).expect(200);
    const refused = await request(t.http).delete(`/api/admin/reviews/${ownReview}`).set(...bearer(sellerA)).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');

    const adminList = await request(t.http).get('/api/admin/reviews').query({ range: '[0,499]' }).set(...bearer(admin)).expect(200);
    expect(adminList.body.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([ownReview, othersReview, unownedReview]));
  });
});
