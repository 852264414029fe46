import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type ObjectStore } from './object-store.js';

export interface S3StoreConfig {
  bucket: string;
  /** Any S3-compatible endpoint (MinIO, Ceph, R2, …); AWS S3 itself when absent. */
  endpoint?: string;
  /** The region requests are signed for; S3-compatible stores mostly take 'us-east-1'. */
  signingRegion: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`, as most self-hosted stores want. */
  forcePathStyle: boolean;
  /** Static credentials; when absent, the AWS default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

type Sdk = typeof import('@aws-sdk/client-s3');

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket. A streamed upload of unknown length is first spooled to a file in
 * `spoolDirectory`, so that the object is sent with its length in one PUT (S3 refuses a
 * chunked PUT without one) and memory stays bounded whatever the size. A failed PUT leaves no
 * object: S3 writes an object whole or not at all.
 */
export function createS3Store(config: S3StoreConfig, spoolDirectory: string): ObjectStore {
  const { bucket } = config;
  // The SDK is loaded on first use (it takes about 0.3 s to load): a server without S3 never loads it.
  let connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.signingRegion,
        forcePathStyle: config.forcePathStyle,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        ...(config.credentials ? { credentials: config.credentials } : {}),
        // Newer SDKs add CRC checksums to every request by default; several S3-compatible
        // stores refuse them. Checksums only where the S3 API requires one.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return connection;
  };

  const putFile = async (key: string, path: string) => {
    const { sdk, client } = await connect();
    const { size } = await stat(path);
    await client.send(
      new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(path), ContentLength: size }),
    );
  };

  return {
    async put(key, body) {
      assertStorageKey(key);
      if (!(body instanceof Readable)) {
        const { sdk, client } = await connect();
        await client.send(
          new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: body.byteLength }),
        );
        return;
      }
      await mkdir(spoolDirectory, { recursive: true });
      const spool = join(spoolDirectory, `${randomBytes(12).toString('hex')}.upload`);
      try {
        await pipeline(body, createWriteStream(spool, { flags: 'wx' }));
        await putFile(key, spool);
      } finally {
        await rm(spool, { force: true });
      }
    },

    async get(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error(`The S3 answer for ${key} has no readable body.`);
        return answer.Body;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async exists(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
