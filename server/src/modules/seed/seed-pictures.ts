import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serialised } from '../../common/concurrency.js';
import { collectGarbage } from '../../common/memory.js';
import { IMAGE_WIDTHS, PICTURE_CACHE_CONTROL, pictureFileKey, type StorageService } from '../storage/storage.service.js';
import { renderSvgPixels } from './pictures/render.js';

/** One picture to draw: the SVG and the stable place it is stored under. */
export type PictureJob = { folder: string; name: string; svg: () => string };

export type PictureResults = {
  /** `folder/name` → the stored 640 px url. */
  urls: Map<string, string>;
  rendered: number;
  reused: number;
};

type Manifest = Record<string, { hash: string; url: string }>;

// Part of every hash: bump it when the rendering or storing changes, so old files are redrawn.
const RENDER_VERSION = 'render-2x-png4/store-webp80/v1';

/**
 * Pictures under way at once: CPU-bound (librsvg, then three WebP encodes), two keep two cores busy. Their SVGs are
 * still rasterised one at a time (`serialised`): each holds a 2400 px raster (some 50 MB) while it is drawn, and the
 * other picture meanwhile is encoded or copied.
 */
export const RENDER_CONCURRENCY = 2;

export const keyOf = (job: Pick<PictureJob, 'folder' | 'name'>) => `${job.folder}/${job.name}`;

/** Where the manifest is kept: in the FileStore beside the pictures (DATA_DIR/seed-cache/pictures.json on disk). */
export const MANIFEST_KEY = 'seed-cache/pictures.json';

/** The FileStore keys of every width of a picture stored under its stable name. */
const fileKeysOf = (job: Pick<PictureJob, 'folder' | 'name'>) => IMAGE_WIDTHS.map((width) => ({ width, key: pictureFileKey(job.folder, job.name, width) }));

/** The folder and name of a url StorageService answered for a generated picture. */
function jobOfUrl(url: string): Pick<PictureJob, 'folder' | 'name'> | undefined {
  const match = /^\/uploads\/(.+)\/([a-z0-9-]+)-\d+\.webp$/.exec(url);
  return match ? { folder: match[1], name: match[2] } : undefined;
}

/**
 * Runs `work` on every item with at most `limit` running at once; results keep the items' order. After a failure, or
 * once `signal` is aborted, no item is started any more; those under way are let finish, then the first error (or the
 * abort's reason) is thrown, so nothing is left running behind the caller's back.
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>, signal?: AbortSignal): Promise<R[]> {
  const results = new Array<R>(items.length);
  const failures: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length && failures.length === 0 && !signal?.aborted) {
      const index = next++;
      try {
        results[index] = await work(items[index]);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length > 0) throw failures[0];
  signal?.throwIfAborted();
  return results;
}

/** What `produce` reports after each picture, and what stops it. */
export type ProduceOptions = {
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
};

/**
 * Draws and stores the seed's pictures. Rendering all of them takes most of a minute, so a manifest kept in the
 * FileStore beside them (MANIFEST_KEY: DATA_DIR/seed-cache on disk, the bucket with STORAGE_URL=s3://…) remembers the
 * hash of the SVG each stored file was made from: when the hash matches and the files are still in the store, they are
 * reused as they are (a re-seed of a fresh database on the same store takes seconds, whichever replica runs it).
 * Names are stable, so a picture that did change simply replaces its files.
 * Beyond one store, `sharedCacheDir` (the checkout's node_modules/.cache) keeps the encoded files by hash, so a
 * new DATA_DIR on the same machine (tests, a second shop, CI's second start) copies them instead of drawing again.
 */
export class SeedPictures {
  private readonly rasterise = serialised();

  constructor(
    private readonly storage: StorageService,
    private readonly sharedCacheDir?: string,
    /** Run after each picture drawn, once its rasters are dropped (collectGarbage: their memory back at once). */
    private readonly afterDrawing: () => void = collectGarbage,
  ) {}

  async produce(jobs: readonly PictureJob[], options: ProduceOptions = {}): Promise<PictureResults> {
    const manifest = await this.readManifest();
    const urls = new Map<string, string>();
    let rendered = 0;
    let reused = 0;
    options.onProgress?.(0, jobs.length);
    try {
      await mapLimited(
        jobs,
        RENDER_CONCURRENCY,
        async (job) => {
          if (await this.produceOne(job, manifest, urls)) rendered++;
          else reused++;
          options.onProgress?.(rendered + reused, jobs.length);
        },
        options.signal,
      );
    } finally {
      // Kept even when a picture fails, so the next attempt does not redraw what is already done.
      if (rendered + reused > 0) await this.writeManifest(manifest);
    }
    return { urls, rendered, reused };
  }

