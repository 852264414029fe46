import { uploadFieldName } from '@lims/contract';
import { type FileKind, fileNotValid, isDomainError } from '@lims/domain';
import type { FastifyRequest } from 'fastify';
import type { Upload } from './files.service.js';
import { uploadParserLimit, uploadRefused } from './upload-inspection.js';

/**
 * The one file of a multipart upload, in the part named 'file', not yet read; anything else
 * is 'File is not valid.'. The route's plugin must have registered `@fastify/multipart`.
 */
export async function multipartUploadOf(request: FastifyRequest, kind: FileKind): Promise<Upload> {
  if (!request.isMultipart()) throw uploadRefused(fileNotValid);
  const part = await request
    .file({
      limits: { fileSize: uploadParserLimit(kind), files: 1, fields: 4, fieldSize: 1024, parts: 5 },
      // The size is counted and refused by inspectUpload, with the spec's message.
      throwFileSizeLimit: false,
    })
    // A cut-off or malformed multipart body (busboy: 'Unexpected end of multipart data') is the
    // sender's fault, not ours: the same answer as any other unreadable upload.
    .catch((error: unknown) => {
      throw isDomainError(error) ? error : uploadRefused(fileNotValid);
    });
  if (!part) throw uploadRefused(fileNotValid);
  if (part.fieldname !== uploadFieldName) {
    part.file.resume();
    throw uploadRefused(fileNotValid);
  }
  return { fileName: part.filename, stream: part.file };
}

/**
 * Runs the checks that come before an upload is read (who may, which record, which version).
 * A refusal reads the upload away first, so that the multipart request still ends cleanly, as
 * `files.save` does with its own refusals.
 */
export async function checkBeforeUpload<Result>(upload: Upload, checks: () => Promise<Result>): Promise<Result> {
  try {
    return await checks();
  } catch (error) {
    upload.stream.resume();
    throw error;
  }
}
