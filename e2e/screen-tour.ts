/**
 * The screen tour: every page of the product, at 1440, 1024 and 390 pixels wide, in English and
 * Arabic, saved under e2e/screenshots/tour/ for a person to look at (STYLE.md, Screens). It asserts
 * nothing; the browser tests do. Run it after changing a screen: npm run screens -w @lims/e2e
 * (the web client must be built: npm run build).
 * SCREENS=departments,lab-users limits it to the pages whose names contain one of those words.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startServer } from './support/server.js';

const demoPassword = 'Demo@1234';
const widths = [1440, 1024, 390] as const;
const languages = ['en', 'ar'] as const;
type Language = (typeof languages)[number];

/** Clicks the button a user reads as this text in the page's language. */
const click = (names: Record<Language, string>) => (page: Page, language: Language) =>
  page.getByRole('button', { name: names[language] }).first().click();
/** Opens one of the waiting list's other work lists from the WorkList split button's chevron. */
const openWorklistMenuItem = (item: Record<Language, string>) => async (page: Page, language: Language) => {
  await click({ en: 'More work lists', ar: 'قوائم عمل أخرى' })(page, language);
  await page.getByRole('menuitem', { name: item[language] }).click();
  await page.getByRole('dialog').waitFor();
};
const tourDir = new URL('./screenshots/tour', import.meta.url).pathname;

interface Stop {
  name: string;
  /**
   * The page; or, for a record the demo seed may move, how to find it through the API as the
   * signed-in user (`request` shares the page's session; `baseUrl` is the server's).
   */
  path: string | ((request: APIRequestContext, baseUrl: string) => Promise<string>);
  /** Who looks at it: signed out, or a demo username on its sign-in page. */
  as?: { username: string; signInPath?: string };
  /** What to do on the page before the picture (open a dialog, a menu), in the page's language. */
  prepare?: (page: Page, language: Language) => Promise<void>;
}

const admin = { username: 'admin' };

