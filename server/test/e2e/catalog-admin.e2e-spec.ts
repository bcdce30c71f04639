import request from 'supertest';
import { srcsetOf } from '../../src/modules/storage/storage.service.js';
import { type Account, bearer, createShopCallers } from '../helpers/accounts.js';
import { insertCategory, insertProduct, type ProductRow } from '../helpers/catalog-factory.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { storedPictures } from '../helpers/stored-pictures.js';
import { drawPicture } from '../helpers/pictures.js';
import { expectError } from '../helpers/errors.js';
import { FIXED_IMITATION } from '../helpers/fixtures.js';

let t: TestApp;
let admin: Account;
let seller: Account;
let otherSeller: Account;
let customer: Account;
let rings: string;
let earrings: string;
let png: Buffer;

const { allExist, noneExist, filesIn } = storedPictures(() => t);
const storedProductFiles = () => filesIn('products');

async function upload(account: Account, count = 1): Promise<string[]> {
  let call = request(t.http).post('/api/admin/products/images').set(...bearer(account));
  for (let i = 0; i < count; i++) call = call.attach('images', png, `photo-${i}.png`);
  const response = await call.expect(201);
  return (response.body.images as { url: string }[]).map((image) => image.url);
}

/** The product these tests create, but for its category and pictures; the answers carry the same values back. */
const JHUMKA = {
  name: 'Gold Jhumka Earrings',
  brand: 'Sona Heritage',
  description: 'Temple jhumkas with a ruby drop.',
  points: ['22K gold plated', 'Push-back closure'],
  gender: 'female',
  price: 1499.5,
  discount: 20,
  stock: 12,
  colors: ['Gold'],
  sizes: ['Free Size'],
};

async function productBody(account: Account, overrides: Record<string, unknown> = {}) {
  return { ...JHUMKA, categoryId: earrings, images: await upload(account), ...overrides };
}

async function createProduct(account: Account, overrides: Record<string, unknown> = {}) {
  const response = await request(t.http).post('/api/admin/products').set(...bearer(account)).send(await productBody(account, overrides)).expect(201);
  return response.body as { id: string; slug: string; images: string[]; sellerId: string | null; shopName: string };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, seller, otherSeller, customer } = await createShopCallers(t));
  rings = await insertCategory(t.sql, 'Rings', 1);
  earrings = await insertCategory(t.sql, 'Earrings', 2);
  png = await drawPicture('png', 900, 700, '#c9a227');
});
afterAll(() => t.close());

describe('POST /api/admin/products/images', () => {
  it('stores real pictures in three widths and answers their urls', async () => {
    const response = await request(t.http)
      .post('/api/admin/products/images')
      .set(...bearer(seller))
      .attach('images', png, 'a.png')
      .attach('images', png, 'b.png')
      .expect(201);
    expect(response.body.images).toHaveLength(2);
    for (const image of response.body.images) {
      expect(image).toEqual({ url: expect.stringMatching(/^\/uploads\/products\/[0-9a-f-]{36}-640\.webp$/), srcset: srcsetOf(image.url), width: 640, height: 498 });
      expect(allExist(image.url)).toBe(true);
    }
  });

  it('refuses text named like a picture with a 400, keeping none of the files of that upload', async () => {
    const before = storedProductFiles();
    const response = await request(t.http)
      .post('/api/admin/products/images')
      .set(...bearer(admin))
      .attach('images', png, 'good.png')
      .attach('images', Buffer.from('this is not a picture'), { filename: 'bad.png', contentType: 'image/png' })
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'UPLOAD_NOT_IMAGE', error: expect.any(String) });
    expect(storedProductFiles()).toEqual(before);
  });

  it('refuses an upload without pictures and one with more than 8', async () => {
    const none = await request(t.http).post('/api/admin/products/images').set(...bearer(admin)).field('note', 'x').expect(400);
    expect(none.body.code).toBe('UPLOAD_MISSING');
    expect(none.body.error).toContain('images');
    let call = request(t.http).post('/api/admin/products/images').set(...bearer(admin));
    for (let i = 0; i < 9; i++) call = call.attach('images', png, `p${i}.png`);
    const nine = await call.expect(400);
    expect(nine.body.error).toBe('images takes 1 to 8 pictures, sent in the multipart form field "images"');
    const wrongField = await request(t.http).post('/api/admin/products/images').set(...bearer(admin)).attach('image', png, 'a.png').expect(400);
    expect(wrongField.body.error).toContain('"images"');
  });

  it('needs a staff token: 401 without, 403 for a customer', async () => {
    await request(t.http).post('/api/admin/products/images').attach('images', png, 'a.png').expect(401);
    await request(t.http).post('/api/admin/products/images').set(...bearer(customer)).attach('images', png, 'a.png').expect(403);
  });
});

