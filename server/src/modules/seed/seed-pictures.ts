import { createHash } from 'node:crypto';
import { access, copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, srcsetOf, type StorageService } from '../storage/storage.service.js';
import { renderSvg } from './pictures/render.js';

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

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
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

/** A runner of `work` one at a time, in the order asked; a failure is its caller's and does not stop the next. */
export function serialised(): <R>(work: () => Promise<R>) => Promise<R> {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** What `produce` reports after each picture, and what stops it. */
export type ProduceOptions = {
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
};

/**
 * Draws and stores the seed's pictures. Rendering all of them takes most of a minute, so a manifest in
 * DATA_DIR/seed-cache remembers the hash of the SVG each stored file was made from: when the hash matches and
 * the files are still under uploads/, they are reused as they are (a re-seed of a fresh database on the same
 * DATA_DIR takes seconds). Names are stable, so a picture that did change simply replaces its files.
 * Beyond one DATA_DIR, `sharedCacheDir` (the checkout's node_modules/.cache) keeps the encoded files by hash, so a
 * new DATA_DIR on the same machine (tests, a second shop, CI's second start) copies them instead of drawing again.
 */
export class SeedPictures {
  private readonly manifestFile: string;
  private readonly rasterise = serialised();

  constructor(
    private readonly storage: StorageService,
    dataDir: string,
    private readonly sharedCacheDir?: string,
  ) {
    this.manifestFile = path.join(dataDir, 'seed-cache', 'pictures.json');
  }

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
    const drawn = await this.rasterise(() => renderSvg(svg));
    const stored = await this.storage.saveGenerated(drawn, job.folder, job.name);
    manifest[key] = { hash, url: stored.url };
    urls.set(key, stored.url);
    await this.copyToSharedCache(hash, stored.url);
    return true;
  }

  /** The files of a stored picture under uploads/, by width. */
  private filesOf(url: string): { width: number; file: string }[] {
    const base = url.replace(/-\d+\.webp$/, '');
    return IMAGE_WIDTHS.map((width) => ({ width, file: path.join(this.storage.uploadsDir, `${base.slice('/uploads/'.length)}-${width}.webp`) }));
  }

  private cachedFile(hash: string, width: number): string {
    return path.join(this.sharedCacheDir ?? '', `${hash}-${width}.webp`);
  }

  /** Copies a picture drawn before from the shared cache into uploads/; answers its url, or undefined on a miss. */
  private async copyFromSharedCache(hash: string, job: PictureJob): Promise<string | undefined> {
    if (!this.sharedCacheDir) return undefined;
    const cached = await Promise.all(IMAGE_WIDTHS.map((width) => exists(this.cachedFile(hash, width))));
    if (!cached.every(Boolean)) return undefined;
    const url = `/uploads/${job.folder}/${job.name}-640.webp`;
    const targets = this.filesOf(url);
    await mkdir(path.dirname(targets[0].file), { recursive: true });
    await Promise.all(targets.map(({ width, file }) => copyFile(this.cachedFile(hash, width), file)));
    return url;
  }

  /** Best effort: a cache that cannot be written (read-only checkout) only means drawing again next time. */
  private async copyToSharedCache(hash: string, url: string): Promise<void> {
    if (!this.sharedCacheDir) return;
    try {
      await mkdir(this.sharedCacheDir, { recursive: true });
      await Promise.all(
        this.filesOf(url).map(async ({ width, file }) => {
          const temporary = `${this.cachedFile(hash, width)}.${process.pid}.tmp`;
          await copyFile(file, temporary);
          await rename(temporary, this.cachedFile(hash, width));
        }),
      );
    } catch {
      // see above
    }
  }

  private async filesPresent(url: string): Promise<boolean> {
    const files = srcsetOf(url)
      .split(', ')
      .map((entry) => entry.split(' ')[0]);
    if (files.length === 0 || files[0] === '') return false;
    const checks = await Promise.all(files.map((file) => exists(path.join(this.storage.uploadsDir, file.slice('/uploads/'.length)))));
    return checks.every(Boolean);
  }

  private async readManifest(): Promise<Manifest> {
    try {
      const parsed: unknown = JSON.parse(await readFile(this.manifestFile, 'utf8'));
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Manifest) : {};
    } catch {
      // Missing or unreadable: everything is drawn again.
      return {};
    }
  }

  private async writeManifest(manifest: Manifest): Promise<void> {
    await mkdir(path.dirname(this.manifestFile), { recursive: true });
    // Written aside and renamed, so a crash never leaves half a manifest.
    const temporary = `${this.manifestFile}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(manifest, null, 1) + '\n');
    await rename(temporary, this.manifestFile);
  }
}
