import type { Insurance, SessionData } from '@lims/contract';
import { messages } from '@lims/domain';
import { useForm } from '@mantine/form';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { showError, showSuccess } from '../../../../ui/toast';
import { routeApi } from '../../test-patients';
import { InsuranceSection } from './InsuranceSection';
import { emptyRegistrationValues, type RegistrationValues } from './registration-form';

vi.mock('../../../../ui/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../ui/toast')>()),
  showError: vi.fn(),
  showSuccess: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: the pickers scroll their chosen option into view.
Element.prototype.scrollIntoView = () => {};

const starHealth: Insurance = { id: 5, name: 'Star Health', type: 'Commercial' };
const addedCompany: Insurance = { id: 9, name: 'Apollo Munich', type: 'Medicare' };

type ApiRoute = Parameters<typeof routeApi>[1][number];

const { fetchMock, callsWith, requests } = stubApi();

/** The lab's list, with the company added once it was added; `routes` come before these answers. */
function answer(routes: ApiRoute[] = []) {
  let added = false;
  routeApi(fetchMock, [
    ...routes,
    [
      'POST',
      '/api/v1/insurances',
      () => {
        added = true;
        return jsonResponse(201, addedCompany);
      },
    ],
    [
      'GET',
      '/api/v1/insurances',
      () => jsonResponse(200, { items: added ? [addedCompany, starHealth] : [starHealth] }),
    ],
  ]);
}

beforeEach(() => {
  answer();
  vi.mocked(showError).mockReset();
  vi.mocked(showSuccess).mockReset();
});

/** The section in a registration form of its own, with one insurance row. */
function InsuranceForm() {
  const form = useForm<RegistrationValues>({ initialValues: emptyRegistrationValues('IN') });
  return <InsuranceSection form={form} required={new Set()} checkField={() => {}} />;
}

const renderSection = async (session: SessionData = labSession) => {
  renderPage(<InsuranceForm />, { session });
  fireEvent.click(screen.getByRole('button', { name: 'Add insurance' }));
  await waitFor(() => expect(requests()).toContain('GET /api/v1/insurances'));
  return screen.getByRole('group', { name: 'Insurance 1' });
};

const insurancePicker = (row: HTMLElement) =>
  within(row).getByLabelText('Insurance', { selector: 'input' }) as HTMLInputElement;
const dialog = () => screen.getByRole('dialog', { name: 'New insurance company' });
const posts = () => callsWith('POST').filter(([url]) => String(url) === '/api/v1/insurances');

/** Opens the row's "New insurance" dialog and sends the company. */
async function addCompany(row: HTMLElement, name: string) {
  fireEvent.click(within(row).getByRole('button', { name: 'New insurance' }));
  fireEvent.change(await screen.findByLabelText(/^Name/, { selector: 'input' }), { target: { value: name } });
  fireEvent.click(within(dialog()).getByLabelText(/^Type/, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Medicare' }));
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Add insurance company' }));
}

const nameTaken = () =>
  jsonResponse(409, {
    error: {
      code: 'conflict',
      messageKey: 'insuranceNameTaken',
      message: messages.insuranceNameTaken,
      field: 'name',
      fields: [{ field: 'name', messageKey: 'insuranceNameTaken', message: messages.insuranceNameTaken }],
    },
  });

describe('a new insurance company from a row (spec 000 §7 insurance/create-or-update)', () => {
  it('posts its name and type, reads the list again and chooses it in the row', async () => {
    const row = await renderSection();
    await addCompany(row, '  Apollo Munich ');
    await waitFor(() => expect(insurancePicker(row).value).toBe('Apollo Munich'));
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ name: 'Apollo Munich', type: 'Medicare' });
    expect(requests().filter((request) => request === 'GET /api/v1/insurances')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(showSuccess).toHaveBeenCalledWith('Apollo Munich added');
  });

  it("says 'An insurance with this name already exists.' under the name, and keeps the dialog open", async () => {
    answer([['POST', '/api/v1/insurances', nameTaken]]);
    const row = await renderSection();
    await addCompany(row, 'Star Health');
    expect(await within(dialog()).findByText(messages.insuranceNameTaken)).toBeTruthy();
    expect(within(dialog()).getByLabelText(/^Name/, { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(showError).not.toHaveBeenCalled();
    expect(insurancePicker(row).value).toBe('');
  });

  it("says 'Unable to add insurance.' when the company could not be added (spec 000 §8)", async () => {
    answer([['POST', '/api/v1/insurances', () => new Response(null, { status: 500 })]]);
    const row = await renderSection();
    await addCompany(row, 'Apollo Munich');
    await waitFor(() => expect(showError).toHaveBeenCalledWith(messages.insuranceAddFailed));
    expect(dialog()).toBeTruthy();
  });

  it('asks for a name before sending anything', async () => {
    const row = await renderSection();
    fireEvent.click(within(row).getByRole('button', { name: 'New insurance' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add insurance company' }));
    expect(await within(dialog()).findByText(messages.fieldEmpty)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('is not offered to a referral user, who may not add to the lab’s lists (spec 000 §8 code 4)', async () => {
    const row = await renderSection({ ...labSession, admin: false, user: { ...labSession.user, isReferral: true } });
    expect(insurancePicker(row)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'New insurance' })).toBeNull();
  });
});

describe('the list of insurance companies (spec 000 §8 Registration)', () => {
  it("says 'Error while getting the insurance data' when it cannot be read", async () => {
    answer([['GET', '/api/v1/insurances', () => new Response(null, { status: 500 })]]);
    await renderSection();
    await waitFor(() => expect(showError).toHaveBeenCalledWith(messages.insuranceDataFailed));
  });
});
