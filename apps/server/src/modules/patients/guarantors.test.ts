import type { Guarantor, GuarantorList, Patient, PatientGuarantorList } from '@lims/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guarantors, patientGuarantors } from '../../db/schema/index.js';
import { type TestClient, uniqueName } from '../../test/test-context.js';
import { notFoundBody, recordsTestBed } from './records.test-support.js';

describe('guarantors (spec 000 §3 Guarantor, §4 the default is preselected)', () => {
  const bed = recordsTestBed();

  const linksOf = (patientId: number) =>
    bed.ctx.database.db.select().from(patientGuarantors).where(eq(patientGuarantors.patientId, patientId));

  const link = (client: TestClient, patient: Pick<Patient, 'id'>, body: unknown) =>
    client.post(`/api/v1/patients/${patient.id}/guarantors`, body);

  const newGuarantor = async (patient: Patient, firstName: string, extra: object = {}) => {
    const response = await link(bed.reception, patient, { firstName, relation: 'Father', ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PatientGuarantorList>().items.find((item) => item.firstName === firstName) as Guarantor;
  };

  it('links a new guarantor from the form, audits both, and lists it', async () => {
    const patient = await bed.patient(bed.lab);
    const response = await link(bed.reception, patient, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      contact: '9876543210',
      countryCode: '91',
      email: 'ravi@example.com',
      address: '12 MG Road',
      relation: 'Father',
    });
    expect(response.statusCode).toBe(201);
    const { items } = response.json<PatientGuarantorList>();
    expect(items).toEqual([
      {
        id: expect.any(Number),
        firstName: 'Ravi',
        lastName: 'Kumar',
        countryCode: '91',
        contact: '9876543210',
        email: 'ravi@example.com',
        address: '12 MG Road',
        relation: 'Father',
        isDefault: false,
      },
    ]);
    expect((await bed.reception.get(`/api/v1/patients/${patient.id}/guarantors`)).json()).toEqual({ items });
    expect((await bed.auditOf('guarantor', items[0]?.id ?? 0)).map((row) => row.action)).toEqual(['guarantor.create']);
    expect((await bed.auditOf('patient', patient.id)).map((row) => row.action)).toContain('patient.link_guarantor');
  });

  it('links an existing guarantor to a second patient and makes one the default, which then comes first', async () => {
    const [first, second] = [await bed.patient(bed.lab), await bed.patient(bed.lab)];
    const mother = await newGuarantor(first, 'Meena');
    const uncle = await newGuarantor(second, 'Arjun');
    const linked = await link(bed.reception, second, { guarantorId: mother.id, relation: 'Mother', isDefault: true });
    expect(linked.statusCode).toBe(201);
    expect(
      linked.json<PatientGuarantorList>().items.map(({ id, relation, isDefault }) => ({ id, relation, isDefault })),
    ).toEqual([
      { id: mother.id, relation: 'Mother', isDefault: true },
      { id: uncle.id, relation: 'Father', isDefault: false },
    ]);
    // Making another the default takes it from the first: one default at most.
    const again = await link(bed.reception, second, { guarantorId: uncle.id, relation: 'Other', isDefault: true });
    expect(again.json<PatientGuarantorList>().items.map((item) => [item.id, item.isDefault])).toEqual([
      [uncle.id, true],
      [mother.id, false],
    ]);
    // Linking again without asking for the default changes the relation and keeps the default.
    const relinked = await link(bed.reception, second, { guarantorId: uncle.id, relation: 'Spouse' });
    expect(relinked.json<PatientGuarantorList>().items[0]).toMatchObject({
      id: uncle.id,
      relation: 'Spouse',
      isDefault: true,
    });
    expect(await linksOf(first.id)).toEqual([expect.objectContaining({ guarantorId: mother.id, relation: 'Father' })]);
  });

  it("searches the lab's guarantors by the start of a name or a part of the contact, and nobody else's", async () => {
    const patient = await bed.patient(bed.lab);
    const surname = uniqueName('Iyer').replace('-', '');
    const found = await newGuarantor(patient, 'Lakshmi', { lastName: surname, contact: '9123456780' });
    const theirPatient = await bed.patient(bed.other);
    await link(bed.other.admin, theirPatient, { firstName: 'Lakshmi', lastName: surname, relation: 'Mother' });
    const search = async (query: string) =>
      (await bed.reception.get(`/api/v1/guarantors?search=${encodeURIComponent(query)}`)).json<GuarantorList>().items;
    expect((await search(surname.slice(0, 6).toLowerCase())).map((item) => item.id)).toEqual([found.id]);
    expect((await search(`lakshmi ${surname}`)).map((item) => item.id)).toEqual([found.id]);
    expect((await search('2345678')).map((item) => item.id)).toContain(found.id);
    expect(await search(`${surname}%`)).toEqual([]);
    expect((await bed.reception.get('/api/v1/guarantors?limit=51')).statusCode).toBe(400);
  });

  it.each([
    ['neither an id nor a first name', { relation: 'Father' }, 'firstName', 'fieldEmpty'],
    ['no relation', { firstName: 'Asha' }, 'relation', 'fieldEmpty'],
    ['a relation not in the list', { firstName: 'Asha', relation: 'Cousin' }, 'relation', 'invalidRequest'],
    [
      'a dial code that is not one',
      { firstName: 'Asha', relation: 'Father', countryCode: '+91' },
      'countryCode',
      'invalidRequest',
    ],
  ])('refuses %s with 400, writing nothing', async (_case, body, field, messageKey) => {
    const patient = await bed.patient(bed.lab);
    const response = await link(bed.reception, patient, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ messageKey, field });
    expect(await linksOf(patient.id)).toEqual([]);
  });

  it("answers 404 for another lab's guarantor or patient, and writes nothing", async () => {
    const patient = await bed.patient(bed.lab);
    const theirPatient = await bed.patient(bed.other);
    const theirs = (
      await link(bed.other.admin, theirPatient, { firstName: 'Other', relation: 'Father' })
    ).json<PatientGuarantorList>().items[0] as Guarantor;
    const byId = await link(bed.reception, patient, { guarantorId: theirs.id, relation: 'Father' });
    expect(byId.statusCode).toBe(404);
    expect(byId.json().error).toMatchObject({ messageKey: 'notFound', field: 'guarantorId' });
    expect(await linksOf(patient.id)).toEqual([]);
    expect((await link(bed.reception, theirPatient, { firstName: 'Sneaky', relation: 'Father' })).json()).toEqual(
      notFoundBody,
    );
    expect((await bed.reception.get(`/api/v1/patients/${theirPatient.id}/guarantors`)).json()).toEqual(notFoundBody);
    expect(await linksOf(theirPatient.id)).toHaveLength(1);
    const sneaky = await bed.ctx.database.db.select().from(guarantors).where(eq(guarantors.firstName, 'Sneaky'));
    expect(sneaky).toEqual([]);
  });

  it('lets a referral user read but not link, and a patient login neither', async () => {
    const patient = await bed.patient(bed.lab);
    const referral = await bed.lab.user({ isReferral: true });
    expect((await referral.get(`/api/v1/patients/${patient.id}/guarantors`)).statusCode).toBe(200);
    expect((await link(referral, patient, { firstName: 'Asha', relation: 'Father' })).statusCode).toBe(403);
    const own = await bed.lab.patient();
    expect((await own.get(`/api/v1/patients/${own.id}/guarantors`)).statusCode).toBe(403);
    expect((await own.get('/api/v1/guarantors')).statusCode).toBe(403);
  });

  it("keeps a collection centre to its own organisation's patients and their guarantors", async () => {
    const clinic = await bed.organisation(bed.lab);
    const centre = await bed.collectionCentre(bed.lab, clinic.id);
    const own = await bed.patient(bed.lab, { organisationId: clinic.id });
    const elsewhere = await bed.patient(bed.lab);
    const shared = uniqueName('Kapoor').replace('-', '');
    const ours = (await link(centre, own, { firstName: shared, relation: 'Father' })).json<PatientGuarantorList>()
      .items[0] as Guarantor;
    const notOurs = await newGuarantor(elsewhere, `${shared}x`);
    const search = await centre.get(`/api/v1/guarantors?search=${shared}`);
    expect(search.json<GuarantorList>().items.map((item) => item.id)).toEqual([ours.id]);
    expect((await link(centre, own, { guarantorId: notOurs.id, relation: 'Father' })).statusCode).toBe(404);
    expect((await centre.get(`/api/v1/patients/${elsewhere.id}/guarantors`)).statusCode).toBe(404);
    expect((await link(centre, elsewhere, { firstName: 'Nope', relation: 'Father' })).statusCode).toBe(404);
    expect(
      (
        await bed.ctx.database.db
          .select()
          .from(patientGuarantors)
          .where(inArray(patientGuarantors.patientId, [elsewhere.id]))
      ).length,
    ).toBe(1);
  });
});
