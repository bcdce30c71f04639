import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig, type RuntimeConfig } from '../../config/config.js';
import { type RawPicture, StorageService } from '../storage/storage.service.js';
import { mapLimited, type PictureJob, RENDER_CONCURRENCY, SeedPictures } from './seed-pictures.js';

const square = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${colour}"/></svg>`;

describe('mapLimited', () => {
  it('keeps the order of results and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([5, 1, 4, 2, 3, 0], 2, async (delay) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay * 5));
      running--;
      return delay * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it('starts nothing more after a failure, lets the item under way finish, then throws the failure', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const run = mapLimited([0, 1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      await new Promise((resolve) => setTimeout(resolve, item === 1 ? 30 : 5));
      if (item === 0) throw new Error('picture 0 failed');
      finished.push(item);
      return item;
    });
    await expect(run).rejects.toThrow('picture 0 failed');
    // 1 was under way when 0 failed: it finished before the failure was thrown, and nothing after it started.
    expect(started).toEqual([0, 1]);
    expect(finished).toEqual([1]);
  });

  it('stops starting items once the signal is aborted and throws its reason', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const run = mapLimited([0, 1, 2, 3, 4, 5], 1, async (item) => {
      started.push(item);
      if (item === 2) controller.abort(new Error('stopping'));
      await new Promise((resolve) => setTimeout(resolve, 1));
      return item;
    }, controller.signal);
    await expect(run).rejects.toThrow('stopping');
    expect(started).toEqual([0, 1, 2]);
  });
});

