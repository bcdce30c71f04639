import { ConfigError, loadConfig } from './config.js';
import { describeStorage, storageConfig } from './storage-config.js';

describe('STORAGE_URL', () => {
  it('keeps files on the disk under DATA_DIR when unset', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk', folder: undefined });
    expect(describeStorage(storageConfig({}), '/srv/data')).toBe('/srv/data');
  });

  it('takes another folder as an absolute file: URL', () => {
    expect(storageConfig({ STORAGE_URL: 'file:///srv/shop-files/' })).toEqual({ kind: 'disk', folder: '/srv/shop-files' });
    expect(storageConfig({ STORAGE_URL: 'file:/srv/shop%20files' })).toEqual({ kind: 'disk', folder: '/srv/shop files' });
  });

  it('reads a bucket and a prefix, with AWS itself and its default credentials when nothing else is said', () => {
    expect(storageConfig({ STORAGE_URL: 's3://sona-media/shop/live/' })).toEqual({
      kind: 's3',
      bucket: 'sona-media',
      prefix: 'shop/live',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(storageConfig({ STORAGE_URL: 's3://sona-media' })).toMatchObject({ bucket: 'sona-media', prefix: '' });
  });

  it('takes endpoint, region and credentials from the usual AWS_* variables, path style on with an endpoint', () => {
    const env = {
      STORAGE_URL: 's3://shop-files',
      AWS_ENDPOINT_URL: 'http://elsewhere:9000',
      AWS_ENDPOINT_URL_S3: 'http://minio:9000/',
      AWS_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: 'shop',
      AWS_SECRET_ACCESS_KEY: 'a-long-secret',
      AWS_SESSION_TOKEN: 'token',
    };
    expect(storageConfig(env)).toEqual({
      kind: 's3',
      bucket: 'shop-files',
      prefix: '',
      region: 'ap-south-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'shop', secretAccessKey: 'a-long-secret', sessionToken: 'token' },
    });
    expect(storageConfig({ ...env, AWS_ENDPOINT_URL_S3: undefined })).toMatchObject({ endpoint: 'http://elsewhere:9000' });
    expect(storageConfig({ STORAGE_URL: 's3://shop-files', AWS_DEFAULT_REGION: 'eu-west-2' })).toMatchObject({ region: 'eu-west-2' });
    expect(describeStorage(storageConfig(env), '/unused')).toBe('s3://shop-files at http://minio:9000');
  });

  it("lets the URL's query parameters win over the variables", () => {
    const storage = storageConfig({
      STORAGE_URL: 's3://shop-files/media?endpoint=https://r2.example.com&region=auto-1&forcePathStyle=false',
      AWS_ENDPOINT_URL_S3: 'http://minio:9000',
      AWS_REGION: 'ap-south-1',
    });
    expect(storage).toMatchObject({ endpoint: 'https://r2.example.com', region: 'auto-1', forcePathStyle: false, prefix: 'media' });
    expect(describeStorage(storage, '/unused')).toBe('s3://shop-files/media at https://r2.example.com');
  });

  it.each([
    ['ftp://x/y', 'STORAGE_URL must be s3://bucket[/prefix][?endpoint=…&region=…&forcePathStyle=true] or file:///an/absolute/folder (got "ftp://x/y").'],
    ['shop-files', 'STORAGE_URL must be s3://bucket[/prefix][?endpoint=…&region=…&forcePathStyle=true] or file:///an/absolute/folder (got "shop-files").'],
    ['file:///srv/x?y=1', 'STORAGE_URL must be s3://bucket[/prefix][?endpoint=…&region=…&forcePathStyle=true] or file:///an/absolute/folder: a file: URL names a folder only (got "file:///srv/x?y=1").'],
    ['s3://key:secret@shop-files', 'credentials go in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, never in the URL'],
    ['s3://Shop_Files/x', `STORAGE_URL's bucket must be 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit (got "Shop_Files").`],
    ['s3://shop-files:9000/x', 'got "shop-files:9000"'],
    ['s3://ab', 'got "ab"'],
    ['s3://shop-files/a/../b', "STORAGE_URL's prefix must be folders"],
    ['s3://shop-files/a%2F..%2Fb', `STORAGE_URL's prefix must be folders of letters, digits, '.', '_' and '-' (got "a/../b").`],
    ['s3://shop-files/a%zz', `STORAGE_URL's prefix must be folders of letters, digits, '.', '_' and '-' (got "a%zz").`],
    ['s3://shop-files/a b', "STORAGE_URL's prefix must be folders"],
    ['s3://shop-files?bucket=other', '"bucket" is not one of its parameters (endpoint, region, forcePathStyle)'],
    ['s3://shop-files?endpoint=minio:9000', "STORAGE_URL's endpoint must be an http:// or https:// URL (got \"minio:9000\")."],
    ['s3://shop-files?forcePathStyle=yes', `STORAGE_URL's forcePathStyle must be true or false (got "yes").`],
    ['s3://shop-files?region=Mumbai', 'The S3 region must be lower-case letters, digits and hyphens, e.g. ap-south-1 (got "Mumbai").'],
  ])('refuses STORAGE_URL=%s with a sentence naming it', (url, message) => {
    expect(() => loadConfig({ STORAGE_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_URL: url })).toThrow(message);
  });

  it('refuses an endpoint variable that is no URL, and one credential without the other', () => {
    expect(() => loadConfig({ STORAGE_URL: 's3://shop-files', AWS_ENDPOINT_URL_S3: 'minio' })).toThrow('AWS_ENDPOINT_URL_S3 must be an http:// or https:// URL (got "minio").');
    expect(() => loadConfig({ STORAGE_URL: 's3://shop-files', AWS_ACCESS_KEY_ID: 'shop' })).toThrow(
      "AWS_SECRET_ACCESS_KEY must be set with AWS_ACCESS_KEY_ID (or neither, for the AWS SDK's default credentials).",
    );
    expect(() => loadConfig({ STORAGE_URL: 's3://shop-files', AWS_SECRET_ACCESS_KEY: 'x' })).toThrow('AWS_ACCESS_KEY_ID must be set with AWS_SECRET_ACCESS_KEY');
    // Without STORAGE_URL the AWS_* variables are nobody's business here.
    expect(loadConfig({ AWS_ACCESS_KEY_ID: 'shop' }).storage).toEqual({ kind: 'disk', folder: undefined });
  });
});
