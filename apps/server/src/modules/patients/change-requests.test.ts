import type { ChangeRequestDecision, PatientChangeRequest, PatientChangeRequestList } from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { patientChangeRequests, patientSearchTerms, patients } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestClient, TestUser } from '../../test/test-context.js';
import { notFoundBody, recordsTestBed, staleRecordBody } from './records.test-support.js';

const decided = errorBody(
  'conflict',
  'changeRequestDecided',
  'This change request has already been accepted or rejected.',
);
const adminOnly = errorBody('forbidden', 'adminOnly', 'Only an administrator of this lab can do this.');

// spec 000 §4 line 134: "Patient info change request: Accept (value 1) or Reject (value 0). The
// popover is shown only when both current and requested data have loaded." §7 line 206:
// get_request_and_db_data_user (currentUserData and requestedUserData), request_response_of_admin.
describe('patient change requests (spec 000 §4, §7)', () => {
  const bed = recordsTestBed();
  let asha: TestUser;

  beforeAll(async () => {
    asha = await bed.lab.patient();
  });

  const rowOf = async (patientId: number) =>
    (await bed.ctx.database.db.select().from(patients).where(eq(patients.id, patientId)))[0];
  const requestRow = async (id: number) =>
    (await bed.ctx.database.db.select().from(patientChangeRequests).where(eq(patientChangeRequests.id, id)))[0];

  const submit = (client: TestUser, body: unknown, patientId = client.id) =>
    client.post(`/api/v1/patients/${patientId}/change-requests`, body);

  /** A new patient with a login who asks for `body`; the request they made. */
  const requested = async (body: object) => {
    const patient = await bed.lab.patient();
    const response = await submit(patient, body);
    expect(response.statusCode, response.body).toBe(201);
    return { patient, request: response.json<PatientChangeRequest>() };
  };

  const decide = (
    client: TestClient,
    request: PatientChangeRequest,
    accept: boolean,
    version = request.patientVersion,
  ) => client.post(`/api/v1/patient-change-requests/${request.id}/decision`, { accept, version });

  describe('a patient asks', () => {
    it('keeps only the fields that change, beside the values the record has, and audits the request', async () => {
      const before = await rowOf(asha.id);
      const response = await submit(asha, {
        fullName: 'Asha Rao',
        gender: before?.gender,
        email: 'asha@example.com',
        city: 'Pune',
        alternateMobile: '+91 98765 43210',
      });
      expect(response.statusCode).toBe(201);
      const request = response.json<PatientChangeRequest>();
      expect(request).toMatchObject({
        patientId: asha.id,
        status: 'pending',
        decidedAt: null,
        patientVersion: before?.version,
        requested: { fullName: 'Asha Rao', email: 'asha@example.com', city: 'Pune', alternateMobile: '9876543210' },
        current: { fullName: before?.fullName, email: null, city: null, alternateMobile: null },
      });
      expect(Object.keys(request.requested).sort()).toEqual(['alternateMobile', 'city', 'email', 'fullName']);
      expect(await bed.auditOf('patient_change_request', request.id)).toEqual([
        expect.objectContaining({
          action: 'patient_change_request.create',
          actorKind: 'patient',
          labId: bed.lab.labId,
        }),
      ]);
      // Asking changes nothing yet.
      expect(await rowOf(asha.id)).toEqual(before);
    });

    it.each([
      ['nothing', {}, 'nothingToUpdate', undefined],
      ['only what the record already has', { gender: 'Female' }, 'nothingToUpdate', undefined],
      ['an e-mail without text@text', { email: 'asha.example.com' }, 'emailNotValid', 'email'],
      ['a date of birth after today', { dateOfBirth: '2999-01-01' }, 'dateOfBirthNotValid', 'dateOfBirth'],
      [
        'an alternate mobile that is no number of the country',
        { alternateMobile: '12345' },
        'alternateMobileNotValid',
        'alternateMobile',
      ],
      ['a blank name', { fullName: '  ' }, 'fieldEmpty', 'fullName'],
      ['a gender not in the list', { gender: 'Unknown' }, 'invalidRequest', 'gender'],
    ])('refuses %s with 400, storing nothing', async (_case, body, messageKey, field) => {
      const before = await bed.ctx.database.db
        .select()
        .from(patientChangeRequests)
        .where(eq(patientChangeRequests.patientId, asha.id));
      const response = await submit(asha, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ messageKey });
      expect(response.json().error.field).toBe(field);
      expect(
        await bed.ctx.database.db
          .select()
          .from(patientChangeRequests)
          .where(eq(patientChangeRequests.patientId, asha.id)),
      ).toEqual(before);
    });

    it("answers 404 to a patient naming another patient's record, and 403 to staff and doctors", async () => {
      const other = await bed.lab.patient();
      expect((await submit(asha, { city: 'Goa' }, other.id)).json()).toEqual(notFoundBody);
      const theirs = await bed.other.patient();
      expect((await submit(asha, { city: 'Goa' }, theirs.id)).statusCode).toBe(404);
      for (const client of [bed.reception, bed.lab.admin, await bed.lab.doctor()]) {
        const response = await client.post(`/api/v1/patients/${asha.id}/change-requests`, { city: 'Goa' });
        expect(response.statusCode).toBe(403);
        expect(response.json().error.messageKey).toBe('notAuthorised');
      }
    });
  });

  describe('staff compare', () => {
    it("lists a patient's pending requests with the record's values and the requested ones", async () => {
      const { patient, request } = await requested({ area: 'Kothrud', pincode: '411038' });
      const response = await bed.reception.get(`/api/v1/patients/${patient.id}/change-requests`);
      expect(response.statusCode).toBe(200);
      expect(response.json<PatientChangeRequestList>()).toEqual({ items: [request] });
      expect(request).toMatchObject({
        current: { area: null, pincode: null },
        requested: { area: 'Kothrud', pincode: '411038' },
      });
    });

    it("answers 404 for another lab's patient, 403 to a doctor or to the patient", async () => {
      const theirs = await bed.other.patient();
      expect((await bed.reception.get(`/api/v1/patients/${theirs.id}/change-requests`)).json()).toEqual(notFoundBody);
      expect((await (await bed.lab.doctor()).get(`/api/v1/patients/${asha.id}/change-requests`)).statusCode).toBe(403);
      expect((await asha.get(`/api/v1/patients/${asha.id}/change-requests`)).statusCode).toBe(403);
    });

    it("keeps a collection centre to its own organisation's patients", async () => {
      const clinic = await bed.organisation(bed.lab);
      const centre = await bed.collectionCentre(bed.lab, clinic.id);
      const { patient } = await requested({ city: 'Nashik' });
      expect((await centre.get(`/api/v1/patients/${patient.id}/change-requests`)).statusCode).toBe(404);
    });
  });

  describe('an administrator decides', () => {
    it('accepts: the values become the record, the name parts go, the age follows the date of birth, search finds the new name', async () => {
      const { patient, request } = await requested({
        fullName: 'Meera Kulkarni',
        dateOfBirth: '2000-01-15',
        email: 'meera@example.com',
      });
      const before = await rowOf(patient.id);
      const response = await decide(bed.lab.admin, request, true);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<ChangeRequestDecision>();
      expect(answer).toMatchObject({
        patientVersion: (before?.version ?? 0) + 1,
        request: { id: request.id, status: 'accepted', decidedAt: expect.any(String) },
      });
      const after = await rowOf(patient.id);
      expect(after).toMatchObject({
        fullName: 'Meera Kulkarni',
        firstName: null,
        lastName: null,
        dateOfBirth: '2000-01-15',
        ageUnit: 'Years',
        email: 'meera@example.com',
        version: answer.patientVersion,
      });
      expect(after?.age).toBeGreaterThanOrEqual(25);
      const terms = await bed.ctx.database.db
        .select()
        .from(patientSearchTerms)
        .where(and(eq(patientSearchTerms.patientId, patient.id), eq(patientSearchTerms.term, 'n:kulkarni')));
      expect(terms).toHaveLength(1);
      expect((await bed.auditOf('patient', patient.id)).at(-1)).toMatchObject({
        action: 'patient.accept_change_request',
        before: expect.objectContaining({ fullName: before?.fullName }),
        after: expect.objectContaining({ fullName: 'Meera Kulkarni' }),
      });
      expect((await bed.auditOf('patient_change_request', request.id)).map((row) => row.action)).toEqual([
        'patient_change_request.create',
        'patient_change_request.accept',
      ]);
      expect((await bed.reception.get(`/api/v1/patients/${patient.id}/change-requests`)).json()).toEqual({ items: [] });
    });

    it('rejects: the record stays as it was', async () => {
      const { patient, request } = await requested({ city: 'Indore' });
      const before = await rowOf(patient.id);
      const response = await decide(bed.lab.admin, request, false);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ patientVersion: before?.version, request: { status: 'rejected' } });
      expect(await rowOf(patient.id)).toEqual(before);
    });

    it("refuses a request decided before with 409 'This change request has already been accepted or rejected.'", async () => {
      const { request } = await requested({ city: 'Surat' });
      expect((await decide(bed.lab.admin, request, false)).statusCode).toBe(200);
      for (const accept of [true, false]) {
        const again = await decide(bed.lab.admin, request, accept);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual(decided);
      }
      expect((await requestRow(request.id))?.status).toBe('rejected');
    });

    it('refuses to accept over a record changed since it was compared: 409, the request still pending', async () => {
      const { patient, request } = await requested({ city: 'Agra' });
      const current = await bed.ctx.services.patients.get({ actor: bed.lab.system, id: patient.id });
      const moved = await bed.ctx.services.insurances.replaceForPatient({
        actor: bed.lab.system,
        patientId: patient.id,
        input: { version: current.version, insurances: [] },
      });
      expect(moved.version).toBe(request.patientVersion + 1);
      const response = await decide(bed.lab.admin, request, true);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(staleRecordBody);
      expect(await requestRow(request.id)).toMatchObject({ status: 'pending', decidedAt: null });
      expect((await rowOf(patient.id))?.city).toBeNull();
    });

    it('lets one of two administrators deciding at once win; the other reads 409', async () => {
      const { patient, request } = await requested({ city: 'Mysuru' });
      const second = await bed.lab.user({ admin: true });
      const answers = await Promise.all([decide(bed.lab.admin, request, true), decide(second, request, false)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const status = (await requestRow(request.id))?.status;
      expect((await rowOf(patient.id))?.city).toBe(status === 'accepted' ? 'Mysuru' : null);
    });

    it("refuses a receptionist and a collection centre's admin with 'Only an administrator…', changing nothing", async () => {
      const { request } = await requested({ city: 'Kochi' });
      const clinic = await bed.organisation(bed.lab);
      for (const client of [bed.reception, await bed.collectionCentre(bed.lab, clinic.id, true)]) {
        const response = await decide(client, request, true);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(adminOnly);
      }
      expect((await requestRow(request.id))?.status).toBe('pending');
    });

    it("answers 404 for another lab's request and leaves it pending", async () => {
      const theirPatient = await bed.other.patient();
      const theirs = (await submit(theirPatient, { city: 'Dubai' })).json<PatientChangeRequest>();
      const response = await decide(bed.lab.admin, theirs, true);
      expect(response.json()).toEqual(notFoundBody);
      expect((await requestRow(theirs.id))?.status).toBe('pending');
    });

    it.each([
      ['without accept', { version: 0 }],
      ['without the version', { accept: true }],
      ['with accept as 1', { accept: 1, version: 0 }],
    ])('refuses a decision %s with 400', async (_case, body) => {
      const { request } = await requested({ city: 'Jaipur' });
      const response = await bed.lab.admin.post(`/api/v1/patient-change-requests/${request.id}/decision`, body);
      expect(response.statusCode).toBe(400);
    });
  });
});
