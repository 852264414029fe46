import type {
  DuplicateMatch,
  OrganisationChoice,
  PatientGuarantor,
  PatientInsurance,
  SessionData,
} from '@lims/contract';
import { ageFromDateOfBirth, calendarDateIn, messages } from '@lims/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { showError, showSuccess } from '../../../ui/toast';
import { patient, patientInsurance, patientSummary, routeApi } from '../test-patients';
import { RegisterPatientPage } from './RegisterPatientPage';

vi.mock('../../../ui/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../ui/toast')>()),
  showError: vi.fn(),
  showSuccess: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });
// The whole registration form renders several times a test, in jsdom: slower than most page tests.
vi.setConfig({ testTimeout: 30_000 });

// jsdom has no layout: the pickers scroll their chosen option into view.
Element.prototype.scrollIntoView = () => {};

/** With fields the form does not show, which registering again must send back as they were. */
const insuranceRow: PatientInsurance = { ...patientInsurance, claimManager: 'Meera Nair', isWorkerCompensation: true };

const defaultGuarantor: PatientGuarantor = {
  id: 11,
  firstName: 'Sunita',
  lastName: 'Sharma',
  countryCode: '91',
  contact: '9812345678',
  email: null,
  address: null,
  relation: 'Spouse',
  isDefault: true,
};

const contactOrganisation: OrganisationChoice = {
  id: 4,
  name: 'City Hospital',
  mandatoryPatientFields: ['email'],
  patientContactMandatory: true,
};

type ApiRoute = Parameters<typeof routeApi>[1][number];

const defaultRoutes: ApiRoute[] = [
  [
    'GET',
    '/api/v1/medical-history-items',
    () =>
      jsonResponse(200, { histories: [{ id: 1, name: 'Hypertension' }], allergies: [{ id: 2, name: 'Penicillin' }] }),
  ],
  [
    'GET',
    '/api/v1/insurances',
    () => jsonResponse(200, { items: [{ id: 5, name: 'Star Health', type: 'Commercial' }] }),
  ],
  ['GET', '/api/v1/organisations/lookup', () => jsonResponse(200, { items: [contactOrganisation] })],
  ['GET', '/api/v1/doctors/referral-lookup', () => jsonResponse(200, { items: [{ id: 8, name: 'Dr. Mehta' }] })],
  [
    'GET',
    '/api/v1/diseases',
    () => jsonResponse(200, { items: [{ icdCode: 'E11', name: 'Type 2 diabetes mellitus', source: 'common' }] }),
  ],
  [
    'GET',
    '/api/v1/search',
    () => jsonResponse(200, { patients: [patientSummary], samples: [], bills: [], orders: [], nationalId: [] }),
  ],
  ['GET', '/api/v1/patients/duplicates', () => jsonResponse(200, { matches: [] })],
  ['POST', '/api/v1/patients', () => jsonResponse(201, { ...patient, id: 21, labPatientId: 'P-000021', version: 0 })],
  ['GET', '/api/v1/patients/42/insurances', () => jsonResponse(200, { items: [insuranceRow], version: 4 })],
  ['GET', '/api/v1/patients/42/guarantors', () => jsonResponse(200, { items: [defaultGuarantor] })],
  ['GET', '/api/v1/patients/42', () => jsonResponse(200, patient)],
];

const { fetchMock, callsWith, requests } = stubApi();

/** Answers each call by method and address; `routes` come before the default answers. */
const answer = (routes: ApiRoute[] = []) => routeApi(fetchMock, [...routes, ...defaultRoutes]);

/** The patient's own address is the start of their records' addresses: these keep their answers. */
const recordRoutes = defaultRoutes.filter(([, path]) => path.startsWith('/api/v1/patients/42/'));

beforeEach(() => {
  answer();
  vi.mocked(showError).mockReset();
  vi.mocked(showSuccess).mockReset();
});

