import type { PatientSummary, WorklistOptions, WorklistRun } from '@lims/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { ClinicalHistoryWorkListModal } from './ClinicalHistoryWorkListModal';
import { DoctorWorkListModal } from './DoctorWorkListModal';
import { PatientWiseWorkListModal } from './PatientWiseWorkListModal';
import { SampleTypeWorkListModal } from './SampleTypeWorkListModal';
import { TestWiseWorkListModal } from './TestWiseWorkListModal';

// A run is asked how far it is every 500 ms.
configure({ asyncUtilTimeout: 4000 });

const { fetchMock, callsWith } = stubApi();

const options: WorklistOptions = {
  departments: [
    { id: 2, name: 'Haematology' },
    { id: 3, name: 'Biochemistry' },
  ],
  categories: [],
  tests: [
    { id: 11, code: 'CBC', name: 'Complete Blood Count', departmentId: 2 },
    { id: 12, code: 'LFT', name: 'Liver Function Test', departmentId: 3 },
  ],
  devices: [],
  signingDoctors: [
    { id: 5, fullName: 'Dr. Kavita Rao' },
    { id: 6, fullName: 'Dr. Imran Sheikh' },
  ],
  templates: [],
};

const patient: PatientSummary = {
  id: 42,
  labPatientId: 'P-000042',
  referenceId: null,
  designation: 'Mr.',
  fullName: 'Rahul Sharma',
  gender: 'Male',
  age: 34,
  ageUnit: 'Years',
  dateOfBirth: '1991-02-10',
  countryCode: '91',
  mobile: '9876543210',
  email: null,
  nationalIdentityNumber: null,
  organisation: null,
  referralDoctor: null,
  recurring: false,
  createdAt: '2025-05-21T10:00:00.000Z',
};

const header = { from: '2025-03-01', to: '2025-03-31', departmentId: 2 };

/** What the server says of the run the modal started: first queued, then as `runNow` is set. */
const runOf = (state: WorklistRun['state'], done = 0): WorklistRun => ({
  id: 7,
  kind: 'testWise',
  format: 'pdf',
  state,
  done,
  total: 40,
  error: null,
  fileName: state === 'done' ? '1741000000.pdf' : null,
  createdAt: '2025-03-31T10:00:00.000Z',
  finishedAt: state === 'done' ? '2025-03-31T10:00:05.000Z' : null,
});
let runNow: WorklistRun;

beforeEach(() => {
  runNow = runOf('running', 12);
  fetchMock.mockImplementation(async (url, init) => {
    const call = `${init?.method ?? 'GET'} ${String(url)}`;
    if (call === 'GET /api/v1/worklists/options') return jsonResponse(200, options);
    if (call === 'POST /api/v1/worklists/runs') return jsonResponse(202, runOf('queued'));
    if (call === 'GET /api/v1/worklists/runs/7') return jsonResponse(200, runNow);
    if (call.startsWith('GET /api/v1/doctors/referral-lookup'))
      return jsonResponse(200, { items: [{ id: 8, name: 'Dr. Mehta' }] });
    if (call.startsWith('GET /api/v1/search'))
      return jsonResponse(200, { patients: [patient], samples: [], bills: [], orders: [], nationalId: [] });
    throw new Error(`Unexpected call: ${call}`);
  });
});

const sentBodies = () => callsWith('POST').map(([, init]) => JSON.parse(String(init?.body)));

function open(modal: ReactElement, title: string) {
  renderPage(modal);
  return screen.getByRole('dialog', { name: title });
}

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const box = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const day = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const setDay = (label: RegExp, value: string) => fireEvent.change(day(label), { target: { value } });
const type = (name: string | RegExp, value: string) => fireEvent.change(box(name), { target: { value } });

