import type { Insurance, Patient, PatientInsurances } from '@lims/contract';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insurances, patientInsurances } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import { type TestClient, uniqueName } from '../../test/test-context.js';
import { notFoundBody, recordsTestBed, staleRecordBody } from './records.test-support.js';

describe('insurances (spec 000 §3 Insurance record and entry, §7 insurance/*)', () => {
  const bed = recordsTestBed();
  let star: Insurance;
  let medicare: Insurance;
  let theirs: Insurance;

  beforeAll(async () => {
    star = (await bed.reception.post('/api/v1/insurances', { name: 'Star Health', type: 'Commercial' })).json();
    medicare = (await bed.reception.post('/api/v1/insurances', { name: 'medicare east', type: 'Medicare' })).json();
    theirs = (await bed.other.admin.post('/api/v1/insurances', { name: 'Star Health', type: 'Commercial' })).json();
  });

  const rowsOf = (patientIds: number[]) =>
    bed.ctx.database.db.select().from(patientInsurances).where(inArray(patientInsurances.patientId, patientIds));

  const put = (client: TestClient, patient: Pick<Patient, 'id'>, body: unknown) =>
    client.put(`/api/v1/patients/${patient.id}/insurances`, body);

  describe("the lab's insurance companies", () => {
    it("lists them by name without regard to case, with their types, and only this lab's", async () => {
      const response = await bed.reception.get('/api/v1/insurances');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        items: [
          { id: medicare.id, name: 'medicare east', type: 'Medicare' },
          { id: star.id, name: 'Star Health', type: 'Commercial' },
        ],
      });
    });

    it('adds one and audits it', async () => {
      const response = await bed.reception.post('/api/v1/insurances', { name: '  Aetna  ', type: 'Other' });
      expect(response.statusCode).toBe(201);
      const created = response.json<Insurance>();
      expect(created).toMatchObject({ name: 'Aetna', type: 'Other' });
      expect(await bed.auditOf('insurance', created.id)).toEqual([
        expect.objectContaining({ action: 'insurance.create', labId: bed.lab.labId }),
      ]);
    });

    it("refuses a name the lab has in another case with 409 'An insurance with this name already exists.'", async () => {
      const response = await bed.reception.post('/api/v1/insurances', { name: 'STAR HEALTH', type: 'Medicaid' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(
        errorBody('conflict', 'insuranceNameTaken', 'An insurance with this name already exists.', 'name'),
      );
    });

    it('settles two simultaneous adds of one name: one 201, one 409', async () => {
      const name = uniqueName('Cigna');
      const answers = await Promise.all([
        bed.reception.post('/api/v1/insurances', { name, type: 'Commercial' }),
        bed.lab.admin.post('/api/v1/insurances', { name: name.toLowerCase(), type: 'Commercial' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    });

    it.each([
      ['no name', { type: 'Commercial' }, 'name', 'fieldEmpty'],
      ['a blank name', { name: '  ', type: 'Commercial' }, 'name', 'fieldEmpty'],
      ['a type not in the list', { name: 'X Insurance', type: 'Private' }, 'type', 'invalidRequest'],
      ['a name of 121 characters', { name: 'x'.repeat(121), type: 'Other' }, 'name', 'textMaxLength'],
    ])('refuses %s with 400', async (_case, body, field, messageKey) => {
      const response = await bed.reception.post('/api/v1/insurances', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ messageKey, field });
    });

    it('lets no doctor, patient or referral user add one', async () => {
      for (const client of [
        await bed.lab.doctor(),
        await bed.lab.patient(),
        await bed.lab.user({ isReferral: true }),
      ]) {
        const response = await client.post('/api/v1/insurances', { name: uniqueName('Nope'), type: 'Other' });
        expect(response.statusCode).toBe(403);
      }
      const names = await bed.ctx.database.db
        .select()
        .from(insurances)
        .where(inArray(insurances.labId, [bed.lab.labId]));
      expect(names.some((row) => row.name.startsWith('Nope'))).toBe(false);
    });
  });

  describe("a patient's insurance rows", () => {
    it("starts empty, with the patient's version", async () => {
      const patient = await bed.patient(bed.lab);
      const response = await bed.reception.get(`/api/v1/patients/${patient.id}/insurances`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ items: [], version: patient.version });
    });

    it('replaces the list: untouched rows dropped (a default Self alone too), Self on the first three rows, names joined, version moved on, audited', async () => {
      const patient = await bed.patient(bed.lab);
      const row = (insuranceId: number, policyNumber: string) => ({ insuranceId, policyNumber });
      const response = await put(bed.reception, patient, {
        version: patient.version,
        insurances: [
          row(star.id, 'P-1'),
          { relation: 'Self', policyNumber: '', isWorkerCompensation: false },
          row(medicare.id, 'P-2'),
          { ...row(star.id, 'P-3'), relation: 'Spouse', groupNumber: 'G-9' },
          row(medicare.id, 'P-4'),
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<PatientInsurances>();
      expect(answer.version).toBe(patient.version + 1);
      expect(
        answer.items.map(({ position, insuranceName, insuranceType, policyNumber, relation, groupNumber }) => ({
          position,
          insuranceName,
          insuranceType,
          policyNumber,
          relation,
          groupNumber,
        })),
      ).toEqual([
        {
          position: 0,
          insuranceName: 'Star Health',
          insuranceType: 'Commercial',
          policyNumber: 'P-1',
          relation: 'Self',
          groupNumber: null,
        },
        {
          position: 1,
          insuranceName: 'medicare east',
          insuranceType: 'Medicare',
          policyNumber: 'P-2',
          relation: 'Self',
          groupNumber: null,
        },
        {
          position: 2,
          insuranceName: 'Star Health',
          insuranceType: 'Commercial',
          policyNumber: 'P-3',
          relation: 'Spouse',
          groupNumber: 'G-9',
        },
        {
          position: 3,
          insuranceName: 'medicare east',
          insuranceType: 'Medicare',
          policyNumber: 'P-4',
          relation: 'Other',
          groupNumber: null,
        },
      ]);
      expect((await bed.reception.get(`/api/v1/patients/${patient.id}/insurances`)).json()).toEqual(answer);
      const [, change] = await bed.auditOf('patient', patient.id);
      expect(change).toMatchObject({ action: 'patient.replace_insurances', labId: bed.lab.labId });
      expect(JSON.stringify(change?.after)).toContain('P-4');

      const emptied = await put(bed.reception, patient, { version: answer.version, insurances: [] });
      expect(emptied.json()).toEqual({ items: [], version: answer.version + 1 });
    });

    // spec 000 §5 line 153: 'Policy Number Required.' and 'Please Select Insurance'.
    it('refuses a filled row without an insurance or a policy number, naming each field, and writes nothing', async () => {
      const patient = await bed.patient(bed.lab);
      const response = await put(bed.reception, patient, {
        version: patient.version,
        insurances: [{ insuranceId: star.id, policyNumber: 'OK' }, { groupNumber: 'G-1' }, { insuranceId: star.id }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        messageKey: 'insuranceRequired',
        message: 'Please Select Insurance',
        fields: [
          { field: 'insurances.1.insuranceId', messageKey: 'insuranceRequired', message: 'Please Select Insurance' },
          {
            field: 'insurances.1.policyNumber',
            messageKey: 'policyNumberRequired',
            message: 'Policy Number Required.',
          },
          {
            field: 'insurances.2.policyNumber',
            messageKey: 'policyNumberRequired',
            message: 'Policy Number Required.',
          },
        ],
      });
      expect(await rowsOf([patient.id])).toEqual([]);
    });

    it.each([
      ['without its version', { insurances: [] }],
      [
        'with a relation not in the list',
        { version: 0, insurances: [{ insuranceId: 1, policyNumber: 'A', relation: 'Cousin' }] },
      ],
      ['with more than 10 rows', { version: 0, insurances: Array.from({ length: 11 }, () => ({})) }],
      [
        'with an injury date that is no date',
        { version: 0, insurances: [{ insuranceId: 1, policyNumber: 'A', injuryDate: 'yesterday' }] },
      ],
    ])('refuses a list %s with 400', async (_case, body) => {
      const patient = await bed.patient(bed.lab);
      expect((await put(bed.reception, patient, body)).statusCode).toBe(400);
    });

    it("answers 404 on the row that names another lab's insurance, and writes nothing", async () => {
      const patient = await bed.patient(bed.lab);
      const response = await put(bed.reception, patient, {
        version: patient.version,
        insurances: [
          { insuranceId: star.id, policyNumber: 'A' },
          { insuranceId: theirs.id, policyNumber: 'B' },
        ],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ messageKey: 'notFound', field: 'insurances.1.insuranceId' });
      expect(await rowsOf([patient.id])).toEqual([]);
    });

    it('refuses a stale version with 409, keeping the rows the first user saved', async () => {
      const patient = await bed.patient(bed.lab);
      const first = await put(bed.reception, patient, {
        version: patient.version,
        insurances: [{ insuranceId: star.id, policyNumber: 'FIRST' }],
      });
      expect(first.statusCode).toBe(200);
      const second = await put(bed.lab.admin, patient, {
        version: patient.version,
        insurances: [{ insuranceId: medicare.id, policyNumber: 'SECOND' }],
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual(staleRecordBody);
      expect((await rowsOf([patient.id])).map((row) => row.policyNumber)).toEqual(['FIRST']);
    });

    it('lets exactly one of two users saving the same version at once win', async () => {
      const patient = await bed.patient(bed.lab);
      const answers = await Promise.all(
        ['A', 'B'].map((policyNumber, index) =>
          put(index === 0 ? bed.reception : bed.lab.admin, patient, {
            version: patient.version,
            insurances: [{ insuranceId: star.id, policyNumber }],
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await rowsOf([patient.id])).toHaveLength(1);
    });

    it("answers 404 for another lab's patient, reading or writing, and changes nothing there", async () => {
      const theirPatient = await bed.patient(bed.other);
      expect((await bed.reception.get(`/api/v1/patients/${theirPatient.id}/insurances`)).json()).toEqual(notFoundBody);
      const response = await put(bed.reception, theirPatient, {
        version: theirPatient.version,
        insurances: [{ insuranceId: star.id, policyNumber: 'X' }],
      });
      expect(response.statusCode).toBe(404);
      expect(await rowsOf([theirPatient.id])).toEqual([]);
    });

    it("refuses a referral user's change with the spec's code-4 text, and a doctor's read", async () => {
      const patient = await bed.patient(bed.lab);
      const referral = await bed.lab.user({ isReferral: true });
      const response = await put(referral, patient, { version: patient.version, insurances: [] });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(
        errorBody(
          'forbidden',
          'patientUpdateNotPermitted',
          'It seems you does not have permission to update patient info. Please contact to administrator of account',
        ),
      );
      expect((await (await bed.lab.doctor()).get(`/api/v1/patients/${patient.id}/insurances`)).statusCode).toBe(403);
    });

    it("keeps a collection centre to its own organisation's patients", async () => {
      const clinic = await bed.organisation(bed.lab);
      const centre = await bed.collectionCentre(bed.lab, clinic.id);
      const own = await bed.patient(bed.lab, { organisationId: clinic.id });
      const elsewhere = await bed.patient(bed.lab);
      expect((await centre.get(`/api/v1/patients/${own.id}/insurances`)).statusCode).toBe(200);
      const saved = await put(centre, own, {
        version: own.version,
        insurances: [{ insuranceId: star.id, policyNumber: 'C' }],
      });
      expect(saved.statusCode).toBe(200);
      expect((await centre.get(`/api/v1/patients/${elsewhere.id}/insurances`)).statusCode).toBe(404);
      const refused = await put(centre, elsewhere, {
        version: elsewhere.version,
        insurances: [{ insuranceId: star.id, policyNumber: 'C' }],
      });
      expect(refused.statusCode).toBe(404);
      expect(await rowsOf([elsewhere.id])).toEqual([]);
    });
  });
});
