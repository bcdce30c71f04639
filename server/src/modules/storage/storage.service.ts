import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit, Optional } from '@nestjs/common';
import type { Metadata, OutputInfo } from 'sharp';
import { AppError } from '../../common/errors/app-error.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { DiskFileStore } from './disk-file-store.js';
import type { FileStore } from './file-store.js';
import { createFileStore, FILE_STORE } from './file-stores.js';
import { type ImageType, sniffImageType } from './image-sniffer.js';
import type { UploadedImageFile } from './image-upload.js';
import { sharp } from './sharp.js';
import { storageErrors, unavailableAs502 } from './storage.errors.js';

/** Largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Largest width or height accepted, in pixels: beyond it decoding alone costs too much memory. */
export const MAX_IMAGE_SIDE = 8000;
/** The widths every stored image is written in; `url` names the middle one. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
const URL_WIDTH = 640;
const WEBP_QUALITY = 80;
const FOLDER_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const NAME_PATTERN = /^[a-z0-9-]+$/;
/** `/uploads/<folder>/<name>-<width>.webp`, as this service writes it. */
const STORED_URL_PATTERN = /^\/uploads\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)\/([a-z0-9-]+)-(?:320|640|1280)\.webp$/;
/** Pictures are never changed under their name (uploads get a new random one), so whatever caches them may keep them. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** What sharp's metadata calls each type we accept (AVIF is a HEIF container). */
const SHARP_FORMAT: Record<ImageType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'heif' };

/** Decoded 8-bit pixels, as a picture the project draws itself hands them over (no file format to decode). */
export type RawPicture = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };

export type StoredImage = {
  /** The 640 px version, e.g. `/uploads/products/<id>-640.webp`. */
  url: string;
  /** `…-320.webp 320w, …-640.webp 640w, …-1280.webp 1280w` for an `<img srcset>`. */
  srcset: string;
  /** Size of the 640 px version. */
  width: number;
  height: number;
};

/** The srcset of an image stored by this service, from its url (any of its widths). Other urls answer ''. */
export function srcsetOf(url: string): string {
  const match = STORED_URL_PATTERN.exec(url);
  if (!match) return '';
  const base = `/uploads/${match[1]}/${match[2]}`;
  return IMAGE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
}

/**
 * What every width of a stored image shares, `/uploads/<folder>/<name>`, and its folder; undefined for any other url.
 * Records may show any width of a picture, so references are compared by key.
 */
export function pictureKeyOf(url: string): { key: string; folder: string } | undefined {
  const match = STORED_URL_PATTERN.exec(url);
  return match ? { key: `/uploads/${match[1]}/${match[2]}`, folder: match[1] } : undefined;
}

/** The key of one width of a picture in the FileStore: `uploads/<folder>/<name>-<width>.webp`, its url without the first slash. */
export const pictureFileKey = (folder: string, name: string, width: number) => `uploads/${folder}/${name}-${width}.webp`;

/**
 * Keeps pictures in the FileStore under `uploads/` (DATA_DIR/uploads on disk, or an S3 bucket: STORAGE_URL), served
 * at /uploads/. Uploads are checked by their bytes (never the name or declared type) and always re-encoded, so what
 * is served is a clean WebP without metadata or scripts.
 */
@Injectable()
export class StorageService implements OnModuleInit {
  private readonly logger = new Logger('Storage');
  /** Where the files are: the module's one FileStore, or (a service made outside Nest: tests, the seed command) its own. */
  readonly files: FileStore;

  constructor(@Inject(APP_CONFIG) config: RuntimeConfig, @Optional() @Inject(FILE_STORE) files?: FileStore) {
    this.files = files ?? createFileStore(config);
  }

  /** An object store that is not there, or refuses the credentials, stops the start with a sentence saying so. */
  async onModuleInit(): Promise<void> {
    await this.files.check();
    if (!(this.files instanceof DiskFileStore)) this.logger.log(`files kept in ${this.files.location}`);
  }

