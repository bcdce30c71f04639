import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { loadConfig, type RuntimeConfig } from '../../src/config/config.js';
import { MANIFEST_KEY, type PictureJob, SeedPictures } from '../../src/modules/seed/seed-pictures.js';
import { StorageService } from '../../src/modules/storage/storage.service.js';
import { type Account, bearer, createShopCallers } from '../helpers/accounts.js';
import { insertCategory } from '../helpers/catalog-factory.js';
import { drawPicture } from '../helpers/pictures.js';
import { startS3, type TestS3 } from '../helpers/s3-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Every app of this file keeps its files under this prefix of the bucket. */
const PREFIX = 'shop';
const WIDTHS = [320, 640, 1280];
const IMMUTABLE = 'public, max-age=31536000, immutable';

let s3: TestS3;
let t: TestApp;
let admin: Account;
let earrings: string;
let png: Buffer;

/** The bucket's keys of every width of a stored picture's url. */
const objectKeysOf = (url: string) => WIDTHS.map((width) => `${PREFIX}${url.replace(/-\d+\.webp$/, `-${width}.webp`)}`);
const pictureKeys = async () => (await s3.keys(`${PREFIX}/uploads/`)).filter((key) => key.endsWith('.webp'));

function upload(...files: [Buffer, string][]): request.Test {
  let call = request(t.http).post('/api/admin/products/images').set(...bearer(admin));
  for (const [bytes, name] of files) call = call.attach('images', bytes, { filename: name, contentType: 'image/png' });
  return call;
}

async function uploadOne(): Promise<string> {
  const response = await upload([png, 'photo.png']).expect(201);
  return (response.body.images as { url: string }[])[0].url;
}

beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ storage: s3.storage(PREFIX) });
  ({ admin } = await createShopCallers(t));
  earrings = await insertCategory(t.sql, 'Earrings', 1);
  png = await drawPicture('png', 900, 700, '#c9a227');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('uploads with STORAGE_URL=s3://…', () => {
  it('stores every width of an upload in the bucket under the prefix, and nothing under DATA_DIR', async () => {
    const url = await uploadOne();
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-640\.webp$/);
    const stored = await s3.keys(`${PREFIX}/uploads/products/`);
    expect(stored).toEqual(expect.arrayContaining(objectKeysOf(url)));
    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
  });

  it('keeps none of the files of an upload when one of its files is refused (all or none)', async () => {
    const before = await pictureKeys();
    const response = await upload([png, 'good.png'], [Buffer.from('this is not a picture'), 'bad.png']).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'UPLOAD_NOT_IMAGE' });
    expect(await pictureKeys()).toEqual(before);
  });

  it("deletes a picture's files from the bucket once no record shows it", async () => {
    const images = [await uploadOne(), await uploadOne()];
    const created = await request(t.http)
      .post('/api/admin/products')
      .set(...bearer(admin))
      .send({ name: 'Ruby Jhumka', brand: 'Sona', description: 'Temple jhumkas.', points: [], gender: 'female', price: 1499, discount: 0, stock: 3, colors: [], sizes: [], categoryId: earrings, images })
      .expect(201);
    for (const url of images) expect(await s3.keys(objectKeysOf(url)[0])).toHaveLength(1);
    await request(t.http).delete(`/api/admin/products/${created.body.id as string}`).set(...bearer(admin)).expect(200);
    const left = await pictureKeys();
    for (const url of images) {
      for (const key of objectKeysOf(url)) expect(left).not.toContain(key);
      await request(t.http).get(url).expect(404);
    }
  });
});

describe('GET and HEAD /uploads/… from the bucket', () => {
  let url: string;
  beforeAll(async () => {
    url = await uploadOne();
  });

  it('streams the picture with its type, length, ETag, Last-Modified and immutable caching', async () => {
    const response = await request(t.http).get(url).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(response.headers['last-modified'] as string).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
    const body = response.body as Buffer;
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const smallest = await request(t.http).get(url.replace('-640.', '-320.')).expect(200);
    expect(smallest.headers['content-type']).toBe('image/webp');
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const get = await request(t.http).get(url).expect(200);
    const head = await request(t.http).head(url).expect(200);
    for (const header of ['content-type', 'content-length', 'etag', 'last-modified', 'cache-control']) expect(head.headers[header]).toBe(get.headers[header]);
    expect(head.text ?? '').toBe('');
  });

  it('answers 304 to a copy that is still current (If-None-Match, If-Modified-Since), GET and HEAD', async () => {
    const { headers } = await request(t.http).head(url).expect(200);
    const etag = headers.etag as string;
    for (const method of ['get', 'head'] as const) {
      const same = await request(t.http)[method](url).set('If-None-Match', etag).expect(304);
      expect(same.headers.etag).toBe(etag);
      expect(same.headers['cache-control']).toBe(IMMUTABLE);
      await request(t.http)[method](url).set('If-None-Match', `"0123", W/${etag}`).expect(304);
      await request(t.http)[method](url).set('If-None-Match', '"another-version"').expect(200);
      await request(t.http)[method](url).set('If-Modified-Since', new Date(Date.now() + 60_000).toUTCString()).expect(304);
      await request(t.http)[method](url).set('If-Modified-Since', 'Thu, 01 Jan 2015 00:00:00 GMT').expect(200);
    }
  });

  it('answers 404 for a picture that is not there, as on disk (the app goes on past /uploads/)', async () => {
    for (const missing of ['/uploads/products/00000000-0000-4000-8000-000000000000-640.webp', '/uploads/nowhere/x-640.webp', '/uploads/x.webp']) {
      const get = await request(t.http).get(missing).expect(404);
      expect(get.headers['content-type']).not.toBe('image/webp');
      expect(get.headers['cache-control']).toBeUndefined();
      await request(t.http).head(missing).expect(404);
    }
  });

  it('never reaches outside uploads/ of the bucket, however the path is spelt', async () => {
    // The seed's manifest lies beside uploads/ in the bucket: no spelling of a path may reach it.
    await new SeedPictures(t.app.get(StorageService)).produce([{ folder: 'products', name: 'plain', svg: () => '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>' }]);
    expect(await s3.keys(`${PREFIX}/${MANIFEST_KEY}`)).toHaveLength(1);
    for (const attempt of [
      '/uploads/../seed-cache/pictures.json',
      '/uploads/%2e%2e/seed-cache/pictures.json',
      '/uploads/..%2fseed-cache/pictures.json',
      '/uploads/products/..%2f..%2fseed-cache%2fpictures.json',
      '/uploads//seed-cache/pictures.json',
      '/uploads/products/%2E%2E/%2E%2E/seed-cache/pictures.json',
      '/uploads/Products/X-640.webp',
      `/uploads${url.slice('/uploads'.length).replace('products/', 'products/./')}`,
    ]) {
      const response = await request(t.http).get(attempt);
      expect([400, 404]).toContain(response.status);
      expect(response.text).not.toContain('"hash"');
    }
  });

  it('refuses writes to /uploads/ (only GET and HEAD are served)', async () => {
    const response = await request(t.http).delete(url).set(...bearer(admin));
    expect(response.status).toBe(404);
    await request(t.http).get(url).expect(200);
  });
});

