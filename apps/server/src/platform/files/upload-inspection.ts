import { Readable } from 'node:stream';
import {
  checkFileName,
  contentMediaType,
  contentRefusal,
  DomainError,
  type FileKind,
  fileTooLarge,
  isUploadRefusal,
  maxBytesOf,
  type UploadRefusal,
} from '@lims/domain';
import { fileTypeFromBuffer } from 'file-type';

/** How many first bytes are read to recognise the content (file-type looks at about this many). */
const headBytes = 4100;

/** 'File is not valid.' is a bad request; 'File should not be greater then {n}KB.' is 413. */
export const uploadRefused = (refusal: UploadRefusal) =>
  new DomainError(refusal.messageKey === 'fileTooLarge' ? 'payload_too_large' : 'bad_request', refusal.messageKey, {
    field: 'file',
    ...(refusal.params ? { params: refusal.params } : {}),
  });

export interface InspectedUpload {
  mediaType: string;
  /** The whole content, head included; it fails with 'File should not be greater then {n}KB.' past the limit. */
  body: Readable;
  /** The bytes that went through `body`: the size once it has been read to its end. */
  bytesRead(): number;
}

/**
 * Checks an upload against its kind before anything is stored (spec 000 §5): its name's
 * extension, then its content, recognised from its first bytes (a .png whose bytes are a PDF
 * is 'File is not valid.'). The size is counted while the rest streams through, so an
 * oversized file is refused at its limit and never held whole in memory.
 *
 * A refused or failed upload is read to its end and dropped rather than destroyed: the
 * multipart parser then finishes the request cleanly. The caller bounds what is left to read
 * by giving the parser a file size limit just above the kind's (`uploadParserLimit`).
 */
export async function inspectUpload(kind: FileKind, fileName: string, source: Readable): Promise<InspectedUpload> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  // A failure to read the upload itself (a malformed or cut-off multipart body) is the sender's.
  const chunks = {
    next: () =>
      iterator.next().catch((error: unknown) => {
        throw new DomainError('bad_request', 'fileNotValid', { field: 'file', cause: error });
      }),
  };
  const drain = async () => {
    for (let next = await chunks.next(); !next.done; next = await chunks.next());
  };

  const extension = checkFileName(kind, fileName);
  if (isUploadRefusal(extension)) {
    await drain();
    throw uploadRefused(extension);
  }
  const head: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < headBytes) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headLength += next.value.length;
  }
  const headBuffer = Buffer.concat(head);
  const mediaType = contentMediaType(extension, await fileTypeFromBuffer(headBuffer), headBuffer);
  if (!mediaType) {
    if (!ended) await drain();
    throw uploadRefused(contentRefusal(extension));
  }

  const limit = maxBytesOf(kind);
  let total = 0;
  const count = (chunk: Buffer) => {
    total += chunk.length;
    if (total > limit) throw uploadRefused(fileTooLarge(kind));
    return chunk;
  };
  async function* whole() {
    let finished = ended;
    try {
      yield count(headBuffer);
      for (let next = finished ? undefined : await chunks.next(); next && !next.done; next = await chunks.next()) {
        yield count(next.value);
      }
      finished = true;
    } finally {
      if (!finished) await drain();
    }
  }
  return { mediaType, body: Readable.from(whole(), { objectMode: false }), bytesRead: () => total };
}

/** The multipart parser's file size limit for a kind: one byte over, so that the counter above sees the excess. */
export const uploadParserLimit = (kind: FileKind) => maxBytesOf(kind) + 1;
