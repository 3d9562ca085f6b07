import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config.ts';
import { isOwnerBound } from './upload-owner.ts';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    parseConfig(env, { cwd: '/srv/app' });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('S3 media settings', () => {
  it('keeps media on the local disk without S3_BUCKET', () => {
    expect(parseConfig({}, { cwd: '/srv/app' }).media.s3).toBeUndefined();
  });

  it('reads a bucket with its endpoint, region, keys and path style', () => {
    const { media } = parseConfig(
      {
        S3_BUCKET: 'gifts-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
      { cwd: '/srv/app' },
    );
    expect(media.s3).toEqual({
      bucket: 'gifts-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // Unfinished uploads stay on the instance's disk.
    expect(media.stagingDir).toBe('/srv/app/data/uploads');
  });

  it('defaults to us-east-1, virtual-hosted style and the default credential chain', () => {
    expect(parseConfig({ S3_BUCKET: 'gifts-media' }, { cwd: '/srv/app' }).media.s3).toEqual({
      bucket: 'gifts-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_BUCKET: 'Gifts_Media' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_BUCKET: 'gifts', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http(s) URL'],
    [{ S3_BUCKET: 'gifts', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: must be true or false'],
    [{ S3_BUCKET: 'gifts', S3_REGION: 'EU West' }, 'S3_REGION: must be a region name'],
    [{ S3_BUCKET: 'gifts', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY: is required with the other S3 key'],
    [{ S3_BUCKET: 'gifts', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID: is required with the other S3 key'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT: is set but S3_BUCKET is not'],
  ])('refuses %o naming the variable', (env, message) => {
    expect(problemsOf(env)).toContainEqual(expect.stringContaining(`Invalid environment variable ${message}`));
  });
});

describe('isOwnerBound', () => {
  it('binds covers, images and videos to their account, not QR uploads', () => {
    expect(['cover', 'image', 'video', 'qr'].map((kind) => isOwnerBound({ kind, ownerId: 'a' }))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