/** Opens a list and picks an option, once the list has its options. */
async function pick(name: string | RegExp, option: string) {
  fireEvent.click(box(name));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types into a type-ahead and picks what the server offers. */
async function pickTypeAhead(input: HTMLElement, text: string, option: string | RegExp) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** A check refused the form: its message shows, and nothing was asked of the server. */
async function expectRefused(message: string) {
  expect(await screen.findByText(message)).toBeTruthy();
  expect(sentBodies()).toEqual([]);
}

/** While the list is made the button reads the busy text, disabled; once done the PDF opens from the run's file. */
async function expectRunFollowed(busyLabel: string, idleLabel: string) {
  const busy = await screen.findByRole<HTMLButtonElement>('button', { name: busyLabel });
  expect(busy.disabled).toBe(true);
  expect(await screen.findByText('12 of 40 lines')).toBeTruthy();
  runNow = runOf('done', 40);
  const link = await screen.findByRole('link', { name: 'Open in a new tab' });
  expect(link.getAttribute('href')).toBe('/api/v1/worklists/runs/7/file');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(button(idleLabel).disabled).toBe(false);
}

describe('Test-wise Work List (spec 002 §2, §5)', () => {
  const title = 'Test-wise Work List';
  // The list waits, disabled, for the tests rather than offering none.
  const optionsLoaded = () => waitFor(() => expect(box('Test').disabled).toBe(false));

  it("refuses without a test: 'Please select any test', nothing sent", async () => {
    open(<TestWiseWorkListModal opened onClose={() => {}} {...header} />, title);
    fireEvent.click(button('WorkList'));
    await expectRefused('Please select any test');
  });

  it("offers the header department's tests as 'code — name' and asks for the chosen test over the header's days", async () => {
    open(<TestWiseWorkListModal opened onClose={() => {}} {...header} />, title);
    await optionsLoaded();
    fireEvent.click(box('Test'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'CBC — Complete Blood Count',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'CBC — Complete Blood Count' }));
    fireEvent.click(button('WorkList'));
    await waitFor(() =>
      expect(sentBodies()).toEqual([
        { kind: 'testWise', testId: 11, from: '2025-03-01', to: '2025-03-31', departmentId: 2 },
      ]),
    );
    await expectRunFollowed('Generating...', 'WorkList');
  });

  it("offers every department's tests when the header has none", async () => {
    open(<TestWiseWorkListModal opened onClose={() => {}} />, title);
    await optionsLoaded();
    await pick('Test', 'LFT — Liver Function Test');
    fireEvent.click(button('WorkList'));
    await waitFor(() =>
      expect(sentBodies()).toEqual([{ kind: 'testWise', testId: 12, from: null, to: null, departmentId: null }]),
    );
  });
});

describe('Patient Wise Work List (spec 002 §2, §5)', () => {
  const title = 'Patient Wise Work List';
  const search = () => screen.getByRole<HTMLInputElement>('searchbox', { name: /Search patient by name/ });

  it('refuses without a patient or All, nothing sent', async () => {
    open(<PatientWiseWorkListModal opened onClose={() => {}} {...header} />, title);
    fireEvent.click(button('WorkList'));
    await expectRefused('Select a patient, or check All.');
  });

  it("asks for the chosen patient's list over the header's days", async () => {
    open(<PatientWiseWorkListModal opened onClose={() => {}} {...header} />, title);
    await pickTypeAhead(search(), 'rahul', /Rahul Sharma/);
    expect(screen.getByText('P-000042')).toBeTruthy();
    fireEvent.click(button('WorkList'));
    await waitFor(() =>
      expect(sentBodies()).toEqual([
        { kind: 'patientWise', patientId: 42, all: false, from: '2025-03-01', to: '2025-03-31', departmentId: 2 },
      ]),
    );
    await expectRunFollowed('Generating...', 'WorkList');
  });

  it('All clears the chosen patient and disables the search', async () => {
    open(<PatientWiseWorkListModal opened onClose={() => {}} {...header} />, title);
    await pickTypeAhead(search(), 'rahul', /Rahul Sharma/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'All' }));
    expect(screen.queryByText('P-000042')).toBeNull();
    expect(search().matches(':disabled')).toBe(true);
    fireEvent.click(button('WorkList'));
    await waitFor(() =>
      expect(sentBodies()).toEqual([
        { kind: 'patientWise', patientId: null, all: true, from: '2025-03-01', to: '2025-03-31', departmentId: 2 },
      ]),
    );
  });
});