describe('SeedPictures', () => {
  let dataDir: string;
  let storage: StorageService;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-seed-pictures-'));
    const config = { ...loadConfig({}), dataDir, databaseUrl: 'postgres://unused', jwtSecret: 'x'.repeat(32) } satisfies RuntimeConfig;
    storage = new StorageService(config);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const jobs = (colour: string): PictureJob[] => [
    { folder: 'products', name: 'red-ring-front', svg: () => square(colour) },
    { folder: 'banners', name: 'home-1', svg: () => square('#123456') },
  ];

  it('draws each picture into three widths under a stable name and answers its url', async () => {
    const result = await new SeedPictures(storage).produce(jobs('#c2183b'));
    expect(result).toMatchObject({ rendered: 2, reused: 0 });
    expect(result.urls.get('products/red-ring-front')).toBe('/uploads/products/red-ring-front-640.webp');
    expect(readdirSync(path.join(dataDir, 'uploads/products')).sort()).toEqual([
      'red-ring-front-1280.webp',
      'red-ring-front-320.webp',
      'red-ring-front-640.webp',
    ]);
    const { data } = await sharp(path.join(dataDir, 'uploads/products/red-ring-front-320.webp')).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]].map((v) => Math.round(v / 16))).toEqual([0xc2, 0x18, 0x3b].map((v) => Math.round(v / 16)));
  });

  it('reuses what an earlier run stored from the same SVG, and redraws a changed or missing picture', async () => {
    await new SeedPictures(storage).produce(jobs('#c2183b'));
    const again = await new SeedPictures(storage).produce(jobs('#c2183b'));
    expect(again).toMatchObject({ rendered: 0, reused: 2 });

    const changed = await new SeedPictures(storage).produce(jobs('#11915f'));
    expect(changed).toMatchObject({ rendered: 1, reused: 1 });
    expect(readdirSync(path.join(dataDir, 'uploads/products'))).toHaveLength(3);

    rmSync(path.join(dataDir, 'uploads/banners/home-1-1280.webp'));
    expect(await new SeedPictures(storage).produce(jobs('#11915f'))).toMatchObject({ rendered: 1, reused: 1 });
  });

  it('collects garbage after each picture it draws, once that picture is stored, and not for one it reuses', async () => {
    const stored: string[] = [];
    const collectedAfter: string[][] = [];
    class RecordingStorage extends StorageService {
      override async saveGenerated(bytes: Buffer | RawPicture, folder: string, name: string) {
        const saved = await super.saveGenerated(bytes, folder, name);
        stored.push(`${folder}/${name}`);
        return saved;
      }
    }
    const config = { ...loadConfig({}), dataDir, databaseUrl: 'postgres://unused', jwtSecret: 'x'.repeat(32) } satisfies RuntimeConfig;
    const recording = new RecordingStorage(config);
    const collect = () => collectedAfter.push([...stored].sort());
    expect(await new SeedPictures(recording, undefined, collect).produce(jobs('#c2183b'))).toMatchObject({ rendered: 2 });
    expect(collectedAfter).toHaveLength(2);
    expect(collectedAfter[0]).toHaveLength(1);
    expect(collectedAfter[1]).toEqual(['banners/home-1', 'products/red-ring-front']);

    collectedAfter.length = 0;
    expect(await new SeedPictures(recording, undefined, collect).produce(jobs('#11915f'))).toMatchObject({ rendered: 1, reused: 1 });
    expect(collectedAfter).toHaveLength(1);
  });

  it('draws and stores at most RENDER_CONCURRENCY pictures at a time (each holds a 2400 px raster while drawn)', async () => {
    let storing = 0;
    let most = 0;
    class CountingStorage extends StorageService {
      override async saveGenerated(bytes: Buffer | RawPicture, folder: string, name: string) {
        storing++;
        most = Math.max(most, storing);
        try {
          await new Promise((resolve) => setTimeout(resolve, 10));
          return await super.saveGenerated(bytes, folder, name);
        } finally {
          storing--;
        }
      }
    }
    const config = { ...loadConfig({}), dataDir, databaseUrl: 'postgres://unused', jwtSecret: 'x'.repeat(32) } satisfies RuntimeConfig;
    const eight = Array.from({ length: 8 }, (_, i) => ({ folder: 'banners', name: `home-${i + 1}`, svg: () => square(`#1234${i}0`) }));
    expect(await new SeedPictures(new CountingStorage(config), dataDir).produce(eight)).toMatchObject({ rendered: 8 });
    expect(RENDER_CONCURRENCY).toBeLessThan(eight.length);
    expect(most).toBe(RENDER_CONCURRENCY);
  });

  it('reports how many pictures are done of how many, from 0', async () => {
    const reports: Array<[number, number]> = [];
    await new SeedPictures(storage).produce(jobs('#c2183b'), { onProgress: (done, total) => reports.push([done, total]) });
    expect(reports).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });

  it('stops when told to, keeping what it stored for the next attempt', async () => {
    const controller = new AbortController();
    const four = [...jobs('#c2183b'), { folder: 'banners', name: 'home-2', svg: () => square('#654321') }, { folder: 'banners', name: 'home-3', svg: () => square('#abcdef') }];
    const stopped = new SeedPictures(storage).produce(four, { signal: controller.signal, onProgress: (done) => done === 1 && controller.abort(new Error('SIGTERM')) });
    await expect(stopped).rejects.toThrow('SIGTERM');
    // Two at a time: the first done, the second under way and let finish, the last two never started.
    expect(await new SeedPictures(storage).produce(four)).toMatchObject({ rendered: 2, reused: 2 });
  });

  it('draws everything again when the manifest is damaged or gone', async () => {
    await new SeedPictures(storage).produce(jobs('#c2183b'));
    const manifest = path.join(dataDir, 'seed-cache/pictures.json');
    expect(Object.keys(JSON.parse(readFileSync(manifest, 'utf8')))).toEqual(expect.arrayContaining(['products/red-ring-front', 'banners/home-1']));
    writeFileSync(manifest, '{"products/red-ring-front": ');
    expect(await new SeedPictures(storage).produce(jobs('#c2183b'))).toMatchObject({ rendered: 2, reused: 0 });
    rmSync(manifest);
    expect(await new SeedPictures(storage).produce(jobs('#c2183b'))).toMatchObject({ rendered: 2, reused: 0 });
  });

  it('copies a picture drawn for another DATA_DIR from the shared cache instead of drawing it again', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'shop-seed-cache-'));
    const otherDataDir = mkdtempSync(path.join(tmpdir(), 'shop-seed-pictures-'));
    try {
      expect(await new SeedPictures(storage, cacheDir).produce(jobs('#c2183b'))).toMatchObject({ rendered: 2, reused: 0 });
      expect(readdirSync(cacheDir)).toHaveLength(6);

      const otherConfig = { ...loadConfig({}), dataDir: otherDataDir, databaseUrl: 'postgres://unused', jwtSecret: 'x'.repeat(32) } satisfies RuntimeConfig;
      const other = await new SeedPictures(new StorageService(otherConfig), cacheDir).produce(jobs('#c2183b'));
      expect(other).toMatchObject({ rendered: 0, reused: 2 });
      expect(other.urls.get('products/red-ring-front')).toBe('/uploads/products/red-ring-front-640.webp');
      for (const width of [320, 640, 1280]) {
        const file = `uploads/products/red-ring-front-${width}.webp`;
        expect(readFileSync(path.join(otherDataDir, file))).toEqual(readFileSync(path.join(dataDir, file)));
      }
      // A different drawing is a different hash: drawn, not copied.
      expect(await new SeedPictures(new StorageService(otherConfig), cacheDir).produce(jobs('#11915f'))).toMatchObject({ rendered: 1, reused: 1 });
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
      rmSync(otherDataDir, { recursive: true, force: true });
    }
  });
});
