import type { MedicalHistoryLists, NamedRef, Patient } from '@lims/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { medicalHistoryItems } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestClient } from '../../test/test-context.js';
import { uniqueName } from '../../test/test-context.js';
import { patientsTestWorld, registered } from './patients.test-support.js';
import { notFoundOn, staleRecordBody } from './records.test-support.js';

// spec 000 §8 Medical history, codes 2 and 4.
const nameExists = errorBody(
  'conflict',
  'medicalHistoryNameExists',
  'This medical history name already exists.',
  'name',
);
const notPermitted = errorBody(
  'forbidden',
  'medicalHistoryNotPermitted',
  'You do not have permission to add/edit Allergies or Clinical History.',
);

describe('medical histories and allergies (spec 000 §2 Edit Medical History, §7, §8)', () => {
  const world = patientsTestWorld();

  const add = (client: TestClient, body: unknown) => client.post('/api/v1/medical-history-items', body);
  const added = async (client: TestClient, kind: 'history' | 'allergy', name = uniqueName(kind)) => {
    const response = await add(client, { kind, name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<NamedRef>();
  };
  const listsOf = async (client: TestClient) => {
    const response = await client.get('/api/v1/medical-history-items');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MedicalHistoryLists>();
  };
  const itemsNamed = (name: string) =>
    world.ctx.database.db.select().from(medicalHistoryItems).where(eq(medicalHistoryItems.name, name));

  describe('the lists (GET and POST /api/v1/medical-history-items)', () => {
    it("adds a history with its name trimmed (201), audits it and lists it by name beside the lab's allergies", async () => {
      const name = uniqueName('Hypertension');
      const response = await add(world.reception, { name: `  ${name}  ` });
      expect(response.statusCode).toBe(201);
      const item = response.json<NamedRef>();
      expect(item).toEqual({ id: expect.any(Number), name });
      const [row] = await world.auditOf(item.id, 'medical_history_item');
      expect(row).toMatchObject({
        action: 'medical_history_item.create',
        after: expect.objectContaining({ name, kind: 'history' }),
      });
      const allergy = await added(world.admin, 'allergy', uniqueName('Aspirin'));
      const lists = await listsOf(world.referralUser);
      expect(lists.histories).toContainEqual(item);
      expect(lists.allergies).toContainEqual(allergy);
      expect(lists.histories).not.toContainEqual(allergy);
      const names = lists.histories.map((history) => history.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    });

    it.each(['ASTHMA', 'asthma', ' Asthma '])(
      "refuses %j when 'Asthma' is in the list: 409 'This medical history name already exists.'",
      async (name) => {
        const lab = await world.ctx.createLab();
        await added(lab.admin, 'history', 'Asthma');
        const response = await add(lab.admin, { kind: 'history', name });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(nameExists);
        // The same name is no conflict as an allergy, nor in another lab.
        expect((await add(lab.admin, { kind: 'allergy', name })).statusCode).toBe(201);
        expect((await add(world.other.admin, { kind: 'history', name: `${name}${uniqueName('')}` })).statusCode).toBe(
          201,
        );
      },
    );

    it('settles two adds of one name at once: one 201, one 409, one row', async () => {
      const name = uniqueName('Migraine');
      const answers = await Promise.all([
        add(world.admin, { name }),
        add(world.reception, { name: name.toUpperCase() }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(nameExists);
      expect(await itemsNamed(name)).toHaveLength(1);
    });

    it.each([
      ['an empty name', { name: '' }, 'fieldEmpty', 'This field should not be empty.', 'name'],
      ['a blank name', { name: '   ' }, 'fieldEmpty', 'This field should not be empty.', 'name'],
      [
        'a name of 121 characters',
        { name: 'x'.repeat(121) },
        'textMaxLength',
        'Must be at most 120 characters.',
        'name',
      ],
      [
        'a kind not in the list',
        { name: 'Gout', kind: 'disease' },
        'invalidRequest',
        'Please Input Valid Information.',
        'kind',
      ],
    ] as const)('refuses %s with 400', async (_case, body, key, text, field) => {
      const response = await add(world.admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ messageKey: key, message: text });
      expect(response.json().error.field).toBe(field);
    });

    it("refuses a referral user's add with code 4's text, and a doctor's look at the lists", async () => {
      const name = uniqueName('Gout');
      const response = await add(world.referralUser, { name });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(notPermitted);
      expect(await itemsNamed(name)).toEqual([]);
      const doctor = await world.lab.doctor();
      expect((await doctor.get('/api/v1/medical-history-items')).statusCode).toBe(403);
    });

    it("keeps each lab's lists its own", async () => {
      const ours = await added(world.admin, 'history');
      const theirs = await listsOf(world.other.admin);
      expect(theirs.histories).not.toContainEqual(ours);
    });
  });

  describe("a patient's ticks (PUT /api/v1/patients/:id/medical-history)", () => {
    let diabetes: NamedRef;
    let asthma: NamedRef;
    let penicillin: NamedRef;
    beforeAll(async () => {
      diabetes = await added(world.admin, 'history', uniqueName('Diabetes'));
      asthma = await added(world.admin, 'history', uniqueName('Asthma'));
      penicillin = await added(world.admin, 'allergy', uniqueName('Penicillin'));
    });
    const save = (client: TestClient, id: number, body: unknown) =>
      client.put(`/api/v1/patients/${id}/medical-history`, body);

    it('ticks exactly what was saved, answers the card, moves the version on and audits before and after', async () => {
      const patient = await registered(world.reception, { medicalHistoryIds: [diabetes.id] });
      const response = await save(world.reception, patient.id, {
        medicalHistoryIds: [asthma.id, asthma.id],
        allergyIds: [penicillin.id],
        version: 0,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Patient>()).toMatchObject({
        medicalHistory: [asthma],
        allergies: [penicillin],
        version: 1,
      });
      const rows = await world.auditOf(patient.id);
      expect(rows[1]).toMatchObject({
        action: 'patient.set_medical_history',
        before: expect.objectContaining({ medicalHistory: [diabetes], allergies: [] }),
        after: expect.objectContaining({ medicalHistory: [asthma], allergies: [penicillin] }),
      });
      await vi.waitFor(() =>
        expect(world.events).toContainEqual(
          expect.objectContaining({ payload: { patientId: patient.id, kind: 'updated' } }),
        ),
      );
      const cleared = await save(world.reception, patient.id, { medicalHistoryIds: [], allergyIds: [], version: 1 });
      expect(cleared.json()).toMatchObject({ medicalHistory: [], allergies: [], version: 2 });
    });

    it("answers 404 on the list that names an item of the wrong kind or another lab's, changing nothing", async () => {
      const patient = await registered(world.reception);
      const theirs = await added(world.other.admin, 'allergy');
      for (const [body, field] of [
        [{ medicalHistoryIds: [penicillin.id], allergyIds: [] }, 'medicalHistoryIds'],
        [{ medicalHistoryIds: [], allergyIds: [diabetes.id] }, 'allergyIds'],
        [{ medicalHistoryIds: [], allergyIds: [theirs.id] }, 'allergyIds'],
        [{ medicalHistoryIds: [99_999_999], allergyIds: [] }, 'medicalHistoryIds'],
      ] as const) {
        const response = await save(world.reception, patient.id, { ...body, version: 0 });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFoundOn(field));
      }
      expect((await world.reception.get(`/api/v1/patients/${patient.id}`)).json()).toEqual(patient);
    });

    it("answers 404 for another lab's patient, 409 on a stale version and 403 for a referral user", async () => {
      const theirs = await registered(world.other.admin);
      const body = { medicalHistoryIds: [diabetes.id], allergyIds: [], version: 0 };
      expect((await save(world.admin, theirs.id, body)).json()).toEqual(notFoundOn());
      const patient = await registered(world.reception);
      const answers = await Promise.all([save(world.admin, patient.id, body), save(world.reception, patient.id, body)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(staleRecordBody);
      expect((await save(world.referralUser, patient.id, { ...body, version: 1 })).json()).toEqual(notPermitted);
    });

    it.each([
      ['no version', { medicalHistoryIds: [], allergyIds: [] }, 'fieldEmpty', 'version'],
      [
        'ids that are not a list',
        { medicalHistoryIds: 3, allergyIds: [], version: 0 },
        'invalidRequest',
        'medicalHistoryIds',
      ],
      ['no allergies list', { medicalHistoryIds: [], version: 0 }, 'fieldEmpty', 'allergyIds'],
    ] as const)('refuses %s with 400', async (_case, body, key, field) => {
      const patient = await registered(world.reception);
      const response = await save(world.reception, patient.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ messageKey: key, field });
    });

    it("refuses a registration's histories from a referral user: registering is theirs, ticking is not", async () => {
      const response = await world.referralUser.post('/api/v1/patients', {
        firstName: uniqueName('Ravi'),
        lastName: 'Kumar',
        gender: 'Male',
        medicalHistoryIds: [diabetes.id],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(notPermitted);
    });
  });
});
