import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the shop keeps its files (uploaded pictures, the seed's drawn pictures and their manifest, and whatever else a
 * module writes through the storage module's FileStore).
 *
 * - `disk`: a folder; `folder` undefined means DATA_DIR itself (the default, as before STORAGE_URL existed), so uploads
 *   are under DATA_DIR/uploads.
 * - `s3`: a bucket of any S3-compatible store, every key under `prefix` (no slash at either end; '' for none).
 */
export type StorageConfig =
  | { kind: 'disk'; folder: string | undefined }
  | {
      kind: 's3';
      bucket: string;
      prefix: string;
      region: string;
      /** Unset: AWS's own endpoint for the region. */
      endpoint: string | undefined;
      /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name: what most S3-compatible stores need. */
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's default chain (instance or task role, web identity, ~/.aws profiles). */
      credentials: { accessKeyId: string; secretAccessKey: string; sessionToken: string | undefined } | undefined;
    };

type Env = Record<string, string | undefined>;

/** Thrown with a sentence naming the variable; config.ts turns it into its ConfigError. */
export class StorageConfigError extends Error {}

/** The query parameters an s3:// STORAGE_URL may carry: settings that are no secret. Credentials never go in the URL. */
const S3_PARAMETERS = ['endpoint', 'region', 'forcePathStyle'] as const;

/** S3's rules for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A prefix is folders of letters, digits, '.', '_' and '-', none of them '.' or '..'. */
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/;

const HOW = 's3://bucket[/prefix][?endpoint=…&region=…&forcePathStyle=true] or file:///an/absolute/folder';

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function endpointOf(raw: string, source: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new StorageConfigError(`${source} must be an http:// or https:// URL (got "${raw}").`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new StorageConfigError(`${source} must be an http:// or https:// URL (got "${raw}").`);
  }
  return raw.replace(/\/+$/, '');
}

/**
 * STORAGE_URL and the usual AWS_* variables. Unset: the disk under DATA_DIR. `file:///folder`: the disk under that
 * folder. `s3://bucket/prefix`: the bucket, keys under the prefix; endpoint, region and path style from the URL's
 * query parameters, else AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL and AWS_REGION (default us-east-1); path style is on by
 * default when an endpoint is named (MinIO and most S3-compatible stores), off for AWS itself. Credentials from
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN), both or neither.
 */
export function storageConfig(env: Env): StorageConfig {
  const raw = read(env, 'STORAGE_URL');
  if (raw === undefined) return { kind: 'disk', folder: undefined };
  const refuse = (why = '') => new StorageConfigError(`STORAGE_URL must be ${HOW}${why} (got "${raw}").`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse();
  }
  if (url.protocol === 'file:') {
    if (url.search !== '' || url.hash !== '' || (url.host !== '' && url.host !== 'localhost')) throw refuse(': a file: URL names a folder only');
    const folder = fileURLToPath(url);
    if (!path.isAbsolute(folder)) throw refuse();
    return { kind: 'disk', folder: path.resolve(folder) };
  }
  if (url.protocol !== 's3:') throw refuse();
  if (url.username !== '' || url.password !== '') {
    throw refuse(': credentials go in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, never in the URL');
  }
  // s3: is no special scheme, so the host keeps its case and port: both are checked here, not by URL.
  const bucket = url.host;
  if (!BUCKET.test(bucket) || bucket.includes('..')) {
    throw new StorageConfigError(
      `STORAGE_URL's bucket must be 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit (got "${bucket}").`,
    );
  }
  // From the text as written: URL would quietly resolve 'a/../b' to 'b'.
  const writtenPath = raw.slice('s3://'.length).split(/[?#]/)[0].split('/').slice(1);
  const decoded = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };
  const segments = writtenPath.map(decoded).filter((segment) => segment !== '');
  const badSegment = segments.find((segment) => !PREFIX_SEGMENT.test(segment) || segment === '.' || segment === '..');
  if (badSegment !== undefined) {
    throw new StorageConfigError(`STORAGE_URL's prefix must be folders of letters, digits, '.', '_' and '-' (got "${badSegment}").`);
  }
  if (url.hash !== '') throw refuse();
  const unknown = [...url.searchParams.keys()].find((key) => !(S3_PARAMETERS as readonly string[]).includes(key));
  if (unknown !== undefined) throw refuse(`: "${unknown}" is not one of its parameters (${S3_PARAMETERS.join(', ')})`);
  const parameter = (name: (typeof S3_PARAMETERS)[number]) => {
    const value = url.searchParams.get(name)?.trim();
    return value === '' ? undefined : value;
  };

  const endpointParameter = parameter('endpoint');
  const endpointVariable = read(env, 'AWS_ENDPOINT_URL_S3') === undefined ? 'AWS_ENDPOINT_URL' : 'AWS_ENDPOINT_URL_S3';
  const endpoint =
    endpointParameter !== undefined
      ? endpointOf(endpointParameter, "STORAGE_URL's endpoint")
      : read(env, endpointVariable) === undefined
        ? undefined
        : endpointOf(read(env, endpointVariable) as string, endpointVariable);

  const region = parameter('region') ?? read(env, 'AWS_REGION') ?? read(env, 'AWS_DEFAULT_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new StorageConfigError(`The S3 region must be lower-case letters, digits and hyphens, e.g. ap-south-1 (got "${region}").`);

  const pathStyle = parameter('forcePathStyle')?.toLowerCase();
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new StorageConfigError(`STORAGE_URL's forcePathStyle must be true or false (got "${pathStyle}").`);
  }

  const accessKeyId = read(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'AWS_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new StorageConfigError(
      `${accessKeyId === undefined ? 'AWS_ACCESS_KEY_ID' : 'AWS_SECRET_ACCESS_KEY'} must be set with ${accessKeyId === undefined ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'} (or neither, for the AWS SDK's default credentials).`,
    );
  }
  return {
    kind: 's3',
    bucket,
    prefix: segments.join('/'),
    region,
    endpoint,
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true',
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey, sessionToken: read(env, 'AWS_SESSION_TOKEN') }
        : undefined,
  };
}

/** Where files go, for a log line: the folder, or s3://bucket/prefix (at the endpoint). Never credentials. */
export function describeStorage(storage: StorageConfig, dataDir: string): string {
  if (storage.kind === 'disk') return storage.folder ?? dataDir;
  const where = `s3://${storage.bucket}${storage.prefix === '' ? '' : `/${storage.prefix}`}`;
  return storage.endpoint === undefined ? `${where} (${storage.region})` : `${where} at ${storage.endpoint}`;
}