describe('the seed pictures in the bucket', () => {
  const square = (colour: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="${colour}"/></svg>`;
  const jobs: PictureJob[] = [
    { folder: 'products', name: 'seed-ring-front', svg: () => square('#c2183b') },
    { folder: 'banners', name: 'seed-home-1', svg: () => square('#123456') },
  ];
  /** A start of a process: its own StorageService and S3 client over the same bucket, without the shared cache of the checkout. */
  const start = (prefix: string) => {
    const config: RuntimeConfig = { ...loadConfig({}), dataDir: t.config.dataDir, databaseUrl: 'postgres://unused', jwtSecret: 'x'.repeat(32), storage: s3.storage(prefix) };
    return new SeedPictures(new StorageService(config));
  };

  it('are drawn once, then found again by the next start through the manifest kept in the bucket', async () => {
    const first = await start('seeded').produce(jobs);
    expect(first).toMatchObject({ rendered: 2, reused: 0 });
    expect(first.urls.get('products/seed-ring-front')).toBe('/uploads/products/seed-ring-front-640.webp');
    expect(await s3.keys('seeded/')).toEqual(
      [
        'seeded/seed-cache/pictures.json',
        ...WIDTHS.map((width) => `seeded/uploads/banners/seed-home-1-${width}.webp`),
        ...WIDTHS.map((width) => `seeded/uploads/products/seed-ring-front-${width}.webp`),
      ].sort(),
    );
    expect(existsSync(path.join(t.config.dataDir, 'seed-cache'))).toBe(false);

    expect(await start('seeded').produce(jobs)).toMatchObject({ rendered: 0, reused: 2 });
  });

  it('draws again a picture whose files left the bucket, or whose drawing changed', async () => {
    await start('redrawn').produce(jobs);
    const storage = new StorageService({ ...loadConfig({}), dataDir: t.config.dataDir, databaseUrl: 'postgres://unused', jwtSecret: 'x'.repeat(32), storage: s3.storage('redrawn') });
    await storage.files.delete('uploads/banners/seed-home-1-1280.webp');
    expect(await start('redrawn').produce(jobs)).toMatchObject({ rendered: 1, reused: 1 });
    expect(await start('redrawn').produce([{ ...jobs[0], svg: () => square('#11915f') }, jobs[1]])).toMatchObject({ rendered: 1, reused: 1 });
  });
});

describe('a store that is not there', () => {
  // What the app's start runs (StorageService.onModuleInit, through createApp) before it listens.
  const starting = (storage: RuntimeConfig['storage']) =>
    new StorageService({ ...loadConfig({}), dataDir: t.config.dataDir, databaseUrl: 'postgres://unused', jwtSecret: 'x'.repeat(32), storage }).onModuleInit();

  it('stops the start with a sentence: no such bucket, or credentials refused', async () => {
    await expect(starting(s3.storage(PREFIX))).resolves.toBeUndefined();
    await expect(starting(s3.storage(PREFIX, { bucket: 'no-such-bucket' }))).rejects.toThrow(
      `The object store s3://no-such-bucket/${PREFIX} at ${s3.endpoint} cannot be used: the bucket "no-such-bucket" does not exist (create it first).`,
    );
    const wrongKey = s3.storage(PREFIX, { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret', sessionToken: undefined } });
    await expect(starting(wrongKey)).rejects.toThrow(/cannot be used: it refused the credentials \(AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY\): SignatureDoesNotMatch/);
  });

  it('answers 502 STORAGE_UNAVAILABLE while the store is down, for uploads and pictures alike', async () => {
    const url = await uploadOne();
    await s3.close();
    const uploading = await upload([png, 'photo.png']).expect(502);
    expect(uploading.body).toEqual({ statusCode: 502, code: 'STORAGE_UNAVAILABLE', error: 'The shop cannot reach its file store just now. Please try again in a moment.' });
    expect(uploading.headers['retry-after']).toBe('5');
    const serving = await request(t.http).get(url).expect(502);
    expect(serving.body.code).toBe('STORAGE_UNAVAILABLE');
  });
});
