import { existsSync } from 'node:fs';
import sharp from 'sharp';
import request from 'supertest';
import { MAX_UPLOAD_BYTES } from '../../src/modules/storage/storage.service.js';
import { type Account, bearer, createCallers, testAppWith } from '../helpers/accounts.js';
import { insertedId } from '../helpers/database.js';
import { storedPictures } from '../helpers/stored-pictures.js';
import { drawnPictures } from '../helpers/pictures.js';
import { expectError, expectFieldRefused } from '../helpers/errors.js';

const t = testAppWith(createCallers);
const pictures = drawnPictures([1600, 500, '#7a1f3d'], [900, 300, '#c9a227']);

/** The files on disk behind a stored url: its 320, 640 and 1280 px versions. */
const { filesOf, filesIn } = storedPictures(() => t);
const storedFiles = () => filesIn('banners');
const bannerCount = async () => (await t.sql.query('SELECT count(*)::int AS n FROM banners')).rows[0].n as number;

async function insertBanner(category: string, position: number, createdAt = new Date()): Promise<string> {
  return insertedId(t.sql, 'INSERT INTO banners (category, url, position, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [
    category,
    `/uploads/banners/arranged-${position}-640.webp`,
    position,
    createdAt,
  ]);
}

const upload = (account: Account | undefined, fields: Record<string, string>, files: Array<[Buffer, string]>, url = '/api/upload') => {
  let call = request(t.http).post(url);
  if (account) call = call.set(...bearer(account));
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  for (const [bytes, filename] of files) call = call.attach('images', bytes, filename);
  return call;
};

