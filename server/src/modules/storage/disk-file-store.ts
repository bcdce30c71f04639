import { randomBytes } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, type ByteRange, contentTypeOf, type FileConditions, type FileStore, isNotModified, type OpenedFile, type PutOptions, type StoredFileInfo } from './file-store.js';

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files under a folder of this machine: DATA_DIR by default (so uploads are under DATA_DIR/uploads, as the static
 * serving of /uploads/ expects). The type of a file comes from its name's extension, and its entity tag from its size
 * and time, as Express's static serving makes them.
 */
export class DiskFileStore implements FileStore {
  readonly location: string;

  constructor(private readonly root: string) {
    this.location = root;
  }

  /** The file of `key` on this machine. */
  pathOf(key: string): string {
    assertFileKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer, _options: PutOptions): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await this.throughAside(file, (aside) => writeFile(aside, bytes));
  }

  async putFile(key: string, source: string, _options: PutOptions): Promise<void> {
    try {
      const file = this.pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        // On the same file system a rename puts the whole file in place at once.
        await rename(source, file);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      }
      // Another file system (a temporary folder on tmpfs): copied aside, beside the file, then renamed into place.
      await this.throughAside(file, (aside) => copyFile(source, aside));
    } finally {
      await rm(source, { force: true });
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async open(key: string, conditions?: FileConditions, range?: ByteRange): Promise<OpenedFile> {
    const file = this.pathOf(key);
    const info = await this.infoOf(key, file);
    if (info === undefined) return { status: 'missing' };
    if (isNotModified(conditions, info)) return { status: 'not-modified', etag: info.etag };
    return { status: 'found', info, body: createReadStream(file, range && { start: range.start, end: range.end }) };
  }

  async head(key: string): Promise<StoredFileInfo | undefined> {
    return this.infoOf(key, this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async check(): Promise<void> {
    // Folders are made when the first file is written: building the app (the OpenAPI document) writes nothing.
  }

  /**
   * Makes the file aside (`make` writes it under a name beside `file` that no other writer picks) and renames it into
   * place: whoever reads the file meanwhile gets the old one or the new one whole. Nothing is left aside on a failure.
   */
  private async throughAside(file: string, make: (aside: string) => Promise<void>): Promise<void> {
    const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await make(aside);
      await rename(aside, file);
    } catch (error) {
      await rm(aside, { force: true });
      throw error;
    }
  }

  private async infoOf(key: string, file: string): Promise<StoredFileInfo | undefined> {
    let stats: Stats;
    try {
      stats = await stat(file);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    if (!stats.isFile()) return undefined;
    return {
      size: stats.size,
      contentType: contentTypeOf(key),
      etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime,
    };
  }
}
