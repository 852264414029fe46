import type { WorklistRun } from '@lims/contract';
import { calendarDateIn } from '@lims/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import {
  organisationLookup,
  referralLookup,
  worklistApi,
  worklistOptions,
  worklistRun,
  worklistTemplate,
} from './test-worklists';
import { WorkListDialog } from './WorkListDialog';

// A run is asked how far it is every 500 ms; the dialog has many fields to fill.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });
// jsdom lays nothing out; Mantine's searchable lists scroll their chosen option into view.
Element.prototype.scrollIntoView = () => {};

const { fetchMock, callsWith } = stubApi();
const header = { from: '2025-03-01', to: '2025-03-31', departmentId: 2 };
let runNow: WorklistRun;
let options = worklistOptions();

beforeEach(() => {
  runNow = worklistRun('running');
  options = worklistOptions();
  worklistApi(fetchMock, {
    'GET /api/v1/worklists/options': () => jsonResponse(200, options),
    'POST /api/v1/worklists/runs': () => jsonResponse(202, worklistRun('queued')),
    'GET /api/v1/worklists/runs/7': () => jsonResponse(200, runNow),
    'GET /api/v1/doctors/referral-lookup?': referralLookup,
    'GET /api/v1/organisations/lookup?': organisationLookup,
  });
});

const sentBodies = () => callsWith('POST').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const statusNames = ['All', 'Unprocessed', 'Processing', 'Processed', 'Approved', 'Dispatched', 'TAT exceeded'];
const checked = () => statusNames.filter((name) => checkbox(name).checked);

async function openDialog(props: Partial<typeof header> = header) {
  renderPage(<WorkListDialog opened onClose={() => {}} {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'Work List' });
  // The choices have come once the department shows its name.
  if (props.departmentId !== undefined) await waitFor(() => expect(box('Department').value).toBe('Haematology'));
  else await waitFor(() => expect(callsWith('GET').length).toBeGreaterThan(0));
  return dialog;
}

