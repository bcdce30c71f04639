import request from 'supertest';
import { type Account, bearer, createStaff } from '../helpers/accounts.js';
import { insertCategory } from '../helpers/catalog-factory.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { storedPictures } from '../helpers/stored-pictures.js';
import { drawPicture } from '../helpers/pictures.js';

/**
 * Issue 14, defects 1 and 9: whose pictures a record may show and when their files go; who changes coupons, posts and
 * banners. Admins change everything; a seller only what they made (another's, or the house's, answers 404 as a
 * product does); banners are the house's alone (403 for sellers).
 */

let t: TestApp;
let admin: Account;
let seller: Account;
let otherSeller: Account;
let rings: string;
let png: Buffer;

/** The files on disk behind a stored url: its 320, 640 and 1280 px versions. */
const { allExist, noneExist } = storedPictures(() => t);
const uploadRows = async (url: string) =>
  (await t.sql.query('SELECT count(*)::int AS n FROM uploads WHERE key = $1', [url.replace(/-(?:320|640|1280)\.webp$/, '')])).rows[0].n as number;

function expectErrorShape(body: { error?: unknown; statusCode?: unknown; code?: unknown }, status: number) {
  expect(typeof body.error).toBe('string');
  expect(body.statusCode).toBe(status);
  expect(typeof body.code).toBe('string');
}

async function uploadTo(route: string, account: Account): Promise<string> {
  const response = await request(t.http).post(route).set(...bearer(account)).attach('images', png, 'photo.png').expect(201);
  return (response.body.images as { url: string }[])[0].url;
}

const productPicture = (account: Account) => uploadTo('/api/admin/products/images', account);
const journalPicture = (account: Account) => uploadTo('/api/admin/blogs/images', account);

async function bannerPicture(): Promise<{ id: string; url: string }> {
  const response = await request(t.http)
    .post('/api/admin/banners')
    .set(...bearer(admin))
    .field('category', 'Home Page')
    .field('alt', 'Diwali gold')
    .attach('images', png, 'banner.png')
    .expect(201);
  return { id: response.body.id as string, url: response.body.url as string };
}

function productBody(images: string[], name = 'Silver Toe Ring') {
  return { name, categoryId: rings, gender: 'female', price: 499, stock: 3, images };
}

const postBody = (images: string[] = [], name = 'Caring for silver') => ({ name, description: ['Keep it dry and wrapped.'], images });

async function createPost(account: Account, images: string[] = []): Promise<{ id: string; images: string[]; sellerId: string | null }> {
  const response = await request(t.http).post('/api/admin/blogs').set(...bearer(account)).send(postBody(images)).expect(201);
  return response.body as { id: string; images: string[]; sellerId: string | null };
}

/** A product written straight into the database, as older code (or the attack before the fix) could leave one. */
async function insertLegacyProduct(sellerId: string | null, images: string[]): Promise<string> {
  const { rows } = await t.sql.query(
    `INSERT INTO products (name, slug, category_id, gender, price_paise, images, seller_id, shop_name)
     VALUES ('Legacy piece', 'legacy-' || substr(md5(random()::text), 1, 10), $1, 'female', 10000, $2, $3, 'Somebody') RETURNING id`,
    [rings, images, sellerId],
  );
  return rows[0].id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, 'admin');
  seller = await createStaff(t, 'seller', 'Marwar Silver House');
  otherSeller = await createStaff(t, 'seller', 'Jaipur Gems');
  rings = await insertCategory(t.sql, 'Rings', 1);
  png = await drawPicture('png', 900, 700, '#c9a227');
});
afterAll(() => t.close());

