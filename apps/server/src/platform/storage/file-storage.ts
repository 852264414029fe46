import { join } from 'node:path';
import type { RegionCode } from '@lims/contract';
import { DomainError } from '@lims/domain';
import { createDirectoryStore } from './directory-store.js';
import type { ObjectStore } from './object-store.js';
import { createS3Store } from './s3-store.js';
import type { S3StoresByRegion } from './storage-config.js';

/** The built-in store's name; an S3 store is named after its region: 's3:IN'. */
export const directoryStoreName = 'directory';
const s3StoreName = (region: string) => `s3:${region}`;

export interface NamedStore {
  /** Recorded with each file, so that a file is read from where it was written, whatever changes later. */
  name: string;
  store: ObjectStore;
}

/**
 * Every configured store by name: the directory DATA_DIR/files, and a bucket per configured
 * region. New files of a lab go to its region's bucket when there is one, else to the
 * directory; a file is read from the store its row names.
 */
export function createFileStorage({ dataDir, s3ByRegion }: { dataDir: string; s3ByRegion: S3StoresByRegion }) {
  const directory = createDirectoryStore(join(dataDir, 'files'));
  const stores = new Map<string, ObjectStore>([[directoryStoreName, directory]]);
  for (const [region, s3] of Object.entries(s3ByRegion) as [RegionCode, S3StoresByRegion[RegionCode]][]) {
    // Streamed uploads wait in DATA_DIR/spool while their PUT is prepared (s3-store.ts).
    if (s3) stores.set(s3StoreName(region), createS3Store(s3, join(dataDir, 'spool')));
  }

  return {
    /** Where new files of a lab in `region` go. */
    forRegion(region: string): NamedStore {
      const store = stores.get(s3StoreName(region));
      return store ? { name: s3StoreName(region), store } : { name: directoryStoreName, store: directory };
    },

    /** The store a file was written to. One no longer configured is a clear 501, not a missing file. */
    named(name: string): ObjectStore {
      const store = stores.get(name);
      if (!store) throw new DomainError('not_configured', 'fileStoreNotConfigured', { params: { store: name } });
      return store;
    },
  };
}
export type FileStorage = ReturnType<typeof createFileStorage>;
