import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { DiskFileStore } from './disk-file-store.js';
import { contentTypeOf, etagMatches, isFileKey, isNotModified } from './file-store.js';
import { serveStoredUploads } from './uploads-handler.js';
import { itAnswers } from '../../../test/helpers/answers.js';

describe('file keys', () => {
  it('takes lower-case folders and a name, and nothing that could step outside the store', () => {
    for (const key of ['uploads/products/abc-640.webp', 'seed-cache/pictures.json', 'private/returns/2026/x_1.mp4', 'a']) expect(isFileKey(key)).toBe(true);
    for (const key of ['', '/uploads/x.webp', 'uploads/../secrets.json', '../x', 'uploads/./x', 'uploads//x', 'uploads/.hidden', 'Uploads/x', 'uploads/x\\y', 'uploads/x/', 'a'.repeat(513)]) {
      expect(isFileKey(key)).toBe(false);
    }
  });

  itAnswers('gives a file on disk its type by its extension', contentTypeOf, [
    ['uploads/p/x-640.webp', 'image/webp'],
    ['seed-cache/pictures.json', 'application/json'],
    ['private/returns/clip.mp4', 'video/mp4'],
    ['private/notes', 'application/octet-stream'],
  ]);
});

describe('conditional requests', () => {
  itAnswers('compares entity tags weakly, in a list, and * matches anything', etagMatches, [
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', 'W/"abc"', true],
    ['*', '"abc"', true],
    ['"abcd"', '"abc"', false],
  ]);

  it('judges If-Modified-Since to the second, and only without If-None-Match', () => {
    const info = { etag: '"abc"', lastModified: new Date('2026-11-28T10:00:00.750Z') };
    expect(isNotModified({ ifModifiedSince: new Date('2026-11-28T10:00:00Z') }, info)).toBe(true);
    expect(isNotModified({ ifModifiedSince: new Date('2026-11-28T09:59:59Z') }, info)).toBe(false);
    expect(isNotModified({ ifNoneMatch: '"other"', ifModifiedSince: new Date('2027-01-01') }, info)).toBe(false);
    expect(isNotModified(undefined, info)).toBe(false);
  });
});

async function bytesOf(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

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
    expect(await bytesOf(opened.body)).toBe('picture');
    expect(await store.open('uploads/p/a-640.webp', { ifNoneMatch: opened.info.etag })).toEqual({ status: 'not-modified', etag: opened.info.etag });
  });

  it('opens bytes start..end of a file (both included), telling the whole file’s size', async () => {
    await store.put('private/returns/clip.mp4', Buffer.from('0123456789abcdef'), { contentType: 'video/mp4' });
    const cases: [number, number, string][] = [
      [0, 0, '0'],
      [4, 11, '456789ab'],
      [10, 15, 'abcdef'],
      [0, 15, '0123456789abcdef'],
    ];
    for (const [start, end, expected] of cases) {
      const opened = await store.open('private/returns/clip.mp4', undefined, { start, end });
      if (opened.status !== 'found') throw new Error(`not found for ${start}-${end}`);
      expect(opened.info.size).toBe(16);
      expect(await bytesOf(opened.body)).toBe(expected);
    }
    const whole = await store.open('private/returns/clip.mp4');
    if (whole.status !== 'found') throw new Error('not found');
    expect(await bytesOf(whole.body)).toBe('0123456789abcdef');
    expect((await store.open('private/returns/none.mp4', undefined, { start: 0, end: 3 })).status).toBe('missing');
  });

  it('moves a finished file into place under its key, replacing one there, and the source is gone', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'shop-upload-'));
    try {
      for (const content of ['first video', 'second video']) {
        const source = path.join(outside, `upload-${content.length}`);
        writeFileSync(source, content);
        await store.putFile('private/returns/v.webm', source, { contentType: 'video/webm' });
        expect(existsSync(source)).toBe(false);
        expect((await store.read('private/returns/v.webm'))?.toString()).toBe(content);
      }
      expect(readdirSync(path.join(root, 'private/returns'))).toEqual(['v.webm']);
      // A key that is not one: nothing stored, and the temporary file is removed all the same.
      const refused = path.join(outside, 'refused');
      writeFileSync(refused, 'x');
      await expect(store.putFile('private/../escape.webm', refused, { contentType: 'video/webm' })).rejects.toThrow(/File key must match/);
      expect(existsSync(refused)).toBe(false);
      expect(existsSync(path.join(root, 'escape.webm'))).toBe(false);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
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
    await store.put('private/returns/clip.mp4', Buffer.from('private video'), { contentType: 'video/mp4' });
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
    for (const url of [
      '/uploads/products/none-640.webp',
      '/uploads/../seed-cache/pictures.json',
      '/uploads/%2e%2e/seed-cache/pictures.json',
      '/uploads/products/..%2f..%2fseed-cache%2fpictures.json',
      // Customers' private media lie under private/, beside uploads/: the handler only ever asks for uploads/… keys.
      '/uploads/../private/returns/clip.mp4',
      '/uploads/%2e%2e/private/returns/clip.mp4',
      '/uploads/..%2fprivate%2freturns%2fclip.mp4',
      '/uploads/private/returns/clip.mp4',
    ]) {
      const response = await request(app).get(url).expect(404);
      expect(response.text).toBe('not here');
    }
    await request(app).post('/uploads/products/ring-640.webp').expect(404);
  });
});