describe('pictures a product may show (defect 1)', () => {
  it("refuses a banner's picture on a seller's product, naming it, and the banner keeps its files", async () => {
    const banner = await bannerPicture();
    const response = await request(t.http).post('/api/admin/products').set(...bearer(seller)).send(productBody([banner.url])).expect(400);
    expectErrorShape(response.body, 400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.error).toContain(banner.url);
    expect(response.body.error).toContain('/api/admin/products/images');
    expect(allExist(banner.url)).toBe(true);
  });

  it("refuses a post's cover on a seller's product, and on an admin's: it is not a product picture", async () => {
    const cover = await journalPicture(admin);
    await createPost(admin, [cover]);
    for (const account of [seller, admin]) {
      const response = await request(t.http).post('/api/admin/products').set(...bearer(account)).send(productBody([cover])).expect(400);
      expectErrorShape(response.body, 400);
    }
    expect(allExist(cover)).toBe(true);
  });

  it("refuses a banner's picture slipped into a seller's own product on replace", async () => {
    const own = await productPicture(seller);
    const created = await request(t.http).post('/api/admin/products').set(...bearer(seller)).send(productBody([own])).expect(201);
    const banner = await bannerPicture();
    const response = await request(t.http)
      .put(`/api/admin/products/${created.body.id}`)
      .set(...bearer(seller))
      .send(productBody([own, banner.url]))
      .expect(400);
    expectErrorShape(response.body, 400);
    expect(allExist(banner.url)).toBe(true);
  });

  it("refuses another seller's product upload and the house's, but takes the seller's own", async () => {
    const theirs = await productPicture(otherSeller);
    const house = await productPicture(admin);
    for (const picture of [theirs, house]) {
      const response = await request(t.http).post('/api/admin/products').set(...bearer(seller)).send(productBody([picture])).expect(400);
      expectErrorShape(response.body, 400);
      expect(response.body.error).toContain('your own');
    }
    const own = await productPicture(seller);
    await request(t.http).post('/api/admin/products').set(...bearer(seller)).send(productBody([own])).expect(201);
  });

  it("lets an admin use any product upload, a seller's included", async () => {
    const sellers = await productPicture(seller);
    const house = await productPicture(admin);
    const response = await request(t.http).post('/api/admin/products').set(...bearer(admin)).send(productBody([house, sellers])).expect(201);
    expect(response.body.images).toEqual([house, sellers]);
  });

  it('lets a seller keep pictures their product already had, and reuse them on a new one, though no upload row names them', async () => {
    const old = '/uploads/products/legacy-picture-640.webp';
    const id = await insertLegacyProduct(seller.id, [old]);
    const replaced = await request(t.http).put(`/api/admin/products/${id}`).set(...bearer(seller)).send(productBody([old], 'Legacy piece')).expect(200);
    expect(replaced.body.images).toEqual([old]);
    await request(t.http).post('/api/admin/products').set(...bearer(seller)).send(productBody([old], 'Second piece')).expect(201);
    // Another seller cannot borrow it.
    await request(t.http).post('/api/admin/products').set(...bearer(otherSeller)).send(productBody([old], 'Borrowed piece')).expect(400);
  });
});

