import request from 'supertest';
import type { LatestReviewDto } from '../../src/modules/review/dto/latest-reviews.response.dto.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let seq = 0;

const HOUR = 3600 * 1000;
const start = Date.now() - 30 * 24 * HOUR;

/** A review straight in the database, `hoursIn` hours after the start of the month. */
async function review(productId: string, rating: number, hoursIn: number, hidden = false): Promise<string> {
  seq += 1;
  const { rows } = await t.sql.query(
    'INSERT INTO reviews (product_id, name, review, rating, hidden, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [productId, `Reviewer ${seq}`, `Review number ${seq}: lovely finish.`, rating, hidden, new Date(start + hoursIn * HOUR)],
  );
  return rows[0].id as string;
}

let ring: string;
let pendant: string;
/** Every review by id with its rating and hour, to work out the expected orders. */
const arranged: { id: string; rating: number; hour: number; hidden: boolean; productId: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const category = await insertCategory(t.sql, 'Rings');
  ring = await insertProduct(t.sql, { name: 'Halo Solitaire Ring', categoryId: category });
  pendant = await insertProduct(t.sql, { name: 'Om Pendant in Gold', categoryId: category });
  const plan: [string, number, number, boolean][] = [
    [ring, 5, 1, false],
    [pendant, 2, 2, false],
    [ring, 4, 3, false],
    [pendant, 5, 4, false],
    [ring, 1, 5, true],
    [pendant, 3, 6, false],
    [ring, 2, 7, false],
    [pendant, 4, 8, false],
  ];
  for (const [productId, rating, hour, hidden] of plan) arranged.push({ id: await review(productId, rating, hour, hidden), rating, hour, hidden, productId });
});
afterAll(() => t.close());

const visible = () => arranged.filter((r) => !r.hidden);
const ids = (body: { reviews: LatestReviewDto[] }) => body.reviews.map((r) => r._id);

describe('GET /api/home/customer/latest-reviews', () => {
  it('answers the visible reviews across products, newest first, with their product and the real count', async () => {
    const response = await request(t.http).get('/api/home/customer/latest-reviews').expect(200);
    expect(response.body.totalReview).toBe(visible().length);
    expect(ids(response.body)).toEqual([...visible()].sort((a, b) => b.hour - a.hour).map((r) => r.id));
    const newest = response.body.reviews[0] as LatestReviewDto;
    expect(newest).toEqual({
      _id: arranged[7].id,
      name: 'Reviewer 8',
      review: 'Review number 8: lovely finish.',
      rating: 4,
      date: new Date(start + 8 * HOUR).toISOString(),
      productName: 'Om Pendant in Gold',
      productSlug: 'om-pendant-in-gold',
      productImage: '/uploads/products/a-640.webp',
    });
  });

  it('sorts by rating high (then newest) and low (then newest)', async () => {
    const high = await request(t.http).get('/api/home/customer/latest-reviews?sort=high').expect(200);
    expect(ids(high.body)).toEqual([...visible()].sort((a, b) => b.rating - a.rating || b.hour - a.hour).map((r) => r.id));
    const low = await request(t.http).get('/api/home/customer/latest-reviews?sort=low').expect(200);
    expect(ids(low.body)).toEqual([...visible()].sort((a, b) => a.rating - b.rating || b.hour - a.hour).map((r) => r.id));
    expect((low.body.reviews as LatestReviewDto[]).map((r) => r.rating)).toEqual([2, 2, 3, 4, 4, 5, 5]);
  });

  it('pages, keeping the count of every visible review', async () => {
    const first = await request(t.http).get('/api/home/customer/latest-reviews?sort=high&page=1&perPage=3').expect(200);
    const third = await request(t.http).get('/api/home/customer/latest-reviews?sort=high&page=3&perPage=3').expect(200);
    const all = [...visible()].sort((a, b) => b.rating - a.rating || b.hour - a.hour).map((r) => r.id);
    expect(ids(first.body)).toEqual(all.slice(0, 3));
    expect(ids(third.body)).toEqual(all.slice(6, 9));
    expect(third.body.totalReview).toBe(7);
    const beyond = await request(t.http).get('/api/home/customer/latest-reviews?page=9').expect(200);
    expect(beyond.body).toEqual({ reviews: [], totalReview: 7 });
  });

  it('follows moderation: a review hidden later leaves the list and the count', async () => {
    const target = arranged[0];
    await t.sql.query('UPDATE reviews SET hidden = true WHERE id = $1', [target.id]);
    try {
      const response = await request(t.http).get('/api/home/customer/latest-reviews?perPage=50').expect(200);
      expect(response.body.totalReview).toBe(6);
      expect(ids(response.body)).not.toContain(target.id);
    } finally {
      await t.sql.query('UPDATE reviews SET hidden = false WHERE id = $1', [target.id]);
    }
  });

  it.each([
    ['sort=best', 'sort must be one of newest, high, low'],
    ['page=0', 'page must be a whole number from 1 to 100000'],
    ['perPage=51', 'perPage must be a whole number from 1 to 50'],
  ])('refuses %s, naming the parameter', async (query, message) => {
    const response = await request(t.http).get(`/api/home/customer/latest-reviews?${query}`).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
  });
});