describe('POST /api/admin/products', () => {
  it('creates a house product as an admin, in rupees, with a slug made from the name', async () => {
    const body = await productBody(admin, { name: 'Ruby Drop Jhumka' });
    const response = await request(t.http).post('/api/admin/products').set(...bearer(admin)).send(body).expect(201);
    expect(response.body).toEqual({
      ...JHUMKA,
      id: expect.any(String),
      name: 'Ruby Drop Jhumka',
      slug: 'ruby-drop-jhumka',
      categoryId: earrings,
      category: 'Earrings',
      // 1499.5 - floor(1499.5 × 20 / 100)
      salePrice: 1200.5,
      images: body.images,
      rating: 0,
      reviewCount: 0,
      sellerId: null,
      shopName: 'Sona Jewellers',
      // A fixed-price piece of no precious metal unless told otherwise (issue 16), billed as imitation jewellery.
      ...FIXED_IMITATION,
      nonReturnable: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { rows } = await t.sql.query('SELECT price_paise FROM products WHERE id = $1', [response.body.id]);
    expect(rows[0].price_paise).toBe(149_950);
    const storefront = await request(t.http).get('/api/home/get-product/ruby-drop-jhumka').expect(200);
    expect(storefront.body.product).toMatchObject({ price: 1499.5, salePrice: 1200.5, category: 'Earrings' });
  });

  it('gives two products named alike distinct slugs', async () => {
    const first = await createProduct(admin, { name: 'Silver Toe Ring' });
    const second = await createProduct(admin, { name: 'Silver  Toe Ring!' });
    const third = await createProduct(seller, { name: 'silver toe ring' });
    expect([first.slug, second.slug, third.slug]).toEqual(['silver-toe-ring', 'silver-toe-ring-2', 'silver-toe-ring-3']);
  });

  it('refuses a slug another product has with a 409', async () => {
    await createProduct(admin, { name: 'Pearl Stud', slug: 'pearl-stud-classic' });
    const response = await request(t.http)
      .post('/api/admin/products')
      .set(...bearer(admin))
      .send(await productBody(admin, { name: 'Another Pearl Stud', slug: 'pearl-stud-classic' }))
      .expect(409);
    expect(response.body).toEqual({ error: 'Another product already has the slug "pearl-stud-classic".', statusCode: 409, code: 'PRODUCT_SLUG_TAKEN' });
  });

  it.each([
    ['price', { price: 0 }],
    ['price', { price: 12.345 }],
    ['price', { price: '1200' }],
    ['discount', { discount: 101 }],
    ['stock', { stock: -1 }],
    ['gender', { gender: 'men' }],
    ['images', { images: [] }],
    ['images', { images: ['https://elsewhere.example/ring.png'] }],
    ['images', { images: ['/uploads/../secrets.json'] }],
    ['categoryId', { categoryId: 'rings' }],
    ['name', { name: '' }],
    ['slug', { slug: 'Not A Slug' }],
    ['sellerId', { sellerId: 'somebody' }],
  ])('refuses a bad %s with a 400 naming it', async (field, overrides) => {
    const response = await request(t.http).post('/api/admin/products').set(...bearer(admin)).send(await productBody(admin, overrides)).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.error).toContain(field);
  });

  it('refuses a category or seller that does not exist, and fields a product does not have; ignores its read-only ones', async () => {
    const category = await request(t.http)
      .post('/api/admin/products')
      .set(...bearer(admin))
      .send(await productBody(admin, { categoryId: '00000000-0000-4000-8000-000000000000' }))
      .expect(400);
    expect(category.body.error).toBe('categoryId must be the id of an existing category');
    const notSeller = await request(t.http).post('/api/admin/products').set(...bearer(admin)).send(await productBody(admin, { sellerId: customer.id })).expect(400);
    expect(notSeller.body.error).toContain('sellerId');
    const extra = await request(t.http).post('/api/admin/products').set(...bearer(admin)).send(await productBody(admin, { weight: 5 })).expect(400);
    expect(extra.body.error).toBe('property weight should not exist');
    const rated = await request(t.http).post('/api/admin/products').set(...bearer(admin)).send(await productBody(admin, { rating: 5, reviewCount: 40 })).expect(201);
    expect(rated.body).toMatchObject({ rating: 0, reviewCount: 0 });
  });

  it("puts a seller's product in their own shop, under their account name", async () => {
    const product = await createProduct(seller, { name: 'Oxidised Jhumka' });
    expect(product).toMatchObject({ sellerId: seller.id, shopName: 'Marwar Silver House' });
  });

  it('refuses a seller who names another owner or shop (403)', async () => {
    const other = await request(t.http).post('/api/admin/products').set(...bearer(seller)).send(await productBody(seller, { sellerId: otherSeller.id })).expect(403);
    expect(other.body.code).toBe('SELLER_FIELDS_FORBIDDEN');
    await request(t.http).post('/api/admin/products').set(...bearer(seller)).send(await productBody(seller, { shopName: 'Sona Jewellers' })).expect(403);
    // Their own values, as the console sends the whole record back, are fine.
    await request(t.http)
      .post('/api/admin/products')
      .set(...bearer(seller))
      .send(await productBody(seller, { name: 'Own Shop Anklet', sellerId: seller.id, shopName: 'Marwar Silver House' }))
      .expect(201);
  });

  it("lets an admin place a product with a seller, under the seller's name unless told otherwise", async () => {
    expect(await createProduct(admin, { name: 'Seller Placed Ring', sellerId: otherSeller.id })).toMatchObject({ sellerId: otherSeller.id, shopName: 'Jaipur Gems' });
    expect(await createProduct(admin, { name: 'Renamed Shop Ring', sellerId: otherSeller.id, shopName: 'Jaipur Gems Outlet' })).toMatchObject({ shopName: 'Jaipur Gems Outlet' });
  });

  it('needs a staff token: 401 without, 403 for a customer', async () => {
    const body = await productBody(admin);
    await request(t.http).post('/api/admin/products').send(body).expect(401);
    await request(t.http).post('/api/admin/products').set(...bearer(customer)).send(body).expect(403);
  });
});

describe('GET /api/admin/products', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    const listing = await insertCategory(t.sql, 'Listing Test', 9);
    const row = (name: string, extra: Partial<ProductRow>) => insertProduct(t.sql, { name, categoryId: listing, ...extra });
    ids = {
      cheap: await row('Listing Cheap Stud', { price: 100, stock: 0, gender: 'kids', brand: 'Nazar Kids' }),
      middle: await row('Listing Middle Chain', { price: 500, stock: 4, gender: 'male' }),
      dear: await row('Listing Dear Bangle', { price: 90_000, stock: 30, gender: 'female', discount: 40 }),
    };
    await t.sql.query('UPDATE products SET seller_id = $1 WHERE id = $2', [otherSeller.id, ids.middle]);
    ids.listing = listing;
  });

  const list = (account: Account, params: Record<string, unknown>) =>
    request(t.http)
      .get('/api/admin/products')
      .set(...bearer(account))
      .query(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])));

  it('pages, sorts and answers Content-Range', async () => {
    const response = await list(admin, { filter: { categoryId: ids.listing }, sort: ['price', 'DESC'], range: [0, 1] }).expect(200);
    expect(response.headers['content-range']).toBe('products 0-1/3');
    expect(response.body.map((p: { id: string }) => p.id)).toEqual([ids.dear, ids.middle]);
    const next = await list(admin, { filter: { categoryId: ids.listing }, sort: ['price', 'DESC'], range: [2, 3] }).expect(200);
    expect(next.headers['content-range']).toBe('products 2-2/3');
    expect(next.body.map((p: { id: string }) => p.id)).toEqual([ids.cheap]);
  });

  it.each<[string, () => Record<string, unknown>, string[]]>([
    ['q on the name', () => ({ q: 'dear bang' }), ['dear']],
    ['q on the brand', () => ({ q: 'nazar kids' }), ['cheap']],
    ['gender', () => ({ gender: 'male' }), ['middle']],
    ['stock out', () => ({ stock: 'out' }), ['cheap']],
    ['stock low', () => ({ stock: 'low' }), ['cheap', 'middle']],
    ['id list', () => ({ id: [ids.cheap, ids.dear] }), ['cheap', 'dear']],
  ])('filters by %s', async (_label, filter, expected) => {
    const response = await list(admin, { filter: { ...filter(), categoryId: ids.listing }, sort: ['price', 'ASC'] }).expect(200);
    expect(response.body.map((p: { id: string }) => p.id)).toEqual(expected.map((key) => ids[key]));
  });

  it('filters an admin list by seller, or by the house shop with null', async () => {
    const bySeller = await list(admin, { filter: { categoryId: ids.listing, sellerId: otherSeller.id } }).expect(200);
    expect(bySeller.body.map((p: { id: string }) => p.id)).toEqual([ids.middle]);
    const house = await list(admin, { filter: { categoryId: ids.listing, sellerId: null }, sort: ['price', 'ASC'] }).expect(200);
    expect(house.body.map((p: { id: string }) => p.id)).toEqual([ids.cheap, ids.dear]);
  });

  it("shows a seller only their own products, whatever the filter asks", async () => {
    const own = await list(otherSeller, { filter: { categoryId: ids.listing } }).expect(200);
    expect(own.body.map((p: { id: string }) => p.id)).toEqual([ids.middle]);
    expect(own.headers['content-range']).toBe('products 0-0/1');
    const all = await list(seller, { filter: { sellerId: otherSeller.id }, range: [0, 499] }).expect(200);
    expect(all.body.length).toBeGreaterThan(0);
    expect(all.body.every((p: { sellerId: string }) => p.sellerId === seller.id)).toBe(true);
  });

  it('refuses a bad filter or sort with a 400 naming it', async () => {
    expect((await list(admin, { filter: { gender: 'men' } }).expect(400)).body.error).toContain('filter.gender');
    expect((await list(admin, { filter: { stock: 'none' } }).expect(400)).body.error).toContain('filter.stock');
    expect((await list(admin, { filter: { categoryId: 'rings' } }).expect(400)).body.error).toContain('filter.categoryId');
    expect((await list(admin, { sort: ['password', 'ASC'] }).expect(400)).body.error).toContain('sort');
  });

  it('leaves gifts out unless filter.isGift asks for them', async () => {
    const gift = await insertProduct(t.sql, { name: 'Listing Gift Box', categoryId: ids.listing, price: 300 });
    await t.sql.query('UPDATE products SET is_gift = true WHERE id = $1', [gift]);
    const ordinary = await list(admin, { filter: { categoryId: ids.listing }, sort: ['price', 'ASC'] }).expect(200);
    expect(ordinary.body.map((p: { id: string }) => p.id)).toEqual([ids.cheap, ids.middle, ids.dear]);
    expect(ordinary.headers['content-range']).toBe('products 0-2/3');
    const gifts = await list(admin, { filter: { categoryId: ids.listing, isGift: true } }).expect(200);
    expect(gifts.body.map((p: { id: string }) => p.id)).toEqual([gift]);
    const notGifts = await list(admin, { filter: { categoryId: ids.listing, isGift: false }, sort: ['price', 'ASC'] }).expect(200);
    expect(notGifts.body).toHaveLength(3);
    const byId = await list(admin, { filter: { id: [gift, ids.cheap] } }).expect(200);
    expect(byId.body.map((p: { id: string }) => p.id)).toEqual([ids.cheap]);
    expect((await list(admin, { filter: { isGift: 'sometimes' } }).expect(400)).body.error).toBe('filter.isGift must be true or false');
    await t.sql.query('DELETE FROM products WHERE id = $1', [gift]);
  });

  it('needs a staff token: 401 without, 403 for a customer', async () => {
    await request(t.http).get('/api/admin/products').expect(401);
    await request(t.http).get('/api/admin/products').set(...bearer(customer)).expect(403);
  });
});