describe('files a deletion removes (defect 1)', () => {
  it("keeps a banner's files when a product that showed it (stored before the fix) is deleted", async () => {
    const banner = await bannerPicture();
    const id = await insertLegacyProduct(seller.id, [banner.url]);
    await request(t.http).delete(`/api/admin/products/${id}`).set(...bearer(seller)).expect(200);
    expect(allExist(banner.url)).toBe(true);
    const listed = await request(t.http).get('/api/get-banner').expect(200);
    expect((listed.body.bannerData as { url: string }[]).map((row) => row.url)).toContain(banner.url);
  });

  it("keeps a post's cover and section picture when a product that showed another width of them is deleted", async () => {
    const [cover, section] = [await journalPicture(admin), await journalPicture(admin)];
    await request(t.http)
      .post('/api/admin/blogs')
      .set(...bearer(admin))
      .send({ ...postBody([cover], 'Polishing gold'), additionalDescription: [{ heading: 'Cloths', description: 'Use a soft one.', image: section }] })
      .expect(201);
    const id = await insertLegacyProduct(seller.id, [cover.replace('-640.webp', '-320.webp'), section.replace('-640.webp', '-1280.webp')]);
    await request(t.http).delete(`/api/admin/products/${id}`).set(...bearer(seller)).expect(200);
    expect(allExist(cover)).toBe(true);
    expect(allExist(section)).toBe(true);
  });

  it("keeps a category's picture when a gift that showed it is deleted", async () => {
    const { rows } = await t.sql.query('SELECT image FROM categories WHERE id = $1', [rings]);
    const tile = await uploadTo('/api/admin/products/images', admin);
    // The category shows a real upload; a legacy gift borrowed it.
    await t.sql.query('UPDATE categories SET image = $1 WHERE id = $2', [tile, rings]);
    const { rows: gift } = await t.sql.query(
      `INSERT INTO products (name, slug, category_id, gender, price_paise, images, seller_id, shop_name, is_gift)
       VALUES ('Legacy gift', 'legacy-gift-box', $1, 'unisex', 10000, $2, $3, 'Marwar Silver House', true) RETURNING id`,
      [rings, [tile], seller.id],
    );
    await request(t.http).delete(`/api/admin/gifts/${gift[0].id}`).set(...bearer(seller)).expect(200);
    expect(allExist(tile)).toBe(true);
    await t.sql.query('UPDATE categories SET image = $1 WHERE id = $2', [rows[0].image, rings]);
  });

  it("removes a seller's own pictures, every width and their upload rows, when their product goes and nothing else shows them", async () => {
    const [first, second] = [await productPicture(seller), await productPicture(seller)];
    expect(await uploadRows(first)).toBe(1);
    const created = await request(t.http).post('/api/admin/products').set(...bearer(seller)).send(productBody([first, second])).expect(201);
    expect(allExist(first) && allExist(second)).toBe(true);
    await request(t.http).delete(`/api/admin/products/${created.body.id}`).set(...bearer(seller)).expect(200);
    expect(noneExist(first)).toBe(true);
    expect(noneExist(second)).toBe(true);
    expect(await uploadRows(first)).toBe(0);
  });

  it("keeps a seller's picture that an admin's product shows too", async () => {
    const shared = await productPicture(seller);
    const own = await request(t.http).post('/api/admin/products').set(...bearer(seller)).send(productBody([shared])).expect(201);
    await request(t.http).post('/api/admin/products').set(...bearer(admin)).send(productBody([shared], 'House toe ring')).expect(201);
    await request(t.http).delete(`/api/admin/products/${own.body.id}`).set(...bearer(seller)).expect(200);
    expect(allExist(shared)).toBe(true);
  });

  it("removes a banner's files when it is deleted, and a post's pictures with the post", async () => {
    const banner = await bannerPicture();
    await request(t.http).delete(`/api/admin/banners/${banner.id}`).set(...bearer(admin)).expect(200);
    expect(noneExist(banner.url)).toBe(true);
    const cover = await journalPicture(seller);
    const post = await createPost(seller, [cover]);
    await request(t.http).delete(`/api/admin/blogs/${post.id}`).set(...bearer(seller)).expect(200);
    expect(noneExist(cover)).toBe(true);
  });
});

describe('pictures a gift and a post may show (defect 1)', () => {
  const giftBody = (images: string[]) => ({ name: 'Silver gift box', price: 999, images });

  it("refuses another seller's upload and a banner on a seller's gift, on both the console and gift-add", async () => {
    const theirs = await productPicture(otherSeller);
    const banner = await bannerPicture();
    for (const images of [[theirs], [banner.url]]) {
      const console = await request(t.http).post('/api/admin/gifts').set(...bearer(seller)).send(giftBody(images)).expect(400);
      expectErrorShape(console.body, 400);
      const spec = await request(t.http).post('/api/gift-add').set(...bearer(seller)).send(giftBody(images)).expect(400);
      expectErrorShape(spec.body, 400);
    }
    expect(allExist(theirs) && allExist(banner.url)).toBe(true);
  });

  it("takes a seller's own product upload on their gift", async () => {
    const own = await productPicture(seller);
    const response = await request(t.http).post('/api/admin/gifts').set(...bearer(seller)).send(giftBody([own])).expect(201);
    expect(response.body.sellerId).toBe(seller.id);
  });

  it("refuses the house's journal picture on a seller's post, takes their own", async () => {
    const house = await journalPicture(admin);
    const refused = await request(t.http).post('/api/admin/blogs').set(...bearer(seller)).send(postBody([house])).expect(400);
    expectErrorShape(refused.body, 400);
    const section = await request(t.http)
      .post('/api/blog-add')
      .set(...bearer(seller))
      .send({ ...postBody([], 'Section borrower'), additionalDescription: [{ heading: 'Borrowed', description: 'Not mine.', image: house }] })
      .expect(400);
    expectErrorShape(section.body, 400);
    const own = await journalPicture(seller);
    await request(t.http).post('/api/admin/blogs').set(...bearer(seller)).send(postBody([own], 'My own cover')).expect(201);
  });
});

