import { fileKindNames } from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp } from './common.js';

/** The uses of an upload (packages/domain files/upload-rules.ts): each has its extensions and limit. */
export const FileKind = z.enum(fileKindNames);
export type FileKind = z.infer<typeof FileKind>;

/** The multipart part that carries the file in every upload. */
export const uploadFieldName = 'file';

/** A stored file as the API describes it; its bytes come from its download path. */
export const StoredFile = z
  .object({
    id: z.number().int(),
    kind: FileKind,
    name: z.string(),
    /** Read from the content when it was uploaded, not from the name or the browser's claim. */
    mediaType: z.string(),
    sizeBytes: z.number().int().min(0),
    createdAt: Timestamp,
  })
  .meta({ id: 'StoredFile' });
export type StoredFile = z.infer<typeof StoredFile>;

export const FileIdParams = z.object({ id: Id });
export type FileIdParams = z.infer<typeof FileIdParams>;
