import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/** A surname no other test uses, in letters only: names refuse digits nowhere, but read better so. */
const uniqueSurname = (prefix: string) => `${prefix}${uniqueLetters()}`;

/** A form field by its label, marked required (' *') or not. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** An Indian mobile number no other test uses (98 followed by eight digits). */
const uniqueMobile = () => `98${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;

/**
 * The front desk's day with a patient (issue 'Patients'): register through the form, with one
 * mistake shown and fixed, find the patient again by the search box, change their details with
 * the password check, and tick a new medical history. Each test makes its own user and patient.
 */
describe.concurrent('Patients: register, find, update and record medical history', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  /** Fills the split-name form for a new male patient of 34 years, leaving out what `skip` names. */
  async function fillNewPatient(page: Page, texts: FormTexts, patient: { firstName: string; lastName: string }) {
    await page.getByLabel(label(texts.firstName)).fill(patient.firstName);
    await page.getByRole('radio', { name: texts.male, exact: true }).check();
    await page.getByLabel(label(texts.age)).fill('34');
    await page.getByLabel(label(texts.mobile)).fill(uniqueMobile());
  }

  interface FormTexts {
    firstName: string;
    lastName: string;
    male: string;
    age: string;
    mobile: string;
    register: string;
    lastNameMissing: string;
  }

  const english: FormTexts = {
    firstName: 'First name',
    lastName: 'Last name',
    male: 'Male',
    age: 'Age',
    mobile: 'Mobile',
    register: 'Register',
    lastNameMissing: 'Please Enter the Patient Last Name.',
  };

  it('Given the registration form, When the receptionist leaves out the last name, Then the spec message shows under it; When they add it, Then the patient is registered and found again by the search box', async () => {
    const receptionist = await lab.createLabUser();
    const { page, context } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      receptionist,
      '/patients/new',
    );
    const lastName = uniqueSurname('Kulkarni');

    await fillNewPatient(page, english, { firstName: 'Ravi', lastName });
    await page.getByRole('button', { name: english.register, exact: true }).click();
    await page.getByText(english.lastNameMissing).waitFor();

    await page.getByLabel(label(english.lastName)).fill(lastName);
    await page.getByRole('button', { name: english.register, exact: true }).click();
    // The patient's own page opens with the header card.
    await page.getByRole('heading', { name: new RegExp(`Ravi ${lastName}`) }).waitFor();
    await screenshot(page, 'patients-registered');

    await page.goto('/patients');
    await page.getByPlaceholder('Go to a patient, bill or order').fill(`${lastName.slice(0, 6)} rav`);
    await page.getByRole('option', { name: new RegExp(lastName) }).click();
    await page.waitForURL(/\/patients\/\d+$/);
    await page.getByRole('heading', { name: new RegExp(`Ravi ${lastName}`) }).waitFor();
    await context.close();
  });

  it('Given a patient, When the receptionist updates their city, Then Update stays disabled until their own password verifies, and the record has the new city', async ({
    expect,
  }) => {
    const receptionist = await lab.createLabUser();
    const lastName = uniqueSurname('Iyer');
    const patient = await lab.registerPatient({ firstName: 'Meena', lastName, gender: 'Female', age: 52 });
    const { page, context } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      receptionist,
      `/patients/${patient.id}`,
    );

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Patient Info' });
    await dialog.getByLabel('City', { exact: true }).fill('Pune');
    const update = dialog.getByRole('button', { name: 'Update', exact: true });
    await expect(update.isDisabled()).resolves.toBe(true);

    await dialog.getByLabel('Your password').fill('Wrong@1234');
    await dialog.getByText('Failed to verify user password').waitFor();
    await expect(update.isDisabled()).resolves.toBe(true);

    await dialog.getByLabel('Your password').fill(demoPassword);
    await dialog.getByText('Password verified').waitFor();
    await update.click();
    await page.getByText('Successfully updated details.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect((await lab.getPatient(patient.id)).city).toBe('Pune');
    await context.close();
  });

  it('Given a patient, When the receptionist adds a medical history and ticks it, Then the card lists it', async () => {
    const receptionist = await lab.createLabUser();
    const patient = await lab.registerPatient({
      firstName: 'Farhan',
      lastName: uniqueSurname('Qureshi'),
      gender: 'Male',
      age: 41,
    });
    const history = `Migraine ${randomBytes(3).toString('hex')}`;
    const { page, context } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      receptionist,
      `/patients/${patient.id}`,
    );

    await page.getByRole('button', { name: 'Edit Medical History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Medical History' });
    await dialog.getByLabel('New name').fill(`  ${history}  `);
    await dialog.getByRole('button', { name: '+ Add Medical History' }).click();
    await page.getByText('Medical history added successfully').waitFor();
    await dialog.getByRole('checkbox', { name: history }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(history).first().waitFor();
    await context.close();
  });

  it("Given the demo patient's own login, When she asks for a change of her area, Then the lab's admin sees it in 'Info Request Changes >' and accepts it", async ({
    expect,
  }) => {
    const area = `Sector ${randomBytes(3).toString('hex')}`;
    const patient = { username: 'patient', password: demoPassword, kind: 'patient' };
    const asPatient = await openSignedIn(fixture.browser, fixture.server.baseUrl, patient, '/my-details');
    await asPatient.page.getByLabel(label('Area')).fill(area);
    await asPatient.page.getByRole('button', { name: 'Send to the lab' }).click();
    await asPatient.page.getByText('Your request has been sent to the lab.').waitFor();
    await asPatient.page.getByText('Waiting for the lab').waitFor();
    await asPatient.context.close();

    // The demo patient Sunita Devi is the lab's first patient.
    const admin = { username: 'admin', password: demoPassword };
    const { page, context } = await openSignedIn(fixture.browser, fixture.server.baseUrl, admin, '/patients/1');
    await page.getByRole('button', { name: 'Info Request Changes >' }).click();
    const request = page.getByRole('dialog').filter({ hasText: area });
    await request.getByText(area).waitFor();
    await request.getByRole('button', { name: 'Accept Changes' }).last().click();
    await page.getByText('The changes were accepted.').waitFor();
    await expect((await lab.getPatient(1)).area).toBe(area);
    await context.close();
  });

  it('في العربية: Given the Arabic interface, When the receptionist registers without a last name, Then the message is in Arabic; When fixed, Then the patient is registered', async () => {
    const receptionist = await lab.createLabUser();
    const { page, context } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      receptionist,
      '/patients/new',
      {
        language: 'ar',
      },
    );
    const arabic = await arabicTexts();
    const lastName = uniqueSurname('Haddad');

    await fillNewPatient(page, arabic, { firstName: 'Omar', lastName });
    await page.getByRole('button', { name: arabic.register, exact: true }).click();
    await page.getByText(arabic.lastNameMissing).waitFor();
    await screenshot(page, 'patients-register-error-ar');

    await page.getByLabel(label(arabic.lastName)).fill(lastName);
    await page.getByRole('button', { name: arabic.register, exact: true }).click();
    await page.getByRole('heading', { name: new RegExp(`Omar ${lastName}`) }).waitFor();
    await context.close();
  });
});

/** The Arabic form's texts, read from the same locale files the app ships. */
async function arabicTexts() {
  const { default: patients } = await import('../packages/domain/src/i18n/locales/patients/ar.json', {
    with: { type: 'json' },
  });
  const { default: messages } = await import('../packages/domain/src/i18n/locales/messages/ar.json', {
    with: { type: 'json' },
  });
  return {
    firstName: patients.patients.fields.firstName,
    lastName: patients.patients.fields.lastName,
    male: patients.patients.page.gender.Male,
    age: patients.patients.fields.age,
    mobile: patients.patients.fields.mobile,
    register: patients.patients.register.submit,
    lastNameMissing: messages.messages.patientLastNameRequired,
  };
}
