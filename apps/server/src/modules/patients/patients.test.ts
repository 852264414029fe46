import type { DuplicateMatches, Patient, PatientList, RegisterPatient } from '@lims/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accounts,
  auditLog,
  organisations,
  patientChangeRequests,
  patientSearchTerms,
  patients,
} from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestClient } from '../../test/test-context.js';
import { uniqueName } from '../../test/test-context.js';
import {
  collectionCentreUser,
  labDate,
  newPatient,
  type PatientsWorld,
  patientsTestWorld,
  registered,
} from './patients.test-support.js';
import { notFoundOn, staleRecordBody } from './records.test-support.js';

const possibleDuplicate = errorBody(
  'conflict',
  'possibleDuplicatePatient',
  'A patient with the same name and date of birth, or the same mobile and name, is already registered.',
);
// spec 000 §8 Registration: code 6 and the field message beside it (both sic).
const nationalIdRegistered = {
  error: {
    code: 'conflict',
    messageKey: 'nationalIdRegistered',
    message: 'Patient with this National identity number is already registered.',
    field: 'nationalIdentityNumber',
    fields: [
      { field: 'nationalIdentityNumber', messageKey: 'nationalIdExists', message: 'National id number already exist.' },
    ],
  },
};

describe('patients: registration, duplicates, the list and the card (spec 000 §2 to §8)', () => {
  const world = patientsTestWorld();

  const db = () => world.ctx.database.db;
  const register = (client: TestClient, body: unknown) => client.post('/api/v1/patients', body);
  /** What a refused registration must leave untouched. */
  const snapshot = async () => ({
    patients: (await db().select({ rows: count() }).from(patients))[0]?.rows,
    audit: (await db().select({ rows: count() }).from(auditLog))[0]?.rows,
  });
  const medicalHistoryItem = async (client: TestClient, kind: 'history' | 'allergy', name = uniqueName(kind)) => {
    const response = await client.post('/api/v1/medical-history-items', { kind, name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; name: string }>();
  };

  describe('register (POST /api/v1/patients)', () => {
    it('registers a patient with every part of the form in one transaction, and audits it', async () => {
      const diabetes = await medicalHistoryItem(world.admin, 'history');
      const penicillin = await medicalHistoryItem(world.admin, 'allergy');
      const firstName = uniqueName('Kavya');
      const response = await register(world.reception, {
        designation: 'Mrs.',
        firstName: `  ${firstName} `,
        middleName: 'Devi',
        lastName: 'Nair',
        suffix: 'Jr.',
        gender: 'Female',
        dateOfBirth: '1990-05-17',
        mobile: '+91 98765 43210',
        alternateMobile: '97123 45678',
        email: 'kavya@example.com',
        city: 'Kochi',
        organisationId: world.organisation.id,
        referralDoctorId: world.referralDoctor.id,
        nationalIdentityNumber: '2345 6789 0123',
        medicalHistoryIds: [diabetes.id],
        allergyIds: [penicillin.id],
        insurances: [{ insuranceId: world.insuranceId, policyNumber: 'POL-1' }],
        guarantor: { firstName: 'Ravi', lastName: 'Nair', relation: 'Spouse' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const patient = response.json<Patient>();
      expect(patient).toMatchObject({
        designation: 'Mrs.',
        firstName,
        middleName: 'Devi',
        lastName: 'Nair',
        suffix: 'Jr.',
        // The designation is shown before the name, never part of it.
        fullName: `${firstName} Devi Nair Jr.`,
        gender: 'Female',
        dateOfBirth: '1990-05-17',
        ageUnit: 'Years',
        mobile: '9876543210',
        alternateMobile: '9712345678',
        countryCode: '91',
        isoCode: 'IN',
        patientType: 'D',
        nationalIdentityNumber: '234567890123',
        organisation: world.organisation,
        referralDoctor: world.referralDoctor,
        medicalHistory: [diabetes],
        allergies: [penicillin],
        recurring: false,
        pendingChangeRequests: 0,
        version: 0,
      });
      expect(patient.age).toBeGreaterThanOrEqual(34);
      expect(patient.ageInDays).toBeGreaterThan(34 * 365);
      expect(Number(patient.labPatientId)).toBeGreaterThan(0);

      const [row] = await world.auditOf(patient.id);
      expect(row).toMatchObject({
        labId: world.lab.labId,
        action: 'patient.create',
        before: null,
        after: expect.objectContaining({
          fullName: patient.fullName,
          insurances: [
            expect.objectContaining({ insuranceId: world.insuranceId, policyNumber: 'POL-1', relation: 'Self' }),
          ],
          guarantors: [expect.objectContaining({ relation: 'Spouse', isDefault: true })],
        }),
      });
      const terms = await db()
        .select({ term: patientSearchTerms.term })
        .from(patientSearchTerms)
        .where(eq(patientSearchTerms.patientId, patient.id));
      expect(terms.map((term) => term.term)).toEqual(
        expect.arrayContaining(['n:devi', 'n:nair', 'm:0123456789', 'm:8765432179']),
      );
    });

    it('makes a patient without a mobile indirect (I), and an age typed in months into days (spec 000 §5)', async () => {
      const patient = await registered(world.reception, { age: 5, ageUnit: 'Months' });
      expect(patient).toMatchObject({ patientType: 'I', mobile: null, age: 5, ageUnit: 'Months', ageInDays: 150 });
      const years = await registered(world.reception, { age: 40 });
      expect(years).toMatchObject({ age: 40, ageUnit: 'Years', ageInDays: 40 * 365 });
    });

    it('numbers the patients of a lab 1, 2, 3 … without gaps, whatever is refused in between or sent at once', async () => {
      const lab = await world.ctx.createLab();
      const first = await registered(lab.admin);
      const refused = await register(lab.admin, { ...newPatient(), dateOfBirth: '2999-01-01' });
      expect(refused.statusCode).toBe(400);
      // The same name without a date of birth or a mobile to compare is no likely duplicate; the
      // same name and mobile, however the mobile is typed, is.
      const namesake = (change: Partial<RegisterPatient>) =>
        register(lab.admin, { firstName: first.firstName, lastName: 'Verma', gender: 'Male', ...change });
      expect((await namesake({ age: 3 })).statusCode).toBe(201);
      expect((await namesake({ mobile: '9876543210' })).statusCode).toBe(201);
      const conflicting = await namesake({ mobile: '98765 43210' });
      expect(conflicting.json()).toEqual(possibleDuplicate);
      const atOnce = await Promise.all(Array.from({ length: 4 }, () => register(lab.admin, newPatient())));
      expect(atOnce.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      const ids = (await db().select({ id: patients.labPatientId }).from(patients).where(eq(patients.labId, lab.labId)))
        .map((row) => Number(row.id))
        .sort((a, b) => a - b);
      expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    // spec 000 §5 'Patient registration messages', each with its exact text.
    it.each([
      [
        'no first name (split names)',
        { firstName: '' },
        'patientFirstNameRequired',
        'Please Enter the Patient First Name.',
        'firstName',
      ],
      [
        'no last name (split names)',
        { lastName: '  ' },
        'patientLastNameRequired',
        'Please Enter the Patient Last Name.',
        'lastName',
      ],
      ['no gender', { gender: null }, 'genderRequired', 'Please select gender.', 'gender'],
      [
        'a date of birth after today',
        { dateOfBirth: '2999-01-01' },
        'dateOfBirthNotValid',
        'Date of birth in not valid.',
        'dateOfBirth',
      ],
      [
        'a date of birth that is no date',
        { dateOfBirth: '2023-02-30' },
        'dateOfBirthNotValid',
        'Date of birth in not valid.',
        'dateOfBirth',
      ],
      ['a mobile too short', { mobile: '12345' }, 'contactMobileNotValid', 'Contact Mobile is not valid.', 'mobile'],
      [
        'an Indian mobile for the UAE',
        { mobile: '9876543210', isoCode: 'AE' },
        'contactMobileNotValid',
        'Contact Mobile is not valid.',
        'mobile',
      ],
      [
        'an alternate mobile not valid',
        { alternateMobile: '11111' },
        'alternateMobileNotValid',
        'Alternate Mobile is not valid.',
        'alternateMobile',
      ],
      ['an e-mail without @', { email: 'kavya.example.com' }, 'emailNotValid', 'Email is not valid.', 'email'],
      [
        'an alternate e-mail without @',
        { alternateEmail: 'x' },
        'alternateEmailNotValid',
        'Alternate Email is not valid.',
        'alternateEmail',
      ],
      [
        'a national id of punctuation',
        { nationalIdentityNumber: '--' },
        'nationalIdNotValid',
        'Please enter valid national id',
        'nationalIdentityNumber',
      ],
      [
        'an insurance row without its policy number',
        { insurances: [{ insuranceId: 1 }] },
        'policyNumberRequired',
        'Policy Number Required.',
        'insurances.0.policyNumber',
      ],
      [
        'an insurance row without its insurance',
        { insurances: [{ policyNumber: 'P-9' }] },
        'insuranceRequired',
        'Please Select Insurance',
        'insurances.0.insuranceId',
      ],
      [
        'a new guarantor without a first name',
        { guarantor: { relation: 'Father' } },
        'fieldEmpty',
        'This field should not be empty.',
        'guarantor.firstName',
      ],
    ] as const)(
      'refuses %s with 400 and its message on the field, writing nothing',
      async (_case, change, key, text, field) => {
        const before = await snapshot();
        const response = await register(world.reception, { ...newPatient(), ...change });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody('bad_request', key, text, field));
        expect(await snapshot()).toEqual(before);
      },
    );

    it.each([
      ['a gender of the wrong type', { gender: 42 }, 'gender'],
      ['an age of the wrong type', { age: 'ten' }, 'age'],
      ['an age over 150', { age: 151 }, 'age'],
      ['an organisation id that is no number', { organisationId: 'abc' }, 'organisationId'],
      ['a designation not in the list', { designation: 'Sir' }, 'designation'],
      ['a date of birth in another format', { dateOfBirth: '17/05/1990' }, 'dateOfBirth'],
      ['medical history ids that are not a list', { medicalHistoryIds: 7 }, 'medicalHistoryIds'],
    ])("refuses %s with 400 'Please Input Valid Information.'", async (_case, change, field) => {
      const response = await register(world.reception, { ...newPatient(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'bad_request', messageKey: 'invalidRequest', field });
    });

    it('lists every invalid field at once, in the order the form shows them', async () => {
      const response = await register(world.reception, { gender: 'Other', mobile: '1', email: 'no' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.map((issue: { field: string }) => issue.field)).toEqual([
        'firstName',
        'lastName',
        'email',
        'mobile',
      ]);
    });

    it('asks for the name in one box in a single-name lab, and for referral and organisation where the lab makes them mandatory', async () => {
      const lab = await world.ctx.createLab({
        settings: {
          registrationGeneralSettings: { nameFormat: 'single', referralMandatory: true, organisationMandatory: true },
        },
      });
      const response = await register(lab.admin, { firstName: 'Split', lastName: 'Parts', gender: 'Male' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        messageKey: 'patientNameRequired',
        message: 'Please Enter the Patient Name.',
        fields: [
          { field: 'fullName', messageKey: 'patientNameRequired', message: 'Please Enter the Patient Name.' },
          { field: 'referralDoctorId', messageKey: 'referralRequired', message: 'Please Select Referral.' },
          { field: 'organisationId', messageKey: 'organisationRequired', message: 'Please Select Organization.' },
        ],
      });
      const organisation = await world.ctx.services.organisations.create({
        actor: lab.system,
        input: { name: 'Apollo', login: null },
      });
      const doctor = await lab.doctor({ isReferral: true, isSigning: false });
      const single = await register(lab.admin, {
        fullName: '  Zoë Ángel ',
        firstName: 'ignored',
        gender: 'Female',
        organisationId: organisation.id,
        referralDoctorId: doctor.id,
      });
      expect(single.statusCode, single.body).toBe(201);
      expect(single.json()).toMatchObject({ fullName: 'Zoë Ángel', firstName: null, lastName: null });
    });

    // spec 000 §5: the optional fields an organisation makes mandatory, and patient_contact_mandatory (§6).
    it("asks for what the chosen organisation makes mandatory: 'This field should not be empty.' and a phone", async () => {
      const organisation = await world.ctx.services.organisations.create({
        actor: world.lab.system,
        input: { name: uniqueName('Strict Clinic'), login: null },
      });
      await db()
        .update(organisations)
        .set({
          mandatoryPatientFields: ['email', 'city', 'age', 'nationalIdentityNumber'],
          patientContactMandatory: true,
        })
        .where(eq(organisations.id, organisation.id));
      const before = await snapshot();
      const response = await register(world.reception, { ...newPatient(), organisationId: organisation.id });
      expect(response.statusCode).toBe(400);
      const empty = 'This field should not be empty.';
      expect(response.json().error.fields).toEqual([
        { field: 'email', messageKey: 'fieldEmpty', message: empty },
        { field: 'city', messageKey: 'fieldEmpty', message: empty },
        { field: 'age', messageKey: 'fieldEmpty', message: empty },
        { field: 'nationalIdentityNumber', messageKey: 'fieldEmpty', message: empty },
        {
          field: 'mobile',
          messageKey: 'contactCompulsoryForOrganisation',
          message: 'Phone number is compulsory for this organisation',
        },
        {
          field: 'alternateMobile',
          messageKey: 'contactEitherRequired',
          message: 'Either of mobile or alternate number not be empty',
        },
      ]);
      expect(await snapshot()).toEqual(before);
      // A date of birth gives the age; the alternate mobile is enough of a phone.
      const complete = await register(world.reception, {
        ...newPatient(),
        organisationId: organisation.id,
        email: 'a@b.in',
        city: 'Pune',
        dateOfBirth: '2001-01-01',
        nationalIdentityNumber: uniqueName('ID'),
        alternateMobile: '9812345678',
      });
      expect(complete.statusCode, complete.body).toBe(201);
    });

    it("answers 404 on the field for another lab's organisation, referral doctor, histories, insurance and guarantor", async () => {
      const { otherLabIds } = world;
      const theirs = await medicalHistoryItem(world.other.admin, 'history');
      const allergy = await medicalHistoryItem(world.admin, 'allergy');
      const theirPatient = await registered(world.other.admin);
      const before = await snapshot();
      for (const [change, field] of [
        [{ organisationId: otherLabIds.organisationId }, 'organisationId'],
        [{ referralDoctorId: otherLabIds.referralDoctorId }, 'referralDoctorId'],
        // A doctor of the lab who is no referral doctor cannot be one.
        [{ referralDoctorId: world.signingDoctor.id }, 'referralDoctorId'],
        [{ medicalHistoryIds: [theirs.id] }, 'medicalHistoryIds'],
        // An allergy is not a medical history.
        [{ medicalHistoryIds: [allergy.id] }, 'medicalHistoryIds'],
        [{ allergyIds: [theirs.id] }, 'allergyIds'],
        [{ insurances: [{ insuranceId: otherLabIds.insuranceId, policyNumber: 'X-1' }] }, 'insurances.0.insuranceId'],
        [{ guarantor: { guarantorId: otherLabIds.guarantorId, relation: 'Father' } }, 'guarantor.guarantorId'],
        [{ patientId: theirPatient.id, version: 0 }, undefined],
      ] as const) {
        const response = await register(world.admin, { ...newPatient(), ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(404);
        expect(response.json()).toEqual(notFoundOn(field));
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a national identity number already registered in the lab, however it is typed (spec 000 §8, code 6)', async () => {
      const nationalId = `5${Math.floor(Math.random() * 1e11)}`.padEnd(12, '7');
      await registered(world.reception, { nationalIdentityNumber: nationalId });
      const before = await snapshot();
      const spaced = `${nationalId.slice(0, 4)} ${nationalId.slice(4, 8)}-${nationalId.slice(8)}`;
      const response = await register(world.admin, { ...newPatient(), nationalIdentityNumber: spaced });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(nationalIdRegistered);
      expect(await snapshot()).toEqual(before);
      // Another lab's patients are no conflict.
      expect(
        (await register(world.other.admin, { ...newPatient(), nationalIdentityNumber: nationalId })).statusCode,
      ).toBe(201);
    });

    it('settles two registrations of one national id at once: one 201, one 409', async () => {
      const nationalId = `AB${Math.floor(Math.random() * 1e8)}`;
      const answers = await Promise.all([
        register(world.admin, { ...newPatient(), nationalIdentityNumber: nationalId }),
        register(world.reception, { ...newPatient(), nationalIdentityNumber: nationalId }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(nationalIdRegistered);
    });

    it('tells every open patient list of the lab, and only of the lab, after the commit', async () => {
      const patient = await registered(world.reception);
      await vi.waitFor(() =>
        expect(world.events).toContainEqual(
          expect.objectContaining({
            channel: 'registration',
            labId: world.lab.labId,
            payload: { patientId: patient.id, kind: 'registered' },
          }),
        ),
      );
      // A refused registration tells nobody: the next event is the next registration's.
      const heard = world.events.length;
      await register(world.reception, { ...newPatient(), dateOfBirth: '2999-01-01' });
      const next = await registered(world.reception);
      await vi.waitFor(() => expect(world.events.length).toBeGreaterThan(heard));
      expect(world.events.slice(heard)).toEqual([
        expect.objectContaining({ labId: world.lab.labId, payload: { patientId: next.id, kind: 'registered' } }),
      ]);
    });

    it('gives a patient their own login when the seed or a factory asks for one', async () => {
      const patient = await world.lab.patient();
      const [account] = await db().select().from(accounts).where(eq(accounts.username, patient.username));
      expect(account).toMatchObject({ kind: 'patient', labId: world.lab.labId, principalId: patient.id });
      expect(patient.session.kind).toBe('patient');
    });

    it('lets a doctor or a patient register nobody', async () => {
      for (const client of [await world.lab.doctor(), await world.lab.patient()]) {
        const response = await register(client, newPatient());
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorBody('forbidden', 'notAuthorised', 'You are not authorised to do this.'));
      }
    });
  });

  describe('likely duplicates (GET /api/v1/patients/duplicates; decision 0021)', () => {
    let zoe: Patient;
    beforeAll(async () => {
      zoe = await registered(world.reception, {
        firstName: 'Zoë',
        lastName: uniqueName('Ángel'),
        dateOfBirth: '1985-02-11',
        mobile: '9822334455',
      });
    });
    const duplicatesOf = async (client: TestClient, query: Record<string, string>) => {
      const response = await client.get(`/api/v1/patients/duplicates?${new URLSearchParams(query)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<DuplicateMatches>().matches;
    };

    it('finds the same name, folded for case and accents, with the same date of birth', async () => {
      const matches = await duplicatesOf(world.reception, {
        fullName: `  ZOE ${zoe.lastName?.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}`,
        dateOfBirth: '1985-02-11',
      });
      // The reports area will fill `hasReports`; until then no patient has any.
      expect(matches).toEqual([expect.objectContaining({ id: zoe.id, fullName: zoe.fullName, hasReports: false })]);
    });

    it('finds the same name with the same mobile, however the mobile is typed', async () => {
      const matches = await duplicatesOf(world.reception, {
        fullName: zoe.fullName,
        mobile: '+91 98223 34455',
        isoCode: 'IN',
      });
      expect(matches.map((match) => match.id)).toEqual([zoe.id]);
    });

    it('does not take a shared name alone, another date of birth, or a name that only starts the same', async () => {
      expect(await duplicatesOf(world.reception, { fullName: zoe.fullName })).toEqual([]);
      expect(await duplicatesOf(world.reception, { fullName: zoe.fullName, dateOfBirth: '1985-02-12' })).toEqual([]);
      expect(
        await duplicatesOf(world.reception, { fullName: `${zoe.fullName} Kumar`, dateOfBirth: '1985-02-11' }),
      ).toEqual([]);
      expect(await duplicatesOf(world.other.admin, { fullName: zoe.fullName, dateOfBirth: '1985-02-11' })).toEqual([]);
    });

    it('refuses the registration of a likely duplicate with 409, and takes it once the user confirms it is someone else', async () => {
      const body = { firstName: 'zoe', lastName: zoe.lastName, gender: 'Female', dateOfBirth: '1985-02-11' };
      const before = await snapshot();
      const refused = await register(world.reception, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(possibleDuplicate);
      expect(await snapshot()).toEqual(before);
      const confirmed = await register(world.reception, { ...body, confirmedNotDuplicate: true });
      expect(confirmed.statusCode).toBe(201);
    });

    it.each([
      ['no name', {}, 'fullName', 'fieldEmpty'],
      [
        'a date of birth that is no date',
        { fullName: 'A B', dateOfBirth: '2024-02-31' },
        'dateOfBirth',
        'invalidRequest',
      ],
      ['an iso code of three letters', { fullName: 'A B', isoCode: 'IND' }, 'isoCode', 'invalidRequest'],
    ])('refuses %s with 400', async (_case, query, field, key) => {
      const response = await world.reception.get(`/api/v1/patients/duplicates?${new URLSearchParams(query)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ messageKey: key, field });
    });
  });

  describe('registering a patient again (patientId and version; decision 0021)', () => {
    it('updates the record from the form, keeps the patient id and makes the patient recurring', async () => {
      const patient = await registered(world.reception, { mobile: '9811122233', city: 'Pune' });
      const response = await register(world.reception, {
        ...newPatient({ firstName: patient.firstName, lastName: 'Verma-Rao', gender: 'Female' }),
        mobile: '+91 98111 22233',
        city: 'Mumbai',
        patientId: patient.id,
        version: patient.version,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: patient.id,
        labPatientId: patient.labPatientId,
        fullName: `${patient.firstName} Verma-Rao`,
        city: 'Mumbai',
        recurring: true,
        version: 1,
      });
      const [, again] = await world.auditOf(patient.id);
      expect(again).toMatchObject({
        action: 'patient.register_again',
        before: expect.objectContaining({ city: 'Pune', recurring: false, version: 0 }),
        after: expect.objectContaining({ city: 'Mumbai', recurring: true, version: 1 }),
      });
      await vi.waitFor(() =>
        expect(world.events).toContainEqual(
          expect.objectContaining({ payload: { patientId: patient.id, kind: 'registeredAgain' } }),
        ),
      );
    });

    it("refuses a changed mobile: 'Please use update mobile number link to update patient's contact.'", async () => {
      const patient = await registered(world.reception, { mobile: '9811122244' });
      for (const mobile of ['9811122255', null]) {
        const response = await register(world.reception, {
          ...newPatient({ firstName: patient.firstName }),
          mobile,
          patientId: patient.id,
          version: patient.version,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(
          errorBody(
            'bad_request',
            'useUpdateMobileLink',
            "Please use update mobile number link to update patient's contact.",
            'mobile',
          ),
        );
      }
      expect((await world.auditOf(patient.id)).map((row) => row.action)).toEqual(['patient.create']);
    });

    it('lets one of two desks that register the same patient again at once win; the other reads 409', async () => {
      const patient = await registered(world.reception);
      const body = { ...newPatient({ firstName: patient.firstName }), patientId: patient.id, version: 0 };
      const answers = await Promise.all([
        register(world.reception, body),
        register(world.admin, { ...body, city: 'Delhi' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(staleRecordBody);
      expect(await register(world.reception, body).then((answer) => answer.json())).toEqual(staleRecordBody);
    });

    it('asks for the version it was read at, and refuses a referral user (spec 000 §8 code 4)', async () => {
      const patient = await registered(world.reception);
      const noVersion = await register(world.reception, { ...newPatient(), patientId: patient.id });
      expect(noVersion.json()).toEqual(
        errorBody('bad_request', 'fieldEmpty', 'This field should not be empty.', 'version'),
      );
      const referral = await register(world.referralUser, { ...newPatient(), patientId: patient.id, version: 0 });
      expect(referral.statusCode).toBe(403);
      expect(referral.json()).toEqual(
        errorBody(
          'forbidden',
          'patientUpdateNotPermitted',
          'It seems you does not have permission to update patient info. Please contact to administrator of account',
        ),
      );
    });
  });

  describe('collection centres see and register only their own organisation’s patients (spec 000 §6)', () => {
    let centre: TestClient;
    let ours: Patient;
    let theirs: Patient;
    beforeAll(async () => {
      centre = await collectionCentreUser(world.ctx, world.lab, world.organisation.id);
      ours = await registered(centre, { dateOfBirth: '1977-07-07' });
      theirs = await registered(world.reception, { dateOfBirth: '1977-07-07' });
    });

    it('registers under its organisation whatever it sends, and refuses another one', async () => {
      expect(ours.organisation).toEqual(world.organisation);
      const other = await world.ctx.services.organisations.create({
        actor: world.lab.system,
        input: { name: uniqueName('Other Clinic'), login: null },
      });
      const response = await register(centre, { ...newPatient(), organisationId: other.id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(
        errorBody('forbidden', 'notAuthorised', 'You are not authorised to do this.', 'organisationId'),
      );
    });

    it("lists, opens and finds as duplicates only its organisation's patients", async () => {
      const list = (await centre.get('/api/v1/patients?limit=200')).json<PatientList>();
      expect(list.items.length).toBeGreaterThan(0);
      expect(list.items.every((item) => item.organisation?.id === world.organisation.id)).toBe(true);
      expect(list.items.map((item) => item.id)).toContain(ours.id);
      expect((await centre.get(`/api/v1/patients/${theirs.id}`)).json()).toEqual(notFoundOn());
      expect((await centre.get(`/api/v1/patients/${ours.id}`)).statusCode).toBe(200);
      const other = await centre.get(`/api/v1/patients?organisationId=${world.otherLabIds.organisationId}`);
      expect(other.json()).toEqual({ items: [], total: 0, nextCursor: null });
      const duplicates = await centre.get(
        `/api/v1/patients/duplicates?${new URLSearchParams({ fullName: theirs.fullName, dateOfBirth: '1977-07-07' })}`,
      );
      expect(duplicates.json()).toEqual({ matches: [] });
    });

    it("cannot register another organisation's patient again", async () => {
      const response = await register(centre, { ...newPatient(), patientId: theirs.id, version: theirs.version });
      expect(response.json()).toEqual(notFoundOn());
    });
  });

  describe('the list (GET /api/v1/patients)', () => {
    let lab: Awaited<ReturnType<PatientsWorld['ctx']['createLab']>>;
    let made: Patient[];
    beforeAll(async () => {
      lab = await world.ctx.createLab();
      const organisation = await world.ctx.services.organisations.create({
        actor: lab.system,
        input: { name: 'Green Valley', login: null },
      });
      const doctor = await lab.doctor({ fullName: 'Dr. Sameer Khan', isReferral: true, isSigning: false });
      made = [];
      for (let index = 0; index < 11; index++) {
        made.push(
          await registered(lab.admin, {
            firstName: ['Rahul', 'राजेश', 'أحمد'][index % 3],
            lastName: `Sharma${index}`,
            gender: 'Male',
            mobile: index === 4 ? '9890001234' : null,
            organisationId: index % 2 === 0 ? organisation.id : null,
            referralDoctorId: index % 3 === 0 ? doctor.id : null,
          }),
        );
      }
    });
    const listOf = async (query = '') => {
      const response = await lab.admin.get(`/api/v1/patients${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PatientList>();
    };

    it('answers summaries with their organisation and referral doctor names', async () => {
      const page = await listOf('?limit=200');
      expect(page.total).toBe(11);
      expect(page.items.find((item) => item.id === made[0]?.id)).toMatchObject({
        fullName: 'Rahul Sharma0',
        organisation: { name: 'Green Valley' },
        referralDoctor: { name: 'Dr. Sameer Khan' },
        recurring: false,
      });
    });

    it('searches by name, lab patient id and mobile', async () => {
      expect((await listOf('?search=sharma1')).items.map((item) => item.fullName).sort()).toEqual([
        'राजेश Sharma1',
        'राजेश Sharma10',
      ]);
      expect((await listOf(`?search=${encodeURIComponent('राजेश')}`)).total).toBe(4);
      expect((await listOf('?search=0001234')).items.map((item) => item.id)).toEqual([made[4]?.id]);
      expect((await listOf(`?search=${made[10]?.labPatientId}`)).items.map((item) => item.id)).toContain(made[10]?.id);
    });

    it('sorts by lab patient id as numbers, by name and by registration time', async () => {
      const byId = await listOf('?sort=labPatientId&limit=200');
      expect(byId.items.map((item) => Number(item.labPatientId))).toEqual(
        [...byId.items.map((item) => Number(item.labPatientId))].sort((a, b) => a - b),
      );
      const newest = await listOf('?sort=createdAt&direction=desc&limit=1');
      expect(newest.items[0]?.id).toBe(made[10]?.id);
      const byName = await listOf('?sort=fullName&limit=3');
      expect(byName.items.map((item) => item.fullName)).toEqual(['Rahul Sharma0', 'Rahul Sharma3', 'Rahul Sharma6']);
    });

    it('filters by organisation and referral doctor', async () => {
      const organisationId = made[0]?.organisation?.id;
      expect((await listOf(`?organisationId=${organisationId}`)).total).toBe(6);
      expect((await listOf(`?referralDoctorId=${made[0]?.referralDoctor?.id}`)).total).toBe(4);
    });

    // The lab's days: Asia/Kolkata, UTC+5:30; 10 March 2024 runs from 9 March 18:30 UTC to 10 March 18:30 UTC.
    it('filters by the lab days of registration, both ends included', async () => {
      const at = [
        '2024-03-09T18:29:59.999999Z',
        '2024-03-09T18:30:00Z',
        '2024-03-10T18:29:59.999999Z',
        '2024-03-10T18:30:00Z',
      ];
      for (const [index, instant] of at.entries()) {
        await db()
          .update(patients)
          .set({ createdAt: new Date(instant) })
          .where(eq(patients.id, made[index]?.id ?? 0));
      }
      const ids = async (query: string) => (await listOf(query)).items.map((item) => item.id).sort((a, b) => a - b);
      expect(await ids('?registeredFrom=2024-03-10&registeredTo=2024-03-10')).toEqual([made[1]?.id, made[2]?.id]);
      expect(await ids('?registeredTo=2024-03-09')).toEqual([made[0]?.id]);
      expect(await ids('?registeredFrom=2024-03-11&registeredTo=2024-03-11')).toEqual([made[3]?.id]);
      expect((await listOf(`?registeredFrom=${labDate()}`)).total).toBe(7);
    });

    it.each([
      ['a date that is no date', '?registeredFrom=2024-02-31', 'registeredFrom'],
      ['a date in another format', '?registeredTo=10-03-2024', 'registeredTo'],
      ['an unknown sort', '?sort=mobile', 'sort'],
      ['an organisation id that is no number', '?organisationId=x', 'organisationId'],
    ])("refuses %s with 400 'Please Input Valid Information.'", async (_case, query, field) => {
      const response = await lab.admin.get(`/api/v1/patients${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        errorBody('bad_request', 'invalidRequest', 'Please Input Valid Information.', field),
      );
    });

    it("shows each lab its own patients only, and none to a doctor's or a patient's login", async () => {
      expect(
        (await world.other.admin.get('/api/v1/patients?limit=200')).json<PatientList>().items.map((item) => item.id),
      ).not.toContain(made[0]?.id);
      const doctor = await lab.doctor();
      expect((await doctor.get('/api/v1/patients')).statusCode).toBe(403);
    });
  });

  describe('the card (GET /api/v1/patients/:id)', () => {
    it('answers the whole record, with its histories, allergies and pending change requests', async () => {
      const asthma = await medicalHistoryItem(world.admin, 'history', uniqueName('Asthma'));
      const dust = await medicalHistoryItem(world.admin, 'allergy', uniqueName('Dust'));
      const patient = await registered(world.reception, { medicalHistoryIds: [asthma.id], allergyIds: [dust.id] });
      await db()
        .insert(patientChangeRequests)
        .values(
          (['pending', 'pending', 'rejected'] as const).map((status) => ({
            labId: world.lab.labId,
            patientId: patient.id,
            requested: { city: 'Pune' },
            status,
          })),
        );
      const response = await world.referralUser.get(`/api/v1/patients/${patient.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: patient.id,
        medicalHistory: [asthma],
        allergies: [dust],
        pendingChangeRequests: 2,
      });
    });

    it("answers 404 for another lab's patient and an unknown one, 400 for an id that is no number", async () => {
      const theirs = await registered(world.other.admin);
      expect((await world.admin.get(`/api/v1/patients/${theirs.id}`)).json()).toEqual(notFoundOn());
      expect((await world.admin.get('/api/v1/patients/99999999')).json()).toEqual(notFoundOn());
      expect((await world.admin.get('/api/v1/patients/abc')).statusCode).toBe(400);
    });
  });
});
