import sharp from 'sharp';
import request from 'supertest';
import { type Account, bearer, createShopCallers, registerCustomer, testAppWith } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { SHIPPING, UNKNOWN_ID } from '../helpers/fixtures.js';
import { storedPictures } from '../helpers/stored-pictures.js';
import { drawnPictures } from '../helpers/pictures.js';
import { expectError } from '../helpers/errors.js';

const t = testAppWith(async (app) => ({ ...(await createShopCallers(app)), rings: await insertCategory(app.sql, 'Rings') }));
const pictures = drawnPictures([1000, 1000, '#7a1f3d'], [900, 600, '#c9a227']);
let seq = 0;

const GIFT_URL = /^\/uploads\/gifts\/[0-9a-f-]+-640\.webp$/;

const { filesOf, allExist, noneExist, filesIn } = storedPictures(() => t);
const giftFiles = () => filesIn('gifts');
const productCount = async () => (await t.sql.query('SELECT count(*)::int AS n FROM products')).rows[0].n as number;

type Gift = {
  _id: string;
  name: string;
  slug: string;
  category: string;
  categorySlug: string;
  price: number;
  discount: number;
  salePrice: number;
  stock: number;
  images: string[];
  gender: string;
  color: string[];
  size: string[];
  sellerId: string | null;
  shopName: string;
};

/** A multipart gift-add with `count` pictures (PNG, then JPEG, alternating). */
function addGift(account: Account | undefined, fields: Record<string, string | string[]>, count = 2) {
  let call = request(t.http).post('/api/gift-add');
  if (account) call = call.set(...bearer(account));
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) call = call.field(name, item);
  for (let i = 0; i < count; i++) call = call.attach('images', i % 2 ? pictures.jpeg : pictures.png, `gift-${i}.${i % 2 ? 'jpg' : 'png'}`);
  return call;
}

async function newGift(account: Account, fields: Record<string, string | string[]> = {}, count = 2): Promise<Gift> {
  const response = await addGift(account, { name: `Silver Locket Gift Box ${++seq}`, price: '1999', discount: '10', stock: '8', ...fields }, count).expect(201);
  return response.body.gift as Gift;
}

/** Pictures uploaded through the console's product picture upload, for JSON saves. */
async function uploadProductImages(account: Account, count: number): Promise<string[]> {
  let call = request(t.http).post('/api/admin/products/images').set(...bearer(account));
  for (let i = 0; i < count; i++) call = call.attach('images', pictures.png, `photo-${i}.png`);
  return ((await call.expect(201)).body.images as { url: string }[]).map((image) => image.url);
}

const replaceImage = (account: Account, giftId: string, oldImage: string, file: Buffer | null = pictures.jpeg) => {
  let call = request(t.http).post('/api/gift-image-update').set(...bearer(account)).field('giftId', giftId).field('oldImage', oldImage);
  if (file) call = call.attach('newImage', file, 'new.jpg');
  return call;
};

