import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '../../src/config/storage-config.js';

/** The part of @20minutes/s3rver (a maintained fork of s3rver, a real S3 protocol server on Koa) the tests use; it ships no types. */
type S3rverObject = { key: string };
type S3rver = {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  store: { listObjects(bucket: string, options: { prefix?: string }): Promise<{ objects: S3rverObject[] }> };
};
type S3rverOptions = { address: string; port: number; silent: boolean; directory: string; configureBuckets: { name: string }[] };

const S3rverServer = createRequire(import.meta.url)('@20minutes/s3rver') as new (options: S3rverOptions) => S3rver;

export type TestS3 = {
  endpoint: string;
  bucket: string;
  /** The keys stored in the bucket under `prefix`, sorted; read from the server's own store, not through the API under test. */
  keys(prefix?: string): Promise<string[]>;
  /** STORAGE_URL's settings for this server, the bucket's keys under `prefix`. */
  storage(prefix: string, overrides?: Partial<Extract<StorageConfig, { kind: 's3' }>>): StorageConfig;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server on a free loopback port, its objects in a temporary folder, with one bucket. It checks
 * SigV4 signatures with s3rver's fixed account (S3RVER / S3RVER).
 */
export async function startS3(bucket = 'sona-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rverServer({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    bucket,
    keys: async (prefix = '') => (await server.store.listObjects(bucket, { prefix })).objects.map((object) => object.key).sort(),
    storage: (prefix, overrides = {}) => ({
      kind: 's3',
      bucket,
      prefix,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', sessionToken: undefined },
      ...overrides,
    }),
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