type Matrix = { house: string; own: string; other: string };

/** The matrix's records: one made by `make` for the admin (the house's), the seller and the other seller, each owned as made. */
async function matrixOf(make: (account: Account, owner: keyof Matrix) => Promise<{ id: string; sellerId: string | null }>): Promise<Matrix> {
  const house = await make(admin, 'house');
  const own = await make(seller, 'own');
  const other = await make(otherSeller, 'other');
  expect([house.sellerId, own.sellerId, other.sellerId]).toEqual([null, seller.id, otherSeller.id]);
  return { house: house.id, own: own.id, other: other.id };
}

describe('who changes coupons (defect 9)', () => {
  let ids: Matrix;
  const coupon = (name: string, discount = 10) => ({ name, price: 0, discount, userlimit: 1 });
  const create = async (account: Account, name: string) =>
    (await request(t.http).post('/api/admin/coupons').set(...bearer(account)).send(coupon(name)).expect(201)).body as { id: string; sellerId: string | null };

  beforeAll(async () => {
    ids = await matrixOf((account, owner) => create(account, { house: 'HOUSE10', own: 'MARWAR10', other: 'JAIPUR10' }[owner]));
  });

  it('lists every coupon for an admin and only their own for a seller', async () => {
    const all = await request(t.http).get('/api/admin/coupons').set(...bearer(admin)).expect(200);
    expect((all.body as { id: string }[]).map((row) => row.id)).toEqual(expect.arrayContaining([ids.house, ids.own, ids.other]));
    const mine = await request(t.http).get('/api/admin/coupons').set(...bearer(seller)).expect(200);
    expect((mine.body as { id: string }[]).map((row) => row.id)).toEqual([ids.own]);
    expect(mine.headers['content-range']).toMatch(/\/1$/);
  });

  it("reads one: an admin any, a seller only their own (404 for the house's and another's)", async () => {
    for (const id of Object.values(ids)) await request(t.http).get(`/api/admin/coupons/${id}`).set(...bearer(admin)).expect(200);
    await request(t.http).get(`/api/admin/coupons/${ids.own}`).set(...bearer(seller)).expect(200);
    for (const id of [ids.house, ids.other]) {
      const response = await request(t.http).get(`/api/admin/coupons/${id}`).set(...bearer(seller)).expect(404);
      expectErrorShape(response.body, 404);
    }
  });

  it("refuses a seller's 100 % off on the house's coupon and on another seller's, leaving them as they were", async () => {
    for (const [id, name] of [
      [ids.house, 'HOUSE10'],
      [ids.other, 'JAIPUR10'],
    ]) {
      const response = await request(t.http).put(`/api/admin/coupons/${id}`).set(...bearer(seller)).send(coupon(name, 100)).expect(404);
      expectErrorShape(response.body, 404);
      const after = await request(t.http).get(`/api/admin/coupons/${id}`).set(...bearer(admin)).expect(200);
      expect(after.body.discount).toBe(10);
    }
  });

  it('lets a seller change their own coupon, and an admin change anyone’s, the owner kept', async () => {
    const own = await request(t.http).put(`/api/admin/coupons/${ids.own}`).set(...bearer(seller)).send(coupon('MARWAR15', 15)).expect(200);
    expect(own.body).toMatchObject({ discount: 15, sellerId: seller.id });
    const byAdmin = await request(t.http)
      .put(`/api/admin/coupons/${ids.other}`)
      .set(...bearer(admin))
      .send({ ...coupon('JAIPUR12', 12), sellerId: otherSeller.id })
      .expect(200);
    expect(byAdmin.body).toMatchObject({ discount: 12, sellerId: otherSeller.id });
    await request(t.http).put(`/api/admin/coupons/${ids.house}`).set(...bearer(admin)).send(coupon('HOUSE12', 12)).expect(200);
  });

  it("makes a seller's add-coupon their own", async () => {
    const response = await request(t.http).post('/api/add-coupon').set(...bearer(seller)).send(coupon('MARWARSPEC')).expect(201);
    const stored = await request(t.http).get(`/api/admin/coupons/${response.body.coupon._id}`).set(...bearer(admin)).expect(200);
    expect(stored.body.sellerId).toBe(seller.id);
  });

  it("refuses a seller's delete of the house's and another's coupon on both routes, and deletes their own", async () => {
    for (const id of [ids.house, ids.other]) {
      expectErrorShape((await request(t.http).delete(`/api/admin/coupons/${id}`).set(...bearer(seller)).expect(404)).body, 404);
      expectErrorShape((await request(t.http).delete(`/api/delete-coupon/${id}`).set(...bearer(seller)).expect(404)).body, 404);
    }
    await request(t.http).delete(`/api/delete-coupon/${ids.own}`).set(...bearer(seller)).expect(200);
    await request(t.http).delete(`/api/admin/coupons/${ids.other}`).set(...bearer(admin)).expect(200);
    await request(t.http).delete(`/api/admin/coupons/${ids.house}`).set(...bearer(admin)).expect(200);
  });

  it("keeps the newsletter's private coupons (the house's) out of a seller's sight", async () => {
    const { rows } = await t.sql.query(
      "INSERT INTO coupons (code, discount, min_order_paise, user_limit, email) VALUES ('WELCOMEXYZ', 10, 0, 1, 'asha@example.test') RETURNING id",
    );
    const mine = await request(t.http).get('/api/admin/coupons').set(...bearer(seller)).query({ filter: JSON.stringify({ private: true }) }).expect(200);
    expect(mine.body).toEqual([]);
    await request(t.http).get(`/api/admin/coupons/${rows[0].id}`).set(...bearer(seller)).expect(404);
  });
});

