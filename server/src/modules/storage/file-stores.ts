import path from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { DiskFileStore } from './disk-file-store.js';
import type { FileStore } from './file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** Injection token of the process's one FileStore (one S3 client and its connections, shared by every user). */
export const FILE_STORE = Symbol('FILE_STORE');

/** The store STORAGE_URL names: a disk folder (DATA_DIR by default) or an S3 bucket. */
export function createFileStore(config: Pick<AppConfig, 'storage' | 'dataDir'>): FileStore {
  const { storage } = config;
  return storage.kind === 's3' ? new S3FileStore(storage) : new DiskFileStore(path.resolve(storage.folder ?? config.dataDir));
}
