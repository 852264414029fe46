import type {
  ChangeRequestDecision,
  ChangeRequestStatus,
  DecideChangeRequest,
  PatientChangeRequest,
  PatientChangeRequestList,
  PatientChangeValues,
  SubmitChangeRequest,
} from '@lims/contract';
import {
  ageFromDateOfBirth,
  calendarDateIn,
  changeRequestIssues,
  DomainError,
  nationalNumber,
  type PatientChangeField,
  patientChangeFields,
} from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  type ChangeRequestRow,
  insertChangeRequest,
  listPendingChangeRequests,
  lockChangeRequest,
  updateChangeRequest,
} from './change-requests.queries.js';
import { findPatient, type PatientRow, type PatientValues } from './patients.queries.js';
import { blankToNull, namePartsAfterRename, type PatientsService } from './patients.service.js';
import type { RecordsAccess } from './records-access.js';

/** The fields a stored request names, with their values (the column is loose JSON). */
const requestedOf = (row: ChangeRequestRow): PatientChangeValues => {
  const requested: PatientChangeValues = {};
  for (const field of patientChangeFields) {
    const value = row.requested[field];
    if (value === null || typeof value === 'string') requested[field] = value;
  }
  return requested;
};

const fieldsOf = (values: PatientChangeValues) => patientChangeFields.filter((field) => values[field] !== undefined);

/** The patient's values of the fields a request changes. */
const currentOf = (patient: PatientRow, fields: readonly PatientChangeField[]): PatientChangeValues =>
  Object.fromEntries(fields.map((field) => [field, patient[field]]));

const toChangeRequest = (row: ChangeRequestRow, patient: PatientRow): PatientChangeRequest => {
  const requested = requestedOf(row);
  return {
    id: row.id,
    patientId: row.patientId,
    status: row.status as ChangeRequestStatus,
    current: currentOf(patient, fieldsOf(requested)),
    requested,
    patientVersion: patient.version,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
};

interface ChangeRequestsDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  access: RecordsAccess;
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  patients: Pick<PatientsService, 'changeRecord'>;
}

/**
 * Changes a patient asks for from their own login (spec 000 §4 'Patient info change request',
 * §7 get_request_and_db_data_user and request_response_of_admin): staff compare each with the
 * record ('Info Request Changes >'), and an administrator accepts it (the values are applied as
 * a change of the record) or rejects it. A request is decided once.
 */
