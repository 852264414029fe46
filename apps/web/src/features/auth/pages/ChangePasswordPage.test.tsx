import type { SessionResponse } from '@lims/contract';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi, testCsrfToken } from '../../../test/render-page';
import { showSuccess } from '../../../ui/toast';
import { ChangePasswordPage } from './ChangePasswordPage';

configure({ asyncUtilTimeout: 4000 });

vi.mock('../../../ui/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../ui/toast')>()),
  showSuccess: vi.fn(),
}));
beforeEach(() => vi.mocked(showSuccess).mockReset());

const api = stubApi();
const forcedSession = { ...labSession, mustChangePassword: true };
const changed: SessionResponse = { csrfToken: testCsrfToken, session: labSession };

const renderChangePage = (session = labSession) =>
  renderPage(
    <Routes>
      <Route path="/account/password" element={<ChangePasswordPage />} />
      <Route path="/" element={<p>Dashboard page</p>} />
    </Routes>,
    { session, path: '/account/password' },
  );

const fill = (current: string, next: string, confirmation = next) => {
  fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
};
const posted = () => api.callsWith('POST').map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

describe('Change your password (issue 8: forced after a sent password, and the user menu page)', {
  timeout: 15_000,
}, () => {
  it('shows, when forced, the sign-in look with the reason and a way to sign out, nothing else', () => {
    renderChangePage(forcedSession);
    expect(screen.getByRole('heading', { name: 'Change your password' })).toBeTruthy();
    expect(screen.getByText(/was sent to you/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    // The password rule's checklist of the lab-user forms, under the new password.
    expect(screen.getByTestId('password-requirements').textContent).toContain('8');
  });

  it('checks the fields before asking the server: empty, the password rule, the confirmation', async () => {
    renderChangePage(forcedSession);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText('This field should not be empty.')).length).toBeGreaterThan(0);
    fill('Sent#Pass1', 'weak');
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBe('true');
    fill('Sent#Pass1', 'Fresh#Start9', 'Fresh#Start8');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(api.callsWith('POST')).toEqual([]);
  });

  it('sends the current and the new password, and shows the answer of the server on its field', async () => {
    api.fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'bad_request',
          messageKey: 'currentPasswordWrong',
          message: 'The current password is not correct.',
          field: 'currentPassword',
          fields: [
            {
              field: 'currentPassword',
              messageKey: 'currentPasswordWrong',
              message: 'The current password is not correct.',
            },
          ],
        },
      }),
    );
    renderChangePage(forcedSession);
    fill('Wrong#Pass1', 'Fresh#Start9');
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(posted()).toEqual([
      ['/api/v1/auth/password', { currentPassword: 'Wrong#Pass1', newPassword: 'Fresh#Start9' }],
    ]);
    const request = api.callsWith('POST')[0]?.[1];
    expect(new Headers(request?.headers).get('x-csrf-token')).toBe(testCsrfToken);
  });

  it('puts a refusal of the new password on the new password field', async () => {
    api.fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'bad_request',
          messageKey: 'newPasswordSameAsCurrent',
          message: 'The new password must be different from the current one.',
          field: 'newPassword',
          fields: [
            {
              field: 'newPassword',
              messageKey: 'newPasswordSameAsCurrent',
              message: 'The new password must be different from the current one.',
            },
          ],
        },
      }),
    );
    renderChangePage(forcedSession);
    fill('Fresh#Start9', 'Fresh#Start9');
    expect(await screen.findByText('The new password must be different from the current one.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBe('true'));
  });

  it('from the user menu: inside the frame, and back to the dashboard once it is changed', async () => {
    api.fetchMock.mockResolvedValue(jsonResponse(200, changed));
    renderChangePage();
    expect(screen.getByText(/current password, then the new one twice/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    fill('Demo@1234', 'Fresh#Start9');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(showSuccess).toHaveBeenCalledWith('Your password has been changed. Your other sessions were signed out.');
  });
});
