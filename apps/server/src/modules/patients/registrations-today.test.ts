import type { TodayCounts } from '@lims/contract';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-context.js';
import { collectionCentreUser, patientsTestWorld, registered } from './patients.test-support.js';

/** decision 0020: the dashboard's 'patients registered today' comes from the patients area. */
describe("the dashboard's patients registered today", () => {
  const world = patientsTestWorld();

  const registeredToday = async (client: TestClient) => {
    const response = await client.get('/api/v1/dashboard/today');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TodayCounts>().counts.find((count) => count.key === 'patientsRegistered');
  };

  it("counts the lab's new patients of its day, leads to the patients list, and leaves other labs alone", async () => {
    const before = await registeredToday(world.admin);
    expect(before).toMatchObject({ available: true, href: '/patients' });
    const otherBefore = await registeredToday(world.other.admin);

    await registered(world.admin);
    await registered(world.reception, { organisationId: world.organisation.id });

    expect((await registeredToday(world.admin))?.value).toBe((before?.value ?? 0) + 2);
    expect(await registeredToday(world.other.admin)).toEqual(otherBefore);
  });

  it('counts a patient registered again once', async () => {
    const patient = await registered(world.admin);
    const before = (await registeredToday(world.admin))?.value;
    const again = await world.admin.post('/api/v1/patients', {
      patientId: patient.id,
      version: patient.version,
      firstName: patient.firstName,
      lastName: patient.lastName,
      gender: patient.gender,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await registeredToday(world.admin))?.value).toBe(before);
  });

  it("gives a collection centre its own organisation's patients only", async () => {
    const centre = await collectionCentreUser(world.ctx, world.lab, world.organisation.id);
    const before = (await registeredToday(centre))?.value ?? 0;
    await registered(world.admin);
    await registered(world.admin, { organisationId: world.organisation.id });
    expect((await registeredToday(centre))?.value).toBe(before + 1);
  });
});