export function createChangeRequestsService({ db, now, access, labs, patients }: ChangeRequestsDeps) {
  /** What accepting writes: the values, the age again from a new date of birth, no stale name parts. */
  const valuesToApply = (requested: PatientChangeValues, locked: PatientRow, today: string): Partial<PatientValues> => {
    // A request never names a null name or gender: changeRequestIssues refused it when it was made.
    const values = { ...requested } as Partial<PatientValues>;
    // As the update form does: a renamed patient keeps the full name only.
    Object.assign(values, namePartsAfterRename(requested.fullName, locked));
    const fromBirth = requested.dateOfBirth ? ageFromDateOfBirth(requested.dateOfBirth, today) : null;
    if (fromBirth) Object.assign(values, fromBirth);
    return values;
  };

  /** The patient's requests still waiting for a decision, each beside the record's values. */
  const pendingOf = async (patient: PatientRow): Promise<PatientChangeRequestList> => {
    const rows = await listPendingChangeRequests(db, patient.labId, patient.id);
    return { items: rows.map((row) => toChangeRequest(row, patient)) };
  };

  return {
    /**
     * A patient asks for a change of their own record; only the fields whose value differs are
     * kept. Staff and other logins are refused; another patient's id is not found.
     */
    async submit({
      actor,
      patientId,
      input,
    }: {
      actor: LabActor;
      patientId: number;
      input: SubmitChangeRequest;
    }): Promise<PatientChangeRequest> {
      if (actor.kind !== 'patient') throw forbidden('notAuthorised');
      const patient = actor.principalId === patientId ? await findPatient(db, actor.labId, patientId) : undefined;
      if (!patient) throw notFound();
      const lab = await labs.getLab(actor.labId);
      const isoCode = patient.isoCode ?? lab.countryIsoCode;
      const asked: PatientChangeValues = {};
      for (const field of patientChangeFields) {
        const value = input[field];
        if (value !== undefined) asked[field] = blankToNull(value);
      }
      const issues = changeRequestIssues(asked, { today: calendarDateIn(now(), lab.timeZone), isoCode });
      const [first] = issues;
      if (first) throw new DomainError('bad_request', first.messageKey, { fields: issues });
      if (asked.alternateMobile) asked.alternateMobile = nationalNumber(asked.alternateMobile, isoCode);
      const requested: PatientChangeValues = {};
      for (const field of fieldsOf(asked)) {
        if (asked[field] !== patient[field]) requested[field] = asked[field];
      }
      if (fieldsOf(requested).length === 0) throw badRequest('nothingToUpdate');
      return db.transaction(async (tx) => {
        const row = await insertChangeRequest(tx, {
          labId: actor.labId,
          patientId,
          requested,
          requestedBy: actor.accountId,
        });
        await audit(tx, actor, {
          action: 'patient_change_request.create',
          entityType: 'patient_change_request',
          entityId: row.id,
          after: row,
        });
        return toChangeRequest(row, patient);
      });
    },

    /** The patient's pending requests, each with the record's values beside the requested ones. */
    async listForPatient({
      actor,
      patientId,
    }: {
      actor: LabActor;
      patientId: number;
    }): Promise<PatientChangeRequestList> {
      requirePermission(actor, 'patients.view');
      return pendingOf(await access.patient(actor, patientId));
    },

    /** The requests still waiting for the lab, as the patient who made them reads them from their own login. */
    async listOwn({ actor }: { actor: LabActor }): Promise<PatientChangeRequestList> {
      requirePermission(actor, 'patients.ownRecord');
      const patient = await findPatient(db, actor.labId, actor.principalId);
      if (!patient) throw notFound();
      return pendingOf(patient);
    },

    /**
     * Accept (the requested values become the record's, from the patient's version the admin
     * compared) or reject; 409 'This change request has already been accepted or rejected.'
     * for a request decided before.
     */
    async decide({
      actor,
      requestId,
      input,
    }: {
      actor: LabActor;
      requestId: number;
      input: DecideChangeRequest;
    }): Promise<ChangeRequestDecision> {
      requirePermission(actor, 'patients.changeRequests');
      const today = calendarDateIn(now(), (await labs.getLab(actor.labId)).timeZone);
      return db.transaction(async (tx) => {
        const before = await lockChangeRequest(tx, actor.labId, requestId);
        if (!before) throw notFound();
        const patient = await access.patient(actor, before.patientId);
        if (before.status !== 'pending') throw conflict('changeRequestDecided');
        const requested = requestedOf(before);
        const changed = input.accept
          ? await patients.changeRecord({
              actor,
              id: before.patientId,
              version: input.version,
              action: 'patient.accept_change_request',
              event: 'updated',
              apply: async (locked) => valuesToApply(requested, locked, today),
            })
          : undefined;
        const after = await updateChangeRequest(tx, before, {
          status: input.accept ? 'accepted' : 'rejected',
          decidedBy: actor.accountId,
          decidedAt: now(),
        });
        await audit(tx, actor, {
          action: input.accept ? 'patient_change_request.accept' : 'patient_change_request.reject',
          entityType: 'patient_change_request',
          entityId: requestId,
          before,
          after,
        });
        return { request: toChangeRequest(after, patient), patientVersion: changed?.version ?? patient.version };
      });
    },
  };
}
export type ChangeRequestsService = ReturnType<typeof createChangeRequestsService>;
