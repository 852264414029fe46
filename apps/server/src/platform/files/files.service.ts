import type { Readable } from 'node:stream';
import type { StoredFile } from '@lims/contract';
import type { FileKind } from '@lims/domain';
import { afterCommit, currentTransaction } from '../../db/transactions.js';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requireLabActor, requirePermission } from '../../http/permissions.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { audit } from '../audit/audit.js';
import type { FileStorage, NamedStore } from '../storage/file-storage.js';
import { newStorageKey } from '../storage/object-store.js';
import { storedFileName } from './file-names.js';
import { deleteFile, type FileRow, findFile, insertFile } from './files.queries.js';
import { inspectUpload } from './upload-inspection.js';

/** A file as it arrives: the name the browser sent and its bytes, not yet read. */
export interface Upload {
  fileName: string;
  stream: Readable;
}

export interface OpenedFile {
  file: StoredFile;
  /** Its bytes, fetched from its store only when asked (a revalidated download needs none). */
  read(): Promise<Readable>;
}

const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  kind: row.kind as FileKind,
  name: row.originalName,
  mediaType: row.mediaType,
  sizeBytes: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
});

interface FilesDeps extends Pick<ServiceDeps, 'db'> {
  fileStorage: FileStorage;
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
}

/**
 * Files of a lab (docs/decisions/0015-files-and-storage.md). The area that uses a file checks
 * who may upload or remove it; this service keeps the bytes and their row together: an
 * object is written before its row, removed again when the row is not written, and removed
 * only after the commit that deletes its row.
 */
export function createFilesService({ db, fileStorage, labs }: FilesDeps) {
  return {
    /**
     * Checks and stores an upload, writes its row, then runs `attach` with it in the same
     * transaction (the caller links the file to what it belongs to). When anything fails,
     * neither the row nor the object remains. Call it outside any transaction: it awaits the
     * store, which must not hold a database transaction open.
     */
    async save<Result>(
      { actor, kind, upload }: { actor: LabActor; kind: FileKind; upload: Upload },
      attach: (file: StoredFile) => Promise<Result>,
    ): Promise<Result> {
      requireLabActor(actor);
      if (currentTransaction()) throw new Error('files.save awaits the file store: call it outside a transaction.');
      let target: NamedStore;
      try {
        target = fileStorage.forRegion((await labs.getLab(actor.labId)).regionCode);
      } catch (error) {
        // Read the upload away, so that the request still ends (inspectUpload does the same on a refusal).
        upload.stream.resume();
        throw error;
      }
      const { name: store, store: objects } = target;
      const inspected = await inspectUpload(kind, upload.fileName, upload.stream);
      const storageKey = newStorageKey(actor.labId);
      try {
        await objects.put(storageKey, inspected.body);
        return await db.transaction(async (tx) => {
          const row = await insertFile(tx, {
            labId: actor.labId,
            kind,
            originalName: storedFileName(upload.fileName),
            mediaType: inspected.mediaType,
            sizeBytes: inspected.bytesRead(),
            store,
            storageKey,
            createdBy: actor.accountId === 0 ? null : actor.accountId,
          });
          const file = toStoredFile(row);
          await audit(tx, actor, { action: 'file.create', entityType: 'file', entityId: row.id, after: file });
          return attach(file);
        });
      } catch (error) {
        await objects.delete(storageKey);
        throw error;
      }
    },

    /** A file of the caller's lab; another lab's id is not found. */
    async describe({ actor, id }: { actor: LabActor; id: number }): Promise<StoredFile> {
      requirePermission(actor, 'files.read');
      const row = await findFile(db, actor.labId, id);
      if (!row) throw notFound();
      return toStoredFile(row);
    },

    /** A file of the caller's lab, to send; another lab's id is not found. */
    async open({ actor, id }: { actor: LabActor; id: number }): Promise<OpenedFile> {
      requirePermission(actor, 'files.read');
      const row = await findFile(db, actor.labId, id);
      if (!row) throw notFound();
      const objects = fileStorage.named(row.store);
      return {
        file: toStoredFile(row),
        async read() {
          const body = await objects.get(row.storageKey);
          if (!body) throw new Error(`File ${row.labId}/${row.id} has a row but no object in store '${row.store}'.`);
          return body;
        },
      };
    },

    /**
     * Deletes a file's row now (joining the caller's transaction) and its object once that
     * commits; a rollback keeps both. The caller checks who may remove it.
     */
    async remove({ actor, id }: { actor: LabActor; id: number }): Promise<void> {
      requireLabActor(actor);
      await db.transaction(async (tx) => {
        const row = await deleteFile(tx, actor.labId, id);
        if (!row) throw notFound();
        await audit(tx, actor, { action: 'file.delete', entityType: 'file', entityId: id, before: toStoredFile(row) });
        const objects = fileStorage.named(row.store);
        afterCommit(() => objects.delete(row.storageKey));
      });
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
