import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { loadConfig, type RuntimeConfig } from '../../src/config/config.js';
import { MANIFEST_KEY, type PictureJob, SeedPictures } from '../../src/modules/seed/seed-pictures.js';
import { ReturnsService } from '../../src/modules/returns/returns.service.js';
import { StorageService } from '../../src/modules/storage/storage.service.js';
import { type Account, bearer, createShopCallers, registerCustomer } from '../helpers/accounts.js';
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

/** An MP4's first bytes (what the returns module sniffs) and `extra` bytes of a pattern after them. */
const mp4 = (extra: number) => {
  const body = Buffer.alloc(extra);
  for (let i = 0; i < extra; i++) body[i] = (i * 31) % 251;
  return Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41'), body]);
};

/** A GET's body as bytes, whatever its type. */
const bytes = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('customers’ private media (return photos, unboxing videos) in the bucket', () => {
  let me: Account;
  let other: Account;
  /** Three megabytes and more: streamed in many chunks, both ways. */
  const video = mp4(3 * 1024 * 1024 + 123);
  let videoUrl: string;
  let photoUrl: string;
  const keyOf = async (url: string) =>
    (await t.sql.query<{ storage_key: string }>('SELECT storage_key FROM return_media WHERE id = $1', [url.split('/').pop()])).rows[0].storage_key;

  beforeAll(async () => {
    me = await registerCustomer(t, 'Bucket Customer');
    other = await registerCustomer(t, 'Curious Shopper');
    const uploadMedia = (body: Buffer, name: string) => request(t.http).post('/api/returns/media').set(...bearer(me)).attach('file', body, name).expect(201);
    const videoAnswer = await uploadMedia(video, 'unboxing.mp4');
    expect(videoAnswer.body).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    videoUrl = videoAnswer.body.url as string;
    const photoAnswer = await uploadMedia(png, 'damage.png');
    expect(photoAnswer.body).toMatchObject({ kind: 'photo', contentType: 'image/webp' });
    photoUrl = photoAnswer.body.url as string;
  });

  it('stores a photo and a video in the bucket under private/, with their types, and nothing under DATA_DIR', async () => {
    const videoKey = `${PREFIX}/private/${await keyOf(videoUrl)}`;
    const photoKey = `${PREFIX}/private/${await keyOf(photoUrl)}`;
    expect(videoKey).toMatch(/^shop\/private\/returns\/[0-9a-f-]{36}\.mp4$/);
    expect(photoKey).toMatch(/^shop\/private\/returns\/[0-9a-f-]{36}\.webp$/);
    expect(await s3.keys(`${PREFIX}/private/`)).toEqual(expect.arrayContaining([videoKey, photoKey]));
    expect(await s3.keys(`${PREFIX}/uploads/returns`)).toEqual([]);
    expect(existsSync(path.join(t.config.dataDir, 'private'))).toBe(false);
    const files = t.app.get(StorageService).files;
    expect(await files.head(`private/${await keyOf(videoUrl)}`)).toMatchObject({ size: video.length, contentType: 'video/mp4' });
    expect(await files.head(`private/${await keyOf(photoUrl)}`)).toMatchObject({ contentType: 'image/webp' });
  });

  it('serves them to the owner, whole and by byte ranges (206, 416), privately and with nosniff', async () => {
    const whole = await bytes(request(t.http).get(videoUrl).set(...bearer(me))).expect(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store', 'accept-ranges': 'bytes' });
    expect(Number(whole.headers['content-length'])).toBe(video.length);
    expect(Buffer.compare(whole.body as Buffer, video)).toBe(0);

    const ranges: [string, number, number][] = [
      ['bytes=4-11', 4, 11],
      ['bytes=1048576-2097151', 1048576, 2097151],
      [`bytes=${video.length - 10}-`, video.length - 10, video.length - 1],
      ['bytes=-500', video.length - 500, video.length - 1],
      [`bytes=100-${video.length + 5000}`, 100, video.length - 1],
    ];
    for (const [header, start, end] of ranges) {
      const part = await bytes(request(t.http).get(videoUrl).set(...bearer(me)).set('Range', header)).expect(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(Number(part.headers['content-length'])).toBe(end - start + 1);
      expect(Buffer.compare(part.body as Buffer, video.subarray(start, end + 1))).toBe(0);
    }
    const beyond = await request(t.http).get(videoUrl).set(...bearer(me)).set('Range', `bytes=${video.length}-`).expect(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);

    const photo = await bytes(request(t.http).get(photoUrl).set(...bearer(me))).expect(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(await sharp(photo.body as Buffer).metadata()).toMatchObject({ format: 'webp' });
    await bytes(request(t.http).get(photoUrl).set(...bearer(admin))).expect(200);
  });

  it('answers 404 to another customer and 401 to no one, ranges included', async () => {
    for (const url of [videoUrl, photoUrl]) {
      const refused = await request(t.http).get(url).set(...bearer(other)).set('Range', 'bytes=0-99').expect(404);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.body.error).toEqual(expect.any(String));
      await request(t.http).get(url).expect(401);
    }
  });

  it('cannot be reached through /uploads/, however the path is spelt', async () => {
    const key = await keyOf(videoUrl);
    for (const attempt of [
      `/uploads/../private/${key}`,
      `/uploads/%2e%2e/private/${key}`,
      `/uploads/..%2fprivate%2f${key.replace('/', '%2f')}`,
      `/uploads/private/${key}`,
      `/uploads/${key}`,
      `/uploads/products/%2E%2E/%2E%2E/private/${key}`,
    ]) {
      const response = await request(t.http).get(attempt).set(...bearer(me));
      expect([400, 404]).toContain(response.status);
      expect(response.headers['content-type']).not.toBe('video/mp4');
    }
  });

  it('streams a finished file into the bucket with its type, and removes the source file', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'shop-put-file-'));
    try {
      const source = path.join(folder, 'upload');
      writeFileSync(source, video);
      const files = t.app.get(StorageService).files;
      await files.putFile('private/returns/put-file-check.mp4', source, { contentType: 'video/mp4' });
      expect(existsSync(source)).toBe(false);
      expect(await files.head('private/returns/put-file-check.mp4')).toMatchObject({ size: video.length, contentType: 'video/mp4' });
      expect(Buffer.compare((await files.read('private/returns/put-file-check.mp4')) ?? Buffer.alloc(0), video)).toBe(0);
      const opened = await files.open('private/returns/put-file-check.mp4', undefined, { start: 10, end: 19 });
      if (opened.status !== 'found') throw new Error('not found');
      expect(opened.info.size).toBe(video.length);
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(chunk as Buffer);
      expect(Buffer.compare(Buffer.concat(chunks), video.subarray(10, 20))).toBe(0);
      await files.delete('private/returns/put-file-check.mp4');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('removes the files from the bucket when unattached uploads are purged', async () => {
    const extra = await request(t.http).post('/api/returns/media').set(...bearer(me)).attach('file', mp4(1000), 'spare.mp4').expect(201);
    const key = `${PREFIX}/private/${await keyOf(extra.body.url as string)}`;
    expect(await s3.keys(key)).toEqual([key]);
    const purged = await t.app.get(ReturnsService).purgeUnattached(new Date(Date.now() + 2 * 24 * 3_600_000));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await s3.keys(key)).toEqual([]);
    await request(t.http).get(extra.body.url as string).set(...bearer(me)).expect(404);
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
    const customer = await registerCustomer(t, 'Unlucky Customer');
    const media = await request(t.http).post('/api/returns/media').set(...bearer(customer)).attach('file', mp4(500), 'clip.mp4').expect(201);
    await s3.close();
    // A finished file the store could not take is removed all the same.
    const folder = mkdtempSync(path.join(tmpdir(), 'shop-put-file-'));
    const source = path.join(folder, 'upload');
    writeFileSync(source, mp4(500));
    await expect(t.app.get(StorageService).files.putFile('private/returns/never.mp4', source, { contentType: 'video/mp4' })).rejects.toThrow(/could not store/);
    expect(existsSync(source)).toBe(false);
    rmSync(folder, { recursive: true, force: true });
    const uploading = await upload([png, 'photo.png']).expect(502);
    expect(uploading.body).toEqual({ statusCode: 502, code: 'STORAGE_UNAVAILABLE', error: 'The shop cannot reach its file store just now. Please try again in a moment.' });
    expect(uploading.headers['retry-after']).toBe('5');
    const serving = await request(t.http).get(url).expect(502);
    expect(serving.body.code).toBe('STORAGE_UNAVAILABLE');
    // Customers' private media too: kept, served or removed, never a 500.
    const mediaUpload = await request(t.http).post('/api/returns/media').set(...bearer(customer)).attach('file', mp4(500), 'clip.mp4').expect(502);
    expect(mediaUpload.body.code).toBe('STORAGE_UNAVAILABLE');
    const mediaServing = await request(t.http).get(media.body.url as string).set(...bearer(customer)).set('Range', 'bytes=0-9').expect(502);
    expect(mediaServing.body.code).toBe('STORAGE_UNAVAILABLE');
    expect((await t.sql.query('SELECT count(*)::int AS n FROM return_media WHERE user_id = $1', [customer.id])).rows[0].n).toBe(1);
  });
});
