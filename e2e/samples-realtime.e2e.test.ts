import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/**
 * The samples list follows the lab's real-time channel (issue 10: "collecting, receiving,
 * dismissing or redrawing pushes to every open waiting list and sample list of the lab, which add
 * or remove the row without a reload"; spec 002 §4 'Real-time pushes add or remove waiting-list
 * rows depending on collected, dismissed, redraw, ... and received flags'). A phlebotomist's list
 * is open; another user collects and receives through the API; the open page changes by itself.
 */
describe('Samples: an open list follows what other users do', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  it('Given a pending sample on an open list, When another user collects it and then receives it, Then the row shows Collected and then leaves the pending list, without a reload', async () => {
    const tag = uniqueLetters();
    const lastName = `Live${tag}`;
    const departmentId = (await lab.createDepartment()).id;
    const sampleType = await lab.createSampleType({ name: `Serum ${tag}`, containerType: null, containerColor: null });
    const test = await lab.createBillableTest({
      code: `LIVE-${tag}`.toUpperCase(),
      name: `Ferritin ${tag}`,
      departmentId,
      sampleTypeId: sampleType.id,
      parameter: 'Ferritin',
    });
    const patient = await lab.registerPatient({
      designation: 'Mr.',
      firstName: 'Arjun',
      lastName,
      gender: 'Male',
      age: 52,
      ageUnit: 'Years',
      isPrimaryContact: true,
    });
    const bill = await lab.createBill({ patientId: patient.id, lines: [{ kind: 'test', id: test.id }] });
    const [sample] = bill.samples;
    if (!sample) throw new Error('The bill made no sample');

    const phlebotomist = await lab.createLabUser({ flags: { sampleAccess: true } });
    const { page, context } = await openSignedIn(fixture.browser, fixture.server.baseUrl, phlebotomist, '/samples');
    await page.getByRole('heading', { name: 'Samples' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by sample, bill or patient' }).fill(lastName);
    const row = page.getByRole('row').filter({ hasText: sample.autoSampleId });
    await row.getByText('Not Collected').waitFor();
    // The page must not reload: a mark on the window survives only if it does not.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const colleague = await LabApi.signIn(
      fixture.server.baseUrl,
      await lab.createLabUser({ flags: { sampleAccess: true } }),
    );
    const [collected] = (await colleague.collectSamples([{ id: sample.id, version: 0 }])).samples;
    await row.getByText('Collected', { exact: true }).waitFor();

    await colleague.receiveSamples([{ id: sample.id, version: collected?.version ?? 1 }]);
    await row.waitFor({ state: 'detached' });
    await expect(
      page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).resolves.toBe(true);
    await context.close();
  });
});