describe('who changes posts (defect 9)', () => {
  let ids: Matrix;

  beforeAll(async () => {
    ids = await matrixOf((account) => createPost(account));
  });

  it('lists every post for an admin and only their own for a seller', async () => {
    const all = await request(t.http).get('/api/admin/blogs').set(...bearer(admin)).expect(200);
    expect((all.body as { id: string }[]).map((row) => row.id)).toEqual(expect.arrayContaining([ids.house, ids.own, ids.other]));
    const mine = await request(t.http).get('/api/admin/blogs').set(...bearer(seller)).expect(200);
    const listed = (mine.body as { id: string; sellerId: string }[]).map((row) => row.sellerId);
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set([seller.id]));
  });

  it("reads one: an admin any, a seller only their own (404 for the house's and another's)", async () => {
    for (const id of Object.values(ids)) await request(t.http).get(`/api/admin/blogs/${id}`).set(...bearer(admin)).expect(200);
    await request(t.http).get(`/api/admin/blogs/${ids.own}`).set(...bearer(seller)).expect(200);
    for (const id of [ids.house, ids.other]) expectErrorShape((await request(t.http).get(`/api/admin/blogs/${id}`).set(...bearer(seller)).expect(404)).body, 404);
  });

  it("refuses a seller's change to the house's and another's post, leaving them as they were", async () => {
    for (const id of [ids.house, ids.other]) {
      const response = await request(t.http).put(`/api/admin/blogs/${id}`).set(...bearer(seller)).send(postBody([], 'Defaced')).expect(404);
      expectErrorShape(response.body, 404);
      const after = await request(t.http).get(`/api/admin/blogs/${id}`).set(...bearer(admin)).expect(200);
      expect(after.body.name).toBe('Caring for silver');
    }
  });

  it('lets a seller change their own post and an admin anyone’s, the owner kept', async () => {
    const own = await request(t.http).put(`/api/admin/blogs/${ids.own}`).set(...bearer(seller)).send(postBody([], 'Caring for my silver')).expect(200);
    expect(own.body).toMatchObject({ name: 'Caring for my silver', sellerId: seller.id });
    const other = await request(t.http).put(`/api/admin/blogs/${ids.other}`).set(...bearer(admin)).send(postBody([], 'Edited by the house')).expect(200);
    expect(other.body.sellerId).toBe(otherSeller.id);
  });

  it("makes a seller's blog-add their own", async () => {
    const response = await request(t.http).post('/api/blog-add').set(...bearer(seller)).send(postBody([], 'Spec route post')).expect(201);
    const stored = await request(t.http).get(`/api/admin/blogs/${response.body.blog._id}`).set(...bearer(admin)).expect(200);
    expect(stored.body.sellerId).toBe(seller.id);
  });

  it("refuses a seller's delete of the house's and another's post on both routes, and deletes their own", async () => {
    for (const id of [ids.house, ids.other]) {
      expectErrorShape((await request(t.http).delete(`/api/admin/blogs/${id}`).set(...bearer(seller)).expect(404)).body, 404);
      expectErrorShape((await request(t.http).delete(`/api/blog/${id}`).set(...bearer(seller)).expect(404)).body, 404);
    }
    await request(t.http).delete(`/api/blog/${ids.own}`).set(...bearer(seller)).expect(200);
    await request(t.http).delete(`/api/admin/blogs/${ids.other}`).set(...bearer(admin)).expect(200);
    await request(t.http).delete(`/api/blog/${ids.house}`).set(...bearer(admin)).expect(200);
  });
});

