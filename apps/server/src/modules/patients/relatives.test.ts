import type { Patient, PatientRelativeList } from '@lims/contract';
import { eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patientRelatives } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestClient } from '../../test/test-context.js';
import { notFoundBody, recordsTestBed } from './records.test-support.js';

const relativeIsSelf = errorBody(
  'bad_request',
  'relativeIsSelf',
  'A patient cannot be their own relative.',
  'relativeId',
);

// spec 000 §7 line 207: "GET user-details/get-patient-relative/ with patientId"; §3 line 101 Relations.
describe('relatives (spec 000 §7 get-patient-relative)', () => {
  const bed = recordsTestBed();

  const path = (patient: Pick<Patient, 'id'>) => `/api/v1/patients/${patient.id}/relatives`;
  const add = (client: TestClient, patient: Pick<Patient, 'id'>, relativeId: number, relation: string) =>
    client.post(path(patient), { relativeId, relation });
  const linksOf = (...ids: number[]) =>
    bed.ctx.database.db
      .select()
      .from(patientRelatives)
      .where(or(inArray(patientRelatives.patientId, ids), inArray(patientRelatives.relativeId, ids)))
      .orderBy(patientRelatives.patientId);

  it('links a relative on both sides, each with the relation seen from it, and audits the link', async () => {
    const son = await bed.patient(bed.lab, { gender: 'Male' });
    const mother = await bed.patient(bed.lab, { gender: 'Female', mobile: '9876543210' });
    const response = await add(bed.reception, son, mother.id, 'Mother');
    expect(response.statusCode).toBe(201);
    expect(response.json<PatientRelativeList>()).toEqual({
      items: [
        {
          relation: 'Mother',
          relative: {
            id: mother.id,
            labPatientId: mother.labPatientId,
            fullName: mother.fullName,
            gender: 'Female',
            age: null,
            ageUnit: null,
            mobile: '9876543210',
          },
        },
      ],
    });
    const theirSide = await bed.reception.get(path(mother));
    expect(theirSide.json<PatientRelativeList>().items).toEqual([
      { relation: 'Son', relative: expect.objectContaining({ id: son.id, gender: 'Male' }) },
    ]);
    expect((await bed.auditOf('patient', son.id)).at(-1)).toMatchObject({
      action: 'patient.add_relative',
      before: null,
      after: [
        expect.objectContaining({ patientId: son.id, relativeId: mother.id, relation: 'Mother' }),
        expect.objectContaining({ patientId: mother.id, relativeId: son.id, relation: 'Son' }),
      ],
    });
  });

  it('changes the relation of a link made again, on both sides', async () => {
    const [first, second] = [await bed.patient(bed.lab, { gender: 'Female' }), await bed.patient(bed.lab)];
    await add(bed.reception, first, second.id, 'Daughter');
    const again = await add(bed.reception, first, second.id, 'Spouse');
    expect(again.json<PatientRelativeList>().items).toEqual([expect.objectContaining({ relation: 'Spouse' })]);
    expect((await linksOf(first.id)).map((row) => row.relation)).toEqual(['Spouse', 'Spouse']);
  });

  it('unlinks both sides, and answers 404 for a link that is not there', async () => {
    const [first, second] = [await bed.patient(bed.lab), await bed.patient(bed.lab)];
    await add(bed.reception, first, second.id, 'Spouse');
    const removed = await bed.reception.request('DELETE', `${path(second)}/${first.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ items: [] });
    expect(await linksOf(first.id, second.id)).toEqual([]);
    expect((await bed.auditOf('patient', second.id)).at(-1)).toMatchObject({ action: 'patient.remove_relative' });
    expect((await bed.reception.request('DELETE', `${path(second)}/${first.id}`)).json()).toEqual(notFoundBody);
  });

  it("refuses a patient as their own relative, or a relation of 'Self', with 'A patient cannot be their own relative.'", async () => {
    const [patient, other] = [await bed.patient(bed.lab), await bed.patient(bed.lab)];
    for (const [relativeId, relation] of [
      [patient.id, 'Spouse'],
      [other.id, 'Self'],
    ] as const) {
      const response = await add(bed.reception, patient, relativeId, relation);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(relativeIsSelf);
    }
    expect(await linksOf(patient.id)).toEqual([]);
  });

  it.each([
    ['no relation', { relativeId: 1 }],
    ['a relation not in the list', { relativeId: 1, relation: 'Cousin' }],
    ['a relative id that is no id', { relativeId: 'abc', relation: 'Spouse' }],
  ])('refuses %s with 400', async (_case, body) => {
    const patient = await bed.patient(bed.lab);
    expect((await bed.reception.post(path(patient), body)).statusCode).toBe(400);
  });

  it("answers 404 for another lab's patient on either side, and writes nothing", async () => {
    const ours = await bed.patient(bed.lab);
    const theirs = await bed.patient(bed.other);
    const asRelative = await add(bed.reception, ours, theirs.id, 'Spouse');
    expect(asRelative.statusCode).toBe(404);
    expect(asRelative.json().error).toMatchObject({ messageKey: 'notFound', field: 'relativeId' });
    expect((await add(bed.reception, theirs, ours.id, 'Spouse')).json()).toEqual(notFoundBody);
    expect((await bed.reception.get(path(theirs))).json()).toEqual(notFoundBody);
    expect((await bed.reception.request('DELETE', `${path(theirs)}/${ours.id}`)).statusCode).toBe(404);
    expect(await linksOf(ours.id, theirs.id)).toEqual([]);
  });

  it('lets a referral user read but not link, and a doctor neither', async () => {
    const [first, second] = [await bed.patient(bed.lab), await bed.patient(bed.lab)];
    const referral = await bed.lab.user({ isReferral: true });
    expect((await referral.get(path(first))).statusCode).toBe(200);
    const refused = await add(referral, first, second.id, 'Spouse');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.messageKey).toBe('patientUpdateNotPermitted');
    expect((await (await bed.lab.doctor()).get(path(first))).statusCode).toBe(403);
    expect(await linksOf(first.id)).toEqual([]);
  });

  it("keeps a collection centre to its own organisation's patients, as patients and as relatives", async () => {
    const clinic = await bed.organisation(bed.lab);
    const centre = await bed.collectionCentre(bed.lab, clinic.id);
    const [own, ownToo] = [
      await bed.patient(bed.lab, { organisationId: clinic.id }),
      await bed.patient(bed.lab, { organisationId: clinic.id }),
    ];
    const elsewhere = await bed.patient(bed.lab);
    expect((await add(centre, own, ownToo.id, 'Spouse')).statusCode).toBe(201);
    expect((await add(centre, own, elsewhere.id, 'Father')).statusCode).toBe(404);
    expect((await add(centre, elsewhere, own.id, 'Father')).statusCode).toBe(404);
    // A link the lab made to a patient outside the centre's organisation stays out of its sight.
    expect((await add(bed.reception, own, elsewhere.id, 'Father')).statusCode).toBe(201);
    expect((await bed.reception.get(path(own))).json<PatientRelativeList>().items).toHaveLength(2);
    expect((await centre.get(path(own))).json<PatientRelativeList>().items.map((item) => item.relative.id)).toEqual([
      ownToo.id,
    ]);
    expect((await centre.request('DELETE', `${path(own)}/${elsewhere.id}`)).statusCode).toBe(404);
    expect(await linksOf(elsewhere.id)).toHaveLength(2);
  });

  it('settles two users linking the same two patients from both ends at once, without a deadlock', async () => {
    const [first, second] = [await bed.patient(bed.lab), await bed.patient(bed.lab)];
    const answers = await Promise.all([
      add(bed.reception, first, second.id, 'Spouse'),
      add(bed.lab.admin, second, first.id, 'Spouse'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await linksOf(first.id)).toHaveLength(2);
    expect(
      (await bed.ctx.database.db.select().from(patientRelatives).where(eq(patientRelatives.patientId, first.id)))
        .length,
    ).toBe(1);
  });
});
