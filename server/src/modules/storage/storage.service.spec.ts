import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import sharp from 'sharp';
import { AppError } from '../../common/errors/app-error.js';
import { loadConfig, type RuntimeConfig } from '../../config/config.js';
import type { UploadedImageFile } from './image-upload.js';
import { sharpLibrary } from './sharp.js';
import { StorageErrorCode } from './storage.errors.js';
import { MAX_UPLOAD_BYTES, pictureKeyOf, srcsetOf, type StoredImage, StorageService } from './storage.service.js';

async function photo(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 150, b: 60 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fff"/></svg>`) }]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('sharp as the server sets it up', () => {
  it('keeps no libvips operation cache: every picture is new, and a kept one is memory held for nothing', () => {
    expect(sharpLibrary().cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
  });
});

describe('StorageService', () => {
  let dataDir: string;
  let storage: StorageService;

  const fileOf = (url: string) => path.join(dataDir, url);
  const widthsOf = async (image: StoredImage) => {
    const urls = image.srcset.split(', ').map((entry) => entry.split(' ')[0]);
    return Promise.all(urls.map(async (url) => (await sharp(fileOf(url)).metadata()).width));
  };

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-storage-'));
    const config = { ...loadConfig({}), dataDir, databaseUrl: 'postgres://unused', jwtSecret: 'x'.repeat(32) } satisfies RuntimeConfig;
    storage = new StorageService(config);
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores a PNG as WebP in three widths and answers the 640 px url, srcset and size', async () => {
    const image = await storage.saveImage(await photo(2000, 1500, 'png'), 'products');
    expect(image.url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-640\.webp$/);
    expect(image.srcset).toBe(srcsetOf(image.url));
    expect(image.srcset).toBe(
      [320, 640, 1280].map((width) => `${image.url.replace('-640.webp', `-${width}.webp`)} ${width}w`).join(', '),
    );
    expect(await widthsOf(image)).toEqual([320, 640, 1280]);
    expect({ width: image.width, height: image.height }).toEqual({ width: 640, height: 480 });
    const metadata = await sharp(fileOf(image.url)).metadata();
    expect(metadata.format).toBe('webp');
  });

  it('stores a JPEG, honours its EXIF orientation and strips its metadata', async () => {
    // 600 × 400 pixels, marked "rotate 90° clockwise" (orientation 6): it is shown 400 wide and 600 high.
    const jpeg = await sharp(await photo(600, 400, 'jpeg'))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone', Artist: 'a camera' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const image = await storage.saveImage(jpeg, 'reviews/photos');
    expect(image.url.startsWith('/uploads/reviews/photos/')).toBe(true);
    expect({ width: image.width, height: image.height }).toEqual({ width: 400, height: 600 });
    for (const url of image.srcset.split(', ').map((entry) => entry.split(' ')[0])) {
      const metadata = await sharp(fileOf(url)).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it('never enlarges: a 100 px image keeps 100 px in every width', async () => {
    const image = await storage.saveImage(await photo(100, 80, 'png'), 'products');
    expect(await widthsOf(image)).toEqual([100, 100, 100]);
    expect({ width: image.width, height: image.height }).toEqual({ width: 100, height: 80 });
  });

  it('caps the larger widths at the original width of a narrower image', async () => {
    const image = await storage.saveImage(await photo(900, 900, 'jpeg'), 'products');
    expect(await widthsOf(image)).toEqual([320, 640, 900]);
  });

  it('refuses a text file whatever its name says', async () => {
    const error = await refusal(storage.saveImage(Buffer.from('just some text pretending to be x.png'), 'products'));
    expect(error.code).toBe(StorageErrorCode.UploadNotImage);
    expect(error.status).toBe(400);
    expect(error.message).toBe('The file is not a JPEG, PNG, WebP, GIF or AVIF image.');
  });

  it('refuses more than 5 MB before looking further', async () => {
    const big = Buffer.concat([await photo(10, 10, 'png'), Buffer.alloc(6 * 1024 * 1024)]);
    const error = await refusal(storage.saveImage(big, 'products'));
    expect(error.code).toBe(StorageErrorCode.UploadTooLarge);
    expect(error.status).toBe(400);
    expect(error.message).toBe('The image is larger than 5 MB.');
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
  });

  it('refuses an SVG, which may carry scripts', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect((await refusal(storage.saveImage(svg, 'products'))).code).toBe(StorageErrorCode.UploadNotImage);
  });

  it('refuses a truncated PNG', async () => {
    const png = await photo(800, 600, 'png');
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    expect((await refusal(storage.saveImage(truncated, 'products'))).code).toBe(StorageErrorCode.UploadNotImage);
  });

  it('refuses an image wider than 8000 px', async () => {
    const wide = await sharp({ create: { width: 8001, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
    const error = await refusal(storage.saveImage(wide, 'products'));
    expect(error.code).toBe(StorageErrorCode.UploadTooLarge);
    expect(error.message).toBe('The image is larger than 8000 × 8000 pixels.');
  });

  it('refuses a folder outside its pattern', async () => {
    await expect(storage.saveImage(await photo(10, 10, 'png'), '../etc')).rejects.toThrow(/folder/);
  });

  it('deletes every width of an image and ignores urls it did not store', async () => {
    const image = await storage.saveImage(await photo(1400, 700, 'png'), 'gone');
    expect(await readdir(path.join(dataDir, 'uploads/gone'))).toHaveLength(3);
    await storage.deleteImage(image.url.replace('-640', '-320'));
    expect(await readdir(path.join(dataDir, 'uploads/gone'))).toHaveLength(0);
    await expect(storage.deleteImage('https://example.com/a.png')).resolves.toBeUndefined();
    await expect(storage.deleteImage('/uploads/../config-640.webp')).resolves.toBeUndefined();
    await expect(storage.deleteImage(image.url)).resolves.toBeUndefined();
  });

  it('stores generated pictures under a stable name, replacing them when stored again', async () => {
    const first = await storage.saveGenerated(await photo(1200, 1200, 'png'), 'seed/products', 'ring-gold-1');
    const again = await storage.saveGenerated(await photo(1200, 1200, 'png'), 'seed/products', 'ring-gold-1');
    expect(first.url).toBe('/uploads/seed/products/ring-gold-1-640.webp');
    expect(again).toEqual(first);
    expect((await readdir(path.join(dataDir, 'uploads/seed/products'))).sort()).toEqual(
      ['ring-gold-1-1280.webp', 'ring-gold-1-320.webp', 'ring-gold-1-640.webp'],
    );
  });

  it('stores a generated picture handed over as raw pixels exactly as the same pixels in a PNG', async () => {
    const png = await photo(1400, 1000, 'png');
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const fromPng = await storage.saveGenerated(png, 'seed/banners', 'from-png');
    const fromPixels = await storage.saveGenerated({ data, width: info.width, height: info.height, channels: info.channels }, 'seed/banners', 'from-pixels');
    expect({ width: fromPixels.width, height: fromPixels.height }).toEqual({ width: fromPng.width, height: fromPng.height });
    for (const width of [320, 640, 1280]) {
      const [a, b] = await Promise.all(
        [fromPng, fromPixels].map((image) => readFile(fileOf(image.url.replace('-640.webp', `-${width}.webp`)))),
      );
      expect(b.equals(a)).toBe(true);
    }
  });

  it('stores several pictures all or none, naming a refused file through the caller', async () => {
    const upload = (buffer: Buffer, originalname: string) => ({ buffer, originalname }) as UploadedImageFile;
    const stored = await storage.saveImagesAllOrNone([upload(await photo(400, 300, 'png'), 'a.png'), upload(await photo(300, 300, 'jpeg'), 'b.jpg')], 'many');
    expect(stored).toHaveLength(2);
    const before = (await readdir(path.join(dataDir, 'uploads/many'))).length;

    const named = new Error('named');
    const refused = jest.fn((_name: string, _cause: AppError) => named);
    const files = [upload(await photo(400, 300, 'png'), 'c.png'), upload(Buffer.from('not a picture'), 'notes.txt')];
    await expect(storage.saveImagesAllOrNone(files, 'many', refused)).rejects.toBe(named);
    expect(refused).toHaveBeenCalledWith('notes.txt', expect.any(AppError));
    // The first picture of the refused batch is removed again.
    expect(await readdir(path.join(dataDir, 'uploads/many'))).toHaveLength(before);
    // Without `refused`, the storage's own refusal.
    await refusal(storage.saveImagesAllOrNone(files, 'many'));
    expect(await readdir(path.join(dataDir, 'uploads/many'))).toHaveLength(before);
  });

  it('derives no srcset for urls it did not store', () => {
    expect(srcsetOf('https://example.com/x-640.webp')).toBe('');
    expect(srcsetOf('/uploads/a/b-640.webp')).toBe('/uploads/a/b-320.webp 320w, /uploads/a/b-640.webp 640w, /uploads/a/b-1280.webp 1280w');
  });

  it('gives every width of a stored picture one key and its folder, and none to other urls', () => {
    for (const width of [320, 640, 1280]) {
      expect(pictureKeyOf(`/uploads/banners/home-1-${width}.webp`)).toEqual({ key: '/uploads/banners/home-1', folder: 'banners' });
    }
    expect(pictureKeyOf('/uploads/a/b/c-d-640.webp')).toEqual({ key: '/uploads/a/b/c-d', folder: 'a/b' });
    for (const url of ['https://example.com/uploads/products/x-640.webp', '/uploads/products/x-800.webp', '/uploads/../x-640.webp', '/uploads/products/x.png']) {
      expect(pictureKeyOf(url)).toBeUndefined();
    }
  });
});
