import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/**
 * Outsourcing (issue 10; spec 002 §7 'Outsourcing:', §8 'Outsource:'): the lab's technician
 * sends a bill's two outsource tests to the reference laboratory at its prices, finds them
 * outsourced and flagged, and puts one back for the lab to do. The centre, its price list, the
 * tests, the patient and the bill are made here through the API.
 */
describe('Outsourcing: two tests of a bill sent to a reference laboratory, one put back', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

  it("Given a bill of two outsource tests, When the technician outsources both and puts one back, Then they read 'Outsourced' and the one put back is under Returned", async () => {
    const tag = uniqueLetters();
    const centre = await lab.createOutsourceCentre(`Reference Lab ${tag}`);
    const departmentId = (await lab.createDepartment()).id;
    const serum = await lab.createSampleType({ name: `Serum ${tag}`, containerType: 'Vacutainer' });
    const common = { departmentId, sampleTypeId: serum.id, outsourceCentreId: centre.id };
    const vitaminD = await lab.createBillableTest({
      code: `VITD-${tag}`.toUpperCase(),
      name: `Vitamin D ${tag}`,
      parameter: 'Vitamin D',
      ...common,
    });
    const ferritin = await lab.createBillableTest({
      code: `FERR-${tag}`.toUpperCase(),
      name: `Ferritin ${tag}`,
      parameter: 'Ferritin',
      ...common,
    });
    await lab.setOutsourcePrices(centre.id, [{ testId: vitaminD.id, price: 95_000 }]);
    const patient = await lab.registerPatient({
      designation: 'Mr.',
      firstName: 'Arjun',
      lastName: `Out${tag}`,
      gender: 'Male',
      age: 52,
      ageUnit: 'Years',
      isPrimaryContact: true,
    });
    await lab.createBill({
      patientId: patient.id,
      lines: [
        { kind: 'test', id: vitaminD.id },
        { kind: 'test', id: ferritin.id },
      ],
    });

    const technician = await lab.createLabUser({ flags: { sampleAccess: true } });
    const { context, page } = await openSignedIn(fixture.browser, fixture.server.baseUrl, technician, '/samples');
    await page.getByRole('link', { name: 'Outsourcing' }).click();
    await page.getByRole('heading', { name: 'Outsourcing' }).waitFor();
    const tabs = () => page.getByRole('radiogroup', { name: 'Outsourcing lists' });
    const search = () => page.getByRole('searchbox', { name: 'Search by test, bill, patient or sample' });
    await search().fill(`Out${tag}`);
    await rowOf(page, vitaminD.name).getByText('Outsource Eligible').waitFor();
    await rowOf(page, ferritin.name).getByText('Outsource Eligible').waitFor();

    // Both chosen and sent to the centre the catalogue names, at what it charges.
    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    await page.getByText('Selected: 2').waitFor();
    await page.getByRole('button', { name: 'Outsource', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Outsource tests (2)' });
    // The centre's name shows once the catalogue's centres are in.
    await expect
      .poll(() => dialog.getByRole('textbox', { name: `Centre for ${vitaminD.name}` }).inputValue())
      .toBe(centre.name);
    // Its own price for vitamin D; ferritin, which it has none for, at the catalogue cost.
    await dialog.getByText('₹950').waitFor();
    await dialog.getByText('₹0').waitFor();
    await dialog.getByLabel('Comments').fill('Evening courier');
    await screenshot(page, 'outsourcing-dialog');
    await dialog.getByRole('button', { name: 'Outsource' }).click();
    await page.getByText('Tests Outsourced Successfully.').waitFor();
    await expect(rowOf(page, vitaminD.name).count()).resolves.toBe(0);

    // Out at the centre, flagged, at the price sent.
    await tabs().getByText('Outsourced').click();
    await search().fill(`Out${tag}`);
    const vitaminDRow = rowOf(page, vitaminD.name);
    await vitaminDRow.getByText('Outsourced', { exact: true }).waitFor();
    await vitaminDRow.getByText(centre.name).waitFor();
    await vitaminDRow.getByText('₹950').waitFor();
    await rowOf(page, ferritin.name).getByText('Outsourced', { exact: true }).waitFor();
    await screenshot(page, 'outsourcing-outsourced');

    // Ferritin put back: the lab does it itself.
    await page.getByRole('button', { name: `Actions for ${ferritin.code} ${ferritin.name}` }).click();
    await page.getByRole('menuitem', { name: 'Put back', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Put back ${ferritin.name}?` })
      .getByRole('button', { name: 'Put back' })
      .click();
    await page.getByText('Report put back: the lab does the test.').waitFor();
    await rowOf(page, ferritin.name).waitFor({ state: 'detached' });
    await vitaminDRow.getByText('Outsourced', { exact: true }).waitFor();

    await tabs().getByText('Returned').click();
    await search().fill(`Out${tag}`);
    await rowOf(page, ferritin.name).getByText('Put back').waitFor();
    await expect(rowOf(page, vitaminD.name).count()).resolves.toBe(0);
    await context.close();
  });
});
