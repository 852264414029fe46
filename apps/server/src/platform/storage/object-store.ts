import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where the bytes of files live (docs/decisions/0015-files-and-storage.md): a directory under
 * DATA_DIR by default, an S3-compatible bucket per region when configured. Every store takes
 * only keys made by `newStorageKey`, so no user input ever reaches a path or an object name.
 */
export interface ObjectStore {
  /** Writes the whole object or nothing: a failed or refused stream leaves no object behind. */
  put(key: string, body: Readable | Uint8Array): Promise<void>;
  /** The object's bytes, or undefined when there is no such object. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const storageKeyPattern = /^[1-9][0-9]{0,18}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `<lab id>/<random uuid>`: the lab's objects stay together, and nothing in it comes from the user. */
export const newStorageKey = (labId: number): string => `${labId}/${randomUUID()}`;

export function assertStorageKey(key: string): void {
  if (!storageKeyPattern.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
