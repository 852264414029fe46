import type { CentreBank, CentreDetails, CentreRoles, LabProfile, OwnDetails, RoleCandidates } from '@lims/contract';
import { defaultWeeklyTimings } from '@lims/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { CentreSettingsPage } from './CentreSettingsPage';
import { MyDetailsPage } from './MyDetailsPage';

const details: CentreDetails = {
  labId: 1,
  name: 'Demo Diagnostics',
  countryIsoCode: 'IN',
  dialCode: '91',
  currency: 'INR',
  timeZone: 'Asia/Kolkata',
  accountManagerName: null,
  reportSharingId: null,
  abbreviation: 'DD',
  liveDate: '2024-04-01',
  address: '12 MG Road',
  city: 'Bengaluru',
  area: null,
  pincode: '560038',
  email: 'desk@demo.example',
  contact: '9876543210',
  website: null,
  location: null,
  registrationNumber: null,
  intro: null,
  employeeCount: 12,
  defaultPaymentGateway: null,
  successNotificationEmail: null,
  failureNotificationEmail: null,
  weeklyTimings: defaultWeeklyTimings(),
  version: 4,
};
const bank: CentreBank = { bank: null, version: 4 };
const roles: CentreRoles = {
  admin: { labUserId: 1, name: 'Asha Admin', contact: '9876543210', email: 'asha@demo.example' },
  operationManager: null,
  financeManager: null,
  version: 4,
};
const candidates: RoleCandidates = {
  admin: [roles.admin as NonNullable<CentreRoles['admin']>],
  operationManager: [
    roles.admin as NonNullable<CentreRoles['admin']>,
    { labUserId: 2, name: 'Ravi Desk', contact: null, email: null },
  ],
  financeManager: [{ labUserId: 3, name: 'Farah Finance', contact: null, email: 'farah@demo.example' }],
};
const me: OwnDetails = { labUserId: 1, fullName: 'Asha Admin', email: null, contact: null, version: 2 };
const profile: LabProfile = { logo: null, version: 4 };

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
const bodyOf = (method: string, index = 0) => JSON.parse(String(callsWith(method)[index]?.[1]?.body));

type Answer = [number, unknown];
/** The API by address: GETs answer the fixtures, a change answers what the test gives. */
function answer(changes: Record<string, Answer> = {}, failing: string[] = []) {
  const reads: Record<string, unknown> = {
    '/api/v1/lab-profile': profile,
    '/api/v1/lab-profile/details': details,
    '/api/v1/lab-profile/bank': bank,
    '/api/v1/lab-profile/roles': roles,
    '/api/v1/lab-profile/roles/candidates': candidates,
    '/api/v1/lab-profile/me': me,
  };
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).split('?')[0] as string;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && failing.includes(path)) {
      return jsonResponse(500, { error: { code: 'internal', messageKey: 'somethingWentWrong', message: 'x' } });
    }
    if (method === 'GET') return jsonResponse(200, reads[path]);
    const [status, body] = changes[`${method} ${path}`] ?? [500, {}];
    return jsonResponse(status, body);
  });
}

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