describe('POST /api/gift-add', () => {
  it("adds gifts as products of the 'Gifts' category, made once even when the first two gifts come together", async () => {
    const [first, second] = await Promise.all([
      addGift(t.admin, { name: 'Pearl Stud Earrings Gift Box', price: '1599' }, 1),
      addGift(t.admin, { name: 'Rose Gold Heart Pendant Gift Box', price: '2499' }, 1),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const { rows } = await t.sql.query("SELECT id, name, image FROM categories WHERE slug = 'gifts'");
    expect(rows).toEqual([{ id: expect.any(String), name: 'Gifts', image: '' }]);
    const flagged = await t.sql.query('SELECT count(*)::int AS n FROM products WHERE is_gift AND category_id = $1', [rows[0].id]);
    expect(flagged.rows[0].n).toBe(2);
  });

  it('stores 1 to 6 pictures as WebP and answers the gift in the catalogue’s product shape; a seller’s gift is theirs', async () => {
    const response = await addGift(
      t.seller,
      {
        name: '  Silver Evil Eye Bracelet Gift Set  ',
        description: 'Two slim bracelets, one to keep and one to give.',
        points: JSON.stringify(['925 sterling silver', 'Blue enamel']),
        price: '1899.50',
        discount: '20',
        stock: '7',
        colors: JSON.stringify(['Silver', 'Blue']),
        sizes: ['Free Size', 'Kids'],
        brand: 'Nazar Charms',
      },
      3,
    ).expect(201);
    expect(response.body.message).toBe('Gift added');
    const gift = response.body.gift as Gift;
    expect(gift).toEqual({
      _id: expect.any(String),
      name: 'Silver Evil Eye Bracelet Gift Set',
      slug: 'silver-evil-eye-bracelet-gift-set',
      category: 'Gifts',
      categorySlug: 'gifts',
      brand: 'Nazar Charms',
      description: 'Two slim bracelets, one to keep and one to give.',
      points: ['925 sterling silver', 'Blue enamel'],
      gender: 'unisex',
      price: 1899.5,
      discount: 20,
      // 1899.50 − floor(379.90) = 1520.50
      salePrice: 1520.5,
      stock: 7,
      images: [expect.stringMatching(GIFT_URL), expect.stringMatching(GIFT_URL), expect.stringMatching(GIFT_URL)],
      color: ['Silver', 'Blue'],
      size: ['Free Size', 'Kids'],
      rating: 0,
      reviewCount: 0,
      sellerId: t.seller.id,
      shopName: 'Marwar Silver House',
      nonReturnable: null,
      createdAt: expect.any(String),
    });
    for (const url of gift.images) expect(allExist(url)).toBe(true);
    // The product page takes a gift as it takes any product.
    const page = await request(t.http).get(`/api/home/get-product/${gift.slug}`).expect(200);
    expect(page.body.product).toEqual(gift);
  });

  it("answers the house shop for an admin's gift and makes slugs unique", async () => {
    const one = await newGift(t.admin, { name: 'Couple Rings Gift Set' });
    const two = await newGift(t.admin, { name: 'Couple Rings Gift Set' });
    expect([one.slug, two.slug]).toEqual(['couple-rings-gift-set', 'couple-rings-gift-set-2']);
    expect(one).toMatchObject({ sellerId: null, shopName: 'Sona Jewellers', gender: 'unisex', discount: 10, stock: 8 });
  });

  it('answers 401 without a token and 403 for a customer, keeping nothing', async () => {
    const before = { files: giftFiles(), rows: await productCount() };
    await addGift(undefined, { name: 'Gift', price: '100' }).expect(401);
    await addGift(t.customer, { name: 'Gift', price: '100' }).expect(403);
    expect({ files: giftFiles(), rows: await productCount() }).toEqual(before);
  });

  const PRICE = 'price must be a number of rupees more than 0 and at most 10000000, with at most 2 decimals';
  it.each([
    ['a name of one letter', { name: 'A', price: '100' }, 'name', 'name must be text of 2 to 200 characters'],
    ['no price', { name: 'A gift' }, 'price', PRICE],
    ['a price that is not a number', { name: 'A gift', price: 'ten' }, 'price', PRICE],
    ['a price of 0', { name: 'A gift', price: '0' }, 'price', PRICE],
    ['a discount of 101', { name: 'A gift', price: '100', discount: '101' }, 'discount', 'discount must be a whole number from 0 to 100'],
    ['a negative stock', { name: 'A gift', price: '100', stock: '-1' }, 'stock', 'stock must be a whole number from 0 to 1000000'],
    ['an unknown gender', { name: 'A gift', price: '100', gender: 'men' }, 'gender', 'gender must be one of male, female, kids, unisex'],
  ])('refuses %s, naming the field, and keeps no file', async (_label, fields, field, message) => {
    const before = { files: giftFiles(), rows: await productCount() };
    const response = await addGift(t.admin, fields, 1).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', error: message, fields: [{ field, messages: [message] }] });
    expect({ files: giftFiles(), rows: await productCount() }).toEqual(before);
  });

  it('refuses a gift without a picture, with 7, and with a file that is not a picture', async () => {
    const before = { files: giftFiles(), rows: await productCount() };
    await expectError(addGift(t.admin, { name: 'A gift', price: '100' }, 0), 400, 'UPLOAD_MISSING', 'Please choose an image to upload (form field "images").');
    const seven = await addGift(t.admin, { name: 'A gift', price: '100' }, 7).expect(400);
    expect(seven.body.error).toBe('images takes 1 to 6 pictures, sent in the multipart form field "images"');
    const evil = await request(t.http)
      .post('/api/gift-add')
      .set(...bearer(t.admin))
      .field('name', 'A gift')
      .field('price', '100')
      .attach('images', pictures.png, 'good.png')
      .attach('images', Buffer.from('GIF89a but not really'), { filename: 'bad.gif', contentType: 'image/gif' })
      .expect(400);
    expect(evil.body.error).toMatch(/^bad\.gif: /);
    expect({ files: giftFiles(), rows: await productCount() }).toEqual(before);
  });
});

describe('POST /api/gift-add with the spec\'s gift data (a product\'s shape)', () => {
  it('takes slug, category, color and size as a product has them, in a form with files', async () => {
    const response = await addGift(t.admin, {
      name: 'Ruby Ring Gift Box',
      price: '2999',
      slug: 'ruby-ring-in-a-velvet-box',
      category: 'Rings',
      color: JSON.stringify(['Rose Gold', 'Yellow Gold']),
      size: ['6', '7', '8'],
    }).expect(201);
    const gift = response.body.gift as Gift;
    expect(gift).toMatchObject({ slug: 'ruby-ring-in-a-velvet-box', category: 'Rings', categorySlug: 'rings', color: ['Rose Gold', 'Yellow Gold'], size: ['6', '7', '8'] });
    expect((await request(t.http).get(`/api/gift-get/${gift._id}`).expect(200)).body.gift).toEqual(gift);
    // The product page offers its colours and sizes and shows its category.
    const page = await request(t.http).get('/api/home/get-product/ruby-ring-in-a-velvet-box').expect(200);
    expect(page.body.product).toEqual(gift);
  });

  it('takes JSON with pictures uploaded first, a category by its slug and any case, the console\'s colors and sizes', async () => {
    const pictures = await uploadProductImages(t.seller, 2);
    const before = giftFiles();
    const response = await request(t.http)
      .post('/api/gift-add')
      .set(...bearer(t.seller))
      .send({ name: 'Toe Ring Pair Gift', price: 799.5, category: 'RINGS', colors: ['Silver'], sizes: ['Free Size'], images: pictures })
      .expect(201);
    expect(response.body.gift).toMatchObject({ category: 'Rings', images: pictures, color: ['Silver'], size: ['Free Size'], sellerId: t.seller.id, slug: 'toe-ring-pair-gift' });
    expect(giftFiles()).toEqual(before);
  });

  it('puts URLs first and files after them in a form carrying both; a gift without category is in Gifts', async () => {
    const [uploaded] = await uploadProductImages(t.admin, 1);
    const gift = (await addGift(t.admin, { name: 'Mixed Pictures Gift', price: '1200', images: uploaded }, 1).expect(201)).body.gift as Gift;
    expect(gift.images).toEqual([uploaded, expect.stringMatching(GIFT_URL)]);
    expect(gift).toMatchObject({ category: 'Gifts', categorySlug: 'gifts' });
  });

  it('takes a product as gift-get answers it (its read-only fields ignored) for a new gift', async () => {
    // The seller's own gift: a seller's gift may show only the seller's own pictures (ownership.e2e-spec).
    const source = await newGift(t.seller, { category: 'Rings' });
    const { _id, slug, images, ...shape } = source;
    const response = await request(t.http)
      .post('/api/gift-add')
      .set(...bearer(t.seller))
      .send({ ...shape, _id, images, name: `${source.name} Copy`, salePrice: 1, rating: 5, reviewCount: 9, sellerId: null, shopName: 'Someone Else' })
      .expect(201);
    expect(response.body.gift).toMatchObject({ name: `${source.name} Copy`, category: 'Rings', price: source.price, salePrice: source.salePrice, rating: 0, reviewCount: 0, sellerId: t.seller.id, shopName: 'Marwar Silver House', images });
    expect(response.body.gift._id).not.toBe(_id);
    expect(response.body.gift.slug).not.toBe(slug);
  });

  it('answers 409 for a slug another product has, keeping no file', async () => {
    const taken = await newGift(t.admin);
    const before = { files: giftFiles(), rows: await productCount() };
    await expectError(addGift(t.admin, { name: 'Second Of Its Slug', price: '100', slug: taken.slug }), 409, 'GIFT_SLUG_TAKEN', `Another product already has the slug "${taken.slug}".`);
    expect({ files: giftFiles(), rows: await productCount() }).toEqual(before);
  });

  const SLUG = 'slug must be lower-case letters and digits joined by single dashes, at most 220 characters, e.g. silver-pendant-gift-box';
  const COLOR = 'color must be a list of at most 20 colours, each 1 to 40 characters';
  const IMAGES = 'images takes 1 to 6 pictures in all: files in the multipart form field "images", or URLs as answered by POST /api/admin/products/images';
  const URLS = 'images must be picture URLs under /uploads/products/ or /uploads/gifts/, as answered by POST /api/admin/products/images; with the files, 1 to 6 pictures in all';
  const many = (count: number) => Array.from({ length: count }, (_, i) => `/uploads/products/piece-${i}-640.webp`);
  it.each([
    ['an unknown category', { category: 'Tiaras' }, 'category', 'category must be the name (or slug) of a category, e.g. Rings'],
    ['a slug in capitals', { slug: 'Ruby-Ring' }, 'slug', SLUG],
    ['a slug with spaces', { slug: 'ruby ring' }, 'slug', SLUG],
    ['21 colours', { color: Array.from({ length: 21 }, (_, i) => `Colour ${i}`) }, 'color', COLOR],
    ['a colour of 41 characters', { color: ['x'.repeat(41)] }, 'color', COLOR],
    ['color and colors both', { color: ['Gold'], colors: ['Silver'] }, 'color', 'color and colors are the same list: send one of them'],
    ['size and sizes both', { size: ['6'], sizes: ['7'] }, 'size', 'size and sizes are the same list: send one of them'],
    ['no picture', { images: [] }, 'images', IMAGES],
    ['7 pictures', { images: many(7) }, 'images', URLS],
    ["a banner's picture", { images: ['/uploads/banners/a-640.webp'] }, 'images', URLS],
    ['a field a gift does not have', { weight: 4 }, 'weight', 'property weight should not exist'],
  ])('refuses JSON with %s, naming the field, and keeps nothing', async (_label, fields, field, message) => {
    const [picture] = await uploadProductImages(t.admin, 1);
    const before = { files: giftFiles(), rows: await productCount() };
    const response = await request(t.http)
      .post('/api/gift-add')
      .set(...bearer(t.admin))
      .send({ name: 'A refused gift', price: 100, images: [picture], ...fields })
      .expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', error: message, fields: [{ field, messages: [message] }] });
    expect({ files: giftFiles(), rows: await productCount() }).toEqual(before);
  });

  it('refuses a form with an unknown category or too many colours, keeping no file', async () => {
    const before = { files: giftFiles(), rows: await productCount() };
    const category = await addGift(t.admin, { name: 'A gift', price: '100', category: 'Tiaras' }).expect(400);
    expect(category.body.fields).toEqual([{ field: 'category', messages: ['category must be the name (or slug) of a category, e.g. Rings'] }]);
    const colours = await addGift(t.admin, { name: 'A gift', price: '100', color: Array.from({ length: 21 }, (_, i) => `Colour ${i}`) }).expect(400);
    expect(colours.body.fields).toEqual([{ field: 'color', messages: [COLOR] }]);
    const pictures = await addGift(t.admin, { name: 'A gift', price: '100', images: many(5) }, 2).expect(400);
    expect(pictures.body.error).toBe(IMAGES);
    expect({ files: giftFiles(), rows: await productCount() }).toEqual(before);
  });
});

describe('POST /api/gift-update', () => {
  it('changes the fields sent and keeps the rest, the slug included', async () => {
    const gift = await newGift(t.seller, { colors: JSON.stringify(['Silver']) });
    const response = await request(t.http)
      .post('/api/gift-update')
      .set(...bearer(t.seller))
      .send({ giftId: gift._id, name: 'Silver Locket in a Velvet Box', price: 2100.25, stock: 0, sizes: ['18 inch'] })
      .expect(200);
    expect(response.body.message).toBe('Gift updated');
    expect(response.body.gift).toMatchObject({
      _id: gift._id,
      name: 'Silver Locket in a Velvet Box',
      slug: gift.slug,
      price: 2100.25,
      discount: 10,
      stock: 0,
      color: ['Silver'],
      size: ['18 inch'],
      images: gift.images,
    });
    const fetched = await request(t.http).get(`/api/gift-get/${gift._id}`).expect(200);
    expect(fetched.body.gift).toEqual(response.body.gift);
  });

  it("changes slug, category, color and size as a product has them; a taken slug is a 409 that changes nothing", async () => {
    const gift = await newGift(t.seller);
    const response = await request(t.http)
      .post('/api/gift-update')
      .set(...bearer(t.seller))
      .send({ giftId: gift._id, slug: `moved-${gift.slug}`, category: 'rings', color: ['Oxidised'], size: ['Free Size'] })
      .expect(200);
    expect(response.body.gift).toMatchObject({ slug: `moved-${gift.slug}`, category: 'Rings', color: ['Oxidised'], size: ['Free Size'], name: gift.name });
    const other = await newGift(t.admin);
    const taken = await request(t.http).post('/api/gift-update').set(...bearer(t.seller)).send({ giftId: gift._id, slug: other.slug, stock: 1 }).expect(409);
    expect(taken.body.code).toBe('GIFT_SLUG_TAKEN');
    expect((await request(t.http).get(`/api/gift-get/${gift._id}`).expect(200)).body.gift).toEqual(response.body.gift);
    const back = await request(t.http).post('/api/gift-update').set(...bearer(t.seller)).send({ giftId: gift._id, category: 'Gifts' }).expect(200);
    expect(back.body.gift).toMatchObject({ category: 'Gifts', categorySlug: 'gifts' });
  });

  it('takes the gift back as gift-get answered it: read-only fields ignored, nothing changed, unknown ones refused', async () => {
    const gift = await newGift(t.seller, { category: 'Rings', color: ['Silver'] });
    const before = (await t.sql.query('SELECT updated_at FROM products WHERE id = $1', [gift._id])).rows[0].updated_at as Date;
    const same = await request(t.http)
      .post('/api/gift-update')
      .set(...bearer(t.seller))
      .send({ ...gift, giftId: gift._id, _id: UNKNOWN_ID, salePrice: 1, rating: 5, sellerId: t.otherSeller.id, shopName: 'Jaipur Gems', images: [], nonReturnable: 'coin', createdAt: '2001-01-01T00:00:00.000Z' })
      .expect(200);
    // Whether a gift may be returned is the console's to set (PUT /api/admin/gifts/{id}), not the spec's gift-update.
    expect(same.body.gift).toEqual(gift);
    expect((await t.sql.query('SELECT updated_at FROM products WHERE id = $1', [gift._id])).rows[0].updated_at).toEqual(before);
    const unknown = await request(t.http).post('/api/gift-update').set(...bearer(t.seller)).send({ ...gift, giftId: gift._id, weight: 3 }).expect(400);
    expect(unknown.body.error).toBe('property weight should not exist');
  });

  it('refuses an unknown category and both names of a list, naming the field', async () => {
    const gift = await newGift(t.admin);
    const category = await request(t.http).post('/api/gift-update').set(...bearer(t.admin)).send({ giftId: gift._id, category: 'Tiaras' }).expect(400);
    expect(category.body.fields).toEqual([{ field: 'category', messages: ['category must be the name (or slug) of a category, e.g. Rings'] }]);
    const both = await request(t.http).post('/api/gift-update').set(...bearer(t.admin)).send({ giftId: gift._id, size: ['6'], sizes: ['7'] }).expect(400);
    expect(both.body.fields).toEqual([{ field: 'size', messages: ['size and sizes are the same list: send one of them'] }]);
  });

  it("answers 404 for another seller's gift, an unknown gift and a product that is not a gift", async () => {
    const gift = await newGift(t.seller);
    const plain = await insertProduct(t.sql, { name: `Plain Ring ${++seq}`, categoryId: t.rings });
    for (const [who, giftId] of [
      [t.otherSeller, gift._id],
      [t.admin, UNKNOWN_ID],
      [t.admin, plain],
    ] as const) {
      const response = await request(t.http).post('/api/gift-update').set(...bearer(who)).send({ giftId, stock: 1 }).expect(404);
      expect(response.body.code).toBe('GIFT_NOT_FOUND');
    }
    // An admin may change any seller's gift.
    await request(t.http).post('/api/gift-update').set(...bearer(t.admin)).send({ giftId: gift._id, stock: 3 }).expect(200);
  });

  it('refuses bad input, naming the field, and a customer', async () => {
    const gift = await newGift(t.admin);
    const bad = await request(t.http).post('/api/gift-update').set(...bearer(t.admin)).send({ giftId: gift._id, discount: 150 }).expect(400);
    expect(bad.body.error).toBe('discount must be a whole number from 0 to 100');
    const noId = await request(t.http).post('/api/gift-update').set(...bearer(t.admin)).send({ stock: 1 }).expect(400);
    expect(noId.body.error).toBe('giftId must be the id of a gift');
    await request(t.http).post('/api/gift-update').set(...bearer(t.customer)).send({ giftId: gift._id, stock: 1 }).expect(403);
  });
});

describe('POST /api/gift-image-update', () => {
  it("puts the new picture in the old one's slot and deletes the old files: one set of files per slot", async () => {
    const before = giftFiles();
    const gift = await newGift(t.seller, {}, 3);
    expect(giftFiles().length).toBe(before.length + 3 * 3);
    const [first, old, third] = gift.images;

    const response = await replaceImage(t.seller, gift._id, old).expect(200);
    expect(response.body.message).toBe('Gift image updated');
    const images = response.body.gift.images as string[];
    expect(images).toEqual([first, expect.stringMatching(GIFT_URL), third]);
    expect(images[1]).not.toBe(old);
    expect(allExist(images[1])).toBe(true);
    expect(noneExist(old)).toBe(true);
    expect(allExist(first) && allExist(third)).toBe(true);
    expect(giftFiles().length).toBe(before.length + 3 * 3);
    const stored = await sharp(filesOf(images[1])[1]).metadata();
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 640, height: 427 });
  });

  it('refuses a picture the gift does not show, keeping the new file nowhere', async () => {
    const gift = await newGift(t.seller, {}, 1);
    const before = giftFiles();
    const other = await newGift(t.seller, {}, 1);
    const after = giftFiles();
    const response = await replaceImage(t.seller, gift._id, other.images[0]).expect(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: "oldImage must be the URL of one of the gift's pictures, as listed in its images",
      fields: [{ field: 'oldImage' }],
    });
    expect(giftFiles()).toEqual(after);
    expect(after.length).toBe(before.length + 3);
    const unchanged = await request(t.http).get(`/api/gift-get/${gift._id}`).expect(200);
    expect(unchanged.body.gift.images).toEqual(gift.images);
  });

  it('refuses a request without the new picture, and a seller replacing another shop’s picture', async () => {
    const gift = await newGift(t.seller, {}, 1);
    const missing = await replaceImage(t.seller, gift._id, gift.images[0], null).expect(400);
    expect(missing.body.code).toBe('UPLOAD_MISSING');
    const before = giftFiles();
    await replaceImage(t.otherSeller, gift._id, gift.images[0]).expect(404);
    await replaceImage(t.customer, gift._id, gift.images[0]).expect(403);
    expect(giftFiles()).toEqual(before);
    expect(allExist(gift.images[0])).toBe(true);
  });

  it('lets only one of two replacements of the same slot through, leaving one set of files', async () => {
    const gift = await newGift(t.admin, {}, 1);
    const before = giftFiles();
    const responses = await Promise.all([replaceImage(t.admin, gift._id, gift.images[0]), replaceImage(t.admin, gift._id, gift.images[0], pictures.png)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
    const { rows } = await t.sql.query('SELECT images FROM products WHERE id = $1', [gift._id]);
    expect(rows[0].images).toHaveLength(1);
    expect(allExist(rows[0].images[0])).toBe(true);
    expect(noneExist(gift.images[0])).toBe(true);
    // The old set went, the winner's set came: as many files as before.
    expect(giftFiles().length).toBe(before.length);
  });
});

describe('GET /api/gifts-get and /api/gift-get/{id}', () => {
  it('answers gifts only, newest first, paged, with totalgift', async () => {
    await insertProduct(t.sql, { name: `Not A Gift Ring ${++seq}`, categoryId: t.rings });
    const { rows } = await t.sql.query('SELECT id FROM products WHERE is_gift ORDER BY created_at DESC, id DESC');
    const all = await request(t.http).get('/api/gifts-get?perPage=100').expect(200);
    expect(all.body.totalgift).toBe(rows.length);
    expect((all.body.gifts as Gift[]).map((gift) => gift._id)).toEqual(rows.map((row) => row.id));

    const second = await request(t.http).get('/api/gifts-get?page=2&perPage=3').expect(200);
    expect(second.body.totalgift).toBe(rows.length);
    expect((second.body.gifts as Gift[]).map((gift) => gift._id)).toEqual(rows.slice(3, 6).map((row) => row.id));
    const first = await request(t.http).get('/api/gifts-get').expect(200);
    expect(first.body.gifts).toHaveLength(Math.min(20, rows.length));
  });

  it('answers one gift, 404 for a product that is not a gift, 400 for an id that is not a UUID', async () => {
    const gift = await newGift(t.admin);
    const response = await request(t.http).get(`/api/gift-get/${gift._id}`).expect(200);
    expect(response.body).toEqual({ gift });
    const plain = await insertProduct(t.sql, { name: `Plain Band ${++seq}`, categoryId: t.rings });
    await request(t.http).get(`/api/gift-get/${plain}`).expect(404);
    const bad = await request(t.http).get('/api/gift-get/abc').expect(400);
    expect(bad.body.error).toBe('id must be a UUID');
  });

  it('refuses a page size over 100', async () => {
    const response = await request(t.http).get('/api/gifts-get?perPage=101').expect(400);
    expect(response.body.error).toBe('perPage must be a whole number from 1 to 100');
  });
});

describe('DELETE /api/gift-delete/{id}', () => {
  it('deletes the gift and its picture files', async () => {
    const gift = await newGift(t.seller);
    const response = await request(t.http).delete(`/api/gift-delete/${gift._id}`).set(...bearer(t.seller)).expect(200);
    expect(response.body).toEqual({ message: 'Gift deleted', giftId: gift._id });
    for (const url of gift.images) expect(noneExist(url)).toBe(true);
    await request(t.http).get(`/api/gift-get/${gift._id}`).expect(404);
  });

  it("answers 404 for another seller's gift, 403 for a customer, 401 without a token", async () => {
    const gift = await newGift(t.seller);
    await request(t.http).delete(`/api/gift-delete/${gift._id}`).set(...bearer(t.otherSeller)).expect(404);
    await request(t.http).delete(`/api/gift-delete/${gift._id}`).set(...bearer(t.customer)).expect(403);
    await request(t.http).delete(`/api/gift-delete/${gift._id}`).expect(401);
    await request(t.http).get(`/api/gift-get/${gift._id}`).expect(200);
  });
});

describe('a gift in the cart and on an order', () => {
  it('goes to the cart and is ordered like any product; its pictures outlive it on the order', async () => {
    const gift = await newGift(t.admin, { price: '1000', discount: '10', stock: '5' });
    const me = await registerCustomer(t);
    await request(t.http).post('/api/home/product/add-to-card').set(...bearer(me)).send({ productId: gift._id, quantity: 2 }).expect(201);
    const cart = await request(t.http).get(`/api/home/product/get-card-product/${me.id}`).set(...bearer(me)).expect(200);
    expect(cart.body.price).toBe(1800);
    expect(cart.body.card_products[0].products[0].productInfo).toMatchObject({ _id: gift._id, name: gift.name });

    const lineId = cart.body.card_products[0].products[0]._id as string;
    const order = await request(t.http)
      .post('/api/home/order/palce-order')
      .set(...bearer(me))
      .send({ shippingInfo: SHIPPING, products: [{ shopName: 'Sona Jewellers', sellerId: null, price: 1, products: [{ _id: lineId, productId: gift._id, quantity: 2 }] }] })
      .expect(201);
    expect(order.body).toMatchObject({ price: 1800, items: 2 });
    const { rows } = await t.sql.query('SELECT stock FROM products WHERE id = $1', [gift._id]);
    expect(rows[0].stock).toBe(3);

    // The order line shows the first picture: replacing or deleting the gift leaves those files in place.
    const [shown, other] = gift.images;
    const replaced = await replaceImage(t.admin, gift._id, shown).expect(200);
    expect(allExist(shown)).toBe(true);
    await request(t.http).delete(`/api/gift-delete/${gift._id}`).set(...bearer(t.admin)).expect(200);
    expect(allExist(shown)).toBe(true);
    expect(noneExist(other)).toBe(true);
    expect(noneExist(replaced.body.gift.images[0])).toBe(true);
  });
});

describe('GET /api/home/gifts-for-him', () => {
  it('answers gifts and products for men (male or unisex), gifts first, then newest, 20 a page', async () => {
    const maleRing = await insertProduct(t.sql, { name: `Signet Ring ${++seq}`, categoryId: t.rings, gender: 'male' });
    const femaleRing = await insertProduct(t.sql, { name: `Cocktail Ring ${++seq}`, categoryId: t.rings, gender: 'female' });
    const herGift = await newGift(t.admin, { gender: 'female' });
    const hisGift = await newGift(t.admin, { gender: 'male' });
    const { rows } = await t.sql.query("SELECT count(*)::int AS n FROM products WHERE gender IN ('male', 'unisex')");
    const response = await request(t.http).get('/api/home/gifts-for-him?page=1').expect(200);
    expect(response.body.parPage).toBe(20);
    expect(response.body.totalProduct).toBe(rows[0].n);
    const products = response.body.products as (Gift & { categorySlug: string })[];
    const ids = products.map((product) => product._id);
    expect(ids[0]).toBe(hisGift._id);
    expect(ids).not.toContain(herGift._id);
    expect(ids).not.toContain(femaleRing);
    for (const product of products) expect(['male', 'unisex']).toContain(product.gender);

    const pages = Math.ceil(rows[0].n / 20);
    const all: string[] = [];
    for (let page = 1; page <= pages; page++) {
      all.push(...((await request(t.http).get(`/api/home/gifts-for-him?page=${page}`).expect(200)).body.products as Gift[]).map((p) => p._id));
    }
    expect(new Set(all).size).toBe(rows[0].n);
    expect(all).toContain(maleRing);
    // Gifts (whatever category they are shown under) come before plain products.
    const gifts = new Set((await t.sql.query('SELECT id FROM products WHERE is_gift')).rows.map((row) => row.id as string));
    const firstPlain = all.findIndex((id) => !gifts.has(id));
    expect(firstPlain).toBeGreaterThan(0);
    expect(all.slice(firstPlain).every((id) => !gifts.has(id))).toBe(true);
  });
});

describe('/api/admin/gifts', () => {
  it('creates, replaces and deletes gifts in JSON; a seller sees only their own', async () => {
    const [a, b] = await uploadProductImages(t.otherSeller, 2);
    const created = await request(t.http)
      .post('/api/admin/gifts')
      .set(...bearer(t.otherSeller))
      .send({ name: "Men's Rudraksha Bracelet Gift Box", price: 2199, discount: 20, stock: 26, gender: 'male', images: [a, b] })
      .expect(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      slug: 'mens-rudraksha-bracelet-gift-box',
      category: 'Gifts',
      price: 2199,
      salePrice: 1760,
      sellerId: t.otherSeller.id,
      shopName: 'Jaipur Gems',
      images: [a, b],
    });

    const list = await request(t.http).get('/api/admin/gifts?range=[0,99]').set(...bearer(t.otherSeller)).expect(200);
    expect(list.headers['content-range']).toBe('gifts 0-0/1');
    expect(list.body.map((gift: { id: string }) => gift.id)).toEqual([created.body.id]);
    const everything = await request(t.http).get('/api/admin/gifts?range=[0,499]').set(...bearer(t.admin)).expect(200);
    const { rows } = await t.sql.query('SELECT count(*)::int AS n FROM products WHERE is_gift');
    expect(everything.body).toHaveLength(rows[0].n);

    const replaced = await request(t.http)
      .put(`/api/admin/gifts/${created.body.id}`)
      .set(...bearer(t.otherSeller))
      .send({ name: "Men's Rudraksha Bracelet", price: 1999, images: [b] })
      .expect(200);
    expect(replaced.body).toMatchObject({ name: "Men's Rudraksha Bracelet", slug: created.body.slug, price: 1999, discount: 20, stock: 26, gender: 'male', images: [b] });
    expect(noneExist(a)).toBe(true);
    await request(t.http).get(`/api/admin/gifts/${created.body.id}`).set(...bearer(t.seller)).expect(404);

    await request(t.http).delete(`/api/admin/gifts/${created.body.id}`).set(...bearer(t.otherSeller)).expect(200);
    expect(noneExist(b)).toBe(true);
  });

  it("shows a gift under the category given, 'Gifts' when none: created there, moved by categoryId, kept when left out", async () => {
    const [picture] = await uploadProductImages(t.admin, 1);
    const body = { name: 'Category Moving Gift Box', price: 999, images: [picture] };
    const created = await request(t.http).post('/api/admin/gifts').set(...bearer(t.admin)).send(body).expect(201);
    expect(created.body).toMatchObject({ category: 'Gifts' });

    const moved = await request(t.http).put(`/api/admin/gifts/${created.body.id}`).set(...bearer(t.admin)).send({ ...body, categoryId: t.rings }).expect(200);
    expect(moved.body).toMatchObject({ categoryId: t.rings, category: 'Rings' });
    const kept = await request(t.http).put(`/api/admin/gifts/${created.body.id}`).set(...bearer(t.admin)).send({ ...body, stock: 3 }).expect(200);
    expect(kept.body).toMatchObject({ categoryId: t.rings, category: 'Rings', stock: 3 });
    const elsewhere = await request(t.http).post('/api/admin/gifts').set(...bearer(t.admin)).send({ ...body, name: 'Ring Gift Two', categoryId: t.rings }).expect(201);
    expect(elsewhere.body).toMatchObject({ category: 'Rings', slug: 'ring-gift-two' });
    // Shown on the category's page and in the gift store alike.
    const listed = await request(t.http).get('/api/home/query-products').query({ category: 'rings', searchValue: 'Category Moving' }).expect(200);
    expect((listed.body.products as Gift[]).map((product) => product._id)).toEqual([created.body.id]);
    const page = await request(t.http).get(`/api/home/get-product/${elsewhere.body.slug}`).expect(200);
    expect(page.body.product).toMatchObject({ category: 'Rings', categorySlug: 'rings' });
    const store = await request(t.http).get('/api/gifts-get?perPage=100').expect(200);
    expect((store.body.gifts as Gift[]).find((gift) => gift._id === elsewhere.body.id)).toMatchObject({ category: 'Rings', categorySlug: 'rings' });

    const unknown = await request(t.http).put(`/api/admin/gifts/${created.body.id}`).set(...bearer(t.admin)).send({ ...body, categoryId: UNKNOWN_ID }).expect(400);
    expect(unknown.body).toMatchObject({ error: 'categoryId must be the id of an existing category', fields: [{ field: 'categoryId' }] });
  });

  it("refuses pictures that are not product or gift uploads (a banner's, a post's, another site's), and no picture at all", async () => {
    const response = await request(t.http).post('/api/admin/gifts').set(...bearer(t.admin)).send({ name: 'A gift', price: 100, images: [] }).expect(400);
    expect(response.body.error).toBe(
      'images must be a list of 1 to 6 picture URLs under /uploads/products/ or /uploads/gifts/, as answered by POST /api/admin/products/images',
    );
    for (const url of ['https://x.example/a-640.webp', '/uploads/banners/a-640.webp', '/uploads/blogs/a-640.webp']) {
      await request(t.http).post('/api/admin/gifts').set(...bearer(t.admin)).send({ name: 'A gift', price: 100, images: [url] }).expect(400);
    }
  });
});
