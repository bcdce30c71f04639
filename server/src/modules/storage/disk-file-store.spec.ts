import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { DiskFileStore } from './disk-file-store.js';
import { contentTypeOf, etagMatches, isFileKey, isNotModified } from './file-store.js';
import { serveStoredUploads } from './uploads-handler.js';

describe('file keys', () => {
  it('takes lower-case folders and a name, and nothing that could step outside the store', () => {
    for (const key of ['uploads/products/abc-640.webp', 'seed-cache/pictures.json', 'private/returns/2026/x_1.mp4', 'a']) expect(isFileKey(key)).toBe(true);
    for (const key of ['', '/uploads/x.webp', 'uploads/../secrets.json', '../x', 'uploads/./x', 'uploads//x', 'uploads/.hidden', 'Uploads/x', 'uploads/x\\y', 'uploads/x/', 'a'.repeat(513)]) {
      expect(isFileKey(key)).toBe(false);
    }
  });

  it('gives a file on disk its type by its extension', () => {
    expect(contentTypeOf('uploads/p/x-640.webp')).toBe('image/webp');
    expect(contentTypeOf('seed-cache/pictures.json')).toBe('application/json');
    expect(contentTypeOf('private/returns/clip.mp4')).toBe('video/mp4');
    expect(contentTypeOf('private/notes')).toBe('application/octet-stream');
  });
});

describe('conditional requests', () => {
  it('compares entity tags weakly, in a list, and * matches anything', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
  });

  it('judges If-Modified-Since to the second, and only without If-None-Match', () => {
    const info = { etag: '"abc"', lastModified: new Date('2026-11-28T10:00:00.750Z') };
    expect(isNotModified({ ifModifiedSince: new Date('2026-11-28T10:00:00Z') }, info)).toBe(true);
    expect(isNotModified({ ifModifiedSince: new Date('2026-11-28T09:59:59Z') }, info)).toBe(false);
    expect(isNotModified({ ifNoneMatch: '"other"', ifModifiedSince: new Date('2027-01-01') }, info)).toBe(false);
    expect(isNotModified(undefined, info)).toBe(false);
  });
});

describe('DiskFileStore', () => {
  let root: string;
  let store: DiskFileStore;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'shop-disk-store-'));
    store = new DiskFileStore(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('puts, reads, describes and deletes files by key, folders made as needed', async () => {
    await store.put('private/returns/r1/photo.webp', Buffer.from('first'), { contentType: 'image/webp' });
    await store.put('private/returns/r1/photo.webp', Buffer.from('second'), { contentType: 'image/webp' });
    expect(readdirSync(path.join(root, 'private/returns/r1'))).toEqual(['photo.webp']);
    expect((await store.read('private/returns/r1/photo.webp'))?.toString()).toBe('second');
    expect(await store.head('private/returns/r1/photo.webp')).toMatchObject({ size: 6, contentType: 'image/webp', etag: expect.stringMatching(/^W\/"6-[0-9a-f]+"$/) });
    await store.delete('private/returns/r1/photo.webp');
    await store.delete('private/returns/r1/photo.webp');
    expect(await store.read('private/returns/r1/photo.webp')).toBeUndefined();
    expect(await store.head('private/returns/r1')).toBeUndefined();
    expect((await store.open('private/returns/r1/photo.webp')).status).toBe('missing');
  });

  it('refuses a key that is not one, before touching the disk', async () => {
    writeFileSync(path.join(root, 'secret.txt'), 'x');
    await expect(store.read('uploads/../secret.txt')).rejects.toThrow(/File key must match/);
    await expect(store.put('../outside.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/File key must match/);
  });

  it('opens a file as a stream, or says the client’s copy is current', async () => {
    await store.put('uploads/p/a-640.webp', Buffer.from('picture'), { contentType: 'image/webp' });
    const opened = await store.open('uploads/p/a-640.webp');
    if (opened.status !== 'found') throw new Error('not found');
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('picture');
    expect(await store.open('uploads/p/a-640.webp', { ifNoneMatch: opened.info.etag })).toEqual({ status: 'not-modified', etag: opened.info.etag });
  });
});

describe('serveStoredUploads over a disk store', () => {
  let root: string;
  let app: express.Express;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'shop-disk-serve-'));
    const store = new DiskFileStore(root);
    await store.put('uploads/products/ring-640.webp', Buffer.from('RIFF....WEBP'), { contentType: 'image/webp' });
    await store.put('seed-cache/pictures.json', Buffer.from('{"hash":1}'), { contentType: 'application/json' });
    app = express();
    app.use('/uploads', serveStoredUploads(store));
    app.use((_request, response) => {
      response.status(404).send('not here');
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves a stored file with validators and immutable caching, and 304 for a current copy (weak tags too)', async () => {
    const got = await request(app).get('/uploads/products/ring-640.webp').expect(200);
    expect(got.headers).toMatchObject({ 'content-type': 'image/webp', 'content-length': '12', 'cache-control': 'public, max-age=31536000, immutable' });
    const etag = got.headers.etag as string;
    await request(app).get('/uploads/products/ring-640.webp').set('If-None-Match', etag).expect(304);
    await request(app).get('/uploads/products/ring-640.webp').set('If-None-Match', `"a", ${etag}`).expect(304);
    await request(app).head('/uploads/products/ring-640.webp').set('If-None-Match', etag).expect(304);
    await request(app).get('/uploads/products/ring-640.webp').set('If-Modified-Since', got.headers['last-modified'] as string).expect(304);
    const head = await request(app).head('/uploads/products/ring-640.webp').expect(200);
    expect(head.headers['content-length']).toBe('12');
  });

  it('passes on whatever is not a stored upload: missing, other methods, paths that climb out', async () => {
    for (const url of ['/uploads/products/none-640.webp', '/uploads/../seed-cache/pictures.json', '/uploads/%2e%2e/seed-cache/pictures.json', '/uploads/products/..%2f..%2fseed-cache%2fpictures.json']) {
      const response = await request(app).get(url).expect(404);
      expect(response.text).toBe('not here');
    }
    await request(app).post('/uploads/products/ring-640.webp').expect(404);
  });
});
