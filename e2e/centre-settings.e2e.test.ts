import { randomBytes } from 'node:crypto';
import type { Page as ListPage, OutboxMessage } from '@lims/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, LabApi, openSignedIn, uniqueName } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/** The demo admin's view of the outbox over HTTP: where the test reads the OTP a person would read on their phone. */
async function outboxReader(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: demoPassword }),
  });
  if (!login.ok) throw new Error(`Signing in as admin failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  /** The newest message to `recipient`, waiting for it to be written. */
  return async (recipient: string): Promise<OutboxMessage> => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await fetch(`${baseUrl}/api/v1/outbox?limit=5&search=${encodeURIComponent(recipient)}`, {
        headers: { cookie },
      });
      const page = (await response.json()) as ListPage<OutboxMessage>;
      const found = page.items.find((message) => message.recipient === recipient);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No message to ${recipient} in the outbox`);
  };
}

/** A Mantine select: opened by its label, then the option of that name picked. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const saved = async (page: Page) => {
  const toast = page.getByText('Updated successfully').last();
  await toast.waitFor();
};

/**
 * Centre settings' main path (issue 8 'Centre settings (admin)'): a new admin gives their own
 * e-mail under My details, edits the centre's details, sets its weekly timings, changes the
 * bank details with the OTP sent to that e-mail (read from the outbox), and names the role
 * holders. Everything it needs it makes through the API.
 */
describe('Centre settings: details, timings, bank details with an OTP, role holders', () => {
  const fixture = useBrowser();
  let lab: LabApi;
  let readOutbox: Awaited<ReturnType<typeof outboxReader>>;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
    readOutbox = await outboxReader(fixture.server.baseUrl);
  });

  it('Given a new admin, When they save their e-mail, the centre details and timings, change the bank details with the OTP e-mailed to them and name a Finance Head, Then each is saved and shown again', async () => {
    const tag = randomBytes(4).toString('hex');
    const email = `owner.${tag}@example.com`;
    const admin = await lab.createLabUser({ fullName: uniqueName('Centre Admin'), flags: { admin: true } });
    const financeName = uniqueName('Finance Head');
    await lab.createLabUser({ fullName: financeName, flags: { financeManager: true } });
    const { page, context } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      admin,
      '/settings/lab-profile?tab=me',
    );

    // My details: the e-mail the bank OTP will go to.
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Save my details' }).click();
    await saved(page);

    // Centre details.
    await page.getByRole('tab', { name: 'Centre details' }).click();
    const website = page.getByRole('textbox', { name: 'Website' });
    await website.fill('citylab.example');
    await page.getByRole('button', { name: 'Save centre details' }).click();
    await page.getByText('Please enter a web address starting with http:// or https://.').waitFor();
    await website.fill(`https://${tag}.citylab.example`);
    await page.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
    await page.getByRole('textbox', { name: 'Pincode' }).fill('560038');
    await page.getByRole('button', { name: 'Save centre details' }).click();
    await saved(page);
    await page.reload();
    expect(await page.getByRole('textbox', { name: 'Website' }).inputValue()).toBe(`https://${tag}.citylab.example`);

    // Weekly timings: Saturday a half day, Sunday closed.
    await page.getByRole('tab', { name: 'Weekly timings' }).click();
    const saturday = page.getByRole('group', { name: 'Saturday' });
    // Whatever hours the lab had: opening at nine and closing at eight is refused.
    await saturday.getByLabel('Saturday opens at').fill('09:00');
    await saturday.getByLabel('Saturday closes at').fill('08:00');
    await page.getByRole('button', { name: 'Save timings' }).click();
    await saturday.getByText('The closing time must be after the opening time.').waitFor();
    await saturday.getByLabel('Saturday closes at').fill('14:00');
    await page.getByRole('button', { name: 'Save timings' }).click();
    await saved(page);

    // Bank details: the OTP goes to the admin's e-mail; the test reads it from the outbox.
    await page.getByRole('tab', { name: 'Bank details' }).click();
    await page.getByRole('textbox', { name: 'Bank name' }).fill('HDFC Bank');
    await page.getByRole('textbox', { name: 'Account type' }).fill('Current');
    await page.getByRole('textbox', { name: 'Account number' }).fill('50100123456789');
    await page.getByRole('textbox', { name: 'IFSC code' }).fill('HDFC0001234');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('OTP sent to').waitFor();
    const otp = /\b(\d{5})\b/.exec((await readOutbox(email)).body)?.[1] ?? '';
    expect(otp).toMatch(/^\d{5}$/);
    const wrong = otp === '00000' ? '11111' : '00000';
    await page.getByRole('textbox', { name: 'Enter OTP' }).fill(wrong);
    await page.getByRole('button', { name: 'Save bank details' }).click();
    await page.getByText('Invalid OTP!').waitFor();
    await page.getByRole('textbox', { name: 'Enter OTP' }).fill(otp);
    await page.getByRole('button', { name: 'Save bank details' }).click();
    await saved(page);
    // Saved, the form starts again from what is stored: the account, and no OTP box.
    await page.getByRole('button', { name: 'Send OTP' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Account number' }).inputValue()).toBe('50100123456789');

    // Role holders: the new finance manager as Finance Head.
    await page.getByRole('tab', { name: 'Role holders' }).click();
    await choose(page, 'Finance Head', financeName);
    await page.getByRole('button', { name: 'Save role holders' }).click();
    await saved(page);
    await page.reload();
    expect(await page.getByRole('textbox', { name: 'Finance Head' }).inputValue()).toBe(financeName);
    await context.close();
  });
});
