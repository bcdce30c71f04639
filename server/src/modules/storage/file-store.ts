import type { Readable } from 'node:stream';

/** What a store knows of a file. */
export type StoredFileInfo = {
  size: number;
  contentType: string;
  /** A quoted entity tag as HTTP sends it: `"…"` (S3: the content's MD5) or `W/"…"` (disk: size and time). */
  etag: string;
  lastModified: Date;
};

/** Conditions of a conditional GET, as the client sent them. */
export type FileConditions = {
  /** If-None-Match as sent: one or more entity tags, or `*`. */
  ifNoneMatch?: string;
  /** If-Modified-Since; ignored when ifNoneMatch is given (RFC 9110 13.1.3). */
  ifModifiedSince?: Date;
};

/** Bytes `start` to `end` of a file, both included (as HTTP's `bytes=start-end`); the caller keeps them inside the file. */
export type ByteRange = { start: number; end: number };

export type OpenedFile =
  /** `info.size` is the whole file's size; `body` holds only the range when one was asked for. */
  | { status: 'found'; info: StoredFileInfo; body: Readable }
  /** The client's copy is current: no body was opened. `etag` when the store said it. */
  | { status: 'not-modified'; etag: string | undefined }
  | { status: 'missing' };

export type PutOptions = {
  contentType: string;
  /** Kept with the object where the store keeps it (S3), for whatever serves the bucket directly. */
  cacheControl?: string;
};

/**
 * Files by key, on a disk folder or in an S3 bucket. A key is a relative path of lower-case folders and a name,
 * `uploads/products/<id>-640.webp`; what a folder is for (public pictures under `uploads/`, private files elsewhere)
 * is the caller's business: nothing here serves anything. Every key is checked (assertKey), so no caller can step
 * outside the store.
 */
export interface FileStore {
  /** Where the files are, for log lines: a folder or s3://bucket/prefix. */
  readonly location: string;
  /** Writes the file whole (a reader sees the old one or the new one, never half); replaces one of the same key. */
  put(key: string, bytes: Buffer, options: PutOptions): Promise<void>;
  /**
   * Stores a finished file of this machine (an upload in a temporary folder) under `key`, streamed, never read whole
   * into memory; as put, a reader sees the old file or the new one. The source file is gone afterwards, stored or not.
   */
  putFile(key: string, source: string, options: PutOptions): Promise<void>;
  /** The file's bytes; undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  /**
   * The file as a stream with its size and type, unless the client's copy is current or there is none; with `range`,
   * only those bytes (which must lie inside the file: check them against head's size first).
   */
  open(key: string, conditions?: FileConditions, range?: ByteRange): Promise<OpenedFile>;
  /** What the store knows of the file without reading it; undefined when there is none. */
  head(key: string): Promise<StoredFileInfo | undefined>;
  /** Removes the file; one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Checks at start that the store answers (an S3 bucket that exists, credentials it accepts); throws a sentence saying what is wrong. */
  check(): Promise<void>;
}

/** A store that could not be reached or refused a request it should have taken: a 502 for the client, not a 500. */
export class FileStoreUnavailableError extends Error {
  override name = 'FileStoreUnavailableError';
}

/** Lower-case folders and a name: letters, digits, '.', '_' and '-', no segment starting with a dot ('..' included). */
const KEY = /^[a-z0-9_-][a-z0-9._-]*(?:\/[a-z0-9_-][a-z0-9._-]*)*$/;

/** Whether `key` is one a FileStore takes. */
export function isFileKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

export function assertFileKey(key: string): void {
  // A programming error, not the client's: keys are built by the calling module.
  if (!isFileKey(key)) throw new Error(`File key must match ${KEY} (got "${key.slice(0, 100)}").`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  json: 'application/json',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The type of a file on disk, which keeps none, by its name's extension. */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return (extension && CONTENT_TYPES[extension]) ?? 'application/octet-stream';
}

/**
 * Whether an If-None-Match header names `etag` (or is `*`): the weak comparison RFC 9110 13.1.2 asks for, where
 * `W/"x"` and `"x"` match.
 */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const header = ifNoneMatch.trim();
  if (header === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/** Whether a client holding a copy under `conditions` has the file described by `info`. */
export function isNotModified(conditions: FileConditions | undefined, info: Pick<StoredFileInfo, 'etag' | 'lastModified'>): boolean {
  if (conditions?.ifNoneMatch !== undefined) return etagMatches(conditions.ifNoneMatch, info.etag);
  if (conditions?.ifModifiedSince !== undefined) return Math.floor(info.lastModified.getTime() / 1000) <= Math.floor(conditions.ifModifiedSince.getTime() / 1000);
  return false;
}
