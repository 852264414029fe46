import type { DicomTags } from '@lims/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { files, labReports, reportAttachments, tests } from '../../db/schema/index.js';

/** An attachment with what its file says of itself (name, type, size). */
const attachmentColumns = {
  id: reportAttachments.id,
  billId: reportAttachments.billId,
  reportId: reportAttachments.reportId,
  fileId: reportAttachments.fileId,
  fileType: reportAttachments.fileType,
  dicom: reportAttachments.dicom,
  createdAt: reportAttachments.createdAt,
  name: files.originalName,
  mediaType: files.mediaType,
  sizeBytes: files.sizeBytes,
  isSynced: labReports.isSynced,
};

const attachmentsWhere = (db: Executor) =>
  db
    .select(attachmentColumns)
    .from(reportAttachments)
    .innerJoin(files, and(eq(files.labId, reportAttachments.labId), eq(files.id, reportAttachments.fileId)))
    .leftJoin(
      labReports,
      and(eq(labReports.labId, reportAttachments.labId), eq(labReports.id, reportAttachments.reportId)),
    );

/** The attachments of some reports, oldest first. */
export const attachmentsOfReports = async (db: Executor, labId: number, reportIds: readonly number[]) =>
  reportIds.length === 0
    ? []
    : attachmentsWhere(db)
        .where(and(eq(reportAttachments.labId, labId), inArray(reportAttachments.reportId, [...reportIds])))
        .orderBy(asc(reportAttachments.id));

/** The attachments of a bill's reports, oldest first. */
export const attachmentsOfBill = (db: Executor, labId: number, billId: number) =>
  attachmentsWhere(db)
    .where(and(eq(reportAttachments.labId, labId), eq(reportAttachments.billId, billId)))
    .orderBy(asc(reportAttachments.id));
export type AttachmentRow = Awaited<ReturnType<typeof attachmentsOfBill>>[number];

/** One attachment of the lab; with `lock`, its row held until the transaction ends. */
export const findAttachment = async (db: Executor, labId: number, id: number, lock = false) => {
  const query = db
    .select()
    .from(reportAttachments)
    .where(and(eq(reportAttachments.labId, labId), eq(reportAttachments.id, id)));
  return (await (lock ? query.for('update') : query.limit(1)))[0];
};

/** An attachment as the list shows it. */
export const describeAttachment = async (db: Executor, labId: number, id: number) =>
  (await attachmentsWhere(db).where(and(eq(reportAttachments.labId, labId), eq(reportAttachments.id, id))))[0];

export const insertAttachment = async (db: Executor, values: typeof reportAttachments.$inferInsert) =>
  (await db.insert(reportAttachments).values(values).returning())[0] as typeof reportAttachments.$inferSelect;

export const deleteAttachment = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .delete(reportAttachments)
      .where(and(eq(reportAttachments.labId, labId), eq(reportAttachments.id, id)))
      .returning()
  )[0];

/** The study of a report's newest DICOM attachment still there: what its hasDICOM and studyUUID say. */
export async function latestStudyOfReport(db: Executor, labId: number, reportId: number): Promise<string | null> {
  const [row] = await db
    .select({ dicom: reportAttachments.dicom })
    .from(reportAttachments)
    .where(
      and(
        eq(reportAttachments.labId, labId),
        eq(reportAttachments.reportId, reportId),
        eq(reportAttachments.fileType, 'dicom'),
      ),
    )
    .orderBy(desc(reportAttachments.id))
    .limit(1);
  return (row?.dicom as DicomTags | null | undefined)?.studyInstanceUid ?? null;
}

/** Reports of the lab with their test's name, in no order. */
export const reportsWithTests = async (db: Executor, labId: number, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .select({ report: labReports, testName: tests.name })
        .from(labReports)
        .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
        .where(and(eq(labReports.labId, labId), inArray(labReports.id, [...ids])));

/** The file a file report is, with what the panel shows of it. */
export const fileOfReport = async (db: Executor, labId: number, fileId: number) =>
  (
    await db
      .select({ id: files.id, name: files.originalName, mediaType: files.mediaType, sizeBytes: files.sizeBytes })
      .from(files)
      .where(and(eq(files.labId, labId), eq(files.id, fileId)))
      .limit(1)
  )[0];

/**
 * A report's hasDICOM and studyUUID, from its DICOM attachments. Not a change of its result, so
 * its version stays: someone entering its values is not made to reload.
 */
export const setReportStudy = (db: Executor, labId: number, reportId: number, studyUid: string | null) =>
  db
    .update(labReports)
    .set({ hasDicom: studyUid !== null, studyUid })
    .where(and(eq(labReports.labId, labId), eq(labReports.id, reportId)));
