import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';

/** spec 001 §3 Attachment fileType (Image, PDF, other), with a DICOM study told apart: read from the bytes. */
export const attachmentFileTypes = ['image', 'pdf', 'dicom', 'other'] as const;
export const AttachmentFileType = z.enum(attachmentFileTypes);
export type AttachmentFileType = z.infer<typeof AttachmentFileType>;

/**
 * What is kept of a DICOM file's header (spec 001 §2 'Attachments and DICOM'): the study it
 * belongs to and what describes it, never the patient's name, id or birth date, which the lab
 * already has.
 */
export const DicomTags = z.object({
  /** (0020,000D) StudyInstanceUID: the study 'Open in DICOM' opens. */
  studyInstanceUid: z.string(),
  /** (0020,000E) */
  seriesInstanceUid: z.string().nullable(),
  /** (0008,0060), CT, MR, CR, DX, US… */
  modality: z.string().nullable(),
  /** (0008,0020) as written, YYYYMMDD. */
  studyDate: z.string().nullable(),
  /** (0008,1030) */
  studyDescription: z.string().nullable(),
  /** (0018,0015) */
  bodyPartExamined: z.string().nullable(),
  /** (0008,0070) */
  manufacturer: z.string().nullable(),
});
export type DicomTags = z.infer<typeof DicomTags>;

/**
 * One attachment (spec 001 §3 Attachment: id, url, thumbUrl, name, size, fileType). `reportId`
 * null is a paper of the bill itself (the billing area's, which never removes one); `removable`
 * is false for those and once the report is submitted (spec 001 §6).
 */
export const ReportAttachment = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  reportId: z.number().int().nullable(),
  name: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  fileType: AttachmentFileType,
  /** Where the file opens inline. */
  url: z.string(),
  /** The image itself for an image, null for anything else. */
  thumbUrl: z.string().nullable(),
  dicom: DicomTags.nullable(),
  removable: z.boolean(),
  createdAt: Timestamp,
});
export type ReportAttachment = z.infer<typeof ReportAttachment>;

/** The document a file report is (spec 001 §7 convertReportToFileOrNormal). */
export const FileReportDocument = z.object({
  fileId: z.number().int(),
  name: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string(),
});
export type FileReportDocument = z.infer<typeof FileReportDocument>;

/** A report as its attachments panel needs it: submitted or not, its study, its file report. */
export const AttachedReport = z.object({
  id: z.number().int(),
  version: Version,
  testName: z.string(),
  /** Submitted (isSynced): nothing is added or removed any more (spec 001 §5, §6). */
  isSynced: z.boolean(),
  hasDICOM: z.boolean(),
  studyUUID: z.string().nullable(),
  fileReport: FileReportDocument.nullable(),
});
export type AttachedReport = z.infer<typeof AttachedReport>;

/** `GET /api/v1/reports/{id}/attachments` (spec 001 §7 getLabReportAttachments: filesList). */
export const ReportAttachments = z.object({ report: AttachedReport, items: z.array(ReportAttachment) });
export type ReportAttachments = z.infer<typeof ReportAttachments>;

/** `GET /api/v1/bills/{id}/files`: the bill's papers and its reports' attachments (getBillAttachmentList). */
export const BillFiles = z.object({ items: z.array(ReportAttachment) });
export type BillFiles = z.infer<typeof BillFiles>;

export const AttachmentParams = z.object({ id: Id });

/** spec 001 §7 getReportsAttachmentsAndStudyUUIDs 'with ids'. */
export const ReportsAttachmentsQuery = z.object({ ids: z.array(Id).min(1).max(100) });
export type ReportsAttachmentsQuery = z.infer<typeof ReportsAttachmentsQuery>;

export const ReportStudy = z.object({
  id: z.number().int(),
  hasDICOM: z.boolean(),
  testName: z.string(),
  /** When its values were entered, else when it was billed. */
  reportDate: Timestamp,
  studyUUID: z.string().nullable(),
});
export type ReportStudy = z.infer<typeof ReportStudy>;

/** The response has reports (hasDICOM, reportID.testName, reportDate, studyUUID) and attachments. */
export const ReportsAttachmentsAndStudies = z.object({
  reports: z.array(ReportStudy),
  attachments: z.array(ReportAttachment),
});
export type ReportsAttachmentsAndStudies = z.infer<typeof ReportsAttachmentsAndStudies>;

/** The report's version the change was chosen on (convert to a file report and back). */
export const FileReportQuery = z.object({ version: z.coerce.number().int().min(0) });
