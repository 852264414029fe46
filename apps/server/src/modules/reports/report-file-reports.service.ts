import type { AttachedReport, ReportsPayload } from '@lims/contract';
import { fillStateOf } from '@lims/domain';
import type { Executor } from '../../db/database.js';
import { type LabActor, labUserIdOf } from '../../http/actor.js';
import { conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { OpenedFile, Upload } from '../../platform/files/files.service.js';
import { checkBeforeUpload } from '../../platform/files/multipart-upload.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { reportsWithTests } from './report-attachments.queries.js';
import type { ReportAttachmentsService } from './report-attachments.service.js';
import { findFormat, formatsOfTest } from './report-entry.queries.js';
import { auditedReport, isLive, lockReportForChange, writeReportChange } from './report-records.queries.js';

interface ReportFileReportsDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  files: Pick<ServiceRegistry['files'], 'save' | 'open'>;
  attachments: Pick<ReportAttachmentsService, 'attachedReport'>;
}

/**
 * File reports (spec 001 §7 convertReportToFileOrNormal, uploadFileTypeReport): an uploaded
 * document, a PDF or a scan, is the report's result and its PDF instead of values entered in a
 * format; converting back makes it a report of values again, its values as they were. The
 * approach is outsourcing's for an outsource centre's report: stored, linked and audited in one
 * transaction, at the version the user saw; the file stays when the report goes back (the audit
 * names it).
 */
export function createReportFileReportsService({ db, now, bus, files, attachments }: ReportFileReportsDeps) {
  const publish = (labId: number, payload: ReportsPayload) => bus.publish({ channel: 'waiting-list', labId, payload });

  const reaches = (actor: LabActor, departmentId: number) =>
    actor.departmentIds === 'all' || actor.departmentIds.includes(departmentId);

  /**
   * A report whose result may change: the lab's, within the caller's departments, at the version
   * read, live, and neither signed nor submitted (a signature vouches for the result it was given on).
   */
  const lockChangeable = async (tx: Executor, actor: LabActor, id: number, version: number) => {
    const locked = await lockReportForChange(tx, actor.labId, id);
    if (!locked) throw notFound();
    const { report } = locked;
    if (!reaches(actor, report.departmentId)) throw notFound();
    if (report.version !== version) throw stale();
    if (!isLive(report)) throw conflict('reportDismissedByOperations');
    if (report.isSigned || report.partialSigned || report.isSynced) throw conflict('cannotEditAuthorisedReports');
    return report;
  };

  return {
    /**
     * `POST /api/v1/reports/{id}/file-report`: the uploaded document becomes the report; being
     * its whole result, the report is complete (ready to sign) and no longer partly filled.
     */
    async convert({
      actor,
      id,
      version,
      upload,
    }: {
      actor: LabActor;
      id: number;
      version: number;
      upload: Upload;
    }): Promise<AttachedReport> {
      await checkBeforeUpload(upload, async () => {
        requirePermission(actor, 'reports.enter');
        await db.transaction((tx) => lockChangeable(tx, actor, id, version));
      });
      const at = now();
      await files.save({ actor, kind: 'fileReport', upload }, async (file) => {
        const before = await lockChangeable(db, actor, id, version);
        const after = await writeReportChange(db, {
          before,
          change: {
            fileReportFileId: file.id,
            completedTests: true,
            partialFill: false,
            enteredAt: at,
            enteredBy: labUserIdOf(actor),
          },
          at,
        });
        await audit(db, actor, {
          action: 'report.fileReport',
          entityType: 'report',
          entityId: id,
          before: auditedReport(before),
          after: { ...auditedReport(after), fileName: file.name },
        });
        await publish(actor.labId, { kind: 'saved', reportIds: [id] });
      });
      return attachments.attachedReport({ actor, id });
    },

    /** `DELETE /api/v1/reports/{id}/file-report`: a report of values again, complete as its values say. */
    async revert({ actor, id, version }: { actor: LabActor; id: number; version: number }): Promise<AttachedReport> {
      requirePermission(actor, 'reports.enter');
      await db.transaction(async (tx) => {
        const before = await lockChangeable(tx, actor, id, version);
        if (before.fileReportFileId === null) throw notFound();
        const format =
          before.reportFormatId === null
            ? (await formatsOfTest(tx, actor.labId, before.testId))[0]
            : await findFormat(tx, actor.labId, before.reportFormatId);
        const filled = format
          ? fillStateOf(format.parameters, before.values)
          : { completedTests: false, isPartialFill: false };
        const at = now();
        const after = await writeReportChange(tx, {
          before,
          change: { fileReportFileId: null, completedTests: filled.completedTests, partialFill: filled.isPartialFill },
          at,
        });
        await audit(tx, actor, {
          action: 'report.normalReport',
          entityType: 'report',
          entityId: id,
          before: auditedReport(before),
          after: auditedReport(after),
        });
        await publish(actor.labId, { kind: 'saved', reportIds: [id] });
      });
      return attachments.attachedReport({ actor, id });
    },

    /**
     * `GET /api/v1/reports/{id}/file-report`: the document a file report is, shown inline, to
     * result staff within their departments (as a file value is).
     */
    async open({ actor, id }: { actor: LabActor; id: number }): Promise<OpenedFile> {
      requirePermission(actor, 'reports.view');
      const [found] = await reportsWithTests(db, actor.labId, [id]);
      if (!found || found.report.fileReportFileId === null || !reaches(actor, found.report.departmentId)) {
        throw notFound();
      }
      return files.open({ actor, id: found.report.fileReportFileId });
    },
  };
}
export type ReportFileReportsService = ReturnType<typeof createReportFileReportsService>;
