import { noTemplateFlags, toastDurations } from '@lims/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { ConfigureWorkListDialog } from './ConfigureWorkListDialog';
import { worklistApi, worklistOptions, worklistTemplate } from './test-worklists';

vi.setConfig({ testTimeout: 30_000 });
// jsdom lays nothing out; Mantine's searchable lists scroll their chosen option into view.
Element.prototype.scrollIntoView = () => {};

const { fetchMock, callsWith } = stubApi();
const toasts = () =>
  vi.mocked(notifications.show).mock.calls.map(([toast]) => ({ message: toast.message, autoClose: toast.autoClose }));

const bench = worklistTemplate();
const evening = worklistTemplate({
  id: 5,
  name: 'Evening shift',
  categoryId: null,
  categoryName: null,
  format: 'pdf',
  flags: { ...noTemplateFlags, billDateFlag: true },
  version: 1,
});
let templates = [bench, evening];

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  templates = [bench, evening];
  worklistApi(fetchMock, {
    'GET /api/v1/worklists/templates': () => jsonResponse(200, { items: templates }),
    'GET /api/v1/worklists/options': () => jsonResponse(200, worklistOptions({ templates })),
    'POST /api/v1/worklists/templates': () => jsonResponse(201, worklistTemplate({ id: 6, name: 'Night bench' })),
    'PUT /api/v1/worklists/templates/4': () => jsonResponse(200, { ...bench, version: 4 }),
    'DELETE /api/v1/worklists/templates/5': () => new Response(null, { status: 204 }),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const tab = (name: string) => screen.getByRole('tab', { name });
const bodyOf = (method: string) => JSON.parse(String(callsWith(method).at(-1)?.[1]?.body)) as unknown;
const checkedFlags = () => screen.getAllByRole<HTMLInputElement>('checkbox').filter((box) => box.checked);

async function openDialog() {
  renderPage(<ConfigureWorkListDialog opened onClose={() => {}} />);
  expect(screen.getByRole('dialog', { name: 'Configure WorkList' })).toBeTruthy();
  await screen.findByText('Haematology bench');
}

/** The New Configuration tab with the lab's categories loaded. */
async function openNew() {
  fireEvent.click(tab('New Configuration'));
  await waitFor(() => expect(box('Category').value).toBe('Default WorkList'));
}

describe('Configure WorkList: Configuration List (spec 002 §2)', () => {
  it('lists each template with its Name, Category and Type, and offers Back and Save Settings only on the New tab', async () => {
    await openDialog();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('columnheader')
          .map((cell) => cell.textContent),
      )[0],
    ).toEqual(['Name', 'Category', 'Type', 'Actions']);
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Haematology bench', 'Haematology', 'Excel', 'Edit'],
      ['Evening shift', 'Default WorkList', 'PDF', 'Edit'],
    ]);
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await openNew();
    expect(button('Save Settings')).toBeTruthy();
    expect(button('Back')).toBeTruthy();
  });

  it("deletes after a confirmation naming the action, then says '{name} setting has been deleted.' for 1.2 s", async () => {
    await openDialog();
    fireEvent.click(button('Delete Evening shift'));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete setting' });
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { message: 'Evening shift setting has been deleted.', autoClose: toastDurations.success },
      ]),
    );
    expect(toastDurations.success).toBe(1200);
    expect(callsWith('DELETE').map(([url]) => String(url))).toEqual(['/api/v1/worklists/templates/5']);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    await openDialog();
    fireEvent.click(button('Delete Evening shift'));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete setting' });
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete setting' })).toBeNull());
    expect(callsWith('DELETE')).toEqual([]);
  });
});

