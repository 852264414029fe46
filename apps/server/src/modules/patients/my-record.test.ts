import type { Patient, PatientChangeRequest, PatientChangeRequestList } from '@lims/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-body.js';
import type { TestUser } from '../../test/test-context.js';
import { recordsTestBed } from './records.test-support.js';

const notAuthorised = errorBody('forbidden', 'notAuthorised', 'You are not authorised to do this.');

// spec 000 §4 line 134 'Patient info change request': the patient asks from their own login, so
// they read their own details and the requests that wait for the lab there, and only their own.
describe("a patient's own record (spec 000 §4)", () => {
  const bed = recordsTestBed();
  let sunita: TestUser;
  let ravi: TestUser;

  beforeAll(async () => {
    [sunita, ravi] = [await bed.lab.patient(), await bed.lab.patient()];
  });

  it("answers the signed-in patient's own record, the id the session names", async () => {
    expect(sunita.session.user.id).toBe(sunita.id);
    const response = await sunita.get('/api/v1/me/patient');
    expect(response.statusCode, response.body).toBe(200);
    const patient = response.json<Patient>();
    expect(patient).toMatchObject({ id: sunita.id, fullName: sunita.name, pendingChangeRequests: 0 });
    expect(patient).toEqual(await bed.ctx.services.patients.get({ actor: bed.lab.system, id: sunita.id }));
  });

  it("never another patient's: each login reads its own, and the staff's route stays closed to them", async () => {
    expect((await ravi.get('/api/v1/me/patient')).json<Patient>().id).toBe(ravi.id);
    const other = await sunita.get(`/api/v1/patients/${ravi.id}`);
    expect(other.statusCode).toBe(403);
  });

  it("lists the requests still waiting for the lab, and no one else's", async () => {
    const asked = await sunita.post(`/api/v1/patients/${sunita.id}/change-requests`, { city: 'Varanasi' });
    expect(asked.statusCode, asked.body).toBe(201);
    await ravi.post(`/api/v1/patients/${ravi.id}/change-requests`, { city: 'Patna' });

    const response = await sunita.get('/api/v1/me/patient/change-requests');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<PatientChangeRequestList>();
    expect(items).toEqual([asked.json<PatientChangeRequest>()]);
    expect(items[0]?.requested).toEqual({ city: 'Varanasi' });
    expect((await sunita.get('/api/v1/me/patient')).json<Patient>().pendingChangeRequests).toBe(1);
  });

  it('drops a request from the waiting list once the lab decided it', async () => {
    const { items } = (await ravi.get('/api/v1/me/patient/change-requests')).json<PatientChangeRequestList>();
    const [request] = items;
    if (!request) throw new Error('Ravi asked for a change above');
    const decided = await bed.lab.admin.post(`/api/v1/patient-change-requests/${request.id}/decision`, {
      accept: false,
      version: request.patientVersion,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await ravi.get('/api/v1/me/patient/change-requests')).json()).toEqual({ items: [] });
  });

  it('refuses staff, doctors and organisations: they read a patient through /patients/:id', async () => {
    for (const client of [bed.lab.admin, bed.reception, await bed.lab.doctor(), await bed.lab.organisation()]) {
      for (const url of ['/api/v1/me/patient', '/api/v1/me/patient/change-requests']) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(notAuthorised);
      }
    }
  });

  it('asks to be signed in', async () => {
    const signedOut = await bed.ctx.app.inject({ method: 'GET', url: '/api/v1/me/patient' });
    expect(signedOut.statusCode).toBe(401);
  });
});