  /** Checks and stores an uploaded image under a new random name. */
  async saveImage(bytes: Buffer, folder: string): Promise<StoredImage> {
    assertFolder(folder);
    if (bytes.length > MAX_UPLOAD_BYTES) throw storageErrors.tooLarge();
    const type = sniffImageType(bytes);
    if (!type) throw storageErrors.notImage();
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw storageErrors.unreadable();
    }
    const { format, compression, width, height } = metadata;
    // The decoder must agree with the magic bytes (an HEIF that claims an AVIF brand is not AVIF).
    if (format !== SHARP_FORMAT[type] || (type === 'avif' && compression !== 'av1')) throw storageErrors.notImage();
    if (!width || !height) throw storageErrors.unreadable();
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw storageErrors.tooManyPixels(MAX_IMAGE_SIDE);
    return this.store(bytes, folder, randomUUID(), true);
  }

  /**
   * Checks and stores several uploads in one folder, all or none: when one is refused (or storing fails), those
   * already stored are removed again and the error is thrown. With `refused`, a refusal (an AppError) is first
   * turned into the caller's error naming the file, so staff know which one to replace.
   */
  async saveImagesAllOrNone(
    files: readonly UploadedImageFile[],
    folder: string,
    refused?: (fileName: string, cause: AppError) => Error,
  ): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    try {
      for (const file of files) {
        try {
          stored.push(await this.saveImage(file.buffer, folder));
        } catch (error) {
          throw refused && error instanceof AppError ? refused(file.originalname || 'a file', error) : error;
        }
      }
    } catch (error) {
      // The refusal is what the caller hears, even if a clean-up fails too.
      await Promise.allSettled(stored.map((image) => this.deleteImage(image.url)));
      throw error;
    }
    return stored;
  }

  /**
   * Stores a picture the project made itself (e.g. rendered by the seed) under a stable name, so that
   * storing it again replaces the files rather than adding new ones.
   */
  async saveGenerated(bytes: Buffer | RawPicture, folder: string, name: string): Promise<StoredImage> {
    assertFolder(folder);
    if (!NAME_PATTERN.test(name)) throw new Error(`Generated image name must match ${NAME_PATTERN} (got "${name}").`);
    return this.store(bytes, folder, name, false);
  }

  /** Removes every width of an image stored by this service; any other url (external, unknown) is left alone. */
  async deleteImage(url: string): Promise<void> {
    const match = STORED_URL_PATTERN.exec(url);
    if (!match) return;
    await unavailableAs502(this.logger, () => Promise.all(IMAGE_WIDTHS.map((width) => this.files.delete(pictureFileKey(match[1], match[2], width)))));
  }

  private async store(bytes: Buffer | RawPicture, folder: string, name: string, untrusted: boolean): Promise<StoredImage> {
    // Decode once (honouring EXIF orientation) at the largest width we keep, then derive the smaller ones.
    let largest: { data: Buffer; info: OutputInfo };
    try {
      const input = Buffer.isBuffer(bytes)
        ? sharp(bytes, { failOn: 'error', limitInputPixels: untrusted ? MAX_IMAGE_SIDE * MAX_IMAGE_SIDE : undefined })
        : sharp(bytes.data, { raw: { width: bytes.width, height: bytes.height, channels: bytes.channels } });
      largest = await input
        .rotate()
        .resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], withoutEnlargement: true })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (untrusted) throw storageErrors.unreadable();
      throw error;
    }
    const { width: rawWidth, height: rawHeight, channels } = largest.info;
    const encoded = await Promise.all(
      IMAGE_WIDTHS.map((width) =>
        sharp(largest.data, { raw: { width: rawWidth, height: rawHeight, channels } })
          .resize({ width: Math.min(width, rawWidth) })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true }),
      ),
    );
    const base = `/uploads/${folder}/${name}`;
    const options = { contentType: 'image/webp', cacheControl: PICTURE_CACHE_CONTROL };
    try {
      await unavailableAs502(this.logger, () => Promise.all(IMAGE_WIDTHS.map((width, i) => this.files.put(pictureFileKey(folder, name, width), encoded[i].data, options))));
    } catch (error) {
      await this.deleteImage(`${base}-${URL_WIDTH}.webp`).catch(() => undefined);
      throw error;
    }
    const middle = encoded[IMAGE_WIDTHS.indexOf(URL_WIDTH)].info;
    const url = `${base}-${URL_WIDTH}.webp`;
    return { url, srcset: srcsetOf(url), width: middle.width, height: middle.height };
  }
}

function assertFolder(folder: string): void {
  // A programming error, not the client's: folders are fixed by the calling module.
  if (!FOLDER_PATTERN.test(folder)) throw new Error(`Upload folder must match ${FOLDER_PATTERN} (got "${folder}").`);
}
