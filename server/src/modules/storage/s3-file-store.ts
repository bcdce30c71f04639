import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import type { StorageConfig } from '../../config/storage-config.js';
import { describeStorage } from '../../config/storage-config.js';
import { assertFileKey, type ByteRange, type FileConditions, type FileStore, FileStoreUnavailableError, type OpenedFile, type PutOptions, type StoredFileInfo } from './file-store.js';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

type S3Sdk = typeof import('@aws-sdk/client-s3');
const require = createRequire(import.meta.url);
/**
 * The AWS SDK (some 6 MB of heap) is loaded by the first S3 store made, not by every server: one that keeps its files on
 * disk never needs it. The package's entry is CommonJS, so require() gives the same module an import would, at once,
 * and the store's constructor stays synchronous.
 */
const s3Sdk = (): S3Sdk => require('@aws-sdk/client-s3') as S3Sdk;

const ignore = () => undefined;
const sdkLog = new Logger('S3');
const sdkLogger = { debug: ignore, info: ignore, warn: (message: unknown) => sdkLog.warn(String(message)), error: ignore };

/** A key nothing is ever stored under: asked for at start to see that the bucket is there and the credentials work. */
const CHECK_KEY = 'store-check/never-stored';

type HttpFailure = { $metadata?: { httpStatusCode?: number }; $response?: { headers?: Record<string, string | undefined> } };

const statusOf = (error: unknown): number | undefined => (error as HttpFailure | undefined)?.$metadata?.httpStatusCode;
const nameOf = (error: unknown): string => (error instanceof Error ? error.name : '');

/**
 * Files in a bucket of any S3-compatible store (AWS, MinIO, Ceph, R2, …) through the AWS SDK v3, every key under the
 * configured prefix. Checksums are sent only where S3 requires them: the SDK's default (a CRC32 on every upload, since
 * early 2025) is refused by several S3-compatible stores, and HTTPS and the signature already guard the bytes.
 */
