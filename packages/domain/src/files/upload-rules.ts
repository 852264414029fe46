import type { MessageKey, MessageParams } from '../errors/messages.js';
import type { FileKind } from './file-kinds.js';

/**
 * spec 000 §5 "Files and general": "Upload types overall: jpeg, jpg, png, gif, pdf, doc, docx,
 * txt, xlsx, zip, rar, xls."
 */
export const uploadExtensions = [
  'jpeg',
  'jpg',
  'png',
  'gif',
  'pdf',
  'doc',
  'docx',
  'txt',
  'xlsx',
  'zip',
  'rar',
  'xls',
] as const;
/**
 * A DICOM file (spec 001 §2 'Attachments and DICOM'): not in spec 000's list, taken only by the
 * kinds that hold studies. Its bytes must carry 'DICM' after the 128-byte preamble.
 */
export const dicomExtension = 'dcm';
export type UploadExtension = (typeof uploadExtensions)[number] | typeof dicomExtension;

/** spec 000 §5: "Image types jpeg, jpg, png, gif". */
export const imageExtensions = ['jpeg', 'jpg', 'png', 'gif'] as const satisfies readonly UploadExtension[];

/** spec 000 §5 and §9: "Upload default maximum 800 KB". A kilobyte is 1024 bytes. */
export const defaultUploadMaxKilobytes = 800;
export const bytesPerKilobyte = 1024;

export interface FileKindRule {
  extensions: readonly UploadExtension[];
  maxKilobytes: number;
}

/**
 * What each use of an upload accepts. A kind is named after its use, so that each may get its
 * own list and limit (a lab setting may later raise one) without touching the others.
 */
export const fileKinds = {
  /** The lab's logo in Settings > Lab profile and the app header: an image. */
  labLogo: { extensions: imageExtensions, maxKilobytes: defaultUploadMaxKilobytes },
  /**
   * The banners a lab prints at the top and bottom of its documents (spec 002 §9 'header and
   * footer images'): images. An A4-wide banner scanned at 300 dpi is 2480 px wide, well over the
   * spec's 800 KB as a PNG, so these take up to 2 MB.
   */
  letterheadHeader: { extensions: imageExtensions, maxKilobytes: 2 * 1024 },
  letterheadFooter: { extensions: imageExtensions, maxKilobytes: 2 * 1024 },
  /** A patient's profile picture (spec 000 §7 uploadPatientProfilePic): an image. */
  patientPicture: { extensions: imageExtensions, maxKilobytes: defaultUploadMaxKilobytes },
  /** A scan of an identity document (spec 000 §3 ID proof types): an image or a PDF. */
  patientIdProof: { extensions: [...imageExtensions, 'pdf'], maxKilobytes: defaultUploadMaxKilobytes },
  /**
   * A paper that goes with a bill (spec 001 §3 Attachment: fileType Image, PDF): a prescription,
   * a referral letter, an insurance approval. A phone's photo of a page is often 2 to 4 MB, above
   * the spec's 800 KB default, so this kind takes up to 5 MB.
   */
  billAttachment: { extensions: [...imageExtensions, 'pdf'], maxKilobytes: 5 * 1024 },
  /**
   * The outsource centre's own report of a test sent to it (spec 002 §7 convertReportToFileOrNormal):
   * a PDF or a scan of one, up to 5 MB as a bill's papers.
   */
  outsourcedReport: { extensions: [...imageExtensions, 'pdf'], maxKilobytes: 5 * 1024 },
  /**
   * The value of a report format parameter that takes a file (a radiology image, an ECG's PDF):
   * spec 001 §5 'File upload: extension list, default max 800 KB'.
   */
  reportValueFile: { extensions: [...imageExtensions, 'pdf'], maxKilobytes: defaultUploadMaxKilobytes },
  /**
   * A Print All's one PDF (issue 12), made by the server, never uploaded: up to 500 reports
   * (contract printAllLimit) with their letterheads, so well above any upload's limit.
   */
  reportPrint: { extensions: ['pdf'], maxKilobytes: 200 * 1024 },
  /** A bill's smart report (issue 13): a PDF the server renders, a few pages whatever the bill. */
  smartReport: { extensions: ['pdf'], maxKilobytes: 20 * 1024 },
  /**
   * A file attached to a report (spec 001 §2 'Attachments and DICOM', §7 getLabReportAttachments):
   * any of spec 000's types, or a DICOM study. One DICOM image of a CT or an X-ray is 0.5 to 30 MB,
   * so this kind takes up to 50 MB instead of the spec's 800 KB default (spec 001 §9; decision 0046).
   */
  reportAttachment: { extensions: [...uploadExtensions, dicomExtension], maxKilobytes: 50 * 1024 },
  /**
   * The document that is a file report (spec 001 §7 convertReportToFileOrNormal): a PDF or a scan
   * of one, up to 5 MB as an outsource centre's report.
   */
  fileReport: { extensions: [...imageExtensions, 'pdf'], maxKilobytes: 5 * 1024 },
  /**
   * A work list (issue 14, decision 0047): a PDF or an Excel workbook the server makes, never
   * uploaded; up to 20,000 lines (worklistMaxLines), some 400 pages.
   */
  worklist: { extensions: ['pdf', 'xlsx'], maxKilobytes: 100 * 1024 },
  /**
   * An inventory bulk mapping upload (issue 15; spec 002 §5): an Excel workbook of at most
   * bulkMappingMaxRows (2,000) rows of five short columns, some 100 KB; read, checked and dropped,
   * never stored.
   */
  inventoryBulkMapping: { extensions: ['xlsx'], maxKilobytes: 2 * 1024 },
} as const satisfies Record<FileKind, FileKindRule>;