const renderRegistration = (session: SessionData = labSession) =>
  renderPage(
    <Routes>
      <Route path="/" element={<RegisterPatientPage />} />
      <Route path="/patients/:patientId" element={<p>The patient's page</p>} />
    </Routes>,
    { session },
  );

const field = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const registerButton = () => screen.getByText('Register').closest('button') as HTMLButtonElement;
const register = () => fireEvent.click(registerButton());
const posts = () => callsWith('POST').filter(([url]) => String(url) === '/api/v1/patients');
const postedBody = (index = 0) => JSON.parse(String(posts()[index]?.[1]?.body));

const typeDateOfBirth = (day: string, month: string, year: string) => {
  type('Day of birth', day);
  type('Month of birth', month);
  type('Year of birth', year);
};

const fillNewPatient = () => {
  type(/^First name/, 'Asha');
  type(/^Last name/, 'Verma');
  fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
};

/** Opens a picker and chooses the option with this text. */
async function choose(label: RegExp | string, option: RegExp | string) {
  fireEvent.click(field(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the registration form (spec 000 §2, §3)', () => {
  it('asks for the name in four parts in split mode', () => {
    renderRegistration();
    for (const label of [/^First name/, /^Middle name/, /^Last name/, /^Suffix/]) expect(field(label)).toBeTruthy();
    expect(screen.queryByLabelText(/^Patient name/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Register patient' })).toBeTruthy();
  });

  it("asks for one name in the lab's single-name mode, and says it is missing", async () => {
    renderRegistration({ ...labSession, registration_general_settings: { nameFormat: 'single' } });
    expect(field(/^Patient name/)).toBeTruthy();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    register();
    expect(await screen.findByText(messages.patientNameRequired)).toBeTruthy();
  });

  it('says what is missing under each field when submitted empty, and sends nothing (spec 000 §5)', async () => {
    renderRegistration();
    register();
    expect(await screen.findByText(messages.patientFirstNameRequired)).toBeTruthy();
    expect(screen.getByText(messages.patientLastNameRequired)).toBeTruthy();
    expect(screen.getByText(messages.genderRequired)).toBeTruthy();
    expect(field(/^First name/).getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toHaveLength(0);
  });

  it('checks a field again as the user leaves it, once the form was submitted', async () => {
    renderRegistration();
    type(/^E-mail/, 'not-an-address');
    fireEvent.blur(field(/^E-mail/));
    expect(screen.queryByText(messages.emailNotValid)).toBeNull();
    register();
    expect(await screen.findByText(messages.emailNotValid)).toBeTruthy();
    type(/^E-mail/, 'asha@example.com');
    fireEvent.blur(field(/^E-mail/));
    await waitFor(() => expect(screen.queryByText(messages.emailNotValid)).toBeNull());
  });

  it('presets the gender from a designation that names one, only when none is chosen', async () => {
    renderRegistration();
    await choose('Designation', 'Mrs.');
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await choose('Designation', 'Mr.');
    expect((screen.getByRole('radio', { name: 'Other' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('a referral user (spec 000 §6, §8 code 4)', () => {
  it('registers new patients only: no search to register one again, no medical history to tick', () => {
    renderRegistration({ ...labSession, admin: false, user: { ...labSession.user, isReferral: true } });
    expect(field(/^First name/)).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByLabelText('Medical history')).toBeNull();
    expect(requests()).not.toContain('GET /api/v1/medical-history-items');
  });
});

describe('the date of birth (spec 000 §5)', () => {
  it('recalculates the age and its unit from a full date', () => {
    renderRegistration();
    typeDateOfBirth('15', '06', '1990');
    const expected = ageFromDateOfBirth('1990-06-15', calendarDateIn(new Date(), labSession.timeZone));
    expect(field(/^Age$/).value).toBe(String(expected?.age));
    expect(field(/^Age unit/).value).toBe('Years');
  });

  it("gives an infant's age in months or days", () => {
    renderRegistration();
    const today = calendarDateIn(new Date(), labSession.timeZone);
    const [year, month, day] = today.split('-') as [string, string, string];
    typeDateOfBirth(day, month, year);
    expect(field(/^Age$/).value).toBe('0');
    expect(field(/^Age unit/).value).toBe('Days');
  });

  it("says 'Please select valid date of birth.' when only part of it is typed", async () => {
    renderRegistration();
    fillNewPatient();
    type('Day of birth', '15');
    register();
    expect(await screen.findByText(messages.dateOfBirthIncomplete)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("says 'Date of birth in not valid.' for a date after today, as soon as it is typed", async () => {
    renderRegistration();
    const nextYear = String(Number(calendarDateIn(new Date(), labSession.timeZone).slice(0, 4)) + 1);
    typeDateOfBirth('01', '01', nextYear);
    expect(await screen.findByText(messages.dateOfBirthNotValid)).toBeTruthy();
  });
});

describe('organisation rules (spec 000 §5, §6)', () => {
  it('asks for a phone when the chosen organisation makes it compulsory, and marks its mandatory fields', async () => {
    renderRegistration();
    fireEvent.focus(field(/^Organisation/));
    fireEvent.click(await screen.findByRole('option', { name: 'City Hospital' }));
    await waitFor(() => expect(field(/^Organisation/).value).toBe('City Hospital'));
    expect(field(/^Mobile/).required).toBe(true);
    expect(field(/^E-mail/).required).toBe(true);
    fillNewPatient();
    register();
    expect(await screen.findByText(messages.contactCompulsoryForOrganisation)).toBeTruthy();
    expect(screen.getByText(messages.contactEitherRequired)).toBeTruthy();
    expect(screen.getByText(messages.fieldEmpty)).toBeTruthy();
    expect(requests().some((request) => request.startsWith('GET /api/v1/organisations/lookup?q='))).toBe(true);
  });
});

describe('insurance rows (spec 000 §3, §4, §5)', () => {
  it("defaults the relation to Self and asks a started row for its policy number: 'Policy Number Required.'", async () => {
    renderRegistration();
    fillNewPatient();
    fireEvent.click(screen.getByRole('button', { name: 'Add insurance' }));
    const row = screen.getByRole('group', { name: 'Insurance 1' });
    expect((within(row).getByLabelText('Relation', { selector: 'input' }) as HTMLInputElement).value).toBe('Self');
    fireEvent.click(within(row).getByLabelText('Insurance', { selector: 'input' }));
    fireEvent.click(await within(row).findByRole('option', { name: 'Star Health' }));
    register();
    expect(await screen.findByText(messages.policyNumberRequired)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('leaves out a row that was added and left empty', async () => {
    renderRegistration();
    fillNewPatient();
    fireEvent.click(screen.getByRole('button', { name: 'Add insurance' }));
    register();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(postedBody().insurances).toEqual([]);
  });
});

describe('the guarantor (spec 000 §3 Guarantor)', () => {
  it('asks a new guarantor for a name and a relation, and sends them with the mobile as its national number', async () => {
    renderRegistration();
    fillNewPatient();
    fireEvent.click(screen.getByText('Enter new'));
    register();
    await waitFor(() => expect(screen.getAllByText(messages.fieldEmpty)).toHaveLength(2));
    expect(posts()).toHaveLength(0);
    const guarantor = screen.getByRole('region', { name: 'Guarantor' });
    fireEvent.change(within(guarantor).getByLabelText(/^First name/), { target: { value: 'Ravi' } });
    fireEvent.change(within(guarantor).getByLabelText(/^Mobile/), { target: { value: '98123 45678' } });
    fireEvent.click(within(guarantor).getByLabelText(/^Relation/));
    fireEvent.click(await within(guarantor).findByRole('option', { name: 'Father' }));
    register();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(postedBody().guarantor).toEqual({
      firstName: 'Ravi',
      lastName: null,
      contact: '9812345678',
      countryCode: '91',
      email: null,
      address: null,
      relation: 'Father',
    });
  });
});

describe('the keyboard (STYLE.md Screens, keyboard first)', () => {
  it('moves to the next field on Enter instead of registering a half-typed form', () => {
    renderRegistration();
    const firstName = field(/^First name/);
    firstName.focus();
    fireEvent.keyDown(firstName, { key: 'Enter' });
    expect(document.activeElement).toBe(field(/^Middle name/));
    // One stop for the gender, as Tab makes: its first choice while none is chosen.
    const suffix = field(/^Suffix/);
    suffix.focus();
    fireEvent.keyDown(suffix, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Male' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Female' }), { key: 'Enter' });
    expect(document.activeElement).toBe(field(/^Age$/));
    expect(screen.queryByText(messages.patientFirstNameRequired)).toBeNull();
  });
});

describe('registering a new patient', () => {
  it("checks for duplicates, posts the mobile's national number with its country and the age, and opens the patient", async () => {
    renderRegistration();
    fillNewPatient();
    type(/^Mobile/, '+91 98765 43210');
    typeDateOfBirth('15', '06', '1990');
    register();
    expect(await screen.findByText("The patient's page")).toBeTruthy();
    const duplicateCheck = requests().find((request) => request.startsWith('GET /api/v1/patients/duplicates'));
    expect(duplicateCheck).toContain('fullName=Asha+Verma');
    expect(duplicateCheck).toContain('dateOfBirth=1990-06-15');
    const expected = ageFromDateOfBirth('1990-06-15', calendarDateIn(new Date(), labSession.timeZone));
    expect(postedBody()).toMatchObject({
      firstName: 'Asha',
      lastName: 'Verma',
      gender: 'Female',
      mobile: '9876543210',
      countryCode: '91',
      isoCode: 'IN',
      age: expected?.age,
      ageUnit: 'Years',
      dateOfBirth: '1990-06-15',
      patientId: null,
      version: null,
    });
    expect(showSuccess).toHaveBeenCalledWith('Patient registered');
  });

  it("says 'Unable to Register/Update Patient.' when the server answers with nothing it can read", async () => {
    answer([['POST', '/api/v1/patients', () => new Response(null, { status: 500 })]]);
    renderRegistration();
    fillNewPatient();
    register();
    await waitFor(() => expect(showError).toHaveBeenCalledWith(messages.registerFailed));
  });

  it("shows the server's field issues under their fields", async () => {
    answer([
      [
        'POST',
        '/api/v1/patients',
        () =>
          jsonResponse(400, {
            error: {
              code: 'bad_request',
              messageKey: 'contactMobileNotValid',
              message: messages.contactMobileNotValid,
              fields: [
                { field: 'mobile', messageKey: 'contactMobileNotValid', message: messages.contactMobileNotValid },
              ],
            },
          }),
      ],
    ]);
    renderRegistration();
    fillNewPatient();
    register();
    expect(await screen.findByText(messages.contactMobileNotValid)).toBeTruthy();
    expect(field(/^Mobile/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says a national id is taken under its field and in a toast (spec 000 §8)', async () => {
    answer([
      [
        'POST',
        '/api/v1/patients',
        () =>
          jsonResponse(409, {
            error: {
              code: 'conflict',
              messageKey: 'nationalIdRegistered',
              message: messages.nationalIdRegistered,
              fields: [
                { field: 'nationalIdentityNumber', messageKey: 'nationalIdExists', message: messages.nationalIdExists },
              ],
            },
          }),
      ],
    ]);
    renderRegistration();
    fillNewPatient();
    type(/^National identity number/, 'ABCD1234');
    register();
    expect(await screen.findByText(messages.nationalIdExists)).toBeTruthy();
    expect(showError).toHaveBeenCalledWith(messages.nationalIdRegistered);
  });
});

const match: DuplicateMatch = { ...patientSummary, fullName: 'Asha Verma', gender: 'Female', hasReports: false };

describe('likely duplicates (spec 000 §4 strict check)', () => {
  it("lists them, and registers a new patient on the user's word", async () => {
    answer([['GET', '/api/v1/patients/duplicates', () => jsonResponse(200, { matches: [match] })]]);
    renderRegistration();
    fillNewPatient();
    register();
    const dialog = await screen.findByRole('dialog', { name: 'Possible duplicate patient' });
    expect(within(dialog).getByText('Asha Verma', { exact: false })).toBeTruthy();
    expect(within(dialog).getByText(/P-000042/)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register as new patient' }));
    expect(await screen.findByText("The patient's page")).toBeTruthy();
    expect(postedBody().confirmedNotDuplicate).toBe(true);
  });

  it('loads the match the user chooses instead', async () => {
    answer([['GET', '/api/v1/patients/duplicates', () => jsonResponse(200, { matches: [match] })]]);
    renderRegistration();
    fillNewPatient();
    register();
    const dialog = await screen.findByRole('dialog', { name: 'Possible duplicate patient' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this patient' }));
    await waitFor(() => expect(field(/^First name/).value).toBe('Rahul'));
    expect(requests()).toContain('GET /api/v1/patients/42');
    expect(posts()).toHaveLength(0);
  });

  it('asks for a confirmation before a new record when a match already has reports', async () => {
    answer([
      ['GET', '/api/v1/patients/duplicates', () => jsonResponse(200, { matches: [{ ...match, hasReports: true }] })],
    ]);
    renderRegistration();
    fillNewPatient();
    register();
    const dialog = await screen.findByRole('dialog', { name: 'This patient may already have reports' });
    const registerNew = within(dialog).getByRole('button', { name: 'Register as new patient' }) as HTMLButtonElement;
    expect(registerNew.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /this is a different person/ }));
    expect(registerNew.disabled).toBe(false);
    fireEvent.click(registerNew);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(postedBody().confirmedNotDuplicate).toBe(true);
  });
});

async function selectRahul() {
  const search = screen.getByRole('searchbox', { name: /Search a registered patient/ });
  fireEvent.focus(search);
  fireEvent.change(search, { target: { value: 'rahul' } });
  // Found by its text: a role query over the whole form is slow in jsdom.
  fireEvent.click(await screen.findByText('Mr. Rahul Sharma'));
}

describe('registering a patient of this lab again (spec 000 §4)', () => {
  it('fills the form with them, their insurance and default guarantor, and sends their id and version', async () => {
    renderRegistration();
    await selectRahul();
    await waitFor(() => expect(field(/^First name/).value).toBe('Rahul'));
    expect(showSuccess).toHaveBeenCalledWith(messages.patientDataFetched);
    expect(field(/^Last name/).value).toBe('Sharma');
    expect(field(/^Mobile/).disabled).toBe(true);
    expect(field('Day of birth').value).toBe('10');
    expect(field(/^Policy number/).value).toBe('POL-123');
    expect(field(/^Guarantor/).value).toBe('Sunita Sharma');
    expect(field(/^Organisation/).value).toBe('City Clinic');
    expect(field(/^Referral/).value).toBe('Dr. Mehta');
    expect(screen.getByText(/^Registering \u2068Rahul Sharma\u2069 \(\u2068P-000042\u2069\) again/)).toBeTruthy();
    register();
    expect(await screen.findByText("The patient's page")).toBeTruthy();
    expect(requests().some((request) => request.startsWith('GET /api/v1/patients/duplicates'))).toBe(false);
    expect(postedBody()).toMatchObject({
      patientId: 42,
      version: 4,
      firstName: 'Rahul',
      mobile: '9876543210',
      alternateMobile: '9123456780',
      organisationId: 3,
      referralDoctorId: 8,
      // What the form does not show of a row is sent back as it was: the rows are replaced.
      insurances: [
        {
          insuranceId: 5,
          policyNumber: 'POL-123',
          relation: 'Self',
          claimManager: 'Meera Nair',
          isWorkerCompensation: true,
        },
      ],
      guarantor: { guarantorId: 11, relation: 'Spouse' },
      diseases: [{ code: 'E11', name: 'Type 2 diabetes mellitus' }],
      medicalHistoryIds: [1],
    });
    expect(showSuccess).toHaveBeenCalledWith('Patient details updated');
  });

  it("keeps Register disabled while the patient's data loads", async () => {
    let release: (response: Response) => void = () => {};
    answer([
      ...recordRoutes,
      ['GET', '/api/v1/patients/42', () => new Promise<Response>((resolve) => (release = resolve))],
    ]);
    renderRegistration();
    await selectRahul();
    const button = registerButton();
    await waitFor(() => expect(button.disabled).toBe(true));
    release(jsonResponse(200, patient));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(field(/^First name/).value).toBe('Rahul');
  });

  it("says 'Unable to get user data' when the patient cannot be read, and leaves the form as it was", async () => {
    answer([...recordRoutes, ['GET', '/api/v1/patients/42', () => new Response(null, { status: 500 })]]);
    renderRegistration();
    type(/^First name/, 'Asha');
    await selectRahul();
    await waitFor(() => expect(showError).toHaveBeenCalledWith(messages.userDataFailed));
    expect(field(/^First name/).value).toBe('Asha');
  });

  it('loads the patient without the insurance or guarantors it could not read, saying which', async () => {
    answer([
      ['GET', '/api/v1/patients/42/insurances', () => new Response(null, { status: 500 })],
      ['GET', '/api/v1/patients/42/guarantors', () => new Response(null, { status: 500 })],
    ]);
    renderRegistration();
    await selectRahul();
    await waitFor(() => expect(field(/^First name/).value).toBe('Rahul'));
    expect(showError).toHaveBeenCalledWith(messages.insuranceDetailsFailed);
    expect(showError).toHaveBeenCalledWith(messages.guarantorFailed);
    expect(screen.getByText('No insurance added.')).toBeTruthy();
  });
});

describe('the lookups of the form', () => {
  it("shows the registry's refusal when no health registry is configured, never a success", async () => {
    answer([
      [
        'POST',
        '/api/v1/health-registry/fetchAuthModes',
        () =>
          jsonResponse(501, {
            error: {
              code: 'not_configured',
              messageKey: 'healthRegistryNotConfigured',
              message: messages.healthRegistryNotConfigured,
            },
          }),
      ],
    ]);
    renderRegistration();
    type(/^National health id/, 'rahul@abdm');
    fireEvent.click(screen.getByRole('button', { name: 'Verify with registry' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(messages.healthRegistryNotConfigured));
    expect(JSON.parse(String(callsWith('POST')[0]?.[1]?.body))).toEqual({ healthId: 'rahul@abdm' });
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it("offers conditions as 'E11 Type 2 diabetes mellitus' and sends the chosen ones", async () => {
    renderRegistration();
    fillNewPatient();
    const diseases = screen.getByRole('textbox', { name: 'Disease' });
    fireEvent.click(diseases);
    fireEvent.change(diseases, { target: { value: 'diab' } });
    // The server searches, by code and words, once the typing stops.
    await waitFor(() => expect(requests()).toContain('GET /api/v1/diseases?search=diab'));
    fireEvent.click(await screen.findByRole('option', { name: 'E11 Type 2 diabetes mellitus' }));
    register();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(postedBody().diseases).toEqual([{ code: 'E11', name: 'Type 2 diabetes mellitus' }]);
  });

  it("says 'Unable to get ICD code list' when the conditions cannot be read", async () => {
    answer([['GET', '/api/v1/diseases', () => new Response(null, { status: 500 })]]);
    renderRegistration();
    fireEvent.click(screen.getByRole('textbox', { name: 'Disease' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(messages.icdCodeListFailed));
  });
});

describe('in Arabic', () => {
  it("speaks Arabic, the rules' messages included", async () => {
    await i18n.changeLanguage('ar');
    renderRegistration();
    expect(screen.getByRole('heading', { name: 'تسجيل مريض' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل' }));
    // The spec's message, by its key, in the user's language.
    expect(await screen.findByText('يرجى إدخال الاسم الأول للمريض.')).toBeTruthy();
  });
});