  /** Stores one picture under its stable name, reused or copied when it can be: answers whether it was drawn now. */
  private async produceOne(job: PictureJob, manifest: Manifest, urls: Map<string, string>): Promise<boolean> {
    const svg = job.svg();
    const hash = createHash('sha256').update(RENDER_VERSION).update('\0').update(svg).digest('hex');
    const key = keyOf(job);
    const known = manifest[key];
    if (known?.hash === hash && (await this.filesPresent(known.url))) {
      urls.set(key, known.url);
      return false;
    }
    const copied = await this.copyFromSharedCache(hash, job);
    if (copied) {
      manifest[key] = { hash, url: copied };
      urls.set(key, copied);
      return false;
    }
    const stored = await this.draw(svg, job);
    this.afterDrawing();
    manifest[key] = { hash, url: stored.url };
    urls.set(key, stored.url);
    await this.copyToSharedCache(hash, stored.url);
    return true;
  }

  /** Rasterises the SVG and stores its widths: the rasters (some 6 MB each) are garbage once this answers. */
  private async draw(svg: string, job: PictureJob): Promise<{ url: string }> {
    const drawn = await this.rasterise(() => renderSvgPixels(svg));
    return this.storage.saveGenerated(drawn, job.folder, job.name);
  }

  private cachedFile(hash: string, width: number): string {
    return path.join(this.sharedCacheDir ?? '', `${hash}-${width}.webp`);
  }

  /** Stores a picture drawn before from the shared cache; answers its url, or undefined on a miss. */
  private async copyFromSharedCache(hash: string, job: PictureJob): Promise<string | undefined> {
    if (!this.sharedCacheDir) return undefined;
    const cached = await Promise.all(IMAGE_WIDTHS.map((width) => readFile(this.cachedFile(hash, width)).catch(() => undefined)));
    if (cached.some((bytes) => bytes === undefined)) return undefined;
    const options = { contentType: 'image/webp', cacheControl: PICTURE_CACHE_CONTROL };
    await Promise.all(fileKeysOf(job).map(({ key }, index) => this.storage.files.put(key, cached[index] as Buffer, options)));
    return `/uploads/${job.folder}/${job.name}-640.webp`;
  }

  /** Best effort: a cache that cannot be written (read-only checkout) only means drawing again next time. */
  private async copyToSharedCache(hash: string, url: string): Promise<void> {
    const job = jobOfUrl(url);
    if (!this.sharedCacheDir || !job) return;
    try {
      await mkdir(this.sharedCacheDir, { recursive: true });
      await Promise.all(
        fileKeysOf(job).map(async ({ width, key }) => {
          const bytes = await this.storage.files.read(key);
          if (bytes === undefined) return;
          const temporary = `${this.cachedFile(hash, width)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
          await writeFile(temporary, bytes);
          await rename(temporary, this.cachedFile(hash, width));
        }),
      );
    } catch {
      // see above
    }
  }

  /** Whether every width of a picture stored before is still in the store. */
  private async filesPresent(url: string): Promise<boolean> {
    const job = jobOfUrl(url);
    if (!job) return false;
    const found = await Promise.all(fileKeysOf(job).map(({ key }) => this.storage.files.head(key)));
    return found.every((info) => info !== undefined);
  }

  private async readManifest(): Promise<Manifest> {
    try {
      const bytes = await this.storage.files.read(MANIFEST_KEY);
      if (bytes === undefined) return {};
      const parsed: unknown = JSON.parse(bytes.toString('utf8'));
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Manifest) : {};
    } catch (error) {
      // A store that cannot be reached is an error; a manifest that cannot be read only means drawing everything again.
      if (!(error instanceof SyntaxError)) throw error;
      return {};
    }
  }

  private async writeManifest(manifest: Manifest): Promise<void> {
    // The store writes it whole (on disk aside, then renamed), so a crash never leaves half a manifest.
    await this.storage.files.put(MANIFEST_KEY, Buffer.from(JSON.stringify(manifest, null, 1) + '\n'), { contentType: 'application/json' });
  }
}
