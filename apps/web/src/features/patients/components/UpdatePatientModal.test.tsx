import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { passwordCheckDebounceMs } from '../hooks/use-patients';
import { errorResponse, patient, routeApi } from '../test-patients';
import { UpdatePatientModal } from './UpdatePatientModal';

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const answer = ({ valid, patch }: { valid: boolean; patch?: () => Response }) =>
  routeApi(fetchMock, [
    ['POST', '/api/v1/session/verify-password', () => jsonResponse(200, { valid })],
    ['PATCH', `/api/v1/patients/${patient.id}`, patch ?? (() => jsonResponse(200, { ...patient, version: 5 }))],
  ]);

function openModal() {
  const onClose = vi.fn();
  renderPage(
    <UpdatePatientModal
      opened
      patient={patient}
      onClose={onClose}
      onUpdateMobile={vi.fn()}
      onConvertToDirect={vi.fn()}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Update Patient Info' });
  return { dialog, onClose };
}

const typePassword = (dialog: HTMLElement, password: string) =>
  fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: password } });
const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Update' });

// spec 000 §5 Patient update: "Submit is disabled until the user's password is verified correct;
// the check is debounced 500 ms." §4: "null when empty, then true or false after the check."
describe('Update Patient Info', () => {
  it('keeps Update disabled until the password is checked, 500 ms after the last key', async () => {
    answer({ valid: true });
    const { dialog } = openModal();
    expect(submitButton(dialog).hasAttribute('disabled')).toBe(true);
    typePassword(dialog, 'Sec');
    typePassword(dialog, 'Secret#1');
    // Some way short of the debounce: the clock also moves with real time, which a busy machine stretches.
    await act(() => vi.advanceTimersByTimeAsync(passwordCheckDebounceMs - 250));
    expect(callsWith('POST')).toHaveLength(0);
    expect(submitButton(dialog).hasAttribute('disabled')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(submitButton(dialog).hasAttribute('disabled')).toBe(false));
    expect(callsWith('POST').map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ password: 'Secret#1' }]);
    expect(within(dialog).getByText('Password verified')).toBeTruthy();
  });

  it("says 'Failed to verify user password' for a wrong password and keeps Update disabled", async () => {
    answer({ valid: false });
    const { dialog } = openModal();
    typePassword(dialog, 'wrong');
    await act(() => vi.advanceTimersByTimeAsync(passwordCheckDebounceMs));
    expect(await within(dialog).findByText('Failed to verify user password')).toBeTruthy();
    expect(submitButton(dialog).hasAttribute('disabled')).toBe(true);
  });

  it('says why after too many wrong passwords', async () => {
    routeApi(fetchMock, [
      ['POST', '/api/v1/session/verify-password', () => errorResponse(429, 'rate_limited', 'tooManyPasswordChecks')],
    ]);
    const { dialog } = openModal();
    typePassword(dialog, 'Secret#1');
    await act(() => vi.advanceTimersByTimeAsync(passwordCheckDebounceMs));
    expect(
      await within(dialog).findByText('Too many wrong passwords. Please wait a few minutes and try again.'),
    ).toBeTruthy();
    expect(submitButton(dialog).hasAttribute('disabled')).toBe(true);
  });

  it('recalculates the age from the date of birth and sends the change with the password and version', async () => {
    answer({ valid: true });
    const { dialog, onClose } = openModal();
    fireEvent.change(within(dialog).getByLabelText('Patient name', { exact: false }), {
      target: { value: ' Rahul K. Sharma ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Day of birth'), { target: { value: '01' } });
    fireEvent.change(within(dialog).getByLabelText('Month of birth'), { target: { value: '01' } });
    fireEvent.change(within(dialog).getByLabelText('Year of birth'), { target: { value: '2000' } });
    const age = within(dialog).getByLabelText('Age') as HTMLInputElement;
    expect(Number(age.value)).toBeGreaterThanOrEqual(25);
    typePassword(dialog, 'Secret#1');
    await act(() => vi.advanceTimersByTimeAsync(passwordCheckDebounceMs));
    await waitFor(() => expect(submitButton(dialog).hasAttribute('disabled')).toBe(false));
    fireEvent.click(submitButton(dialog));

    await waitFor(() => expect(callsWith('PATCH')).toHaveLength(1));
    const body = JSON.parse(String(callsWith('PATCH')[0]?.[1]?.body));
    expect(body).toMatchObject({
      designation: 'Mr.',
      fullName: 'Rahul K. Sharma',
      gender: 'Male',
      dateOfBirth: '2000-01-01',
      ageUnit: 'Years',
      email: 'rahul@example.com',
      area: 'Andheri',
      city: 'Mumbai',
      password: 'Secret#1',
      version: patient.version,
    });
    expect(body.age).toBe(Number(age.value));
    await waitFor(() => expect(toasts()).toContain('Successfully updated details.'));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a date of birth after today (spec 000 §5 "DOB cannot be after today")', async () => {
    answer({ valid: true });
    const { dialog } = openModal();
    const nextYear = String(new Date().getFullYear() + 1);
    fireEvent.change(within(dialog).getByLabelText('Year of birth'), { target: { value: nextYear } });
    expect(await within(dialog).findByText('Date of birth in not valid.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Age') as HTMLInputElement).value).toBe('34');
  });

  it.each([
    [
      403,
      'forbidden',
      'notAuthorised',
      'It seems you does not have permission to update patient info. Please contact to administrator of account',
    ],
    [500, 'internal', 'somethingWentWrong', 'Oops, some error occurred at server.'],
  ])('answers a %i with the spec’s words', async (status, code, messageKey, shown) => {
    answer({ valid: true, patch: () => errorResponse(status, code, messageKey) });
    const { dialog, onClose } = openModal();
    typePassword(dialog, 'Secret#1');
    await act(() => vi.advanceTimersByTimeAsync(passwordCheckDebounceMs));
    await waitFor(() => expect(submitButton(dialog).hasAttribute('disabled')).toBe(false));
    fireEvent.click(submitButton(dialog));
    await waitFor(() => expect(toasts()).toContain(shown));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when someone else changed the patient first, and starts again', async () => {
    answer({ valid: true, patch: () => errorResponse(409, 'stale', 'staleRecord') });
    const { dialog } = openModal();
    typePassword(dialog, 'Secret#1');
    await act(() => vi.advanceTimersByTimeAsync(passwordCheckDebounceMs));
    await waitFor(() => expect(submitButton(dialog).hasAttribute('disabled')).toBe(false));
    fireEvent.click(submitButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Someone else changed this record while you were editing it. Reload it and make your change again.',
    );
    expect((within(dialog).getByLabelText(/Your password/) as HTMLInputElement).value).toBe('');
  });
});