describe('Configure WorkList: New Configuration (spec 002 §2, §3, §5)', () => {
  it("asks for data when saved untouched, sending nothing (spec 002 §5 'with no edited data')", async () => {
    await openDialog();
    await openNew();
    fireEvent.click(button('Save Settings'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Please enter the template's name and choose its options.",
    );
    expect(callsWith('POST')).toEqual([]);
  });

  it("saves a new template with its category, type and options: 'Settings updated successfully' for 1.2 s, back on the list", async () => {
    await openDialog();
    await openNew();
    fireEvent.click(box('Category'));
    fireEvent.click(await screen.findByRole('option', { name: 'Routine chemistry' }));
    fireEvent.change(box('Template Name'), { target: { value: '  Night bench ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Excel' }));
    fireEvent.click(checkbox('Patient ID'));
    fireEvent.click(checkbox('Clinical history'));
    fireEvent.click(checkbox('Order number'));
    expect(screen.getAllByRole('checkbox')).toHaveLength(13);
    fireEvent.click(button('Save Settings'));
    await waitFor(() => expect(callsWith('POST')).toHaveLength(1));
    expect(bodyOf('POST')).toEqual({
      name: 'Night bench',
      categoryId: 10,
      format: 'excel',
      flags: { ...noTemplateFlags, patientIdFlag: true, clinicalHistoryFlag: true, orderNumberFlag: true },
    });
    await waitFor(() =>
      expect(toasts()).toEqual([{ message: 'Settings updated successfully', autoClose: toastDurations.success }]),
    );
    expect(tab('Configuration List').getAttribute('aria-selected')).toBe('true');
  });

  it('Edit loads the template into the New tab and saves it at the version it was read', async () => {
    await openDialog();
    fireEvent.click(button('Edit Haematology bench'));
    expect(tab('New Configuration').getAttribute('aria-selected')).toBe('true');
    expect(box('Template Name').value).toBe('Haematology bench');
    await waitFor(() => expect(box('Category').value).toBe('Haematology'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Excel' }).checked).toBe(true);
    expect(checkedFlags().map((flag) => flag.labels?.[0]?.textContent)).toEqual(['Patient ID', 'Ward No.']);

    // Loaded but unchanged is no edited data.
    fireEvent.click(button('Save Settings'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(checkbox('Bill date'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button('Save Settings'));
    await waitFor(() => expect(callsWith('PUT')).toHaveLength(1));
    expect(bodyOf('PUT')).toEqual({
      name: 'Haematology bench',
      categoryId: 9,
      format: 'excel',
      flags: { ...noTemplateFlags, patientIdFlag: true, wardNoFlag: true, billDateFlag: true },
      version: 3,
    });
  });

  it('returning to the list forgets the edited form', async () => {
    await openDialog();
    fireEvent.click(button('Edit Haematology bench'));
    fireEvent.click(button('Back'));
    expect(tab('Configuration List').getAttribute('aria-selected')).toBe('true');
    await openNew();
    expect(box('Template Name').value).toBe('');
    expect(checkedFlags()).toEqual([]);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'PDF' }).checked).toBe(true);
  });

  it("shows a taken name under the name field, and a failure as 'Failed to save report settings'", async () => {
    worklistApi(fetchMock, {
      'GET /api/v1/worklists/templates': () => jsonResponse(200, { items: templates }),
      'GET /api/v1/worklists/options': () => jsonResponse(200, worklistOptions()),
      'POST /api/v1/worklists/templates': () =>
        jsonResponse(409, {
          error: {
            code: 'conflict',
            message: 'A template with this name already exists.',
            messageKey: 'worklistTemplateNameTaken',
            fields: [
              {
                field: 'name',
                messageKey: 'worklistTemplateNameTaken',
                message: 'A template with this name already exists.',
              },
            ],
          },
        }),
    });
    await openDialog();
    await openNew();
    fireEvent.change(box('Template Name'), { target: { value: 'Evening shift' } });
    fireEvent.click(button('Save Settings'));
    await waitFor(() => expect(box('Template Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('A template with this name already exists.')).toBeTruthy();
    expect(toasts()).toEqual([]);

    worklistApi(fetchMock, {
      'GET /api/v1/worklists/templates': () => jsonResponse(200, { items: templates }),
      'GET /api/v1/worklists/options': () => jsonResponse(200, worklistOptions()),
      'POST /api/v1/worklists/templates': () =>
        jsonResponse(500, { error: { code: 'internal', message: 'Internal error', messageKey: 'somethingWentWrong' } }),
    });
    fireEvent.change(box('Template Name'), { target: { value: 'Evening shift 2' } });
    fireEvent.click(button('Save Settings'));
    await waitFor(() =>
      expect(toasts()).toEqual([{ message: 'Failed to save report settings', autoClose: toastDurations.default }]),
    );
  });
});