describe('POST /api/upload', () => {
  it('stores each picture as WebP in three widths and answers the new banners', async () => {
    const response = await upload(t.admin, { category: 'fastivle', alt: ' Diwali gold ', link: '/category-data/bangles' }, [
      [pictures.png, 'diwali.png'],
      [pictures.jpeg, 'diwali.jpg'],
    ]).expect(201);
    expect(response.body.message).toBe('Banners uploaded');
    expect(response.body.uploadedBanners).toHaveLength(2);
    for (const banner of response.body.uploadedBanners) {
      expect(banner).toEqual({
        _id: expect.any(String),
        category: 'fastivle',
        url: expect.stringMatching(/^\/uploads\/banners\/[0-9a-f-]+-640\.webp$/),
        srcset: expect.stringMatching(/-320\.webp 320w, .*-640\.webp 640w, .*-1280\.webp 1280w$/),
        alt: 'Diwali gold',
        link: '/category-data/bangles',
      });
      for (const file of filesOf(banner.url)) expect(existsSync(file)).toBe(true);
      const stored = await sharp(filesOf(banner.url)[1]).metadata();
      expect(stored.format).toBe('webp');
    }
    const { rows } = await t.sql.query('SELECT position FROM banners WHERE id = ANY($1) ORDER BY position', [
      response.body.uploadedBanners.map((b: { _id: string }) => b._id),
    ]);
    expect(rows.map((row) => row.position)).toEqual([0, 1]);

    const next = await upload(t.admin, { category: 'fastivle' }, [[pictures.png, 'more.png']]).expect(201);
    expect(next.body.message).toBe('Banner uploaded');
    expect(next.body.uploadedBanners[0]).toMatchObject({ alt: '', link: '' });
    const position = await t.sql.query('SELECT position FROM banners WHERE id = $1', [next.body.uploadedBanners[0]._id]);
    expect(position.rows[0].position).toBe(2);
  });

  it('answers 401 without a token and 403 with a customer token', async () => {
    await upload(undefined, { category: 'Home Page' }, [[pictures.png, 'a.png']]).expect(401);
    const response = await upload(t.customer, { category: 'Home Page' }, [[pictures.png, 'a.png']]).expect(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  const CATEGORY = "category must be one of: Home Page, fastivle, Evil Eye Elegance, Baby's Evil Eye Charms";
  const LINK = "link must be a path on this shop starting with '/' (at most 300 characters), or empty";
  it.each([
    ['a missing category', {}, 'category', CATEGORY],
    ['an unknown category', { category: 'Sale' }, 'category', CATEGORY],
    ['an alt text of 201 characters', { category: 'Home Page', alt: 'a'.repeat(201) }, 'alt', 'alt must be text of at most 200 characters'],
    ['a link to another site', { category: 'Home Page', link: 'https://elsewhere.example/' }, 'link', LINK],
    ['a protocol-relative link', { category: 'Home Page', link: '//elsewhere.example' }, 'link', LINK],
    ['a link of 301 characters', { category: 'Home Page', link: `/${'a'.repeat(300)}` }, 'link', LINK],
  ])('refuses %s, naming the field, and keeps nothing', async (_label, fields, field, message) => {
    const before = { files: storedFiles(), rows: await bannerCount() };
    await expectFieldRefused(upload(t.admin, fields, [[pictures.png, 'a.png']]), field, message);
    expect({ files: storedFiles(), rows: await bannerCount() }).toEqual(before);
  });

  it('refuses a text file named .png, keeping none of the files sent with it', async () => {
    const before = { files: storedFiles(), rows: await bannerCount() };
    await expectError(
      request(t.http)
        .post('/api/upload')
        .set(...bearer(t.admin))
        .field('category', 'Home Page')
        .attach('images', pictures.png, 'good.png')
        .attach('images', Buffer.from('<script>alert(1)</script>'), { filename: 'evil.png', contentType: 'image/png' }),
      400,
      'UPLOAD_NOT_IMAGE',
      'evil.png: The file is not a JPEG, PNG, WebP, GIF or AVIF image.',
    );
    expect({ files: storedFiles(), rows: await bannerCount() }).toEqual(before);
  });

  it('refuses a picture over 5 MB', async () => {
    const before = { files: storedFiles(), rows: await bannerCount() };
    const big = Buffer.concat([pictures.png, Buffer.alloc(MAX_UPLOAD_BYTES + 1024 - pictures.png.length)]);
    const response = await upload(t.admin, { category: 'Home Page' }, [[pictures.png, 'fine.png'], [big, 'big.png']]).expect(400);
    expect(response.body.code).toBe('UPLOAD_TOO_LARGE');
    expect(response.body.error).toContain('larger than 5 MB');
    expect({ files: storedFiles(), rows: await bannerCount() }).toEqual(before);
  });

  it('refuses an upload without a picture, and more than 10', async () => {
    await expectError(upload(t.admin, { category: 'Home Page' }, []), 400, 'UPLOAD_MISSING', 'Please choose an image to upload (form field "images").');
    const json = await request(t.http).post('/api/upload').set(...bearer(t.admin)).send({ category: 'Home Page' }).expect(400);
    expect(json.body.code).toBe('UPLOAD_MISSING');
    const before = await bannerCount();
    await upload(t.admin, { category: 'Home Page' }, Array.from({ length: 11 }, (_, i): [Buffer, string] => [pictures.jpeg, `${i}.jpg`])).expect(400);
    expect(await bannerCount()).toBe(before);
  });
});

describe('GET /api/get-banner', () => {
  it('answers every banner by category in spec order, then position, then age, to everyone', async () => {
    const baby = await insertBanner("Baby's Evil Eye Charms", 0);
    const homeLater = await insertBanner('Home Page', 5, new Date('2026-01-02T00:00:00Z'));
    const homeFirst = await insertBanner('Home Page', 5, new Date('2026-01-01T00:00:00Z'));
    const homeTop = await insertBanner('Home Page', 1);
    const evil = await insertBanner('Evil Eye Elegance', 0);
    const response = await request(t.http).get('/api/get-banner').expect(200);
    const ids: string[] = response.body.bannerData.map((b: { _id: string }) => b._id);
    const mine = ids.filter((id) => [baby, homeLater, homeFirst, homeTop, evil].includes(id));
    expect(mine).toEqual([homeTop, homeFirst, homeLater, evil, baby]);
    const categories: string[] = response.body.bannerData.map((b: { category: string }) => b.category);
    const order = ['Home Page', 'fastivle', 'Evil Eye Elegance', "Baby's Evil Eye Charms"];
    expect(categories.map((c) => order.indexOf(c))).toEqual([...categories.map((c) => order.indexOf(c))].sort((a, b) => a - b));
    expect(response.body.bannerData.find((b: { _id: string }) => b._id === baby)).toEqual({
      _id: baby,
      category: "Baby's Evil Eye Charms",
      url: '/uploads/banners/arranged-0-640.webp',
      srcset: '/uploads/banners/arranged-0-320.webp 320w, /uploads/banners/arranged-0-640.webp 640w, /uploads/banners/arranged-0-1280.webp 1280w',
      alt: '',
      link: '',
    });
  });

  it('answers the banners of one category, and names a bad one', async () => {
    await insertBanner('Evil Eye Elegance', 3);
    const response = await request(t.http).get('/api/get-banner').query({ category: 'Evil Eye Elegance' }).expect(200);
    expect(response.body.bannerData.length).toBeGreaterThan(0);
    expect(response.body.bannerData.every((b: { category: string }) => b.category === 'Evil Eye Elegance')).toBe(true);
    const bad = await request(t.http).get('/api/get-banner').query({ category: 'evil eye' }).expect(400);
    expect(bad.body.fields[0].field).toBe('category');
  });
});

describe('DELETE /api/banner-delete/{id}', () => {
  it('deletes the banner and its files under DATA_DIR/uploads', async () => {
    const created = await upload(t.admin, { category: 'Evil Eye Elegance' }, [[pictures.png, 'nazar.png']]).expect(201);
    const banner = created.body.uploadedBanners[0];
    for (const file of filesOf(banner.url)) expect(existsSync(file)).toBe(true);
    const response = await request(t.http).delete(`/api/banner-delete/${banner._id}`).set(...bearer(t.admin)).expect(200);
    expect(response.body).toEqual({ message: 'Banner deleted', bannerId: banner._id });
    for (const file of filesOf(banner.url)) expect(existsSync(file)).toBe(false);
    const { rows } = await t.sql.query('SELECT 1 FROM banners WHERE id = $1', [banner._id]);
    expect(rows).toHaveLength(0);
  });

  it('answers 401, 403, 404 and 400 as it should', async () => {
    const id = await insertBanner('Home Page', 9);
    await request(t.http).delete(`/api/banner-delete/${id}`).expect(401);
    await request(t.http).delete(`/api/banner-delete/${id}`).set(...bearer(t.customer)).expect(403);
    // Banners are the house's: sellers are refused too (the full matrix is ownership.e2e-spec's).
    await request(t.http).delete(`/api/banner-delete/${id}`).set(...bearer(t.seller)).expect(403);
    await expectError(request(t.http).delete('/api/banner-delete/00000000-0000-4000-8000-000000000000').set(...bearer(t.admin)), 404, 'BANNER_NOT_FOUND', 'This banner does not exist.');
    const bad = await request(t.http).delete('/api/banner-delete/banner-1').set(...bearer(t.admin)).expect(400);
    expect(bad.body.error).toBe('id must be a UUID');
  });
});

describe('/api/admin/banners', () => {
  it('answers 401 without a token and 403 with a customer token', async () => {
    await request(t.http).get('/api/admin/banners').expect(401);
    await request(t.http).get('/api/admin/banners').set(...bearer(t.customer)).expect(403);
    await upload(t.customer, { category: 'Home Page' }, [[pictures.png, 'a.png']], '/api/admin/banners').expect(403);
  });

  it('creates one banner from a multipart upload, and refuses two pictures', async () => {
    const created = await upload(t.admin, { category: "Baby's Evil Eye Charms", alt: 'Baby charm' }, [[pictures.jpeg, 'charm.jpg']], '/api/admin/banners').expect(201);
    expect(created.body).toEqual({
      id: created.body._id,
      _id: expect.any(String),
      category: "Baby's Evil Eye Charms",
      url: expect.stringMatching(/^\/uploads\/banners\/.+-640\.webp$/),
      srcset: expect.stringContaining('1280w'),
      alt: 'Baby charm',
      link: '',
      position: expect.any(Number),
      createdAt: expect.any(String),
    });
    for (const file of filesOf(created.body.url)) expect(existsSync(file)).toBe(true);
    const before = await bannerCount();
    await upload(t.admin, { category: 'Home Page' }, [[pictures.jpeg, 'a.jpg'], [pictures.jpeg, 'b.jpg']], '/api/admin/banners').expect(400);
    expect(await bannerCount()).toBe(before);
    const bad = await upload(t.admin, { category: 'Home' }, [[pictures.jpeg, 'a.jpg']], '/api/admin/banners').expect(400);
    expect(bad.body.fields[0].field).toBe('category');
  });

  it('lists with Content-Range, filtered by category and sorted by position', async () => {
    const ids = [await insertBanner('fastivle', 30), await insertBanner('fastivle', 10), await insertBanner('fastivle', 20)];
    const response = await request(t.http)
      .get('/api/admin/banners')
      .query({ sort: '["position","DESC"]', range: '[0,1]', filter: JSON.stringify({ category: 'fastivle' }) })
      .set(...bearer(t.admin))
      .expect(200);
    const { rows } = await t.sql.query(`SELECT count(*)::int AS n FROM banners WHERE category = 'fastivle'`);
    expect(response.headers['content-range']).toBe(`banners 0-1/${rows[0].n}`);
    expect(response.body.map((b: { id: string }) => b.id)).toEqual([ids[0], ids[2]]);
    const many = await request(t.http).get('/api/admin/banners').query({ filter: JSON.stringify({ id: [ids[1]] }) }).set(...bearer(t.admin)).expect(200);
    expect(many.body.map((b: { id: string }) => b.id)).toEqual([ids[1]]);
    const bad = await request(t.http).get('/api/admin/banners').query({ filter: '{"category":"Sale"}' }).set(...bearer(t.admin)).expect(400);
    expect(bad.body.error).toBe("filter.category must be one of: Home Page, fastivle, Evil Eye Elegance, Baby's Evil Eye Charms");
  });

  it('gets and updates a banner, naming a bad field', async () => {
    const id = await insertBanner('Home Page', 0);
    const one = await request(t.http).get(`/api/admin/banners/${id}`).set(...bearer(t.admin)).expect(200);
    expect(one.body).toMatchObject({ id, _id: id, category: 'Home Page', position: 0 });
    const updated = await request(t.http)
      .put(`/api/admin/banners/${id}`)
      .set(...bearer(t.admin))
      .send({ category: 'Evil Eye Elegance', alt: ' Nazar ', link: '/evil-eye', position: 4 })
      .expect(200);
    expect(updated.body).toMatchObject({ id, category: 'Evil Eye Elegance', alt: 'Nazar', link: '/evil-eye', position: 4, url: one.body.url });
    const partly = await request(t.http).put(`/api/admin/banners/${id}`).set(...bearer(t.admin)).send({ link: '' }).expect(200);
    expect(partly.body).toMatchObject({ category: 'Evil Eye Elegance', alt: 'Nazar', link: '', position: 4 });

    const position = await request(t.http).put(`/api/admin/banners/${id}`).set(...bearer(t.admin)).send({ position: -1 }).expect(400);
    expect(position.body.fields).toEqual([{ field: 'position', messages: ['position must be a whole number from 0 to 10000'] }]);
    const picture = await request(t.http).put(`/api/admin/banners/${id}`).set(...bearer(t.admin)).send({ picture: '/x.webp' }).expect(400);
    expect(picture.body.error).toBe('property picture should not exist');
    // Its picture is read-only: sent back changed, it is ignored.
    const url = await request(t.http).put(`/api/admin/banners/${id}`).set(...bearer(t.admin)).send({ url: '/x.webp', position: 5 }).expect(200);
    expect(url.body).toMatchObject({ url: one.body.url, position: 5 });
    await request(t.http).put('/api/admin/banners/00000000-0000-4000-8000-000000000000').set(...bearer(t.admin)).send({ position: 1 }).expect(404);
    await request(t.http).get('/api/admin/banners/00000000-0000-4000-8000-000000000000').set(...bearer(t.admin)).expect(404);
  });

  it('refuses null for a field that has no empty value, naming the field, and leaves the banner as it was', async () => {
    const id = await insertBanner('Home Page', 7);
    for (const field of ['alt', 'link', 'category', 'position']) {
      const refused = await request(t.http).put(`/api/admin/banners/${id}`).set(...bearer(t.admin)).send({ [field]: null }).expect(400);
      expect(refused.body).toMatchObject({ error: `${field} must not be null`, code: 'VALIDATION_FAILED', fields: [{ field, messages: [`${field} must not be null`] }] });
    }
    const stored = await request(t.http).get(`/api/admin/banners/${id}`).set(...bearer(t.admin)).expect(200);
    expect(stored.body).toMatchObject({ category: 'Home Page', alt: '', link: '', position: 7 });
  });

  it('deletes a banner with its files, answering the deleted record', async () => {
    const created = await upload(t.admin, { category: 'Home Page' }, [[pictures.png, 'hero.png']], '/api/admin/banners').expect(201);
    const deleted = await request(t.http).delete(`/api/admin/banners/${created.body.id}`).set(...bearer(t.admin)).expect(200);
    expect(deleted.body).toEqual(created.body);
    for (const file of filesOf(created.body.url)) expect(existsSync(file)).toBe(false);
    await request(t.http).delete(`/api/admin/banners/${created.body.id}`).set(...bearer(t.admin)).expect(404);
  });
});
