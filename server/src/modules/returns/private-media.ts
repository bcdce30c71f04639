import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ByteRange, FileStore } from '../storage/file-store.js';
import { FILE_STORE } from '../storage/file-stores.js';
import { unavailableAs502 } from '../storage/storage.errors.js';

/** A stored object's key: folders and a name of lower-case letters, digits, '-' and '.'. */
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/**
 * Customers' private files (return photos, unboxing videos) on the shop's FileStore (STORAGE_URL: a disk folder,
 * DATA_DIR by default, or an S3 bucket), each key under `private/` — never under `uploads/`, the only folder the public
 * /uploads handler serves: they are served only through an authenticated route. A store that cannot be reached is the
 * client's 502 STORAGE_UNAVAILABLE, as everywhere else files are stored.
 */
@Injectable()
export class PrivateMediaStore {
  private readonly logger = new Logger(PrivateMediaStore.name);

  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  /** Stores bytes under `key`, with their (sniffed) content type. */
  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await unavailableAs502(this.logger, () => this.files.put(storeKeyOf(key), bytes, { contentType }));
  }

  /** Stores a finished upload in a temporary file under `key`, streamed; the temporary file is removed in every case. */
  async putFile(key: string, source: string, contentType: string): Promise<void> {
    await unavailableAs502(this.logger, () => this.files.putFile(storeKeyOf(key), source, { contentType }));
  }

  /** Its size, or undefined when there is no such object. */
  async size(key: string): Promise<number | undefined> {
    return (await unavailableAs502(this.logger, () => this.files.head(storeKeyOf(key))))?.size;
  }

  /** A stream of the object's bytes, all or `start`..`end` (inclusive, inside the object); undefined when there is none. */
  async read(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const opened = await unavailableAs502(this.logger, () => this.files.open(storeKeyOf(key), undefined, range));
    return opened.status === 'found' ? opened.body : undefined;
  }

  async delete(key: string): Promise<void> {
    await unavailableAs502(this.logger, () => this.files.delete(storeKeyOf(key)));
  }
}

/** The store's key of a private media key: under `private/`, which the public /uploads handler never reaches. */
export function storeKeyOf(key: string): string {
  // A programming error, not the client's: keys are made by the returns service.
  if (!KEY.test(key)) throw new Error(`private media key must match ${KEY} (got "${key}")`);
  return `private/${key}`;
}