describe('Settings > Centre settings (spec 000 Centre settings)', () => {
  it('shows the centre details with the logo, checks the web address as the server does, and saves every field with its version', async () => {
    answer({ 'PUT /api/v1/lab-profile/details': [200, { ...details, version: 5 }] });
    renderPage(<CentreSettingsPage />, { path: '/settings/lab-profile' });
    const website = await screen.findByRole('textbox', { name: 'Website' });
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Centre name/ }) as HTMLInputElement).value).toBe('Demo Diagnostics');

    fireEvent.change(website, { target: { value: 'demo.example' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Pincode' }), { target: { value: '56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save centre details' }));
    // spec 000 §5: "A URL check requires http or https."
    expect(await screen.findByText('Please enter a web address starting with http:// or https://.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid pincode.')).toBeTruthy();
    expect(callsWith('PUT')).toEqual([]);

    fireEvent.change(website, { target: { value: 'https://demo.example' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Pincode' }), { target: { value: '560001' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of employees' }), { target: { value: '3a5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save centre details' }));
    await waitFor(() => expect(callsWith('PUT')).toHaveLength(1));
    expect(bodyOf('PUT')).toEqual({
      version: 4,
      name: 'Demo Diagnostics',
      timeZone: 'Asia/Kolkata',
      accountManagerName: '',
      reportSharingId: '',
      abbreviation: 'DD',
      liveDate: '2024-04-01',
      address: '12 MG Road',
      city: 'Bengaluru',
      area: '',
      pincode: '560001',
      email: 'desk@demo.example',
      contact: '9876543210',
      website: 'https://demo.example',
      location: '',
      registrationNumber: '',
      intro: '',
      employeeCount: 35,
      defaultPaymentGateway: '',
      successNotificationEmail: '',
      failureNotificationEmail: '',
    });
    await waitFor(() => expect(toasts()).toContain('Updated successfully'));
  }, 20_000);

  it("says 'Unable to fetch Lab Details.' when the details cannot be read", async () => {
    answer({}, ['/api/v1/lab-profile/details']);
    renderPage(<CentreSettingsPage />, { path: '/settings/lab-profile' });
    expect(await screen.findByText('Unable to fetch Lab Details.')).toBeTruthy();
  });

  it('refuses a day that closes before it opens, on that day, and saves a closed day without hours', async () => {
    answer({ 'PUT /api/v1/lab-profile/timings': [200, { ...details, version: 5 }] });
    renderPage(<CentreSettingsPage />, { path: '/settings/lab-profile?tab=timings' });
    const monday = await screen.findByRole('group', { name: 'Monday' });
    fireEvent.change(within(monday).getByLabelText('Monday closes at'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save timings' }));
    expect(await within(monday).findByText('The closing time must be after the opening time.')).toBeTruthy();
    expect(callsWith('PUT')).toEqual([]);

    fireEvent.change(within(monday).getByLabelText('Monday closes at'), { target: { value: '20:00' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Saturday' })).getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save timings' }));
    await waitFor(() => expect(callsWith('PUT')).toHaveLength(1));
    const { days, version } = bodyOf('PUT');
    expect(version).toBe(4);
    expect(days[0]).toEqual({ day: 'monday', open: true, opensAt: '09:00', closesAt: '20:00' });
    expect(days[5]).toMatchObject({ day: 'saturday', open: false });
  });

  it("sends the OTP to the admin, then saves the bank details with it; a wrong one reads 'Invalid OTP!' under the box", async () => {
    answer({
      'POST /api/v1/lab-profile/bank/otp': [200, { sentTo: ['••••••3210', 'a•••@demo.example'] }],
      'PUT /api/v1/lab-profile/bank': [
        400,
        { error: { code: 'bad_request', messageKey: 'invalidOtpBank', message: 'Invalid OTP!', field: 'otp' } },
      ],
    });
    renderPage(<CentreSettingsPage />, { path: '/settings/lab-profile?tab=bank' });
    await screen.findByRole('textbox', { name: /Bank name/ });
    // The lab's own country and currency to start from.
    expect((screen.getByRole('textbox', { name: /Currency/ }) as HTMLInputElement).value).toBe('INR');
    // An OTP is not spent on details that cannot be saved.
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findAllByText('This field should not be empty.')).toHaveLength(3);
    expect(callsWith('POST')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Bank name/ }), { target: { value: 'HDFC Bank' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Account type/ }), { target: { value: 'Current' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Account number/ }), { target: { value: '50100123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/OTP sent to/)).toBeTruthy();
    await waitFor(() => expect(toasts()).toContain('OTP sent Successfully!'));
    expect(screen.getByRole('button', { name: /Resend in 30 s/ }).hasAttribute('disabled')).toBe(true);

    const save = screen.getByRole('button', { name: 'Save bank details' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Enter OTP/ }), { target: { value: '12a345' } });
    expect((screen.getByRole('textbox', { name: /Enter OTP/ }) as HTMLInputElement).value).toBe('12345');
    fireEvent.click(save);
    expect(await screen.findByText('Invalid OTP!')).toBeTruthy();
    expect(bodyOf('PUT')).toMatchObject({
      version: 4,
      otp: '12345',
      bankName: 'HDFC Bank',
      accountNo: '50100123456789',
      currency: 'INR',
      isoCode: 'IN',
      countryCode: '91',
    });
  });

  it('tells the admin when someone else saved first (409), and reads the timings again', async () => {
    const stale = {
      error: {
        code: 'stale',
        messageKey: 'staleRecord',
        message: 'Someone else changed this record while you were editing it. Reload it and make your change again.',
      },
    };
    answer({ 'PUT /api/v1/lab-profile/timings': [409, stale] });
    renderPage(<CentreSettingsPage />, { path: '/settings/lab-profile?tab=timings' });
    await screen.findByRole('group', { name: 'Monday' });
    const readsBefore = callsWith('GET').length;
    fireEvent.click(screen.getByRole('button', { name: 'Save timings' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Someone else changed this record while you were editing it. Reload it and make your change again.',
      ),
    );
    await waitFor(() => expect(callsWith('GET').length).toBeGreaterThan(readsBefore));
  });

  it('offers each role its candidates and saves the holders by id; a refusal shows on its role', async () => {
    answer({
      'PUT /api/v1/lab-profile/roles': [
        400,
        {
          error: {
            code: 'bad_request',
            messageKey: 'roleCandidateInvalid',
            message: 'This user cannot hold this role.',
            field: 'financeManager',
            fields: [
              {
                field: 'financeManager',
                messageKey: 'roleCandidateInvalid',
                message: 'This user cannot hold this role.',
              },
            ],
          },
        },
      ],
    });
    renderPage(<CentreSettingsPage />, { path: '/settings/lab-profile?tab=roles' });
    expect(await screen.findByText('asha@demo.example', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('textbox', { name: /Finance Head/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Farah Finance' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save role holders' }));
    expect(await screen.findByText('This user cannot hold this role.')).toBeTruthy();
    expect(bodyOf('PUT')).toEqual({ version: 4, admin: 1, operationManager: null, financeManager: 3 });
  });

  it('is in Arabic for an Arabic session, right to left', async () => {
    answer();
    await i18n.changeLanguage('ar');
    renderPage(<CentreSettingsPage />, { path: '/settings/lab-profile?tab=roles' });
    expect(await screen.findByRole('tab', { name: 'أصحاب الأدوار', selected: true })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'حفظ أصحاب الأدوار' })).toBeTruthy();
  });
});

describe('Settings > My details (spec 000 §7 save-lab-user-details)', () => {
  it('saves the user’s own name, e-mail and contact with their version', async () => {
    answer({ 'PUT /api/v1/lab-profile/me': [200, { ...me, email: 'asha@demo.example', version: 3 }] });
    renderPage(<MyDetailsPage />);
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    fireEvent.change(email, { target: { value: 'asha@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'asha@demo.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(callsWith('PUT')).toHaveLength(1));
    expect(bodyOf('PUT')).toEqual({ version: 2, fullName: 'Asha Admin', email: 'asha@demo.example', contact: '' });
  });

  it("says 'Unable to fetch Lab user Details.' when they cannot be read", async () => {
    answer({}, ['/api/v1/lab-profile/me']);
    renderPage(<MyDetailsPage />);
    expect(await screen.findByText('Unable to fetch Lab user Details.')).toBeTruthy();
  });
});
