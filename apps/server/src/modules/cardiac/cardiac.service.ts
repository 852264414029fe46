import type {
  CardiacPrediction,
  CardiacScoreAnswer,
  CardiacScoreRequest,
  ClinicalInfoForm,
  ClinicalVisit,
  ClinicalVisitDetail,
  ClinicalVisitList,
} from '@lims/contract';
import {
  calendarDateIn,
  cardiacBandOf,
  clinicalRiskFlagsOf,
  DomainError,
  type FieldIssue,
  investigationsOnRecordFrom,
  validateClinicalInfo,
} from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { labUserIdOf } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  type ClinicalVisitRow,
  findClinicalVisit,
  insertClinicalVisit,
  listClinicalVisits,
  scoreDaysOfPatient,
} from './cardiac.queries.js';
import type { CardiacRiskProvider } from './risk-provider.js';

/** How far back a billed investigation counts as on record (docs/decisions/0031). */
const onRecordDays = 365;
const dayMs = 86_400_000;

export interface CardiacDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  patients: Pick<ServiceRegistry['patients'], 'get'>;
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  labUsers: Pick<ServiceRegistry['labUsers'], 'principal'>;
  bills: Pick<ServiceRegistry['bills'], 'testsOrderedSince'>;
  provider: CardiacRiskProvider;
}

/**
 * A patient's clinical visits and cardiac risk scores (spec 000 §2 'Cardiac Risk Score report
 * panel', §3 'Clinical visit record', §4 'Cardiac score form'; issue 9). Every save or score is
 * a new visit, never changed afterwards. The score comes from the configured provider, asked
 * before anything is written, so that a refusal stores nothing.
 */
export function createCardiacService({ db, now, patients, labs, labUsers, bills, provider }: CardiacDeps) {
  const namesOf = async (labId: number, rows: readonly ClinicalVisitRow[]) => {
    const names = new Map<number, string | null>();
    for (const id of new Set(rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy])))) {
      names.set(id, (await labUsers.principal(labId, id))?.fullName ?? null);
    }
    return (row: ClinicalVisitRow) => (row.createdBy === null ? null : (names.get(row.createdBy) ?? null));
  };

  const toVisit = (row: ClinicalVisitRow, recordedBy: string | null): ClinicalVisit => ({
    id: row.id,
    DateOfVisit: row.visitDate,
    score: row.score,
    band: row.score === null ? null : cardiacBandOf(row.score),
    type: row.type as ClinicalVisit['type'],
    recordedBy,
    createdAt: row.createdAt.toISOString(),
  });

  const toDetail = (row: ClinicalVisitRow, recordedBy: string | null): ClinicalVisitDetail => {
    const form = row.form as ClinicalInfoForm;
    return {
      ...toVisit(row, recordedBy),
      form,
      flags: clinicalRiskFlagsOf(form),
      Prediction: row.prediction as CardiacPrediction | null,
      provider: row.provider,
    };
  };

  /** The form's errors as the API sends them: the first field's message, every field listed. */
  const checkForm = (form: ClinicalInfoForm) => {
    const fields: FieldIssue[] = Object.entries(validateClinicalInfo(form)).flatMap(([field, messageKey]) =>
      messageKey === undefined ? [] : [{ field, messageKey }],
    );
    const first = fields[0];
    if (first) throw new DomainError('bad_request', first.messageKey, { fields });
  };

  return {
    /**
     * `POST /api/v1/patients/{id}/cardiac-scores`: the form checked by the domain's rules, then
     * saved as it is (`saveOnly`) or scored by the provider and saved with its answer. A
     * provider's refusal (an age outside the model, no sex) is a 422 with its message.
     */
    async record({
      actor,
      patientId,
      input,
    }: {
      actor: LabActor;
      patientId: number;
      input: CardiacScoreRequest;
    }): Promise<CardiacScoreAnswer> {
      requirePermission(actor, 'cardiac.record');
      const patient = await patients.get({ actor, id: patientId });
      const { saveOnly, ...form } = input;
      checkForm(form);

      let scored: { prediction: CardiacPrediction; provider: string } | null = null;
      if (!saveOnly) {
        const since = new Date(now().getTime() - onRecordDays * dayMs);
        const ordered = await bills.testsOrderedSince({ labId: actor.labId, patientId, since });
        const assessment = await provider.score({ form, onRecord: investigationsOnRecordFrom(ordered), patient });
        if (!assessment.ok) {
          throw new DomainError('unprocessable', assessment.messageKey, {
            ...(assessment.params ? { params: assessment.params } : {}),
          });
        }
        scored = { prediction: assessment.prediction, provider: provider.name };
      }

      const at = now();
      const visitDate = calendarDateIn(at, (await labs.getLab(actor.labId)).timeZone);
      const row = await db.transaction(async (tx) => {
        const visit = await insertClinicalVisit(tx, {
          labId: actor.labId,
          patientId,
          visitDate,
          type: scored ? 'score' : 'clinicalInfo',
          form,
          score: scored ? scored.prediction.HeartRisk.Score : null,
          prediction: scored?.prediction ?? null,
          provider: scored?.provider ?? null,
          createdBy: labUserIdOf(actor),
          createdAt: at,
        });
        await audit(tx, actor, {
          action: 'clinical_visit.create',
          entityType: 'clinical_visit',
          entityId: visit.id,
          after: visit,
        });
        return visit;
      });
      const visit = toDetail(row, (await namesOf(actor.labId, [row]))(row));
      return { Data: [{ DateOfVisit: visit.DateOfVisit }], Prediction: visit.Prediction, visit };
    },

    /** `GET /api/v1/patients/{id}/clinical-visits`: newest first. */
    async list({ actor, patientId }: { actor: LabActor; patientId: number }): Promise<ClinicalVisitList> {
      requirePermission(actor, 'cardiac.view');
      await patients.get({ actor, id: patientId });
      const rows = await listClinicalVisits(db, actor.labId, patientId);
      const recorder = await namesOf(actor.labId, rows);
      return { items: rows.map((row) => toVisit(row, recorder(row))) };
    },

    /** `GET /api/v1/patients/{id}/clinical-visits/{visitId}`: another patient's visit is not found. */
    async get({
      actor,
      patientId,
      visitId,
    }: {
      actor: LabActor;
      patientId: number;
      visitId: number;
    }): Promise<ClinicalVisitDetail> {
      requirePermission(actor, 'cardiac.view');
      await patients.get({ actor, id: patientId });
      const row = await findClinicalVisit(db, actor.labId, patientId, visitId);
      if (!row) throw notFound();
      return toDetail(row, (await namesOf(actor.labId, [row]))(row));
    },

    /**
     * The lab's calendar days on which the patient was given a score, newest first: the heart of
     * the Patient Overview's visit days (spec 000 §2). For another service that has already
     * checked that its caller reaches the patient; it says only that a score exists, not what it is.
     */
    scoreDays: ({ labId, patientId }: { labId: number; patientId: number }): Promise<string[]> =>
      scoreDaysOfPatient(db, labId, patientId),
  };
}
export type CardiacService = ReturnType<typeof createCardiacService>;
