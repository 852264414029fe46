import type {
  ConvertPatientToDirect,
  DuplicateMatches,
  DuplicateQuery,
  Page,
  Patient,
  PatientListQuery,
  PatientSummary,
  RegisterPatientBody,
  RegistrationPayload,
  UpdatePatient,
  UpdatePatientMobile,
} from '@lims/contract';
import {
  type AgeUnit,
  ageFromDateOfBirth,
  ageInDaysOf,
  calendarDateIn,
  type DateRange,
  DomainError,
  datePresetRange,
  dayNumber,
  type FieldIssue,
  isSimpleEmail,
  isValidMobile,
  nationalNumber,
  type OrganisationRegistrationRules,
  patientTypeFor,
  type RegistrationIssue,
  type RegistrationSettings,
  registrationIssues,
  registrationPatientTypes,
  registrationSettingsOf,
  searchWords,
} from '@lims/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { LabActor } from '../../http/actor.js';
import { badRequest, conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { CountersService } from '../../platform/counters/counters.service.js';
import type { ServiceDeps } from '../../services.js';
import type { AccountsService, NewLogin } from '../auth/accounts.service.js';
import type { DoctorsService } from '../doctors/doctors.service.js';
import type { OrganisationsService } from '../organisations/organisations.service.js';
import type { LabUsersService } from '../settings/lab-users.service.js';
import type { LabProfile, LabsService } from '../settings/labs.service.js';
import { findGuarantor, linkDefaultGuarantor, listPatientGuarantors } from './guarantors.queries.js';
import { findMedicalHistoryItems, replaceItemsOfPatient } from './medical-history.queries.js';
import { listPatientInsurances, replacePatientInsurances } from './patient-insurances.queries.js';
import { nameTerm, replaceSearchTerms } from './patient-search-terms.queries.js';
import {
  findByNationalId,
  findDuplicateCandidates,
  findPatient,
  findPatientRecord,
  insertPatient,
  insuranceIdsOfLab,
  lockPatient,
  type NamedPatientRow,
  type PatientRow,
  type PatientValues,
  patientList,
  updatePatient,
} from './patients.queries.js';
import { createRecordsAccess } from './records-access.js';

/** The most likely duplicates a registration is shown; more would not be read. */
const duplicateLimit = 20;

/**
 * New registrations of a lab, and registrations again, take turns: the national id and
 * duplicate checks then see every registration committed before them, and two desks
 * registering one person at once get one record and one refusal.
 */
const registrationTurn = (labId: number) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`lims.patients.registration:${labId}`}, 0))`;

/** A text as stored: null for nothing or only spaces, else as sent. */
export const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value;

/**
 * National identity numbers are kept in one form, without spaces or hyphens and in capitals,
 * so that '1234 5678 9012' and '123456789012' are found to be the same number.
 */
export const nationalIdOf = (value: string | null | undefined): string | null => {
  const kept = blankToNull(value);
  return kept === null ? null : kept.replace(/[\s-]/g, '').toUpperCase();
};

/** The first and last instants of one of the lab's calendar days, or a 400 on `field`. */
export function labDay(date: string, timeZone: string, field: string): DateRange {
  if (dayNumber(date) === null) throw badRequest('invalidRequest', field);
  // Noon UTC falls on this date in every zone up to UTC+12; east of that, midnight UTC does.
  const noon = new Date(`${date}T12:00:00Z`);
  const instant = calendarDateIn(noon, timeZone) === date ? noon : new Date(`${date}T00:00:00Z`);
  return datePresetRange('today', instant, timeZone);
}

/**
 * The split name parts after a change of the full name: a renamed patient keeps the full name
 * only, since parts that no longer make it up would bring the old name back at the next
 * registration. Nothing changes when the name does not.
 */
export const namePartsAfterRename = (fullName: string | null | undefined, locked: PatientRow) =>
  fullName === undefined || fullName === locked.fullName
    ? {}
    : { firstName: null, middleName: null, lastName: null, suffix: null };

/** The same name for duplicate checks: its folded words, in order (spec 000 §7 search folding). */
const sameName = (a: string, b: string) => searchWords(a).join(' ') === searchWords(b).join(' ');

/** Age, unit and age in days from a date of birth, else from an age typed (spec 000 §5). */
function ageOf(input: {
  dateOfBirth?: string | null | undefined;
  age?: number | null | undefined;
  ageUnit?: AgeUnit | null | undefined;
  today: string;
}) {
  if (input.dateOfBirth) {
    const fromBirth = ageFromDateOfBirth(input.dateOfBirth, input.today);
    if (fromBirth) return fromBirth;
  }
  if (input.age === undefined || input.age === null) return { age: null, ageUnit: null, ageInDays: null };
  const ageUnit = input.ageUnit ?? 'Years';
  return { age: input.age, ageUnit, ageInDays: ageInDaysOf(input.age, ageUnit) };
}

const refOf = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export const toPatientSummary = ({
  patient,
  organisationName,
  referralDoctorName,
}: NamedPatientRow): PatientSummary => ({
  id: patient.id,
  labPatientId: patient.labPatientId,
  referenceId: patient.referenceId,
  designation: patient.designation,
  fullName: patient.fullName,
  gender: patient.gender,
  age: patient.age,
  ageUnit: patient.ageUnit,
  dateOfBirth: patient.dateOfBirth,
  countryCode: patient.countryCode,
  mobile: patient.mobile,
  email: patient.email,
  nationalIdentityNumber: patient.nationalIdentityNumber,
  organisation: refOf(patient.organisationId, organisationName),
  referralDoctor: refOf(patient.referralDoctorId, referralDoctorName),
  recurring: patient.recurring,
  createdAt: patient.createdAt.toISOString(),
});

/** The whole record as the card and the forms read it. */
async function patientOf(db: Executor, labId: number, id: number): Promise<Patient | undefined> {
  const record = await findPatientRecord(db, labId, id);
  if (!record) return undefined;
  const { patient, items, pendingChangeRequests } = record;
  const namesOf = (kind: string) => items.filter((item) => item.kind === kind).map(({ id, name }) => ({ id, name }));
  return {
    ...toPatientSummary(record),
    firstName: patient.firstName,
    middleName: patient.middleName,
    lastName: patient.lastName,
    suffix: patient.suffix,
    ageInDays: patient.ageInDays,
    alternateEmail: patient.alternateEmail,
    isoCode: patient.isoCode,
    alternateMobile: patient.alternateMobile,
    isPrimaryContact: patient.isPrimaryContact,
    area: patient.area,
    city: patient.city,
    state: patient.state,
    country: patient.country,
    pincode: patient.pincode,
    patientType: patient.patientType,
    race: patient.race,
    ethnicity: patient.ethnicity,
    nationality: patient.nationality,
    nationalHealthId: patient.nationalHealthId,
    passportNo: patient.passportNo,
    insuranceNo: patient.insuranceNo,
    diseases: patient.diseases,
    medicalHistory: namesOf('history'),
    allergies: namesOf('allergy'),
    heightCm: patient.heightCm,
    weightKg: patient.weightKg,
    whatsappConsent: patient.whatsappConsent,
    profilePictureFileId: patient.profilePictureFileId,
    pendingChangeRequests,
    version: patient.version,
    updatedAt: patient.updatedAt.toISOString(),
  };
}

/** What an audit row keeps of a registration: the record, its insurance rows and its guarantors. */
async function registrationView(db: Executor, labId: number, patient: Patient) {
  const guarantors = await listPatientGuarantors(db, labId, patient.id);
  return {
    ...patient,
    insurances: (await listPatientInsurances(db, labId, patient.id)).map(
      ({ labId: _labId, createdAt: _createdAt, ...row }) => row,
    ),
    guarantors: guarantors.map(({ guarantor, relation, isDefault }) => ({ id: guarantor.id, relation, isDefault })),
  };
}

const fieldNotFound = (field: string) => new DomainError('not_found', 'notFound', { field });

/** Ticked histories and allergies must be the lab's items of their kind: 404 on the list naming another. */
export async function assertMedicalHistoryOfLab(
  db: Executor,
  labId: number,
  asked: { medicalHistoryIds: readonly number[]; allergyIds: readonly number[] },
) {
  const items = await findMedicalHistoryItems(db, labId, [...asked.medicalHistoryIds, ...asked.allergyIds]);
  const kindOf = new Map(items.map((item) => [item.id, item.kind]));
  if (asked.medicalHistoryIds.some((itemId) => kindOf.get(itemId) !== 'history')) {
    throw fieldNotFound('medicalHistoryIds');
  }
  if (asked.allergyIds.some((itemId) => kindOf.get(itemId) !== 'allergy')) throw fieldNotFound('allergyIds');
}

const refuseIssues = (issues: readonly FieldIssue[]) => {
  const [first] = issues;
  if (first) throw new DomainError('bad_request', first.messageKey, { fields: [...issues] });
};

export function createPatientsService({
  db,
  bus,
  now,
  accounts,
  counters,
  labs,
  labUsers,
  organisations,
  doctors,
}: Pick<ServiceDeps, 'db' | 'bus' | 'now'> & {
  accounts: AccountsService;
  counters: CountersService;
  labs: LabsService;
  labUsers: LabUsersService;
  organisations: OrganisationsService;
  doctors: DoctorsService;
}) {
  const labToday = (lab: LabProfile) => calendarDateIn(now(), lab.timeZone);

  /**
   * The organisation a collection-centre user is kept to (spec 000 §6: "only their own
   * organisation's or branch's data"), or undefined for everyone else, who see the whole lab;
   * the records around a patient ask the same.
   */
  const { organisationOf: organisationScope } = createRecordsAccess({ db, labUsers });
  const inScope = (organisationId: number | null, scope: number | undefined) =>
    scope === undefined || organisationId === scope;

  /** Tells every open patient list and card of the lab, after the commit (publishAfterCommit). */
  const announce = (labId: number, payload: RegistrationPayload) =>
    bus.publish({ channel: 'registration', labId, payload });

  /** Same folded name, and the same date of birth or mobile (decision 0021 'Likely duplicates'). */
  const likelyDuplicates = async (
    labId: number,
    person: { fullName: string; dateOfBirth: string | null; mobile: string | null },
    scope: number | undefined,
  ) => {
    const candidates = await findDuplicateCandidates(db, {
      labId,
      nameTerms: searchWords(person.fullName).map(nameTerm),
      dateOfBirth: person.dateOfBirth,
      mobile: person.mobile,
      organisationId: scope,
      limit: duplicateLimit,
    });
    return candidates.filter((candidate) => sameName(candidate.patient.fullName, person.fullName));
  };

  /**
   * Refuses a national identity number another patient of the lab has: 409 'Patient with this
   * National identity number is already registered.', the field reading 'National id number
   * already exist.' (spec 000 §8 Registration, code 6).
   */
  const assertNationalIdFree = async (labId: number, nationalId: string | null, exceptId: number | null) => {
    if (nationalId === null || !(await findByNationalId(db, labId, nationalId, exceptId))) return;
    throw new DomainError('conflict', 'nationalIdRegistered', {
      fields: [{ field: 'nationalIdentityNumber', messageKey: 'nationalIdExists' }],
    });
  };

  /**
   * Changes one patient from the version the caller read, in one transaction: the row is
   * locked and read first (the audit's `before`), a patient of another lab or, for a collection
   * centre, of another organisation is not found, a stale version is refused, and the search
   * terms, the version and the audit row are written with the change. The lab hears of it
   * after the commit.
   */
  const change = async ({
    actor,
    id,
    version,
    action,
    event,
    withRecords = false,
    apply,
  }: {
    actor: LabActor;
    id: number;
    version: number;
    action: string;
    event: RegistrationPayload['kind'];
    /** Keep the insurance rows and guarantors in the audit row: a registration changes them. */
    withRecords?: boolean;
    apply: (locked: PatientRow) => Promise<Partial<PatientValues>>;
  }): Promise<Patient> => {
    const scope = await organisationScope(actor);
    return db.transaction(async (tx) => {
      const locked = await lockPatient(tx, actor.labId, id);
      if (!locked || !inScope(locked.organisationId, scope)) throw notFound();
      if (locked.version !== version) throw stale();
      const auditView = (patient: Patient) => (withRecords ? registrationView(tx, actor.labId, patient) : patient);
      const before = await auditView((await patientOf(tx, actor.labId, id)) as Patient);
      const values = await apply(locked);
      const updated = await updatePatient(tx, actor.labId, id, { ...values, updatedAt: now() });
      await replaceSearchTerms(tx, actor.labId, id, updated);
      const changed = (await patientOf(tx, actor.labId, id)) as Patient;
      await audit(tx, actor, {
        action,
        entityType: 'patient',
        entityId: id,
        before,
        after: await auditView(changed),
      });
      await announce(actor.labId, { patientId: id, kind: event });
      return changed;
    });
  };

  /** Everything a registration refers to must be the lab's: 404 on the field that names another. */
  const assertReferencesOfLab = async (labId: number, input: RegisterPatientBody, scope: number | undefined) => {
    if (input.referralDoctorId !== null && input.referralDoctorId !== undefined) {
      const doctor = await doctors.principal(labId, input.referralDoctorId);
      if (!doctor?.enabled || !doctor.isReferral) throw fieldNotFound('referralDoctorId');
    }
    await assertMedicalHistoryOfLab(db, labId, input);
    const insuranceIds = input.insurances.flatMap((row) => (row.insuranceId ? [row.insuranceId] : []));
    const ofLab = await insuranceIdsOfLab(db, labId, insuranceIds);
    const foreign = input.insurances.findIndex((row) => row.insuranceId && !ofLab.has(row.insuranceId));
    if (foreign >= 0) throw fieldNotFound(`insurances.${foreign}.insuranceId`);
    const guarantorId = input.guarantor?.guarantorId;
    if (guarantorId && !(await findGuarantor(db, labId, guarantorId, scope))) {
      throw fieldNotFound('guarantor.guarantorId');
    }
  };

  /** The record's fields from the registration form (spec 000 §3 'Patient registration input'). */
  const registrationValues = (
    input: RegisterPatientBody,
    context: { lab: LabProfile; settings: RegistrationSettings; organisationId: number | null; today: string },
  ) => {
    const isoCode = (input.isoCode ?? context.lab.countryIsoCode).toUpperCase();
    const phone = (value: string | null | undefined) => {
      const kept = blankToNull(value);
      return kept === null ? null : nationalNumber(kept, isoCode);
    };
    const split = context.settings.nameFormat === 'split';
    const parts = {
      firstName: split ? blankToNull(input.firstName) : null,
      middleName: split ? blankToNull(input.middleName) : null,
      lastName: split ? blankToNull(input.lastName) : null,
      suffix: split ? blankToNull(input.suffix) : null,
    };
    // The designation is shown before the name, never made part of it (spec 000 §2 header card).
    const fullName = split
      ? [parts.firstName, parts.middleName, parts.lastName, parts.suffix].filter((part) => part !== null).join(' ')
      : (input.fullName ?? '');
    const mobile = phone(input.mobile);
    const hasPhone = mobile !== null || blankToNull(input.alternateMobile) !== null;
    return {
      referenceId: blankToNull(input.referenceId),
      designation: input.designation ?? null,
      ...parts,
      fullName,
      gender: input.gender ?? null,
      dateOfBirth: blankToNull(input.dateOfBirth),
      ...ageOf({ ...input, today: context.today }),
      email: blankToNull(input.email),
      alternateEmail: blankToNull(input.alternateEmail),
      countryCode:
        input.countryCode ?? (hasPhone && isoCode === context.lab.countryIsoCode ? context.lab.dialCode : null),
      isoCode,
      mobile,
      alternateMobile: phone(input.alternateMobile),
      isPrimaryContact: input.isPrimaryContact,
      area: blankToNull(input.area),
      city: blankToNull(input.city),
      state: blankToNull(input.state),
      country: blankToNull(input.country),
      pincode: blankToNull(input.pincode),
      organisationId: context.organisationId,
      referralDoctorId: input.referralDoctorId ?? null,
      patientType: patientTypeFor(mobile),
      race: blankToNull(input.race),
      ethnicity: blankToNull(input.ethnicity),
      nationality: blankToNull(input.nationality),
      nationalIdentityNumber: nationalIdOf(input.nationalIdentityNumber),
      nationalHealthId: blankToNull(input.nationalHealthId),
      passportNo: blankToNull(input.passportNo),
      insuranceNo: blankToNull(input.insuranceNo),
      diseases: input.diseases,
      heightCm: input.heightCm ?? null,
      weightKg: input.weightKg ?? null,
      whatsappConsent: input.whatsappConsent,
    } satisfies Partial<PatientValues>;
  };

  /** The medical history, insurance rows and guarantor of a registration, with the patient. */
  const writeRegistrationRecords = async (labId: number, patientId: number, input: RegisterPatientBody) => {
    await replaceItemsOfPatient(db, labId, patientId, [...input.medicalHistoryIds, ...input.allergyIds]);
    await replacePatientInsurances(db, labId, patientId, input.insurances);
    if (input.guarantor) await linkDefaultGuarantor(db, labId, patientId, input.guarantor);
  };

  const medicalHistoryIdsOf = (patient: Patient) =>
    [...patient.medicalHistory, ...patient.allergies].map((item) => item.id).sort((a, b) => a - b);

  return {
    principal: (labId: number, id: number) => findPatient(db, labId, id),

    /**
     * `POST /api/v1/patients` (spec 000 §3 'Patient registration input', §5 rules, §8
     * Registration). Without `patientId` it registers a new patient under the lab's next patient
     * id; with `patientId` and `version` it registers a patient of the lab again (decision 0021).
     * `login` gives the patient their own sign-in (the demo seed and the test factories).
     */
    async register({
      actor,
      input,
      login = null,
    }: {
      actor: LabActor;
      input: RegisterPatientBody;
      login?: NewLogin | null;
    }): Promise<Patient> {
      requirePermission(actor, 'patients.register');
      const again = input.patientId !== null && input.patientId !== undefined;
      // Registering again changes a record someone else typed: the same right as updating it.
      if (again) requirePermission(actor, 'patients.update');
      const scope = await organisationScope(actor);
      if (scope !== undefined && input.organisationId && input.organisationId !== scope) {
        throw new DomainError('forbidden', 'notAuthorised', { field: 'organisationId' });
      }
      const organisationId = scope ?? input.organisationId ?? null;
      let organisation: OrganisationRegistrationRules | null = null;
      if (organisationId !== null) {
        organisation = (await organisations.registrationRules(actor.labId, organisationId)) ?? null;
        if (!organisation) throw fieldNotFound('organisationId');
      }
      const lab = await labs.getLab(actor.labId);
      const settings = registrationSettingsOf(lab.settings.registrationGeneralSettings);
      const today = labToday(lab);
      const issues: RegistrationIssue[] = registrationIssues(
        { ...input, organisationId },
        { settings, organisation, today, defaultIsoCode: lab.countryIsoCode },
      );
      if (input.guarantor && !input.guarantor.guarantorId && !blankToNull(input.guarantor.firstName)) {
        issues.push({ field: 'guarantor.firstName', messageKey: 'fieldEmpty' });
      }
      if (again && (input.version === null || input.version === undefined)) {
        issues.push({ field: 'version', messageKey: 'fieldEmpty' });
      }
      refuseIssues(issues);
      await assertReferencesOfLab(actor.labId, input, scope);
      const values = registrationValues(input, { lab, settings, organisationId, today });

      if (again) {
        const { patientType: _derived, ...registered } = values;
        return change({
          actor,
          id: input.patientId as number,
          version: input.version as number,
          action: 'patient.register_again',
          event: 'registeredAgain',
          withRecords: true,
          apply: async (locked) => {
            const mobileChanged =
              registered.mobile !== locked.mobile ||
              (registered.mobile !== null && registered.countryCode !== locked.countryCode);
            if (mobileChanged) throw badRequest('useUpdateMobileLink', 'mobile');
            const current = medicalHistoryIdsOf((await patientOf(db, actor.labId, locked.id)) as Patient);
            const asked = [...new Set([...input.medicalHistoryIds, ...input.allergyIds])].sort((a, b) => a - b);
            if (current.join() !== asked.join()) requirePermission(actor, 'patients.medicalHistory');
            await db.execute(registrationTurn(actor.labId));
            await assertNationalIdFree(actor.labId, registered.nationalIdentityNumber, locked.id);
            await writeRegistrationRecords(actor.labId, locked.id, input);
            return { ...registered, recurring: true };
          },
        });
      }

      if (input.medicalHistoryIds.length + input.allergyIds.length > 0) {
        requirePermission(actor, 'patients.medicalHistory');
      }
      const preparedLogin = login && (await accounts.prepareLogin('patient', login));
      return db.transaction(async (tx) => {
        await tx.execute(registrationTurn(actor.labId));
        await assertNationalIdFree(actor.labId, values.nationalIdentityNumber, null);
        if (!input.confirmedNotDuplicate) {
          const duplicates = await likelyDuplicates(actor.labId, values, scope);
          if (duplicates.length > 0) throw conflict('possibleDuplicatePatient');
        }
        const labPatientId = String(await counters.next({ labId: actor.labId, name: 'labPatientId' }));
        const row = await insertPatient(tx, {
          ...values,
          labId: actor.labId,
          labPatientId,
          createdBy: actor.kind === 'lab' ? actor.principalId || null : null,
        });
        await replaceSearchTerms(tx, actor.labId, row.id, row);
        await writeRegistrationRecords(actor.labId, row.id, input);
        if (preparedLogin) {
          await accounts.create({ ...preparedLogin, kind: 'patient', labId: actor.labId, principalId: row.id });
        }
        const patient = (await patientOf(tx, actor.labId, row.id)) as Patient;
        await audit(tx, actor, {
          action: 'patient.create',
          entityType: 'patient',
          entityId: row.id,
          after: { ...(await registrationView(tx, actor.labId, patient)), username: preparedLogin?.username ?? null },
        });
        await announce(actor.labId, { patientId: row.id, kind: 'registered' });
        return patient;
      });
    },

    /** A page of the lab's patients (a collection centre: its organisation's only). */
    async list({ actor, query }: { actor: LabActor; query: PatientListQuery }): Promise<Page<PatientSummary>> {
      requirePermission(actor, 'patients.view');
      const scope = await organisationScope(actor);
      if (scope !== undefined && query.organisationId !== undefined && query.organisationId !== scope) {
        return { items: [], total: 0, nextCursor: null };
      }
      const { registeredFrom, registeredTo } = query;
      const timeZone = registeredFrom || registeredTo ? (await labs.getLab(actor.labId)).timeZone : 'UTC';
      const page = await patientList.page(db, query, {
        labId: actor.labId,
        organisationId: scope ?? query.organisationId,
        referralDoctorId: query.referralDoctorId,
        registeredFrom: registeredFrom && labDay(registeredFrom, timeZone, 'registeredFrom').from.toISOString(),
        // The first instant after the last day: timestamps are finer than the day's last millisecond.
        registeredBefore:
          registeredTo && new Date(labDay(registeredTo, timeZone, 'registeredTo').to.getTime() + 1).toISOString(),
      });
      return { ...page, items: page.items.map(toPatientSummary) };
    },

    /**
     * The likely duplicates of a registration being typed (decision 0021 'Likely duplicates'):
     * the same folded name with the same date of birth or the same mobile.
     */
    async duplicates({ actor, query }: { actor: LabActor; query: DuplicateQuery }): Promise<DuplicateMatches> {
      requirePermission(actor, 'patients.register');
      if (query.dateOfBirth !== undefined && dayNumber(query.dateOfBirth) === null) {
        throw badRequest('invalidRequest', 'dateOfBirth');
      }
      const scope = await organisationScope(actor);
      const mobile = blankToNull(query.mobile);
      const isoCode = query.isoCode ?? (mobile === null ? null : (await labs.getLab(actor.labId)).countryIsoCode);
      const matches = await likelyDuplicates(
        actor.labId,
        {
          fullName: query.fullName,
          dateOfBirth: query.dateOfBirth ?? null,
          mobile: mobile === null || isoCode === null ? null : nationalNumber(mobile, isoCode),
        },
        scope,
      );
      // `hasReports` opens the strict-check dialog (spec 000 §4); it stays false until the
      // reports area exists and fills it from the patient's reports.
      return { matches: matches.map((match) => ({ ...toPatientSummary(match), hasReports: false })) };
    },

    async get({ actor, id }: { actor: LabActor; id: number }): Promise<Patient> {
      requirePermission(actor, 'patients.view');
      const scope = await organisationScope(actor);
      const patient = await patientOf(db, actor.labId, id);
      if (!patient || !inScope(patient.organisation?.id ?? null, scope)) throw notFound();
      return patient;
    },

    /**
     * The patient signed in with their own login reads their own record (spec 000 §4 'Patient
     * info change request': they see what they ask to change). The id is the session's, never
     * the request's, so no other patient can be named.
     */
    async ownRecord({ actor }: { actor: LabActor }): Promise<Patient> {
      requirePermission(actor, 'patients.ownRecord');
      const patient = await patientOf(db, actor.labId, actor.principalId);
      if (!patient) throw notFound();
      return patient;
    },

    /**
     * The Update Patient Info modal (spec 000 §3 'Update patient payload', §5 Patient update).
     * The user's own password is checked again here, not only by the form: a wrong one reads
     * 'Failed to verify user password' on the password field.
     */
    async update({
      actor,
      id,
      input,
      ipAddress,
    }: {
      actor: LabActor;
      id: number;
      input: UpdatePatient;
      ipAddress: string;
    }): Promise<Patient> {
      requirePermission(actor, 'patients.update');
      const today = labToday(await labs.getLab(actor.labId));
      const issues: FieldIssue[] = [];
      if (input.dateOfBirth && !ageFromDateOfBirth(input.dateOfBirth, today)) {
        issues.push({ field: 'dateOfBirth', messageKey: 'dateOfBirthNotValid' });
      }
      if (blankToNull(input.email) && !isSimpleEmail(input.email as string)) {
        issues.push({ field: 'email', messageKey: 'emailNotValid' });
      }
      refuseIssues(issues);
      const passwordOk = await accounts.verifyOwnPassword({
        accountId: actor.accountId,
        password: input.password,
        ipAddress,
      });
      if (!passwordOk) throw badRequest('passwordVerifyFailed', 'password');
      return change({
        actor,
        id,
        version: input.version,
        action: 'patient.update',
        event: 'updated',
        apply: async (locked) => ({
          designation: input.designation ?? null,
          fullName: input.fullName,
          ...namePartsAfterRename(input.fullName, locked),
          gender: input.gender,
          dateOfBirth: input.dateOfBirth ?? null,
          ...ageOf({ ...input, today }),
          email: blankToNull(input.email),
          area: blankToNull(input.area),
          city: blankToNull(input.city),
        }),
      });
    },

    /** spec 000 §7 updatePatientMobileNo: the update-mobile-number link. */
    async updateMobile({ actor, id, input }: { actor: LabActor; id: number; input: UpdatePatientMobile }) {
      requirePermission(actor, 'patients.update');
      if (!isValidMobile(input.mobile, input.isoCode)) throw badRequest('contactMobileNotValid', 'mobile');
      const mobile = nationalNumber(input.mobile, input.isoCode);
      return change({
        actor,
        id,
        version: input.version,
        action: 'patient.update_mobile',
        event: 'updated',
        apply: async (locked) => ({
          mobile,
          countryCode: input.countryCode,
          isoCode: input.isoCode.toUpperCase(),
          // The registration types follow the mobile (spec 000 §3); billing's own codes stay.
          ...((registrationPatientTypes as readonly string[]).includes(locked.patientType)
            ? { patientType: patientTypeFor(mobile) }
            : {}),
        }),
      });
    },

    /** spec 000 §7 convertIndirectToDirect: an indirect (I) patient gets their own mobile and e-mail. */
    async convertToDirect({ actor, id, input }: { actor: LabActor; id: number; input: ConvertPatientToDirect }) {
      requirePermission(actor, 'patients.update');
      const email = blankToNull(input.email);
      const issues: FieldIssue[] = [];
      if (!isValidMobile(input.mobile, input.isoCode))
        issues.push({ field: 'mobile', messageKey: 'contactMobileNotValid' });
      if (email !== null && !isSimpleEmail(email)) issues.push({ field: 'email', messageKey: 'emailNotValid' });
      refuseIssues(issues);
      return change({
        actor,
        id,
        version: input.version,
        action: 'patient.convert_to_direct',
        event: 'updated',
        apply: async (locked) => {
          if (locked.patientType !== 'I') throw conflict('patientAlreadyDirect');
          return {
            mobile: nationalNumber(input.mobile, input.isoCode),
            countryCode: input.countryCode,
            isoCode: input.isoCode.toUpperCase(),
            ...(email === null ? {} : { email }),
            patientType: 'D',
          };
        },
      });
    },

    /**
     * Changes what a patient's record holds beyond the update form, for another service of this
     * area (the medical history): the same lock, version, audit and event as every change here.
     */
    changeRecord: change,
  };
}
export type PatientsService = ReturnType<typeof createPatientsService>;
