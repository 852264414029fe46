import type { ReportEntry, ReportsPayload } from '@lims/contract';
import { fileIdOfValue, fileValueOf, fillStateOf, type ReportValue } from '@lims/domain';
import type { Executor } from '../../db/database.js';
import { type LabActor, labUserIdOf } from '../../http/actor.js';
import { badRequest, conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { OpenedFile, Upload } from '../../platform/files/files.service.js';
import { checkBeforeUpload } from '../../platform/files/multipart-upload.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { findFormat, formatsOfTest } from './report-entry.queries.js';
import type { ReportEntryService } from './report-entry.service.js';
import { isLive, lockReportForChange, writeReportChange } from './report-records.queries.js';
import type { LabReportRow } from './reports.queries.js';

interface ReportFilesDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  files: Pick<ServiceRegistry['files'], 'save' | 'open'>;
  reportEntry: Pick<ReportEntryService, 'get'>;
}

/** The format the report is entered in; one never saved yet is in its test's default format. */
async function formatOfReport(db: Executor, report: LabReportRow) {
  if (report.reportFormatId !== null) return findFormat(db, report.labId, report.reportFormatId);
  const [byDefault] = await formatsOfTest(db, report.labId, report.testId);
  return byDefault;
}

/**
 * The value a file upload leaves: its file named, the others kept. A file is never out of range
 * nor critical (spec 001 §5 'Out of range' reads numbers only).
 */
function withFileValue(values: readonly ReportValue[], index: number, fileId: number): ReportValue[] {
  const value: ReportValue = { index, value: fileValueOf(fileId), highlight: false, isCritical: 0 };
  return values.some((kept) => kept.index === index)
    ? values.map((kept) => (kept.index === index ? value : kept))
    : [...values, value];
}

/**
 * Files as the values of report parameters that take one (spec 001 §4 'File upload in report
 * entry': a radiology image, an ECG's PDF). The file is kept by the files service (kind
 * 'reportValueFile'); the report's value names it as `file:<id>`. Deleting it is the entry's own
 * save with the value '-'.
 */
export function createReportFilesService({ db, now, bus, files, reportEntry }: ReportFilesDeps) {
  /**
   * Refuses the upload to a report the caller cannot change: another lab's or out of reach (404),
   * changed since `version` (409 stale), dismissed, signed or dispatched (409), or an index that
   * is not a file parameter of its format (400).
   */
  const checkChangeable = async (tx: Executor, actor: LabActor, id: number, index: number, version: number) => {
    const locked = await lockReportForChange(tx, actor.labId, id);
    if (!locked) throw notFound();
    const { report } = locked;
    if (actor.departmentIds !== 'all' && !actor.departmentIds.includes(report.departmentId)) throw notFound();
    if (report.version !== version) throw stale();
    if (!isLive(report)) throw conflict('reportDismissedByOperations');
    // A signature vouches for the values it was given on; a dispatched report changes only as an amendment.
    if (report.isSigned || report.partialSigned || report.isSynced) throw conflict('cannotEditAuthorisedReports');
    const format = await formatOfReport(tx, report);
    const parameter = format?.parameters.find((candidate) => candidate.index === index);
    if (!format || !parameter?.fileInput) throw badRequest('invalidRequest', 'index');
    return { report, format };
  };

  const publish = (labId: number, payload: ReportsPayload) => bus.publish({ channel: 'waiting-list', labId, payload });

  return {
    /** `POST /api/v1/reports/{id}/files/{index}`: the file stored and named as the parameter's value. */
    async upload({
      actor,
      id,
      index,
      version,
      upload,
    }: {
      actor: LabActor;
      id: number;
      index: number;
      version: number;
      upload: Upload;
    }): Promise<ReportEntry> {
      // Refused before the file is read and stored, so that a refusal keeps nothing.
      await checkBeforeUpload(upload, async () => {
        requirePermission(actor, 'reports.enter');
        await db.transaction((tx) => checkChangeable(tx, actor, id, index, version));
      });
      const at = now();
      return files.save({ actor, kind: 'reportValueFile', upload }, async (file) => {
        // Checked again under the lock: someone may have saved or signed while the file was stored.
        const { report: before, format } = await checkChangeable(db, actor, id, index, version);
        const values = withFileValue(before.values, index, file.id);
        const { completedTests, isPartialFill } = fillStateOf(format.parameters, values);
        const after = await writeReportChange(db, {
          before,
          change: {
            values,
            completedTests,
            partialFill: isPartialFill,
            reportFormatId: format.id,
            enteredAt: at,
            enteredBy: labUserIdOf(actor),
          },
          at,
        });
        await audit(db, actor, {
          action: 'report.fileValue',
          entityType: 'report',
          entityId: id,
          before: { index, values: before.values },
          after: { index, fileId: file.id, fileName: file.name, values: after.values },
        });
        await publish(actor.labId, { kind: 'saved', reportIds: [id] });
        return reportEntry.get({ actor, id });
      });
    },

    /** `GET /api/v1/reports/{id}/files/{index}`: the file a parameter's value names, to open in a new tab. */
    async open({ actor, id, index }: { actor: LabActor; id: number; index: number }): Promise<OpenedFile> {
      requirePermission(actor, 'reports.view');
      // The entry answers 404 for another lab's report or one out of the caller's departments.
      const entry = await reportEntry.get({ actor, id });
      const fileId = fileIdOfValue(entry.values.find((value) => value.index === index)?.value);
      if (fileId === undefined) throw notFound();
      return files.open({ actor, id: fileId });
    },
  };
}
export type ReportFilesService = ReturnType<typeof createReportFilesService>;
