import { type EntryListTab, entryListTabs } from '@lims/domain';

/**
 * The tabs' path segments (spec 001 §2 'Waiting-list tab path sets: /total, /pending, /partial,
 * /completed, /signed'; spec 002 §4 'Worklist tabs': ... tat-exceeded, ... partiallyApproved):
 * the spec's own spelling, so its links keep working.
 */
const segments: Record<EntryListTab, string> = {
  total: 'total',
  pending: 'pending',
  partial: 'partial',
  completed: 'completed',
  signed: 'signed',
  partiallyApproved: 'partiallyApproved',
  emergency: 'emergency',
  tatExceeded: 'tat-exceeded',
  outsourced: 'outsourced',
  critical: 'critical',
  assigned: 'assigned',
};

export const entryListTabSegment = (tab: EntryListTab): string => segments[tab];

/** The tab a path segment names, or null for anything else (a patient id, a mistyped address). */
export const entryListTabOf = (segment: string | undefined): EntryListTab | null =>
  entryListTabs.find((tab) => segments[tab] === segment) ?? null;

/** spec 001 §2 '/patient-wise/{labUserId}': a segment of digits is a patient. */
export const patientIdOf = (segment: string | undefined): number | null =>
  segment !== undefined && /^[1-9][0-9]{0,9}$/.test(segment) ? Number(segment) : null;

/** The doctor's two lists (spec 001 §2 'the doctor-waiting page ... a total tab'; §7 doctor/history). */
export const doctorWaitingTabs = ['total', 'history'] as const;
export type DoctorWaitingTab = (typeof doctorWaitingTabs)[number];

export const doctorWaitingTabOf = (segment: string | undefined): DoctorWaitingTab | null =>
  doctorWaitingTabs.find((tab) => tab === segment) ?? null;
