import type { QcRecord, QcRunStatus } from '@lims/contract';
import { qcNoteOf, type WestgardRule } from '@lims/domain';
import type { qcRecords } from '../../db/schema/index.js';

export type QcRecordRow = typeof qcRecords.$inferSelect;

/** A QC record as the contract answers it: its place in its control's series and its note in the lab's time zone. */
export const toQcRecord = (record: QcRecordRow, index: number, timeZone: string): QcRecord => ({
  id: record.id,
  index,
  testId: record.testId,
  value: record.value,
  unit: record.unit,
  date: record.measuredAt.toISOString(),
  zScore: record.zScore,
  status: record.status as QcRunStatus,
  violations: record.violations as WestgardRule[],
  note: qcNoteOf({ value: record.value, unit: record.unit, recordedAt: record.measuredAt, timeZone }),
});
