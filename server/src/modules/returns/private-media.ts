import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';

/** A stored object's key: folders and a name of lower-case letters, digits, '-' and '.'. */
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/**
 * Customers' private files (return photos, unboxing videos), by key under DATA_DIR/private — never under the public
 * /uploads folder: they are served only through an authenticated route. put/read/delete by key, so the store can move
 * onto object storage without its callers changing.
 */
@Injectable()
export class PrivateMediaStore {
  readonly root: string;

  constructor(@Inject(APP_CONFIG) config: RuntimeConfig) {
    this.root = path.join(config.dataDir, 'private');
  }

  /** Stores bytes under `key`. */
  async put(key: string, bytes: Buffer): Promise<void> {
    const file = await this.prepare(key);
    await writeFile(file, bytes);
  }

  /** Moves a file (a finished upload in a temporary folder) under `key`; copied when it lies on another file system. */
  async putFile(key: string, source: string): Promise<void> {
    const file = await this.prepare(key);
    try {
      await rename(source, file);
    } catch {
      await copyFile(source, file);
      await rm(source, { force: true });
    }
  }

  /** Its size, or undefined when there is no such object. */
  async size(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return undefined;
    }
  }

  /** A stream of the object's bytes, all or `start`..`end` (inclusive). */
  read(key: string, range?: { start: number; end: number }): ReadStream {
    return createReadStream(this.pathOf(key), range);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private async prepare(key: string): Promise<string> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    return file;
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`private media key must match ${KEY} (got "${key}")`);
    return path.join(this.root, key);
  }
}
