import type { WorklistFormat } from './worklist-kinds.js';

/**
 * A work list template (spec 002 §3 'Work list template'): the 13 options of Configure
 * WorkList's New Configuration, each a column or a line the work list adds. The spec's
 * `clinicalHistroyFlag` is spelt right here.
 */
export const worklistTemplateFlags = [
  'patientIdFlag',
  'patientTypeFlag',
  'billDateFlag',
  'wardNoFlag',
  'orgNameFlag',
  'refNameFlag',
  'otherRefNameFlag',
  'blankCommentsFlag',
  'clinicalHistoryFlag',
  'billCommentsFlag',
  'reportCommentsFlag',
  'sourceFlag',
  'orderNumberFlag',
] as const;
export type WorklistTemplateFlag = (typeof worklistTemplateFlags)[number];
export type WorklistTemplateFlags = Record<WorklistTemplateFlag, boolean>;

export const noTemplateFlags: WorklistTemplateFlags = Object.fromEntries(
  worklistTemplateFlags.map((flag) => [flag, false]),
) as WorklistTemplateFlags;

/**
 * spec 002 §3 'category (default Default WorkList = 30)', §9 'Default work list category value
 * 30'. A template's category is one of the lab's test categories, or this default, which is
 * kept as no category (decision 0047).
 */
export const defaultWorklistCategory = 30;

/** spec 002 §3 "reportType ('1' Excel, otherwise PDF)". */
export const worklistReportTypeCodes: Record<WorklistFormat, '1' | '0'> = { excel: '1', pdf: '0' };

/** The flags that are on, in the spec's order: the columns a template adds, in that order. */
export const flagsOn = (flags: WorklistTemplateFlags): WorklistTemplateFlag[] =>
  worklistTemplateFlags.filter((flag) => flags[flag]);
