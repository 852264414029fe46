import type {
  AttachedReport,
  AttachmentFileType,
  BillAttachment,
  BillFiles,
  DicomTags,
  ReportAttachment,
  ReportAttachments,
  ReportsAttachmentsAndStudies,
  ReportsPayload,
  StoredFile,
} from '@lims/contract';
import { can, checkFileName, DomainError, dicomExtension } from '@lims/domain';
import type { Executor } from '../../db/database.js';
import { type LabActor, labUserIdOf } from '../../http/actor.js';
import { conflict, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { OpenedFile, Upload } from '../../platform/files/files.service.js';
import { checkBeforeUpload } from '../../platform/files/multipart-upload.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { keepingHead, readDicomTags } from './dicom-tags.js';
import {
  type AttachmentRow,
  attachmentsOfBill,
  attachmentsOfReports,
  deleteAttachment,
  describeAttachment,
  fileOfReport,
  findAttachment,
  insertAttachment,
  latestStudyOfReport,
  reportsWithTests,
  setReportStudy,
} from './report-attachments.queries.js';
import { isLive, lockReportForChange } from './report-records.queries.js';
import type { LabReportRow } from './reports.queries.js';

interface ReportAttachmentsDeps extends Pick<ServiceDeps, 'db' | 'bus'> {
  files: Pick<ServiceRegistry['files'], 'save' | 'open' | 'remove'>;
  billAttachments: Pick<ServiceRegistry['billAttachments'], 'list'>;
}

/** spec 001 §3 Attachment fileType, read from the type the files service found in the bytes. */
export const attachmentFileTypeOf = (mediaType: string): AttachmentFileType =>
  mediaType === 'application/dicom'
    ? 'dicom'
    : mediaType.startsWith('image/')
      ? 'image'
      : mediaType === 'application/pdf'
        ? 'pdf'
        : 'other';

export const attachmentFilePath = (id: number) => `/api/v1/attachments/${id}/file`;
export const fileReportPath = (reportId: number) => `/api/v1/reports/${reportId}/file-report`;

/** A .dcm whose header names no study: 'not a DICOM file', as one whose bytes are not DICOM at all. */
const notDicom = () => new DomainError('bad_request', 'notDicomFile', { field: 'file' });

/**
 * Files attached to reports and DICOM studies (spec 001 §2 'Attachments and DICOM', §3
 * Attachment, §7 getLabReportAttachments, getReportsAttachmentsAndStudyUUIDs, removeDICOMfiles):
 * each a file kept by the files service (kind 'reportAttachment'), its type read from its bytes;
 * a DICOM file's study tags read with dicom-parser set the report's hasDICOM and studyUUID. A
 * submitted (isSynced) report's attachments stay as they are (spec 001 §6). A bill's own papers
 * are the billing area's (bill_attachments); the bill's list shows them beside its reports'.
 * Whoever keeps patient records at the lab, the front desk included, may attach and read them
 * (`reports.attachments`), as they may print and share reports: no department limits them.
 */
export function createReportAttachmentsService({ db, bus, files, billAttachments }: ReportAttachmentsDeps) {
  const publish = (labId: number, payload: ReportsPayload) => bus.publish({ channel: 'waiting-list', labId, payload });

  const toItem = (actor: LabActor, row: AttachmentRow): ReportAttachment => {
    const fileType = row.fileType as AttachmentFileType;
    const url = attachmentFilePath(row.id);
    return {
      id: row.id,
      billId: row.billId,
      reportId: row.reportId,
      name: row.name,
      mediaType: row.mediaType,
      sizeBytes: row.sizeBytes,
      fileType,
      url,
      thumbUrl: fileType === 'image' ? url : null,
      dicom: (row.dicom as DicomTags | null) ?? null,
      removable: row.isSynced === false && can(actor, 'reports.attachments'),
      createdAt: row.createdAt.toISOString(),
    };
  };

  const billPaperOf = (billId: number, paper: BillAttachment): ReportAttachment => {
    const url = `/api/v1/bills/${billId}/attachments/${paper.id}`;
    const fileType = attachmentFileTypeOf(paper.mediaType);
    return {
      id: paper.id,
      billId,
      reportId: null,
      name: paper.name,
      mediaType: paper.mediaType,
      sizeBytes: paper.sizeBytes,
      fileType,
      url,
      thumbUrl: fileType === 'image' ? url : null,
      dicom: null,
      removable: false,
      createdAt: paper.createdAt,
    };
  };

  /** A report of the lab, locked: 404 otherwise. */
  const lockReport = async (tx: Executor, actor: LabActor, reportId: number) => {
    const locked = await lockReportForChange(tx, actor.labId, reportId);
    if (!locked) throw notFound();
    return locked;
  };

  /** An attachment may be added to or removed from a live report until it is submitted. */
  const lockChangeable = async (tx: Executor, actor: LabActor, reportId: number) => {
    const locked = await lockReport(tx, actor, reportId);
    if (!isLive(locked.report)) throw conflict('reportDismissedByOperations');
    if (locked.report.isSynced) throw conflict('attachmentLocked');
    return locked;
  };

  const attachedReportOf = async (report: LabReportRow, testName: string): Promise<AttachedReport> => {
    const file =
      report.fileReportFileId === null ? undefined : await fileOfReport(db, report.labId, report.fileReportFileId);
    return {
      id: report.id,
      version: report.version,
      testName,
      isSynced: report.isSynced,
      hasDICOM: report.hasDicom,
      studyUUID: report.studyUid,
      fileReport: file
        ? {
            fileId: file.id,
            name: file.name,
            mediaType: file.mediaType,
            sizeBytes: file.sizeBytes,
            url: fileReportPath(report.id),
          }
        : null,
    };
  };

  return {
    /** `GET /api/v1/reports/{id}/attachments` (getLabReportAttachments: filesList), with the report's state. */
    async ofReport({ actor, id }: { actor: LabActor; id: number }): Promise<ReportAttachments> {
      requirePermission(actor, 'reports.attachments');
      const [found] = await reportsWithTests(db, actor.labId, [id]);
      if (!found) throw notFound();
      const rows = await attachmentsOfReports(db, actor.labId, [id]);
      return {
        report: await attachedReportOf(found.report, found.testName),
        items: rows.map((row) => toItem(actor, row)),
      };
    },

    /**
     * `GET /api/v1/bills/{id}/files` (getBillAttachmentList): the bill's own papers and the
     * attachments of its reports.
     */
    async ofBill({ actor, billId }: { actor: LabActor; billId: number }): Promise<BillFiles> {
      requirePermission(actor, 'reports.attachments');
      // The billing area answers 404 for another lab's bill or a patient out of the caller's reach.
      const papers = (await billAttachments.list({ actor, billId })).items;
      const rows = await attachmentsOfBill(db, actor.labId, billId);
      return {
        items: [...papers.map((paper) => billPaperOf(billId, paper)), ...rows.map((row) => toItem(actor, row))],
      };
    },

    /**
     * `POST /api/v1/reports/attachments-and-studies` (getReportsAttachmentsAndStudyUUIDs): each
     * report's study and every attachment of them; 404 when one is not the caller's to see.
     */
    async ofReports({
      actor,
      ids,
    }: {
      actor: LabActor;
      ids: readonly number[];
    }): Promise<ReportsAttachmentsAndStudies> {
      requirePermission(actor, 'reports.attachments');
      const unique = [...new Set(ids)];
      const found = await reportsWithTests(db, actor.labId, unique);
      if (found.length !== unique.length) throw notFound();
      const byId = new Map(found.map((entry) => [entry.report.id, entry]));
      const rows = await attachmentsOfReports(db, actor.labId, unique);
      return {
        reports: unique.flatMap((id) => {
          const entry = byId.get(id);
          if (!entry) return [];
          const { report, testName } = entry;
          return [
            {
              id,
              hasDICOM: report.hasDicom,
              testName,
              reportDate: (report.enteredAt ?? report.createdAt).toISOString(),
              studyUUID: report.studyUid,
            },
          ];
        }),
        attachments: rows.map((row) => toItem(actor, row)),
      };
    },

    /**
     * `POST /api/v1/reports/{id}/attachments`: the file checked and stored; a DICOM file's study
     * read from its header and kept as the report's hasDICOM and studyUUID; all in one
     * transaction with its audit. A .dcm whose bytes are not DICOM is 'notDicomFile'.
     */
    async upload({ actor, id, upload }: { actor: LabActor; id: number; upload: Upload }): Promise<ReportAttachment> {
      await checkBeforeUpload(upload, async () => {
        requirePermission(actor, 'reports.attachments');
        await db.transaction((tx) => lockChangeable(tx, actor, id));
      });
      const named = checkFileName('reportAttachment', upload.fileName);
      // Only a DICOM file's header is read; any other file streams through untouched.
      const kept = named === dicomExtension ? keepingHead(upload.stream) : undefined;
      const stream = kept?.stream ?? upload.stream;
      return files.save(
        { actor, kind: 'reportAttachment', upload: { ...upload, stream } },
        async (file: StoredFile) => {
          // Checked again under the lock: the report may have been submitted while the file was stored.
          const { report } = await lockChangeable(db, actor, id);
          const fileType = attachmentFileTypeOf(file.mediaType);
          const dicom = fileType === 'dicom' ? readDicomTags(kept?.head() ?? Buffer.alloc(0)) : undefined;
          if (fileType === 'dicom' && !dicom) throw notDicom();
          const row = await insertAttachment(db, {
            labId: actor.labId,
            billId: report.billId,
            reportId: id,
            fileId: file.id,
            fileType,
            dicom: dicom ?? null,
            createdBy: labUserIdOf(actor),
          });
          if (dicom) await setReportStudy(db, actor.labId, id, dicom.studyInstanceUid);
          await audit(db, actor, {
            action: 'report.attachment.add',
            entityType: 'report',
            entityId: id,
            before: { hasDicom: report.hasDicom, studyUid: report.studyUid },
            after: { attachment: row, fileName: file.name },
          });
          await publish(actor.labId, { kind: 'saved', reportIds: [id] });
          const described = await describeAttachment(db, actor.labId, row.id);
          if (!described) throw new Error(`attachment ${row.id} vanished inside its own transaction`);
          return toItem(actor, described);
        },
      );
    },

    /** `GET /api/v1/attachments/{id}/file`: the attached file, shown inline by the viewer. */
    async open({ actor, id }: { actor: LabActor; id: number }): Promise<OpenedFile> {
      requirePermission(actor, 'reports.attachments');
      const attachment = await findAttachment(db, actor.labId, id);
      if (!attachment?.reportId) throw notFound();
      const [found] = await reportsWithTests(db, actor.labId, [attachment.reportId]);
      if (!found) throw notFound();
      return files.open({ actor, id: attachment.fileId });
    },

    /**
     * `DELETE /api/v1/attachments/{id}` (removeDICOMfiles with imgId): the attachment and its file,
     * refused once its report is submitted (spec 001 §6); the report's study follows its newest
     * DICOM attachment left, none when the last goes. A second removal of the same one is 404.
     */
    async remove({ actor, id }: { actor: LabActor; id: number }): Promise<void> {
      requirePermission(actor, 'reports.attachments');
      await db.transaction(async (tx) => {
        const seen = await findAttachment(tx, actor.labId, id);
        if (!seen?.reportId) throw notFound();
        // The report is locked first, as an upload does, then the attachment: one order, no deadlock.
        const { report } = await lockChangeable(tx, actor, seen.reportId);
        const attachment = await findAttachment(tx, actor.labId, id, true);
        if (!attachment) throw notFound();
        await deleteAttachment(tx, actor.labId, id);
        await files.remove({ actor, id: attachment.fileId });
        const studyUid = await latestStudyOfReport(tx, actor.labId, report.id);
        if (studyUid !== report.studyUid) await setReportStudy(tx, actor.labId, report.id, studyUid);
        await audit(tx, actor, {
          action: 'report.attachment.remove',
          entityType: 'report',
          entityId: report.id,
          before: { attachment, hasDicom: report.hasDicom, studyUid: report.studyUid },
          after: { hasDicom: studyUid !== null, studyUid },
        });
        await publish(actor.labId, { kind: 'saved', reportIds: [report.id] });
      });
    },

    /**
     * A report's state as the attachments panel shows it, for the file-report service's answers;
     * that service checks who may ask.
     */
    attachedReport: async ({ actor, id }: { actor: LabActor; id: number }): Promise<AttachedReport> => {
      const [found] = await reportsWithTests(db, actor.labId, [id]);
      if (!found) throw notFound();
      return attachedReportOf(found.report, found.testName);
    },
  };
}
export type ReportAttachmentsService = ReturnType<typeof createReportAttachmentsService>;