describe('GET /api/admin/products/{id}', () => {
  it("answers any product to an admin, a seller's own to them and 404 for another's", async () => {
    const product = await createProduct(seller, { name: 'Scoped Get Pendant' });
    expect((await request(t.http).get(`/api/admin/products/${product.id}`).set(...bearer(admin)).expect(200)).body.id).toBe(product.id);
    expect((await request(t.http).get(`/api/admin/products/${product.id}`).set(...bearer(seller)).expect(200)).body.name).toBe('Scoped Get Pendant');
    const other = await request(t.http).get(`/api/admin/products/${product.id}`).set(...bearer(otherSeller)).expect(404);
    expect(other.body.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('answers 404 for a gift on GET, PUT and DELETE, pointing to the gifts resource, and leaves it as it was', async () => {
    const product = await createProduct(admin, { name: 'Not Here Gift Box' });
    await t.sql.query('UPDATE products SET is_gift = true WHERE id = $1', [product.id]);
    const body = { ...(await productBody(admin, { name: 'Not Here Gift Box' })), images: product.images, categoryId: rings };
    const expected = { error: `This product is a gift: open it as /api/admin/gifts/${product.id}.`, statusCode: 404, code: 'PRODUCT_IS_GIFT' };
    expect((await request(t.http).get(`/api/admin/products/${product.id}`).set(...bearer(admin)).expect(404)).body).toEqual(expected);
    expect((await request(t.http).put(`/api/admin/products/${product.id}`).set(...bearer(admin)).send(body).expect(404)).body).toEqual(expected);
    expect((await request(t.http).delete(`/api/admin/products/${product.id}`).set(...bearer(admin)).expect(404)).body).toEqual(expected);
    const { rows } = await t.sql.query('SELECT category_id, is_gift FROM products WHERE id = $1', [product.id]);
    expect(rows).toEqual([{ category_id: earrings, is_gift: true }]);
    expect(allExist(product.images[0])).toBe(true);
  });

  it('answers 400 naming id for something that is not a UUID, and 404 for an unknown one', async () => {
    expect((await request(t.http).get('/api/admin/products/abc').set(...bearer(admin)).expect(400)).body.error).toBe('id must be a UUID');
    await request(t.http).get('/api/admin/products/00000000-0000-4000-8000-000000000000').set(...bearer(admin)).expect(404);
    await request(t.http).get('/api/admin/products/00000000-0000-4000-8000-000000000000').expect(401);
  });
});

describe('PUT /api/admin/products/{id}', () => {
  it('replaces the fields, keeps the slug when left out and deletes the files of a picture taken off', async () => {
    const product = await createProduct(admin, { name: 'Editable Kada' });
    const [added] = await upload(admin);
    const response = await request(t.http)
      .put(`/api/admin/products/${product.id}`)
      .set(...bearer(admin))
      .send({ name: 'Editable Kada for Men', categoryId: rings, gender: 'male', price: 2500, discount: 10, stock: 0, images: [added] })
      .expect(200);
    expect(response.body).toMatchObject({
      name: 'Editable Kada for Men',
      slug: 'editable-kada',
      categoryId: rings,
      category: 'Rings',
      gender: 'male',
      price: 2500,
      salePrice: 2250,
      stock: 0,
      images: [added],
      // Left out: kept.
      brand: 'Sona Heritage',
      colors: ['Gold'],
    });
    expect(noneExist(product.images[0])).toBe(true);
    expect(allExist(added)).toBe(true);
  });

  it("lets a seller edit their own product, sending the owner fields back unchanged, but not another's", async () => {
    const product = await createProduct(seller, { name: 'Seller Edit Bracelet' });
    const body = { ...(await productBody(seller, { name: 'Seller Edit Bracelet' })), images: product.images, stock: 3, sellerId: seller.id, shopName: 'Marwar Silver House' };
    expect((await request(t.http).put(`/api/admin/products/${product.id}`).set(...bearer(seller)).send(body).expect(200)).body.stock).toBe(3);
    await request(t.http).put(`/api/admin/products/${product.id}`).set(...bearer(otherSeller)).send(body).expect(404);
    const moved = await request(t.http)
      .put(`/api/admin/products/${product.id}`)
      .set(...bearer(seller))
      .send({ ...body, shopName: 'Somebody Else' })
      .expect(403);
    expect(moved.body.error).toBe('Only an admin can change sellerId or shopName.');
  });

  it('lets an admin move a product to a seller and back to the house shop', async () => {
    const product = await createProduct(admin, { name: 'Moving Nose Pin' });
    const body = { ...(await productBody(admin, { name: 'Moving Nose Pin' })), images: product.images };
    const toSeller = await request(t.http).put(`/api/admin/products/${product.id}`).set(...bearer(admin)).send({ ...body, sellerId: seller.id }).expect(200);
    expect(toSeller.body).toMatchObject({ sellerId: seller.id, shopName: 'Marwar Silver House' });
    const back = await request(t.http).put(`/api/admin/products/${product.id}`).set(...bearer(admin)).send({ ...body, sellerId: null }).expect(200);
    expect(back.body).toMatchObject({ sellerId: null, shopName: 'Sona Jewellers' });
  });

  it('refuses a slug another product has, and bad input naming the field', async () => {
    const one = await createProduct(admin, { name: 'Slug Holder' });
    const two = await createProduct(admin, { name: 'Slug Seeker' });
    const body = { ...(await productBody(admin, { name: 'Slug Seeker' })), images: two.images };
    await request(t.http).put(`/api/admin/products/${two.id}`).set(...bearer(admin)).send({ ...body, slug: one.slug }).expect(409);
    expect((await request(t.http).put(`/api/admin/products/${two.id}`).set(...bearer(admin)).send({ ...body, discount: -5 }).expect(400)).body.error).toContain('discount');
    await request(t.http).put(`/api/admin/products/${two.id}`).set(...bearer(customer)).send(body).expect(403);
  });

  it('refuses null for an optional field, naming it, where null would only mean the house shop for sellerId', async () => {
    const product = await createProduct(admin, { name: 'Null Guard Chain' });
    const body = { ...(await productBody(admin, { name: 'Null Guard Chain' })), images: product.images };
    for (const field of ['brand', 'description', 'points', 'discount', 'stock', 'colors', 'sizes', 'slug', 'shopName']) {
      const refused = await request(t.http).put(`/api/admin/products/${product.id}`).set(...bearer(admin)).send({ ...body, [field]: null }).expect(400);
      expect(refused.body).toMatchObject({ error: `${field} must not be null`, fields: [{ field, messages: [`${field} must not be null`] }] });
    }
    const created = await request(t.http).post('/api/admin/products').set(...bearer(admin)).send({ ...body, name: 'Null Guard Two', stock: null }).expect(400);
    expect(created.body.error).toBe('stock must not be null');
    const house = await request(t.http).put(`/api/admin/products/${product.id}`).set(...bearer(admin)).send({ ...body, sellerId: null }).expect(200);
    expect(house.body).toMatchObject({ sellerId: null, brand: 'Sona Heritage', stock: 12 });
  });
});

describe('DELETE /api/admin/products/{id}', () => {
  it('deletes the product and its picture files; carts, wishlists and reviews lose it', async () => {
    const product = await createProduct(admin, { name: 'Doomed Anklet' });
    await t.sql.query('INSERT INTO cart_lines (user_id, product_id, quantity) VALUES ($1, $2, 1)', [customer.id, product.id]);
    await t.sql.query('INSERT INTO wishlist_items (user_id, product_id) VALUES ($1, $2)', [customer.id, product.id]);
    await t.sql.query("INSERT INTO reviews (product_id, user_id, name, review, rating) VALUES ($1, $2, 'Asha', 'Lovely.', 5)", [product.id, customer.id]);
    expect(allExist(product.images[0])).toBe(true);

    const response = await request(t.http).delete(`/api/admin/products/${product.id}`).set(...bearer(admin)).expect(200);
    expect(response.body).toMatchObject({ id: product.id, name: 'Doomed Anklet' });
    expect(noneExist(product.images[0])).toBe(true);
    const { rows } = await t.sql.query(
      `SELECT (SELECT count(*) FROM products WHERE id = $1)::int AS products, (SELECT count(*) FROM cart_lines WHERE product_id = $1)::int AS cart,
              (SELECT count(*) FROM wishlist_items WHERE product_id = $1)::int AS wishlist, (SELECT count(*) FROM reviews WHERE product_id = $1)::int AS reviews`,
      [product.id],
    );
    expect(rows[0]).toEqual({ products: 0, cart: 0, wishlist: 0, reviews: 0 });
    await request(t.http).get(`/api/admin/products/${product.id}`).set(...bearer(admin)).expect(404);
  });

  it('keeps a picture another product still shows', async () => {
    const first = await createProduct(admin, { name: 'Sharing Ring One' });
    const second = await createProduct(admin, { name: 'Sharing Ring Two', images: first.images });
    await request(t.http).delete(`/api/admin/products/${first.id}`).set(...bearer(admin)).expect(200);
    expect(allExist(second.images[0])).toBe(true);
  });

  it("answers 404 to a seller deleting another's product, which stays", async () => {
    const product = await createProduct(otherSeller, { name: 'Protected Bangle' });
    await request(t.http).delete(`/api/admin/products/${product.id}`).set(...bearer(seller)).expect(404);
    await request(t.http).delete(`/api/admin/products/${product.id}`).set(...bearer(customer)).expect(403);
    await request(t.http).delete(`/api/admin/products/${product.id}`).expect(401);
    await request(t.http).delete(`/api/admin/products/${product.id}`).set(...bearer(otherSeller)).expect(200);
  });
});

describe('/api/admin/categories', () => {
  let pictureUrl: string;

  beforeAll(async () => {
    const response = await request(t.http).post('/api/admin/categories/image').set(...bearer(admin)).attach('image', png, 'tile.png').expect(201);
    pictureUrl = response.body.url;
  });

  describe('POST /api/admin/categories/image', () => {
    it('stores a picture under categories for an admin', async () => {
      const response = await request(t.http).post('/api/admin/categories/image').set(...bearer(admin)).attach('image', png, 'tile.png').expect(201);
      expect(response.body).toEqual({ url: expect.stringMatching(/^\/uploads\/categories\/[0-9a-f-]{36}-640\.webp$/), srcset: srcsetOf(response.body.url), width: 640, height: 498 });
      expect(allExist(response.body.url)).toBe(true);
    });

    it('refuses text, a seller and a customer', async () => {
      const text = await request(t.http)
        .post('/api/admin/categories/image')
        .set(...bearer(admin))
        .attach('image', Buffer.from('plain words'), { filename: 'tile.png', contentType: 'image/png' })
        .expect(400);
      expect(text.body.code).toBe('UPLOAD_NOT_IMAGE');
      const two = await request(t.http).post('/api/admin/categories/image').set(...bearer(admin)).attach('image', png, 'a.png').attach('image', png, 'b.png').expect(400);
      expect(two.body.error).toBe('image takes one picture, sent in the multipart form field "image"');
      await request(t.http).post('/api/admin/categories/image').set(...bearer(seller)).attach('image', png, 'tile.png').expect(403);
      await request(t.http).post('/api/admin/categories/image').set(...bearer(customer)).attach('image', png, 'tile.png').expect(403);
      await request(t.http).post('/api/admin/categories/image').attach('image', png, 'tile.png').expect(401);
    });
  });

  describe('POST /api/admin/categories', () => {
    it('creates a category under the slug its name makes, found by the storefront, after the last position', async () => {
      const response = await request(t.http)
        .post('/api/admin/categories')
        .set(...bearer(admin))
        .send({ name: "  Baby's   Nazar Bangles ", image: pictureUrl })
        .expect(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        name: "Baby's Nazar Bangles",
        slug: 'babys-nazar-bangles',
        image: pictureUrl,
        position: 10,
        productCount: 0,
        createdAt: expect.any(String),
      });
      await insertProduct(t.sql, { name: 'Tiny Nazar Bangle', categoryId: response.body.id });
      // The storefront's /category-data/{slug}.
      expect((await request(t.http).get('/api/home/get-category/babys-nazar-bangles').expect(200)).body.category.name).toBe("Baby's Nazar Bangles");
      const found = await request(t.http).get('/api/home/query-products').query({ categorySlug: 'babys-nazar-bangles' }).expect(200);
      expect(found.body.products.map((p: { name: string }) => p.name)).toEqual(['Tiny Nazar Bangle']);
    });

    it("makes the slug of any name by the shop's one rule, unique (-2, -3), and refuses a given one that breaks it", async () => {
      const create = (body: Record<string, unknown>) => request(t.http).post('/api/admin/categories').set(...bearer(admin)).send(body);
      const slugs: string[] = [];
      for (const name of ['Gifts & More', 'Gifts and More!', 'Jhumkā Sets', 'झुमका', '💍✨']) slugs.push((await create({ name }).expect(201)).body.slug as string);
      expect(slugs).toEqual(['gifts-and-more', 'gifts-and-more-2', 'jhumka-sets', 'jhumkaa', 'category']);
      for (const slug of ["baby's-charms", 'Jhumka-Sets', 'jhumkā', 'gifts--more', 'x'.repeat(101)]) {
        const response = await create({ name: `Given ${slug}`, slug }).expect(400);
        expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
        expect(response.body.error).toContain('slug must be lower-case letters and digits joined by single dashes, at most 100 characters, e.g. nose-pins');
      }
    });

    it('refuses a name or slug already used (409) and bad input naming the field (400)', async () => {
      const taken = await request(t.http).post('/api/admin/categories').set(...bearer(admin)).send({ name: 'rings' }).expect(409);
      expect(taken.body.code).toBe('CATEGORY_NAME_TAKEN');
      const slug = await request(t.http).post('/api/admin/categories').set(...bearer(admin)).send({ name: 'Finger Rings', slug: 'rings' }).expect(409);
      expect(slug.body.code).toBe('CATEGORY_SLUG_TAKEN');
      expect((await request(t.http).post('/api/admin/categories').set(...bearer(admin)).send({ name: '' }).expect(400)).body.error).toContain('name');
      expect((await request(t.http).post('/api/admin/categories').set(...bearer(admin)).send({ name: 'Chains', image: 'https://x.example/a.png' }).expect(400)).body.error).toContain('image');
      expect((await request(t.http).post('/api/admin/categories').set(...bearer(admin)).send({ name: 'Chains', position: -1 }).expect(400)).body.error).toContain('position');
      expect((await request(t.http).post('/api/admin/categories').set(...bearer(admin)).send({ name: 'Chains', slug: 'Chains Here' }).expect(400)).body.error).toContain('slug');
    });

    it('is for admins only: 403 for a seller or a customer, 401 without a token', async () => {
      await request(t.http).post('/api/admin/categories').set(...bearer(seller)).send({ name: 'Seller Category' }).expect(403);
      await request(t.http).post('/api/admin/categories').set(...bearer(customer)).send({ name: 'Customer Category' }).expect(403);
      await request(t.http).post('/api/admin/categories').send({ name: 'Nobody Category' }).expect(401);
    });
  });

  describe('GET /api/admin/categories', () => {
    it('lists for any staff member with product counts, sorted, filtered and with Content-Range', async () => {
      const response = await request(t.http)
        .get('/api/admin/categories')
        .set(...bearer(seller))
        .query({ sort: JSON.stringify(['name', 'ASC']), range: JSON.stringify([0, 1]), filter: JSON.stringify({ q: 'ring' }) })
        .expect(200);
      expect(response.headers['content-range']).toBe('categories 0-1/2');
      expect(response.body.map((c: { name: string }) => c.name)).toEqual(['Earrings', 'Rings']);
      expect(response.body[1].productCount).toBeGreaterThan(0);
      const byPosition = await request(t.http).get('/api/admin/categories').set(...bearer(admin)).query({ sort: JSON.stringify(['position', 'ASC']) }).expect(200);
      expect(byPosition.body[0].name).toBe('Rings');
      const byIds = await request(t.http).get('/api/admin/categories').set(...bearer(admin)).query({ filter: JSON.stringify({ id: [earrings] }) }).expect(200);
      expect(byIds.body.map((c: { id: string }) => c.id)).toEqual([earrings]);
    });

    it('refuses a customer (403) and a sort it does not offer (400)', async () => {
      await request(t.http).get('/api/admin/categories').set(...bearer(customer)).expect(403);
      await request(t.http).get('/api/admin/categories').expect(401);
      expect((await request(t.http).get('/api/admin/categories').set(...bearer(admin)).query({ sort: JSON.stringify(['slug', 'ASC']) }).expect(400)).body.error).toContain('sort');
    });
  });

  describe('GET /api/admin/categories/{id}', () => {
    it('answers one category to staff, 404 for an unknown id and 400 for a bad one', async () => {
      expect((await request(t.http).get(`/api/admin/categories/${rings}`).set(...bearer(seller)).expect(200)).body).toMatchObject({ id: rings, name: 'Rings', slug: 'rings' });
      const unknown = await request(t.http).get('/api/admin/categories/00000000-0000-4000-8000-000000000000').set(...bearer(admin)).expect(404);
      expect(unknown.body.code).toBe('CATEGORY_NOT_FOUND');
      await request(t.http).get('/api/admin/categories/rings').set(...bearer(admin)).expect(400);
    });
  });

  describe('PUT /api/admin/categories/{id}', () => {
    it('renames (the slug follows) and replaces the picture, deleting the old files', async () => {
      const upload = async () => (await request(t.http).post('/api/admin/categories/image').set(...bearer(admin)).attach('image', png, 'tile.png').expect(201)).body.url as string;
      const old = await upload();
      const created = await request(t.http).post('/api/admin/categories').set(...bearer(admin)).send({ name: 'Old Name', image: old, position: 40 }).expect(201);
      const fresh = await upload();
      const response = await request(t.http)
        .put(`/api/admin/categories/${created.body.id}`)
        .set(...bearer(admin))
        .send({ name: 'Toe Rings', image: fresh })
        .expect(200);
      expect(response.body).toMatchObject({ name: 'Toe Rings', slug: 'toe-rings', image: fresh, position: 40 });
      expect(noneExist(old)).toBe(true);
      expect(allExist(fresh)).toBe(true);
    });

    it('is for admins only and refuses a name another category has', async () => {
      await request(t.http).put(`/api/admin/categories/${rings}`).set(...bearer(seller)).send({ name: 'Rings' }).expect(403);
      await request(t.http).put(`/api/admin/categories/${rings}`).set(...bearer(admin)).send({ name: 'Earrings' }).expect(409);
      await request(t.http).put('/api/admin/categories/00000000-0000-4000-8000-000000000000').set(...bearer(admin)).send({ name: 'Ghost' }).expect(404);
    });
  });

  describe('DELETE /api/admin/categories/{id}', () => {
    it('refuses a category that still has products', async () => {
      await expectError(request(t.http).delete(`/api/admin/categories/${rings}`).set(...bearer(admin)), 409, 'CATEGORY_HAS_PRODUCTS', 'This category still has products; move or delete them first.');
      expect((await t.sql.query('SELECT 1 FROM categories WHERE id = $1', [rings])).rows).toHaveLength(1);
    });

    it('deletes an empty category and its picture for an admin only', async () => {
      const tile = (await request(t.http).post('/api/admin/categories/image').set(...bearer(admin)).attach('image', png, 't.png').expect(201)).body.url;
      const created = await request(t.http).post('/api/admin/categories').set(...bearer(admin)).send({ name: 'Short Lived', image: tile }).expect(201);
      await request(t.http).delete(`/api/admin/categories/${created.body.id}`).set(...bearer(seller)).expect(403);
      const response = await request(t.http).delete(`/api/admin/categories/${created.body.id}`).set(...bearer(admin)).expect(200);
      expect(response.body).toMatchObject({ id: created.body.id, name: 'Short Lived' });
      expect(noneExist(tile)).toBe(true);
      await request(t.http).get(`/api/admin/categories/${created.body.id}`).set(...bearer(admin)).expect(404);
    });
  });
});
