import { type RegionCode, regionCodes } from '@lims/contract';
import type { S3StoreConfig } from './s3-store.js';

/** The regions whose labs' new files go to an S3-compatible bucket; the others keep them under DATA_DIR. */
export type S3StoresByRegion = Partial<Record<RegionCode, S3StoreConfig>>;

const truthy = (value: string | undefined) => value === 'true' || value === '1';

/**
 * The S3-compatible stores, from the environment (docs/decisions/0015-files-and-storage.md).
 * A region gets a bucket with `S3_<REGION>_BUCKET` (`S3_IN_BUCKET`, `S3_UAE_BUCKET`, …) and,
 * beside it, `_ENDPOINT`, `_SIGNING_REGION`, `_FORCE_PATH_STYLE`, `_ACCESS_KEY_ID` and
 * `_SECRET_ACCESS_KEY`. Credentials are secrets, so they come from the environment, never
 * from the database. A setting that cannot work stops the start with a message saying why.
 */
export function readS3Stores(env: NodeJS.ProcessEnv): S3StoresByRegion {
  const stores: S3StoresByRegion = {};
  for (const region of regionCodes) {
    const variable = (name: string) => env[`S3_${region}_${name}`]?.trim() || undefined;
    const bucket = variable('BUCKET');
    const endpoint = variable('ENDPOINT');
    const accessKeyId = variable('ACCESS_KEY_ID');
    const secretAccessKey = variable('SECRET_ACCESS_KEY');
    if (!bucket) {
      if (endpoint || accessKeyId || secretAccessKey)
        throw new Error(`S3_${region}_BUCKET is missing: the other S3_${region}_* settings need it.`);
      continue;
    }
    if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
      throw new Error(`S3_${region}_ACCESS_KEY_ID and S3_${region}_SECRET_ACCESS_KEY go together.`);
    if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
      throw new Error(`S3_${region}_ENDPOINT must be an http or https address: ${endpoint}`);
    stores[region] = {
      bucket,
      signingRegion: variable('SIGNING_REGION') ?? 'us-east-1',
      forcePathStyle: truthy(variable('FORCE_PATH_STYLE')),
      ...(endpoint ? { endpoint } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    };
  }
  return stores;
}