export class S3FileStore implements FileStore {
  readonly location: string;
  private readonly sdk = s3Sdk();
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(config: S3StorageConfig) {
    this.location = describeStorage(config, '');
    this.bucket = config.bucket;
    this.prefix = config.prefix === '' ? '' : `${config.prefix}/`;
    this.client = new this.sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request in seconds rather than holding it (and its upload) for minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      // The SDK's own words go to the app's log, not the console: only its warnings (a streamed upload it cannot
      // retry); each failed request is logged once, with its key, by whoever answers the client 502.
      logger: sdkLogger,
    });
  }

  async put(key: string, bytes: Buffer, options: PutOptions): Promise<void> {
    await this.putObject(key, bytes, bytes.length, options);
  }

  async putFile(key: string, source: string, options: PutOptions): Promise<void> {
    try {
      // Streamed from the file with its length: the SDK sends it as one PutObject without holding it in memory.
      const { size } = await stat(source);
      const body = createReadStream(source);
      try {
        await this.putObject(key, body, size, options);
      } finally {
        body.destroy();
      }
    } finally {
      await rm(source, { force: true });
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    const opened = await this.open(key);
    if (opened.status !== 'found') return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string, conditions?: FileConditions, range?: ByteRange): Promise<OpenedFile> {
    const objectKey = this.objectKey(key);
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          IfNoneMatch: conditions?.ifNoneMatch,
          IfModifiedSince: conditions?.ifNoneMatch === undefined ? conditions?.ifModifiedSince : undefined,
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      );
      const body = answer.Body as Readable | undefined;
      if (body === undefined) throw new FileStoreUnavailableError(`The object store answered no body for ${key}.`);
      return {
        status: 'found',
        body,
        info: {
          // A range's answer is its part: the whole object's size is the one after the slash of Content-Range.
          size: totalOf(answer.ContentRange) ?? answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
          etag: answer.ETag ?? '',
          lastModified: answer.LastModified ?? new Date(0),
        },
      };
    } catch (error) {
      if (statusOf(error) === 304) return { status: 'not-modified', etag: (error as HttpFailure).$response?.headers?.etag };
      if (isMissing(error)) return { status: 'missing' };
      throw unavailable(error, 'read', key);
    }
  }

  async head(key: string): Promise<StoredFileInfo | undefined> {
    try {
      const answer = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
        etag: answer.ETag ?? '',
        lastModified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw unavailable(error, 'look up', key);
    }
  }

  async delete(key: string): Promise<void> {
    await this.send(() => this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })), 'delete', key);
  }

  async check(): Promise<void> {
    try {
      // A GET rather than a HEAD: its error has a body, which tells a missing key from a missing bucket.
      const answer = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: `${this.prefix}${CHECK_KEY}` }));
      (answer.Body as Readable | undefined)?.destroy();
    } catch (error) {
      const status = statusOf(error);
      // A missing key is the answer wanted. A role without s3:ListBucket is answered 403 for one: no reason to stop.
      if (nameOf(error) === 'NoSuchKey') return;
      if (status === 403 && nameOf(error) === 'AccessDenied') return;
      throw new Error(`The object store ${this.location} cannot be used: ${explain(error, this.bucket)}`, { cause: error });
    }
  }

  /** Closes the SDK's connections when the app closes (Nest calls it on the FILE_STORE provider). */
  onModuleDestroy(): void {
    this.client.destroy();
  }

  /** Stores `body`, `length` bytes long, under `key` in one PutObject. */
  private async putObject(key: string, body: Buffer | Readable, length: number, options: PutOptions): Promise<void> {
    await this.send(
      () =>
        this.client.send(
          new this.sdk.PutObjectCommand({
            Bucket: this.bucket,
            Key: this.objectKey(key),
            Body: body,
            ContentLength: length,
            ContentType: options.contentType,
            CacheControl: options.cacheControl,
          }),
        ),
      'store',
      key,
    );
  }

  private objectKey(key: string): string {
    assertFileKey(key);
    return `${this.prefix}${key}`;
  }

  private async send(request: () => Promise<unknown>, doing: string, key: string): Promise<void> {
    try {
      await request();
    } catch (error) {
      throw unavailable(error, doing, key);
    }
  }
}

/** The whole object's size from a Content-Range `bytes a-b/size`; undefined without one (or with `*`). */
function totalOf(contentRange: string | undefined): number | undefined {
  const total = contentRange === undefined ? undefined : /\/(\d+)$/.exec(contentRange)?.[1];
  return total === undefined ? undefined : Number(total);
}

function isMissing(error: unknown): boolean {
  const name = nameOf(error);
  // A HEAD has no body to name the error: its 404 is NotFound, whatever was missing.
  return name === 'NoSuchKey' || (name === 'NotFound' && statusOf(error) === 404);
}

function unavailable(error: unknown, doing: string, key: string): FileStoreUnavailableError {
  return new FileStoreUnavailableError(`The object store could not ${doing} ${key}: ${error instanceof Error ? error.message || error.name : String(error)}`, {
    cause: error,
  });
}

/** What a failed check means, in words an operator acts on. */
function explain(error: unknown, bucket: string): string {
  const name = nameOf(error);
  const status = statusOf(error);
  if (name === 'NoSuchBucket') return `the bucket "${bucket}" does not exist (create it first).`;
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken', 'CredentialsProviderError'].includes(name) || status === 403) {
    return `it refused the credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY): ${name}${error instanceof s3Sdk().S3ServiceException ? ` ${error.message}` : ''}.`;
  }
  if (status === 301 || name === 'PermanentRedirect' || name === 'AuthorizationHeaderMalformed') {
    return `the bucket is in another region than the one configured (set region= in STORAGE_URL, or AWS_REGION).`;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (status === undefined) return `it could not be reached (${message}).`;
  return `it did not answer as an S3 store does (HTTP ${status} ${name}${message ? `: ${message}` : ''}).`;
}
