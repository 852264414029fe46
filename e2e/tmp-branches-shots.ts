import { launchBrowser } from './support/browser.js';
import { startServer } from './support/server.js';
import { demoPassword, LabApi, openSignedIn } from './support/lab-api.js';

const server = await startServer();
const browser = await launchBrowser();
try {
  const lab = await LabApi.signIn(server.baseUrl, { username: 'admin', password: demoPassword });
  const admin = await lab.createLabUser({ flags: { admin: true }, fullName: 'Asha Admin' });
  const login = async () => {
    const api = await fetch(`${server.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: admin.username, password: demoPassword }) });
    const { csrfToken } = await api.json() as { csrfToken: string };
    const cookie = api.headers.getSetCookie().map((h) => h.split(';')[0]).join('; ');
    return (method: string, path: string, body?: unknown) => fetch(`${server.baseUrl}/api/v1${path}`, { method, headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }).then(async (r) => { if (!r.ok) throw new Error(`${method} ${path} ${r.status} ${await r.text()}`); return r.json(); });
  };
  const call = await login();
  await call('PUT', '/branches/management', { enabled: true });
  const andheri = await call('POST', '/branches', { name: 'Andheri West Collection Centre', code: 'AND-W', contact: '9876543210', address: 'Shop 4, Link Road' });
  await call('POST', '/branches', { name: 'Bandra', code: 'BAN' });
  const user = await lab.createLabUser({ fullName: 'Ravi Kumar' });
  const patient = await lab.registerPatient({ designation: 'Ms.', firstName: 'Meera', lastName: 'Iyer', gender: 'Female', age: 34, ageUnit: 'Years', isPrimaryContact: true });
  for (const width of (process.env.W ?? '1440,1024,390').split(',').map(Number)) {
    for (const language of (process.env.L ?? 'en,ar').split(',')) {
      const { page, context } = await openSignedIn(browser, server.baseUrl, admin, '/settings/branches', { width, language, height: 900 });
      await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 20000 }).catch(() => {});
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `screenshots/tmp-br-page-${language}-${width}.png` });
      await page.goto('/bills');
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `screenshots/tmp-br-bills-${language}-${width}.png` });
      await page.goto(`/billing/new?patientId=${patient.id}`);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `screenshots/tmp-br-newbill-${language}-${width}.png`, fullPage: true });
      await page.goto('/settings/lab-users');
      await page.getByPlaceholder('Search by name, username or email').or(page.getByPlaceholder('ابحث بالاسم أو اسم المستخدم أو البريد الإلكتروني')).first().fill('Ravi Kumar').catch(() => {});
      await page.waitForTimeout(2000);
      await page.getByRole('button', { name: /Ravi Kumar/ }).first().click().catch(() => {});
      await page.getByRole('menuitem').first().click().catch(() => {});
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `screenshots/tmp-br-user-${language}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
  void andheri; void user;
} finally {
  await browser.close();
  await server.stop();
}