/** The waiting list's WorkList button opens the Work List dialog, once its choices have come. */
async function openWorkListDialog(page: Page, language: Language) {
  await page.getByRole('button', { name: { en: 'WorkList', ar: 'قائمة العمل' }[language], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: { en: 'Work List', ar: 'قائمة العمل' }[language] });
  await dialog.getByRole('checkbox').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The newest active bill of the demo lab with something still due: it offers Add payment. */
async function dueBillPath(request: APIRequestContext, baseUrl: string) {
  const response = await request.get(`${baseUrl}/api/v1/bills?paymentStatus=due&limit=20`);
  if (!response.ok()) throw new Error(`GET /api/v1/bills answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { id: number; status: string }[] };
  const bill = items.find((item) => item.status === 'active');
  if (!bill) throw new Error('The demo lab has no active bill with something due');
  return `/bills/${bill.id}`;
}
/**
 * The sample-tracking link of a demo sample that went furthest (received, else rejected, else
 * collected), through one of its reports: #/sample-preparation/{sample}/{step}/{report}.
 */
async function trackedSamplePath(request: APIRequestContext, baseUrl: string) {
  const samples = await request.get(`${baseUrl}/api/v1/samples?status=all&limit=50`);
  if (!samples.ok()) throw new Error(`GET /api/v1/samples answered ${samples.status()}`);
  const { items } = (await samples.json()) as { items: { id: number; status: string; bill: { id: number } }[] };
  const sample = ['received', 'rejected', 'collected']
    .map((status) => items.find((item) => item.status === status))
    .find((found) => found !== undefined);
  if (!sample) throw new Error('The demo lab has no drawn sample');
  const bill = await request.get(`${baseUrl}/api/v1/bills/${sample.bill.id}`);
  if (!bill.ok()) throw new Error(`GET /api/v1/bills/${sample.bill.id} answered ${bill.status()}`);
  const { reports } = (await bill.json()) as { reports: { id: number; sampleId: number | null }[] };
  const report = reports.find((candidate) => candidate.sampleId === sample.id);
  if (!report) throw new Error(`Sample ${sample.id} has no report`);
  return `/sample-preparation/${sample.id}/received/${report.id}`;
}
/** A batch of the demo lab on its way to the lab, so its page offers Receive and Reject. */
async function sentBatchPath(request: APIRequestContext, baseUrl: string) {
  const response = await request.get(`${baseUrl}/api/v1/sample-batches?status=sent&limit=1`);
  if (!response.ok()) throw new Error(`GET /api/v1/sample-batches answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { id: number }[] };
  if (!items[0]) throw new Error('The demo lab has no batch on its way');
  return `/sample-batches/${items[0].id}`;
}
/** The price list of the demo lab's outsource centre, the reference laboratory. */
async function outsourcePricesPath(request: APIRequestContext, baseUrl: string) {
  const response = await request.get(`${baseUrl}/api/v1/catalogue/outsource-centres?limit=1`);
  if (!response.ok()) throw new Error(`GET /api/v1/catalogue/outsource-centres answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { id: number }[] };
  if (!items[0]) throw new Error('The demo lab has no outsource centre');
  return `/outsourcing/centres/${items[0].id}/prices`;
}
/**
 * A report of the demo lab for the entry panel, one with values entered if there is one: the
 * list's total tab over every day, completed or signed first.
 */
async function entryReportPath(request: APIRequestContext, baseUrl: string) {
  const response = await request.get(`${baseUrl}/api/v1/reports?tab=total&from=2000-01-01&limit=50`);
  if (!response.ok()) throw new Error(`GET /api/v1/reports answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { id: number; stage: string }[] };
  const report = ['completed', 'signed', 'partial', 'pending']
    .map((stage) => items.find((item) => item.stage === stage))
    .find((found) => found !== undefined);
  if (!report) throw new Error('The demo lab has no report');
  return `/reports/${report.id}`;
}
/** The demo's chest X-ray still being reported, which carries a DICOM study (issue 13). */
async function dicomReportPath(request: APIRequestContext, baseUrl: string) {
  const response = await request.get(`${baseUrl}/api/v1/reports?tab=total&from=2000-01-01&limit=100`);
  if (!response.ok()) throw new Error(`GET /api/v1/reports answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { id: number; test: { name: string } }[] };
  for (const item of items.filter((candidate) => candidate.test.name.startsWith('X-Ray'))) {
    const attachments = await request.get(`${baseUrl}/api/v1/reports/${item.id}/attachments`);
    if (!attachments.ok())
      throw new Error(`GET /api/v1/reports/${item.id}/attachments answered ${attachments.status()}`);
    const { report } = (await attachments.json()) as { report: { hasDICOM: boolean } };
    if (report.hasDICOM) return `/reports/${item.id}`;
  }
  throw new Error('The demo lab has no chest X-ray with a DICOM study');
}
/** The first report on the demo signing doctor's waiting list, in their own login. */
async function doctorReportPath(request: APIRequestContext, baseUrl: string) {
  const response = await request.get(`${baseUrl}/api/v1/doctor/waiting?from=2000-01-01&limit=1`);
  if (!response.ok()) throw new Error(`GET /api/v1/doctor/waiting answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { id: number }[] };
  if (!items[0]) throw new Error("The demo doctor's waiting list is empty");
  return `/doctor/reports/${items[0].id}`;
}
/** A signed (or approved, or dispatched) report of the demo lab: one the viewer opens. */
async function signedReportId(request: APIRequestContext, baseUrl: string) {
  const response = await request.get(`${baseUrl}/api/v1/reports?tab=total&from=2000-01-01&limit=100`);
  if (!response.ok()) throw new Error(`GET /api/v1/reports answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { id: number; status: string }[] };
  const report = items.find((item) => ['signed', 'approved', 'dispatched'].includes(item.status));
  if (!report) throw new Error('The demo lab has no signed report');
  return report.id;
}
const support = { username: 'support', signInPath: '/support/login' };
/** A page of the first lab on the support dashboard's picker (the demo lab). */
const supportLabPath = (page: 'settings' | 'credits') => async (request: APIRequestContext, baseUrl: string) => {
  const response = await request.get(`${baseUrl}/api/v1/support/labs?limit=1`);
  if (!response.ok()) throw new Error(`GET /api/v1/support/labs answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { id: number }[] };
  if (!items[0]) throw new Error('The support dashboard lists no lab');
  return `/support/labs/${items[0].id}/${page}`;
};
/** The demo patient whose cardiac risk was scored twice (the seed's demoCardiacPatient). */
async function cardiacPatientPath(request: APIRequestContext, baseUrl: string) {
  const response = await request.get(`${baseUrl}/api/v1/patients?search=${encodeURIComponent('Amit Verma')}&limit=1`);
  if (!response.ok()) throw new Error(`GET /api/v1/patients answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { id: number }[] };
  if (!items[0]) throw new Error('The demo lab has no Amit Verma');
  return `/patients/${items[0].id}`;
}
/** The demo's HbA1c Level 1 control, whose run today failed (issue 15). */
async function qcGroupPath(request: APIRequestContext, baseUrl: string) {
  const response = await request.get(`${baseUrl}/api/v1/qc/groups?search=${encodeURIComponent('Level 1')}&limit=10`);
  if (!response.ok()) throw new Error(`GET /api/v1/qc/groups answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { id: number; name: string }[] };
  const group = items.find((item) => item.name === 'Lyphochek Diabetes Level 1');
  if (!group) throw new Error('The demo lab has no Lyphochek Diabetes Level 1 control');
  return `/quality-control/groups/${group.id}`;
}
const stops: Stop[] = [
  { name: 'sign-in', path: '/login' },
  { name: 'sign-in-doctor', path: '/doctor/login' },
  // The account setup at `/`, signed out: before Get Started, and its stage 1.
  { name: 'account-setup', path: '/' },
  { name: 'account-setup-stage-1', path: '/', prepare: click({ en: 'Get Started', ar: 'ابدأ الآن' }) },
  { name: 'dashboard-admin', path: '/', as: admin },
  { name: 'dashboard-reception', path: '/', as: { username: 'reception' } },
  { name: 'dashboard-doctor', path: '/', as: { username: 'dr.sharma', signInPath: '/doctor/login' } },
  { name: 'dashboard-patient', path: '/', as: { username: 'patient', signInPath: '/patient/login' } },
  { name: 'dashboard-collection-centre', path: '/', as: { username: 'collection' } },
  { name: 'not-authorised', path: '/settings/departments', as: { username: 'reception' } },
  { name: 'not-found', path: '/no-such-page', as: admin },
  { name: 'departments', path: '/settings/departments', as: admin },
  {
    name: 'departments-add',
    path: '/settings/departments',
    as: admin,
    prepare: click({ en: 'Add department', ar: 'إضافة قسم' }),
  },
  { name: 'branches', path: '/settings/branches', as: admin },
  {
    name: 'branches-add',
    path: '/settings/branches',
    as: admin,
    prepare: click({ en: 'Add branch', ar: 'إضافة فرع' }),
  },
  { name: 'lab-users', path: '/settings/lab-users', as: admin },
  {
    name: 'lab-users-add',
    path: '/settings/lab-users',
    as: admin,
    prepare: click({ en: 'Add user', ar: 'إضافة مستخدم' }),
  },
  { name: 'centre-details', path: '/settings/lab-profile', as: admin },
  { name: 'centre-timings', path: '/settings/lab-profile?tab=timings', as: admin },
  {
    name: 'centre-bank-otp',
    path: '/settings/lab-profile?tab=bank',
    as: admin,
    prepare: click({ en: 'Send OTP', ar: 'إرسال OTP' }),
  },
  { name: 'centre-roles', path: '/settings/lab-profile?tab=roles', as: admin },
  { name: 'centre-my-details', path: '/settings/my-details', as: { username: 'reception' } },
  { name: 'outbox', path: '/settings/outbox', as: admin },
  { name: 'jobs', path: '/settings/jobs', as: admin },
  { name: 'communication-settings', path: '/settings/communication', as: admin },
  { name: 'operation-settings', path: '/settings/operation', as: admin },
  { name: 'report-entry', path: entryReportPath, as: admin },
  { name: 'print-settings', path: '/settings/print', as: admin },
  {
    name: 'report-viewer',
    path: async (request, baseUrl) => `/reports/${await signedReportId(request, baseUrl)}`,
    as: admin,
    prepare: async (page, language) => {
      await click({ en: 'View report', ar: 'عرض التقرير' })(page, language);
      await page.getByRole('dialog').locator('iframe').waitFor();
      await page.waitForTimeout(1500);
    },
  },
  {
    name: 'report-viewer-new-tab',
    path: async (request, baseUrl) => `/viewReport?labReportId=${await signedReportId(request, baseUrl)}&flag=0`,
    as: admin,
    prepare: async (page) => page.waitForTimeout(1500),
  },
  // Signed out, as whoever scans a printed report's QR code.
  { name: 'verify-report-not-found', path: '/verify/1.00000000-0000-4000-8000-000000000000' },
  { name: 'report-doctor', path: doctorReportPath, as: { username: 'dr.sharma', signInPath: '/doctor/login' } },
  { name: 'audit-trail', path: '/settings/audit', as: admin },
  {
    name: 'audit-trail-changes',
    path: '/settings/audit',
    as: admin,
    prepare: click({ en: 'Show changes', ar: 'عرض التغييرات' }),
  },
  { name: 'support-labs', path: '/support/labs', as: support },
  { name: 'support-lab-settings', path: supportLabPath('settings'), as: support },
  { name: 'support-lab-credits', path: supportLabPath('credits'), as: support },
  { name: 'support-consumption', path: '/support/consumption', as: support },
  { name: 'support-outbox', path: '/support/outbox', as: support },
  // Issue 15: inventory and quality control, on the demo's stock, controls and QC hold.
  { name: 'inventory-stock', path: '/inventory', as: admin },
  {
    name: 'inventory-receive',
    path: '/inventory',
    as: admin,
    prepare: click({ en: 'Receive stock', ar: 'استلام مخزون' }),
  },
  { name: 'inventory-items', path: '/inventory?tab=items', as: admin },
  { name: 'inventory-orders', path: '/inventory?tab=orders', as: admin },
  { name: 'inventory-settings', path: '/inventory?tab=settings', as: admin },
  { name: 'inventory-mapping', path: '/inventory-mapping', as: admin },
  {
    name: 'inventory-mapping-bulk',
    path: '/inventory-mapping',
    as: admin,
    prepare: click({ en: 'Bulk upload', ar: 'رفع جماعي' }),
  },
  { name: 'quality-control-groups', path: '/quality-control', as: admin },
  { name: 'quality-control-holds', path: '/quality-control?tab=holds', as: admin },
  { name: 'quality-control-group', path: qcGroupPath, as: admin },
  {
    name: 'quality-control-record-run',
    path: qcGroupPath,
    as: admin,
    prepare: click({ en: 'Record run', ar: 'تسجيل تشغيل' }),
  },
  { name: 'patients-list', path: '/patients', as: { username: 'reception' } },
  { name: 'patients-register', path: '/patients/new', as: { username: 'reception' } },
  {
    name: 'patients-register-errors',
    path: '/patients/new',
    as: { username: 'reception' },
    prepare: click({ en: 'Register', ar: 'تسجيل' }),
  },
  { name: 'patients-my-details', path: '/my-details', as: { username: 'patient', signInPath: '/patient/login' } },
  { name: 'patients-my-reports', path: '/my-reports', as: { username: 'patient', signInPath: '/patient/login' } },
  // The demo lab's first patient, Sunita Devi, who has her own login.
  { name: 'patients-page', path: '/patients/1', as: admin },
  // The Patient Overview, opened by its address (spec 000 §2 allReports), and the cumulative report.
  { name: 'patient-overview', path: '/patients/1/allReports', as: admin },
  { name: 'patient-cumulative', path: '/patients/1/cumulative', as: admin },
  {
    name: 'patients-update',
    path: '/patients/1',
    as: admin,
    prepare: click({ en: 'Edit', ar: 'تعديل' }),
  },
  // The cardiac risk score: the visits on the patient's page, the Clinical Info form as at the
  // last visit, and the last visit's result.
  { name: 'cardiac-visits', path: cardiacPatientPath, as: admin },
  {
    name: 'cardiac-clinical-info',
    path: cardiacPatientPath,
    as: admin,
    prepare: click({ en: 'Update Clinical Info', ar: 'تحديث المعلومات السريرية' }),
  },
  {
    name: 'cardiac-score',
    path: cardiacPatientPath,
    as: admin,
    prepare: async (page) => {
      await page.locator('li button').filter({ hasText: '%' }).first().click();
      await page.getByRole('dialog').getByRole('img', { name: /%/ }).first().waitFor();
    },
  },
  // The test catalogue: the demo lab's first test (the complete blood count) and its first format.
  { name: 'catalogue-tests', path: '/settings/catalogue/tests', as: admin },
  {
    name: 'catalogue-tests-add',
    path: '/settings/catalogue/tests',
    as: admin,
    prepare: click({ en: 'Add test', ar: 'إضافة فحص' }),
  },
  { name: 'catalogue-test', path: '/settings/catalogue/tests/1', as: admin },
  { name: 'catalogue-format', path: '/settings/catalogue/tests/1/formats/1', as: admin },
  {
    name: 'catalogue-format-more',
    path: '/settings/catalogue/tests/1/formats/1',
    as: admin,
    prepare: click({ en: 'More fields', ar: 'حقول أخرى' }),
  },
  { name: 'catalogue-format-new', path: '/settings/catalogue/tests/1/formats/new', as: admin },
  { name: 'catalogue-profiles', path: '/settings/catalogue/profiles', as: admin },
  {
    name: 'catalogue-profiles-add',
    path: '/settings/catalogue/profiles',
    as: admin,
    prepare: click({ en: 'Add profile', ar: 'إضافة باقة' }),
  },
  { name: 'catalogue-sample-types', path: '/settings/catalogue/sample-types', as: admin },
  { name: 'catalogue-test-categories', path: '/settings/catalogue/test-categories', as: admin },
  { name: 'catalogue-outsource-centres', path: '/settings/catalogue/outsource-centres', as: admin },
  { name: 'catalogue-devices', path: '/settings/catalogue/devices', as: admin },
  {
    name: 'catalogue-devices-add',
    path: '/settings/catalogue/devices',
    as: admin,
    prepare: click({ en: 'Add device', ar: 'إضافة جهاز' }),
  },
  // Billing: the demo lab's first patient and first bill.
  { name: 'billing-new-choose', path: '/billing/new', as: admin },
  {
    name: 'billing-new',
    path: '/billing/new?patientId=1',
    as: admin,
    prepare: async (page) => {
      // A test and a profile of the demo catalogue, by code, as the desk types them.
      for (const code of ['CBC', 'DIAB-CARE']) {
        await page.getByRole('searchbox').last().fill(code);
        await page.getByRole('option').filter({ hasText: code }).first().click();
      }
    },
  },
  { name: 'billing-list', path: '/bills', as: admin },
  { name: 'billing-bill', path: '/bills/1', as: admin },
  {
    name: 'billing-bill-payment',
    path: dueBillPath,
    as: admin,
    prepare: click({ en: 'Add payment', ar: 'إضافة دفعة' }),
  },
  { name: 'billing-attachments', path: '/downloadBillingAttachment?billId=1', as: admin },
  { name: 'billing-card-types', path: '/settings/privilege-cards', as: admin },
  {
    name: 'billing-card-types-add',
    path: '/settings/privilege-cards',
    as: admin,
    prepare: click({ en: 'Add card type', ar: 'إضافة نوع بطاقة' }),
  },
  { name: 'samples-pending', path: '/samples', as: admin },
  { name: 'samples-rejected', path: '/samples?tab=rejected', as: admin },
  {
    name: 'samples-collect',
    path: '/samples?tab=pending',
    as: admin,
    prepare: async (page, language) => {
      await page.getByRole('checkbox').first().check();
      await click({ en: 'Collect', ar: 'جمع' })(page, language);
    },
  },
  {
    name: 'samples-instructions',
    path: '/samples?tab=pending',
    as: admin,
    prepare: async (page, language) => {
      const name = { en: /^Collection instructions for /, ar: /^تعليمات جمع / }[language];
      await page.getByRole('button', { name }).first().click();
    },
  },
  { name: 'samples-tracking', path: trackedSamplePath, as: admin },
  { name: 'batches-list', path: '/sample-batches', as: admin },
  {
    name: 'batches-create',
    path: '/sample-batches',
    as: admin,
    prepare: click({ en: 'Create batch', ar: 'إنشاء دفعة' }),
  },
  { name: 'batches-detail', path: sentBatchPath, as: admin },
  { name: 'outsourcing-eligible', path: '/outsourcing', as: admin },
  {
    name: 'outsourcing-dialog',
    path: '/outsourcing',
    as: admin,
    prepare: async (page, language) => {
      await page.getByRole('checkbox').nth(1).check();
      await page.getByRole('checkbox').nth(2).check();
      await click({ en: 'Outsource', ar: 'إسناد خارجي' })(page, language);
    },
  },
  { name: 'outsourcing-outsourced', path: '/outsourcing?tab=outsourced', as: admin },
  { name: 'outsourcing-returned', path: '/outsourcing?tab=returned', as: admin },
  { name: 'reports-test-wise', path: '/test-wise/total', as: admin },
  { name: 'reports-patient-wise', path: '/patient-wise/total', as: admin },
  { name: 'worklist-dialog', path: '/test-wise/total', as: admin, prepare: openWorkListDialog },
  {
    name: 'worklist-configure',
    path: '/test-wise/total',
    as: admin,
    prepare: async (page, language) => {
      await openWorkListDialog(page, language);
      const configure = { en: 'Configure WorkList', ar: 'إعداد قائمة العمل' }[language];
      await page.getByRole('dialog').getByRole('button', { name: configure, exact: true }).click();
      await page.getByRole('dialog', { name: configure }).getByRole('table').waitFor();
    },
  },
  {
    name: 'worklist-clinical-history',
    path: '/test-wise/total',
    as: admin,
    prepare: openWorklistMenuItem({ en: 'Clinical History', ar: 'التاريخ السريري' }),
  },
  {
    name: 'worklist-doctor',
    path: '/test-wise/total',
    as: admin,
    // Asked without a doctor: the form with the spec's 'Select The Referral Doctor' under its field.
    prepare: async (page, language) => {
      await openWorklistMenuItem({ en: 'Referral Doctor Work List', ar: 'قائمة العمل حسب الطبيب المحيل' })(
        page,
        language,
      );
      await click({ en: 'Generate Worklist', ar: 'إنشاء قائمة العمل' })(page, language);
    },
  },
  { name: 'report-prints-all', path: '/report-prints/all', as: admin },
  {
    name: 'report-prints-filters',
    path: '/report-prints/all',
    as: admin,
    prepare: click({ en: 'Filters', ar: 'عوامل التصفية' }),
  },
  {
    name: 'report-share',
    path: '/report-prints/all',
    as: admin,
    prepare: click({ en: 'Share Report: ', ar: 'مشاركة التقرير: ' }),
  },
  { name: 'report-trends', path: '/v4/fetch-data-for-trends?labPatientId=1&flag=1', as: admin },
  { name: 'report-attachments', path: dicomReportPath, as: admin },
  { name: 'shared-report-link-expired', path: '/shared-report/1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  { name: 'report-prints-dispatched', path: '/dispatched/total', as: admin },
  { name: 'report-prints-archives', path: '/archives/total', as: admin },
  {
    name: 'reports-doctor-waiting',
    path: '/doctor-waiting/total',
    as: { username: 'dr.sharma', signInPath: '/doctor/login' },
  },
  { name: 'outsourcing-prices', path: outsourcePricesPath, as: admin },
  {
    name: 'patients-medical-history',
    path: '/patients/1',
    as: admin,
    prepare: click({ en: 'Edit Medical History', ar: 'تعديل التاريخ الطبي' }),
  },
];

async function openStop(context: BrowserContext, baseUrl: string, stop: Stop, language: Language) {
  await context.addInitScript((code) => window.localStorage.setItem('lims.language', code), language);
  const page = await context.newPage();
  if (stop.as) {
    await page.goto(`${baseUrl}${stop.as.signInPath ?? '/login'}`);
    await page.locator('form button[type=submit]').waitFor();
    await page.locator('input[autocomplete=username], input[name=username]').first().fill(stop.as.username);
    await page.locator('input[type=password]').first().fill(demoPassword);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  }
  const path = typeof stop.path === 'string' ? stop.path : await stop.path(page.request, baseUrl);
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  return page;
}

const only = process.env.SCREENS?.split(',').filter(Boolean);
const server = await startServer();
const browser = await launchBrowser();
mkdirSync(tourDir, { recursive: true });
try {
  for (const stop of stops.filter((candidate) => !only || only.some((word) => candidate.name.includes(word)))) {
    for (const language of languages) {
      for (const width of widths) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        try {
          const page = await openStop(context, server.baseUrl, stop, language);
          if (stop.prepare) {
            await stop.prepare(page, language);
            await page.waitForTimeout(400);
          }
          await page.evaluate(() =>
            Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => animation))),
          );
          const file = join(tourDir, `${stop.name}-${language}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        } catch (error) {
          console.error(`${stop.name} ${language} ${width}: ${(error as Error).message}`);
        } finally {
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
