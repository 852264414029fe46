import { isDomainError } from '@lims/domain';
import { describe, expect, it } from 'vitest';
import { createFileStorage, directoryStoreName } from './file-storage.js';
import { readS3Stores } from './storage-config.js';

describe('S3 stores per region, from the environment (docs/decisions/0015)', () => {
  it('configures none by default: every region keeps its files under DATA_DIR', () => {
    expect(readS3Stores({})).toEqual({});
  });

  it('reads a bucket per region with its endpoint, signing region, path style and key', () => {
    const stores = readS3Stores({
      S3_UAE_BUCKET: 'uae-files',
      S3_UAE_ENDPOINT: 'https://minio.example.ae',
      S3_UAE_SIGNING_REGION: 'me-central-1',
      S3_UAE_FORCE_PATH_STYLE: 'true',
      S3_UAE_ACCESS_KEY_ID: 'key',
      S3_UAE_SECRET_ACCESS_KEY: 'secret',
      S3_EU_BUCKET: 'eu-files',
    });
    expect(stores).toEqual({
      UAE: {
        bucket: 'uae-files',
        endpoint: 'https://minio.example.ae',
        signingRegion: 'me-central-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
      // No key: the AWS default credential chain (an instance role, AWS_* variables).
      EU: { bucket: 'eu-files', signingRegion: 'us-east-1', forcePathStyle: false },
    });
  });

  it.each([
    [{ S3_IN_ENDPOINT: 'https://s3.example.in' }, 'S3_IN_BUCKET is missing'],
    [{ S3_IN_BUCKET: 'b', S3_IN_ACCESS_KEY_ID: 'key' }, 'go together'],
    [{ S3_IN_BUCKET: 'b', S3_IN_ENDPOINT: 'ftp://x' }, 'http or https'],
  ])('stops the start on a setting that cannot work: %j', (env, message) => {
    expect(() => readS3Stores(env)).toThrow(message);
  });
});

describe('the file stores by name', () => {
  const storage = createFileStorage({
    dataDir: '/nonexistent',
    s3ByRegion: { UAE: { bucket: 'uae-files', signingRegion: 'us-east-1', forcePathStyle: true } },
  });

  it("sends a lab's new files to its region's bucket, else to the directory", () => {
    expect(storage.forRegion('UAE').name).toBe('s3:UAE');
    expect(storage.forRegion('IN').name).toBe(directoryStoreName);
    expect(storage.named('s3:UAE')).toBe(storage.forRegion('UAE').store);
  });

  it('answers 501 for a file whose store is no longer configured', () => {
    try {
      storage.named('s3:EU');
      expect.unreachable();
    } catch (error) {
      expect(isDomainError(error) && error.code).toBe('not_configured');
    }
  });
});
