import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { CalendarDate } from './patients.js';
import { ReportStatus } from './report-entry.js';

/**
 * The Patient Overview modal (spec 000 §2): the patient's visit days, newest first, a heart on
 * days with a cardiac score (`GET /api/v1/patients/{id}/visits`).
 */
export const PatientVisit = z.object({
  /** The lab's calendar day of the visit's bills. */
  day: CalendarDate,
  bills: z.array(z.object({ id: z.number().int(), labBillId: z.string(), billedAt: Timestamp })),
  reports: z.number().int(),
  cardiacScore: z.boolean(),
});
export type PatientVisit = z.infer<typeof PatientVisit>;
export const PatientVisits = z.object({ items: z.array(PatientVisit) }).meta({ id: 'PatientVisits' });
export type PatientVisits = z.infer<typeof PatientVisits>;

export const PatientVisitParams = z.object({ id: Id, day: CalendarDate });

/** A result as the overview and the cumulative report show it; `level` 0 normal, 1 abnormal, 2 critical. */
export const OverviewResult = z.object({
  name: z.string(),
  value: z.string(),
  unit: z.string().nullable(),
  referenceRange: z.string().nullable(),
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type OverviewResult = z.infer<typeof OverviewResult>;

/** One report of a visit day (`GET /api/v1/patients/{id}/visits/{day}/reports`). */
export const OverviewReport = z.object({
  id: z.number().int(),
  status: ReportStatus,
  test: z.object({ id: z.number().int(), name: z.string() }),
  department: z.object({ id: z.number().int(), name: z.string() }),
  /** `due`: the bill has an amount due (the viewer's print under hideAmountDueReport). */
  bill: z.object({ id: z.number().int(), labBillId: z.string(), due: z.boolean() }),
  signed: z.boolean(),
  printDone: z.boolean(),
  results: z.array(OverviewResult),
});
export type OverviewReport = z.infer<typeof OverviewReport>;
export const VisitReports = z.object({ items: z.array(OverviewReport) }).meta({ id: 'VisitReports' });
export type VisitReports = z.infer<typeof VisitReports>;

/**
 * The cumulative report (`GET /api/v1/patients/{id}/cumulative`, and `.../cumulative.pdf`):
 * every numeric parameter of the patient's signed reports across visits, dates as columns,
 * oldest first; a row's `cells` line up with `columns` (null: not measured that visit).
 */
export const CumulativeReport = z
  .object({
    columns: z.array(z.object({ reportedAt: Timestamp, labBillId: z.string() })),
    rows: z.array(
      z.object({
        department: z.string(),
        test: z.string(),
        parameter: z.string(),
        unit: z.string().nullable(),
        referenceRange: z.string().nullable(),
        cells: z.array(z.object({ value: z.string(), level: OverviewResult.shape.level }).nullable()),
      }),
    ),
  })
  .meta({ id: 'CumulativeReport' });
export type CumulativeReport = z.infer<typeof CumulativeReport>;