async function pick(name: string, option: string) {
  fireEvent.click(box(name));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The options a list offers once opened: those of its own dropdown. */
async function optionsOf(name: string) {
  fireEvent.click(box(name));
  const listbox = await waitFor(() => {
    const found = document.getElementById(box(name).getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`${name} has no open list`);
    return found;
  });
  return (await within(listbox).findAllByRole('option')).map((option) => option.textContent);
}

async function pickTypeAhead(name: string, text: string, option: string) {
  const input = box(name);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Work List dialog: filters (spec 002 §2)', () => {
  it("starts from the header's days and department, and shows Select Device only when the lab has devices", async () => {
    await openDialog();
    expect(button(/^Date range: /).textContent).toBe('01/03/2025 – 31/03/2025');
    for (const label of ['Referral', 'Organization', 'Category', 'Test', 'Report Tag', 'Select Template']) {
      expect(box(label)).toBeTruthy();
    }
    expect(screen.getByText('Estimated TAT date range')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Descending' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('textbox', { name: 'Select Device' })).toBeNull();
    expect(checked()).toEqual(statusNames);
  });

  it("offers the lab's devices when it has some", async () => {
    options = worklistOptions({ devices: [{ id: 31, name: 'Sysmex XN-350', departmentId: 2 }] });
    await openDialog();
    await pick('Select Device', 'Sysmex XN-350');
    expect(box('Select Device').value).toBe('Sysmex XN-350');
  });

  it("starts on today when there is no header range (spec 002 §9 'start and end of today')", async () => {
    await openDialog({});
    const today = calendarDateIn(new Date(), labSession.timeZone).split('-').reverse().join('/');
    expect(button(/^Date range: /).textContent).toBe(today);
    expect(box('Department').value).toBe('');
  });

  it("offers the chosen department's tests only, and the report tags in the spec's order", async () => {
    await openDialog();
    expect(await optionsOf('Test')).toEqual(['Complete Blood Count (CBC)', 'Erythrocyte Sedimentation Rate (ESR)']);
    expect(await optionsOf('Report Tag')).toEqual(['In Question', 'Not Performed', 'On Hold', 'Resolved']);
  });
});

describe('Work List dialog: status checkboxes (spec 002 §4)', () => {
  it('All off clears every status and TAT exceeded; All on checks them again', async () => {
    await openDialog();
    fireEvent.click(checkbox('All'));
    expect(checked()).toEqual([]);
    fireEvent.click(checkbox('Processed'));
    expect(checked()).toEqual(['Processed']);
    expect(checkbox('All').indeterminate).toBe(true);
    fireEvent.click(checkbox('All'));
    expect(checked()).toEqual(statusNames);
  });

  it('TAT exceeded checked disables the estimated TAT range; a chosen range turns TAT exceeded off and disables it', async () => {
    await openDialog();
    const anyDueDate = () => button('Any due date');
    expect(anyDueDate().disabled).toBe(true);
    expect(screen.getByText('Uncheck TAT exceeded to choose a due date.')).toBeTruthy();

    fireEvent.click(checkbox('TAT exceeded'));
    expect(anyDueDate().disabled).toBe(false);
    fireEvent.click(checkbox('TAT exceeded'));
    expect(anyDueDate().disabled).toBe(true);

    fireEvent.click(checkbox('TAT exceeded'));
    fireEvent.click(anyDueDate());
    expect(checkbox('TAT exceeded').checked).toBe(false);
    expect(checkbox('TAT exceeded').disabled).toBe(true);
    // With TAT exceeded disabled, All stands for the five statuses alone.
    expect(checkbox('All').checked).toBe(true);
    fireEvent.click(checkbox('All'));
    fireEvent.click(checkbox('All'));
    expect(checkbox('TAT exceeded').checked).toBe(false);

    fireEvent.click(button('Clear the estimated TAT date range'));
    expect(checkbox('TAT exceeded').disabled).toBe(false);
    expect(checkbox('TAT exceeded').checked).toBe(false);
  });

  it("refuses with 'Select at least one parameter' when nothing is checked, asking nothing", async () => {
    await openDialog();
    fireEvent.click(checkbox('All'));
    fireEvent.click(button('Generate Work List'));
    expect(await screen.findByText('Select at least one parameter')).toBeTruthy();
    fireEvent.click(button('Generate Work Sheet'));
    expect(screen.getByText('Select at least one parameter')).toBeTruthy();
    expect(sentBodies()).toEqual([]);
    // Changing a checkbox forgets the message.
    fireEvent.click(checkbox('Approved'));
    expect(screen.queryByText('Select at least one parameter')).toBeNull();
  });
});

describe('Work List dialog: generating (spec 002 §2, §3 Work list request)', () => {
  it('sends every filter with Generate Work List', async () => {
    await openDialog();
    await pickTypeAhead('Referral', 'meh', 'Dr. Mehta');
    await pickTypeAhead('Organization', 'city', 'City Hospital');
    await pick('Category', 'Haematology');
    await pick('Test', 'Complete Blood Count (CBC)');
    await pick('Report Tag', 'On Hold');
    await pick('Select Template', 'Haematology bench (Excel)');
    fireEvent.click(screen.getByRole('radio', { name: 'Ascending' }));
    fireEvent.click(checkbox('Dispatched'));
    fireEvent.click(checkbox('TAT exceeded'));
    fireEvent.click(button('Generate Work List'));
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toEqual({
      kind: 'workList',
      from: '2025-03-01',
      to: '2025-03-31',
      departmentId: 2,
      referralDoctorId: 8,
      organisationId: 15,
      categoryId: 9,
      testIds: [11],
      deviceId: null,
      reportTag: 'onHold',
      estimatedFrom: null,
      estimatedTo: null,
      sortOrder: 'ascending',
      choice: {
        statuses: { unprocessed: true, processing: true, processed: true, approved: true, dispatched: false },
        tatExceeded: false,
      },
      templateId: 4,
      compressed: false,
    });
  });

  it('sends the worksheet with an estimated range of today, and no template when Compressed', async () => {
    await openDialog();
    await pick('Select Template', 'Haematology bench (Excel)');
    fireEvent.click(checkbox('Compressed'));
    expect(box('Select Template').disabled).toBe(true);
    expect(screen.getByText('Configuration is not applicable when compressed.')).toBeTruthy();
    fireEvent.click(checkbox('TAT exceeded'));
    fireEvent.click(button('Any due date'));
    fireEvent.click(button('Generate Work Sheet'));
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    const today = calendarDateIn(new Date(), labSession.timeZone);
    expect(sentBodies()[0]).toMatchObject({
      kind: 'workSheet',
      estimatedFrom: today,
      estimatedTo: today,
      choice: { tatExceeded: false },
      templateId: null,
      compressed: true,
    });
  });

  it("disables both buttons, reading 'Generating...', until the list is ready to open in a new tab", async () => {
    const dialog = await openDialog();
    fireEvent.click(button('Generate Work List'));
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'Generating...' })).toHaveLength(2));
    for (const busy of within(dialog).getAllByRole<HTMLButtonElement>('button', { name: 'Generating...' })) {
      expect(busy.disabled).toBe(true);
    }
    expect(await screen.findByText('12 of 40 lines')).toBeTruthy();
    runNow = worklistRun('done');
    const link = await screen.findByRole('link', { name: 'Open in a new tab' });
    expect(link.getAttribute('href')).toBe('/api/v1/worklists/runs/7/file');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(button('Generate Work List').disabled).toBe(false);
    expect(button('Generate Work Sheet').disabled).toBe(false);
  });

  it("shows the server's refusal in the spec's words", async () => {
    worklistApi(fetchMock, {
      'GET /api/v1/worklists/options': () => jsonResponse(200, options),
      'POST /api/v1/worklists/runs': () =>
        jsonResponse(404, {
          error: { code: 'not_found', message: 'No data found with given criteria.', messageKey: 'worklistNoData' },
        }),
    });
    await openDialog();
    fireEvent.click(button('Generate Work Sheet'));
    expect((await screen.findByRole('alert')).textContent).toBe('No data found with given criteria.');
    expect(button('Generate Work Sheet').disabled).toBe(false);
  });

  it('opens Configure WorkList from its labelled gear button', async () => {
    worklistApi(fetchMock, {
      'GET /api/v1/worklists/options': () => jsonResponse(200, options),
      'GET /api/v1/worklists/templates': () => jsonResponse(200, { items: [worklistTemplate()] }),
    });
    await openDialog();
    fireEvent.click(button('Configure WorkList'));
    const configure = await screen.findByRole('dialog', { name: 'Configure WorkList' });
    expect(await within(configure).findByText('Haematology bench')).toBeTruthy();
  });
});