describe('Sample Type Work List (spec 002 §2, §5)', () => {
  const title = 'Sample Type Work List';
  const from = /^From Date/;
  const to = /^To Date/;

  it("starts at the header's days, between 2000-01-01 and today, sorted Descending", () => {
    open(<SampleTypeWorkListModal opened onClose={() => {}} {...header} />, title);
    expect([day(from).value, day(to).value]).toEqual(['2025-03-01', '2025-03-31']);
    expect(day(from).min).toBe('2000-01-01');
    expect(day(to).max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(day(to).max >= '2025-03-31').toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Descending' }).checked).toBe(true);
  });

  it("refuses without both dates: 'From Date and To Date are mandatory'", async () => {
    open(<SampleTypeWorkListModal opened onClose={() => {}} {...header} />, title);
    setDay(to, '');
    fireEvent.click(button('Generate Report'));
    await expectRefused('From Date and To Date are mandatory');
  });

  it("refuses a To Date before the From Date, under To Date: 'To Date must be after From date'", async () => {
    open(<SampleTypeWorkListModal opened onClose={() => {}} {...header} />, title);
    setDay(to, '2025-02-10');
    fireEvent.click(button('Generate Report'));
    await expectRefused('To Date must be after From date');
    expect(day(to).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the days in the chosen order, and reads Generating... while busy', async () => {
    open(<SampleTypeWorkListModal opened onClose={() => {}} />, title);
    setDay(from, '2025-01-05');
    setDay(to, '2025-01-20');
    fireEvent.click(screen.getByRole('radio', { name: 'Ascending' }));
    fireEvent.click(button('Generate Report'));
    await waitFor(() =>
      expect(sentBodies()).toEqual([
        { kind: 'sampleType', from: '2025-01-05', to: '2025-01-20', sortOrder: 'ascending' },
      ]),
    );
    await expectRunFollowed('Generating...', 'Generate Report');
  });
});

describe('Clinical History Work List (spec 002 §2, §5)', () => {
  const title = 'Clinical History Work List';
  const openClinical = (departmentId?: number) =>
    open(<ClinicalHistoryWorkListModal opened onClose={() => {}} departmentId={departmentId} />, title);
  const generate = () => fireEvent.click(button('Generate WorkList Report'));

  it('refuses only one lab number', async () => {
    openClinical();
    type('Lab No From', '100');
    generate();
    await expectRefused('From Lab and To Lab are required');
  });

  it('refuses lab numbers that are not numbers', async () => {
    openClinical();
    type('Lab No From', 'A100');
    type('Lab No To', '120');
    generate();
    await expectRefused('From Lab must number');
    type('Lab No From', '100');
    type('Lab No To', '12O');
    generate();
    await expectRefused('To Lab must number');
  });

  it('refuses a Reg No./IGID that is not a number', async () => {
    openClinical();
    type('Reg No./IGID', 'P-42');
    generate();
    await expectRefused('Patient Id must number');
  });

  it('refuses a form with nothing to look for', async () => {
    openClinical();
    generate();
    await expectRefused(
      'Please select form and to date or from lab to lab no are compulsory parameters to generate Work list',
    );
  });

  it("asks with every field, the header's department already chosen", async () => {
    openClinical(2);
    await waitFor(() => expect(box('Department').value).toBe('Haematology'));
    type('Patient Name', '  Rahul ');
    type('Reg No./IGID', '42');
    await pickTypeAhead(box('Referral'), 'meh', 'Dr. Mehta');
    type('Lab No From', '100');
    type('Lab No To', '120');
    setDay(/^From Date/, '2025-03-01');
    setDay(/^To Date/, '2025-03-15');
    generate();
    await waitFor(() =>
      expect(sentBodies()).toEqual([
        {
          kind: 'clinicalHistory',
          patientName: 'Rahul',
          patientId: '42',
          departmentId: 2,
          referralDoctorId: 8,
          fromLab: '100',
          toLab: '120',
          from: '2025-03-01',
          to: '2025-03-15',
        },
      ]),
    );
    await expectRunFollowed('Generating...', 'Generate WorkList Report');
  });

  it('asks by lab numbers alone, the rest null', async () => {
    openClinical();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    type('Lab No From', '100');
    type('Lab No To', '120');
    generate();
    await waitFor(() =>
      expect(sentBodies()).toEqual([
        {
          kind: 'clinicalHistory',
          patientName: null,
          patientId: null,
          departmentId: null,
          referralDoctorId: null,
          fromLab: '100',
          toLab: '120',
          from: null,
          to: null,
        },
      ]),
    );
  });
});

describe('Referral and Signing Doctor Type WorkList (spec 002 §2, §5)', () => {
  it("refuses without a referral doctor: 'Select The Referral Doctor'", async () => {
    open(
      <DoctorWorkListModal kind="referralDoctor" opened onClose={() => {}} {...header} />,
      'Referral Doctor Type WorkList',
    );
    fireEvent.click(button('Generate Worklist'));
    await expectRefused('Select The Referral Doctor');
  });

  it("asks for the referral doctor's list over the header's days, reading Fetching Data while busy", async () => {
    open(
      <DoctorWorkListModal kind="referralDoctor" opened onClose={() => {}} {...header} />,
      'Referral Doctor Type WorkList',
    );
    await pickTypeAhead(box(/^Referral Doctor/), 'meh', 'Dr. Mehta');
    fireEvent.click(button('Generate Worklist'));
    await waitFor(() =>
      expect(sentBodies()).toEqual([{ kind: 'referralDoctor', doctorId: 8, from: '2025-03-01', to: '2025-03-31' }]),
    );
    await expectRunFollowed('Fetching Data', 'Generate Worklist');
  });

  it("refuses without a signing doctor: 'Select The Signing Doctor'", async () => {
    open(
      <DoctorWorkListModal kind="signingDoctor" opened onClose={() => {}} {...header} />,
      'Signing Doctor Type WorkList',
    );
    fireEvent.click(button('Generate Worklist'));
    await expectRefused('Select The Signing Doctor');
  });

  it('asks for the chosen signing doctor over the days chosen', async () => {
    open(
      <DoctorWorkListModal kind="signingDoctor" opened onClose={() => {}} {...header} />,
      'Signing Doctor Type WorkList',
    );
    setDay(/^From Date/, '2025-03-10');
    await pick(/^Signing Doctor/, 'Dr. Imran Sheikh');
    fireEvent.click(button('Generate Worklist'));
    await waitFor(() =>
      expect(sentBodies()).toEqual([{ kind: 'signingDoctor', doctorId: 6, from: '2025-03-10', to: '2025-03-31' }]),
    );
  });

  it('closes from its Close button', () => {
    const onClose = vi.fn();
    const dialog = open(
      <DoctorWorkListModal kind="signingDoctor" opened onClose={onClose} />,
      'Signing Doctor Type WorkList',
    );
    const footerClose = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((candidate) => candidate.textContent === 'Close');
    fireEvent.click(footerClose as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
