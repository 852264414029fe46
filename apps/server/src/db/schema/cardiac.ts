import { date, doublePrecision, foreignKey, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, labIdColumn, refId } from './columns.js';
import { patients } from './patients.js';

/**
 * One clinical visit of a patient (spec 000 §3 'Clinical visit record: DateOfVisit, score,
 * type'): the Clinical Info form as filled, and, when a score was asked for, the risk model's
 * answer. Visits are never changed: an update is a new visit, so the history keeps every one.
 */
export const clinicalVisits = pgTable(
  'clinical_visits',
  {
    labId: labIdColumn(),
    id: identityId(),
    patientId: refId('patient_id').notNull(),
    /** The lab's calendar day of the visit. */
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    /** 'score' when the model answered, 'clinicalInfo' when the form was only saved. */
    type: text('type').notNull(),
    /** The form as typed, units and all (domain ClinicalInfoForm). */
    form: jsonb('form').notNull(),
    /** The 10-year risk in percent, rounded as shown; null without a score. */
    score: doublePrecision('score'),
    /** The model's full answer (contract CardiacPrediction); null without a score. */
    prediction: jsonb('prediction'),
    /** Which provider and model answered, for a later reader of an old score. */
    provider: text('provider'),
    createdBy: refId('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.patientId], foreignColumns: [patients.labId, patients.id] }).onDelete(
      'cascade',
    ),
    index('clinical_visits_patient').on(table.labId, table.patientId, table.createdAt),
  ],
);