export const maxBytesOf = (kind: FileKind): number => fileKinds[kind].maxKilobytes * bytesPerKilobyte;

/** What the browser's file picker offers for a kind: `.jpeg,.jpg,.png,.gif`. */
export const acceptOf = (kind: FileKind): string =>
  fileKinds[kind].extensions.map((extension) => `.${extension}`).join(',');

/** Why an upload is refused, as a message key with its parameters (spec 000 §5 messages). */
export interface UploadRefusal {
  messageKey: Extract<MessageKey, 'fileNotValid' | 'fileTooLarge' | 'notDicomFile'>;
  params?: MessageParams;
}

export const fileNotValid: UploadRefusal = { messageKey: 'fileNotValid' };
export const notDicomFile: UploadRefusal = { messageKey: 'notDicomFile' };

/** The refusal of content that is not what its name's extension claims: a forged .dcm is told so. */
export const contentRefusal = (extension: UploadExtension): UploadRefusal =>
  extension === dicomExtension ? notDicomFile : fileNotValid;
export const fileTooLarge = (kind: FileKind): UploadRefusal => ({
  messageKey: 'fileTooLarge',
  params: { n: fileKinds[kind].maxKilobytes },
});

const isUploadExtension = (value: string): value is UploadExtension =>
  value === dicomExtension || (uploadExtensions as readonly string[]).includes(value);

/** The extension of `fileName` when the kind accepts it ('Logo.PNG' gives 'png'), else the refusal. */
export function checkFileName(kind: FileKind, fileName: string): UploadExtension | UploadRefusal {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (!isUploadExtension(extension)) return fileNotValid;
  return (fileKinds[kind].extensions as readonly UploadExtension[]).includes(extension) ? extension : fileNotValid;
}

export const isUploadRefusal = (value: UploadExtension | UploadRefusal): value is UploadRefusal =>
  typeof value === 'object';

/** The refusal of a file of `bytes` bytes, or undefined when it fits: 800 KB itself is allowed. */
export const checkFileSize = (kind: FileKind, bytes: number): UploadRefusal | undefined =>
  bytes > maxBytesOf(kind) ? fileTooLarge(kind) : undefined;

/**
 * The media types that a file's content, recognised from its first bytes (the server uses
 * `file-type`), may have for each extension. Old Office files (doc, xls) are both OLE compound
 * files, which their signature does not tell apart. A text file has no signature.
 */
const contentTypesOf: Record<Exclude<UploadExtension, 'txt'>, readonly string[]> = {
  jpeg: ['image/jpeg'],
  jpg: ['image/jpeg'],
  png: ['image/png', 'image/apng'],
  gif: ['image/gif'],
  pdf: ['application/pdf'],
  doc: ['application/x-cfb'],
  xls: ['application/x-cfb'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  zip: ['application/zip'],
  rar: ['application/x-rar-compressed'],
  dcm: ['application/dicom'],
};

export const textMediaType = 'text/plain';

/**
 * The media type a file is stored and served with, decided by its content: `detected` is what
 * its signature says (undefined when it has none), `head` its first bytes. Undefined when the
 * content is not what the extension claims (a .png whose bytes are a PDF): 'File is not valid.'
 */
export function contentMediaType(
  extension: UploadExtension,
  detected: { mime: string } | undefined,
  head: Uint8Array,
): string | undefined {
  if (extension === 'txt') return detected === undefined && !head.includes(0) ? textMediaType : undefined;
  if (!detected) return undefined;
  return contentTypesOf[extension].includes(detected.mime) ? detected.mime : undefined;
}
