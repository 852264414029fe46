import { randomBytes } from 'node:crypto';
import type {
  AccessionSettings,
  AddPayment,
  Bill,
  BillableSearchResult,
  CatalogueTest,
  ClinicalVisitList,
  CreateBill,
  CreateInventoryItem,
  CreateProfile,
  CreateReportFormat,
  CreateSampleBatch,
  CreateSampleType,
  CreateTest,
  CreateWorklistTemplate,
  Department,
  Device,
  EnteredValue,
  InventoryItem,
  LabUser,
  OrganisationLookup,
  OutboxPage,
  OutsourceCentre,
  OutsourceCentrePriceList,
  Patient,
  Profile,
  ReceiveStock,
  RegisterPatient,
  ReportEntry,
  ReportFormat,
  ReportSaved,
  SampleBatchDetail,
  SampleList,
  SamplesChanged,
  SampleType,
  SampleVersion,
  SessionResponse,
  SigningDoctorOptions,
  StockList,
  StockRow,
  WorklistTemplate,
} from '@lims/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Every demo account's password (apps/server/src/db/seed). */
export const demoPassword = 'Demo@1234';

/** A name no other test uses, so tests can run side by side on one server. */
export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

/** Letters no other test uses, for codes and names a search must find only here. */
export const uniqueLetters = () => [...randomBytes(5)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** A test the billing desk can bill at once; what its catalogue entry says beyond this is a usual test's. */
export interface BillableTest {
  code: string;
  name: string;
  departmentId: number;
  sampleTypeId: number;
  /** In minor units; 200 rupees unless given. */
  price?: number;
  /** The one numeric parameter of its default report format (mg/dL, 70 to 100 for men). */
  parameter: string;
  /** The default format's parameters instead of that one parameter. */
  parameters?: CreateReportFormat['parameters'];
  /** The test's target turnaround in minutes; 120 unless given. */
  targetTatMinutes?: number;
  /** An outsource test (isOutsourceTest) sent to this centre unless the bill names another. */
  outsourceCentreId?: number;
}

type Flags = Partial<
  Pick<
    LabUser,
    | 'admin'
    | 'financeManager'
    | 'sampleAccess'
    | 'labAccess'
    | 'isReferral'
    | 'isCollectionCenter'
    | 'privilegeCardAccess'
    | 'discountApproval'
  >
>;

export interface Credentials {
  username: string;
  password: string;
  /** Which sign-in (spec 000 §1): lab staff unless given. */
  kind?: string;
}

/**
 * The API as a test fixture (STYLE.md Tests): signed in over HTTP as one account, it creates
 * what a test needs, and changes records behind a page's back the way another user would.
 */
export class LabApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
    private readonly csrfToken: string,
  ) {}

  static async signIn(baseUrl: string, { username, password, kind = 'lab' }: Credentials): Promise<LabApi> {
    const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, kind }),
    });
    if (!response.ok) throw new Error(`Signing in as ${username} failed: ${response.status} ${await response.text()}`);
    const { csrfToken } = (await response.json()) as SessionResponse;
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    return new LabApi(baseUrl, cookie, csrfToken);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        'x-csrf-token': this.csrfToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  createDepartment(name = uniqueName('Department')): Promise<Department> {
    return this.call('POST', '/departments', { name });
  }

  updateDepartment(department: Department, changes: { name?: string; enabled?: boolean }): Promise<Department> {
    return this.call('PATCH', `/departments/${department.id}`, { ...changes, version: department.version });
  }

  /** A lab user with a random username and the demo password; no flags unless given. */
  async createLabUser(
    options: { fullName?: string; flags?: Flags; departmentIds?: number[] } = {},
  ): Promise<LabUser & Credentials> {
    const username = `user.${randomBytes(5).toString('hex')}`;
    const user = await this.call<LabUser>('POST', '/lab-users', {
      username,
      password: demoPassword,
      fullName: options.fullName ?? uniqueName('Lab User'),
      departmentIds: options.departmentIds ?? [],
      ...options.flags,
    });
    return { ...user, username, password: demoPassword };
  }

  /** Registers a patient as the front desk would, as a new person (no duplicate check). */
  registerPatient(patient: RegisterPatient): Promise<Patient> {
    return this.call('POST', '/patients', { confirmedNotDuplicate: true, ...patient });
  }

  getPatient(id: number): Promise<Patient> {
    return this.call('GET', `/patients/${id}`);
  }

  /** A patient's clinical visits, newest first. */
  clinicalVisits(patientId: number): Promise<ClinicalVisitList> {
    return this.call('GET', `/patients/${patientId}/clinical-visits`);
  }

  getLabUser(id: number): Promise<LabUser> {
    return this.call('GET', `/lab-users/${id}`);
  }

  async updateLabUser(id: number, changes: Partial<Pick<LabUser, 'fullName' | 'enabled'>>): Promise<LabUser> {
    const { version } = await this.getLabUser(id);
    return this.call('PATCH', `/lab-users/${id}`, { ...changes, version });
  }

  createSampleType(input: CreateSampleType): Promise<SampleType> {
    return this.call('POST', '/catalogue/sample-types', input);
  }

  createTest(input: CreateTest): Promise<CatalogueTest> {
    return this.call('POST', '/catalogue/tests', input);
  }

  getTest(id: number): Promise<CatalogueTest> {
    return this.call('GET', `/catalogue/tests/${id}`);
  }

  createReportFormat(input: CreateReportFormat): Promise<ReportFormat> {
    return this.call('POST', '/catalogue/report-formats', input);
  }

  /** The test and its default report format of one numeric parameter, so that a bill can name it. */
  async createBillableTest({
    price = 20_000,
    parameter,
    parameters,
    outsourceCentreId,
    targetTatMinutes = 120,
    ...test
  }: BillableTest): Promise<CatalogueTest> {
    const created = await this.createTest({
      ...test,
      price,
      cost: 0,
      targetTatMinutes,
      isOutsourceTest: outsourceCentreId !== undefined,
      outsourceCentreId,
      isRadiology: false,
      multiSampleTest: false,
      hasSupplementaryTest: false,
      isMultiUnit: false,
    });
    await this.createReportFormat({
      testId: created.id,
      name: 'Default',
      isDefault: true,
      parameters: parameters ?? [
        {
          index: 1,
          order: 0,
          name: parameter,
          unit: 'mg/dL',
          isNumeric: true,
          lowerBoundMale: 70,
          upperBoundMale: 100,
        },
      ],
    });
    return created;
  }

  getReport(id: number): Promise<ReportEntry> {
    return this.call('GET', `/reports/${id}`);
  }

  /** A device (instrument) of a department running these tests (issue 15's QC and stock). */
  createDevice(input: { name: string; departmentId: number; testIds: number[] }): Promise<Device> {
    return this.call('POST', '/catalogue/devices', input);
  }

  /** Saves a report's values as measured on one device, as the entry panel's device choice sends it. */
  async saveReportValuesOnDevice(id: number, deviceId: number, values: EnteredValue[]): Promise<ReportSaved> {
    const report = await this.getReport(id);
    if (!report.format) throw new Error(`Report ${id} has no format`);
    return this.call('PUT', `/reports/${id}/values`, {
      version: report.version,
      formatId: report.format.id,
      deviceId,
      values,
    });
  }

  /** A stock item with its first brand (issue 15). */
  createInventoryItem(input: CreateInventoryItem): Promise<InventoryItem> {
    return this.call('POST', '/inventory/items', input);
  }

  /** A lot of an item's brand received into a department. */
  receiveStock(input: ReceiveStock): Promise<StockRow> {
    return this.call('POST', '/inventory/stock/receipts', input);
  }

  /** The departments' stock of one item. */
  stockOf(inventoryId: number): Promise<StockList> {
    return this.call('GET', `/inventory/stock?inventoryId=${inventoryId}`);
  }

  /** Saves a report's values as the bench would (the server checks and calculates them). */
  async saveReportValues(id: number, values: EnteredValue[]): Promise<ReportSaved> {
    const report = await this.getReport(id);
    if (!report.format) throw new Error(`Report ${id} has no format`);
    return this.call('PUT', `/reports/${id}/values`, { version: report.version, formatId: report.format.id, values });
  }

  /** Signs a report with one demo doctor, as the signing panel does with their passkey. */
  async signReport(id: number, doctorName: string, passkey: string): Promise<void> {
    const { doctors } = await this.call<SigningDoctorOptions>('GET', `/reports/${id}/signing-doctors`);
    const doctor = doctors.find((each) => each.fullName === doctorName);
    if (!doctor) throw new Error(`${doctorName} may not sign report ${id}`);
    const report = await this.getReport(id);
    await this.call('POST', `/reports/${id}/signatures`, {
      version: report.version,
      signatures: [{ doctorId: doctor.id, passkey }],
    });
  }

  /** Collects and receives every sample of a bill, as the lab would before entering its results. */
  async collectAndReceive(billId: number): Promise<void> {
    const pending = await this.billSamples(billId);
    const collected = await this.collectSamples(pending.items.map(({ id, version }) => ({ id, version })));
    await this.receiveSamples(collected.samples.map(({ id, version }) => ({ id, version })));
  }

  getReportFormat(id: number): Promise<ReportFormat> {
    return this.call('GET', `/catalogue/report-formats/${id}`);
  }

  /** An outsource centre of the catalogue (spec 002 §3 outsourceId, outsourceName). */
  createOutsourceCentre(name = uniqueName('Reference Lab')): Promise<OutsourceCentre> {
    return this.call('POST', '/catalogue/outsource-centres', { name });
  }

  /** What the centre charges for each test, its price list whole (in minor units). */
  setOutsourcePrices(
    centreId: number,
    prices: Array<{ testId: number; price: number }>,
  ): Promise<OutsourceCentrePriceList> {
    return this.call('PUT', `/outsource-centres/${centreId}/prices`, { prices });
  }

  /** The billing desk's search over enabled tests and profiles, by code or name. */
  searchBillables(q: string): Promise<BillableSearchResult> {
    return this.call('GET', `/catalogue/billables?q=${encodeURIComponent(q)}`);
  }

  createProfile(input: CreateProfile): Promise<Profile> {
    return this.call('POST', '/catalogue/profiles', input);
  }

  /** A bill as the billing desk saves it: its samples and reports are made with it. */
  /** A work list template (spec 002 §7 saveReportConfiguration). */
  createWorklistTemplate(input: CreateWorklistTemplate): Promise<WorklistTemplate> {
    return this.call('POST', '/worklists/templates', input);
  }

  createBill(input: CreateBill): Promise<Bill> {
    return this.call('POST', '/bills', input);
  }

  getBill(id: number): Promise<Bill> {
    return this.call('GET', `/bills/${id}`);
  }

  /** A later payment on the bill as it is now (its current version). */
  async addPayment(billId: number, payment: Omit<AddPayment, 'version'>): Promise<Bill> {
    const { version } = await this.getBill(billId);
    return this.call('POST', `/bills/${billId}/payments`, { ...payment, version });
  }

  /** A bill's samples as the samples desk lists them (status, accession number, manual id), whatever their status. */
  billSamples(billId: number): Promise<SampleList> {
    return this.call('GET', `/samples?billId=${billId}&status=all`);
  }

  /** Collected now, as the samples desk's Collect does. */
  collectSamples(samples: SampleVersion[]): Promise<SamplesChanged> {
    return this.call('POST', '/samples/collect', { samples });
  }

  /** Received now, as the samples desk's Receive does. */
  receiveSamples(samples: SampleVersion[]): Promise<SamplesChanged> {
    return this.call('POST', '/samples/receive', { samples });
  }

  rejectSample({ id, version }: SampleVersion, reason: string): Promise<SamplesChanged> {
    return this.call('POST', `/samples/${id}/reject`, { version, reason });
  }

  reEnableSample({ id, version }: SampleVersion): Promise<SamplesChanged> {
    return this.call('POST', `/samples/${id}/re-enable`, { version });
  }

  /** The lab's collection centres and branches send samples in batches (an admin's accession setting). */
  async turnOnBatchManagement(): Promise<AccessionSettings> {
    const { numberPrefix, numberDigits, accessionOnReceive, version } = await this.call<AccessionSettings>(
      'GET',
      '/accession-settings',
    );
    return this.call('PUT', '/accession-settings', {
      numberPrefix,
      numberDigits,
      accessionOnReceive,
      batchManagement: true,
      version,
    });
  }

  /** A batch made and sent at once, as Create batch does. */
  sendSampleBatch(batch: CreateSampleBatch): Promise<SampleBatchDetail> {
    return this.call('POST', '/sample-batches', batch);
  }

  /** The id of the organisation of this name, as the registration form's look-up finds it. */
  async organisationId(name: string): Promise<number> {
    const { items } = await this.call<OrganisationLookup>('GET', `/organisations/lookup?q=${encodeURIComponent(name)}`);
    const found = items.find((item) => item.name === name);
    if (!found) throw new Error(`No organisation named ${name}`);
    return found.id;
  }

  /** The product's own outbox (a support login): messages to people who have no lab yet. */
  productOutbox(search: string): Promise<OutboxPage> {
    return this.call('GET', `/support/outbox?search=${encodeURIComponent(search)}&limit=20`);
  }
}

/**
 * A browser context of its own, signed in as `account` (over HTTP: the sign-in page has its
 * own tests) and showing `path`; in `language` when given. Close it at the end of the test.
 */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  account: Credentials,
  path: string,
  options: { width?: number; height?: number; language?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
  });
  const login = await context.request.post('/api/v1/auth/login', {
    data: { username: account.username, password: account.password, kind: account.kind ?? 'lab' },
  });
  if (!login.ok()) throw new Error(`Signing in as ${account.username} failed: ${login.status()}`);
  if (options.language) {
    const { csrfToken } = (await login.json()) as SessionResponse;
    const changed = await context.request.patch('/api/v1/session', {
      data: { language: options.language },
      headers: { 'x-csrf-token': csrfToken },
    });
    if (!changed.ok()) throw new Error(`Choosing ${options.language} failed: ${changed.status()}`);
  }
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}