describe('who changes banners (defect 9)', () => {
  it('lets an admin list, read, create, change and delete them', async () => {
    const banner = await bannerPicture();
    await request(t.http).get('/api/admin/banners').set(...bearer(admin)).expect(200);
    await request(t.http).get(`/api/admin/banners/${banner.id}`).set(...bearer(admin)).expect(200);
    await request(t.http).put(`/api/admin/banners/${banner.id}`).set(...bearer(admin)).send({ alt: 'Festive gold' }).expect(200);
    await request(t.http).delete(`/api/banner-delete/${banner.id}`).set(...bearer(admin)).expect(200);
    await request(t.http).post('/api/upload').set(...bearer(admin)).field('category', 'fastivle').attach('images', png, 'b.png').expect(201);
  });

  it('refuses sellers every banner route with 403, and the banner stays as it was', async () => {
    const banner = await bannerPicture();
    const calls = [
      request(t.http).get('/api/admin/banners').set(...bearer(seller)),
      request(t.http).get(`/api/admin/banners/${banner.id}`).set(...bearer(seller)),
      request(t.http).post('/api/admin/banners').set(...bearer(seller)).field('category', 'Home Page').attach('images', png, 'b.png'),
      request(t.http).put(`/api/admin/banners/${banner.id}`).set(...bearer(seller)).send({ link: '/category-data/rings' }),
      request(t.http).delete(`/api/admin/banners/${banner.id}`).set(...bearer(seller)),
      request(t.http).post('/api/upload').set(...bearer(seller)).field('category', 'Home Page').attach('images', png, 'b.png'),
      request(t.http).delete(`/api/banner-delete/${banner.id}`).set(...bearer(seller)),
    ];
    for (const call of calls) {
      const response = await call.expect(403);
      expectErrorShape(response.body, 403);
    }
    const after = await request(t.http).get(`/api/admin/banners/${banner.id}`).set(...bearer(admin)).expect(200);
    expect(after.body).toMatchObject({ url: banner.url, link: '' });
    expect(allExist(banner.url)).toBe(true);
  });
});
