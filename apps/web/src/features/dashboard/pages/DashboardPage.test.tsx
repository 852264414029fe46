import type { SessionData, TodayCounts } from '@lims/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { DashboardPage } from './DashboardPage';

const doctorSession: SessionData = {
  ...labSession,
  kind: 'doctor',
  admin: false,
  user: { ...labSession.user, name: 'Dr. Priya Rao', flags: { ...labSession.user.flags, admin: false } },
};

const todayCounts: TodayCounts = {
  date: '2025-05-21',
  timeZone: 'Asia/Kolkata',
  counts: [
    { key: 'patientsRegistered', available: true, value: 1234, href: '/patients' },
    { key: 'bills', available: false, value: null, href: null },
    { key: 'samplesPending', available: false, value: null, href: null },
    { key: 'reportsPending', available: false, value: null, href: null },
    { key: 'reportsReady', available: false, value: null, href: null },
  ],
};

const { fetchMock } = stubApi();
beforeEach(() => fetchMock.mockImplementation(async () => jsonResponse(200, todayCounts)));
const renderAs = (session: SessionData) => renderPage(<DashboardPage />, { session });

describe('the dashboard of lab staff', () => {
  it("shows today's five counts in the lab's day, each available one a link to its page", async () => {
    renderAs(labSession);
    const registered = await screen.findByTestId('today-count-patientsRegistered');
    expect(registered.tagName).toBe('A');
    expect(registered.getAttribute('href')).toBe('/patients');
    expect(within(registered).getByText('Patients registered')).toBeTruthy();
    expect(within(registered).getByText('1,234')).toBeTruthy();
    expect(screen.getByTestId('today-date').textContent).toBe('21-05-2025');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/dashboard/today');
  });

  it("marks a count whose area does not exist yet as 'Not available yet', not as a link or a zero", async () => {
    renderAs(labSession);
    const bills = await screen.findByTestId('today-count-bills');
    expect(bills.tagName).not.toBe('A');
    expect(within(bills).getByText('Bills')).toBeTruthy();
    expect(within(bills).getByText('Not available yet')).toBeTruthy();
    expect(within(bills).queryByText('0')).toBeNull();
    expect(screen.getAllByText('Not available yet')).toHaveLength(4);
  });

  it('says it in Arabic, with the number in Latin digits', async () => {
    await i18n.changeLanguage('ar');
    renderAs(labSession);
    const registered = await screen.findByTestId('today-count-patientsRegistered');
    expect(within(registered).getByText('المرضى المسجلون')).toBeTruthy();
    expect(within(registered).getByText(/^1.?234$/)).toBeTruthy();
    expect(screen.getAllByText('غير متاح بعد')).toHaveLength(4);
  });

  it('offers a retry when the counts fail to load', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    renderAs(labSession);
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the landing page of a doctor', () => {
  it('names them and what they will do here, offers sign-out, and asks for no lab counts', () => {
    renderAs(doctorSession);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Welcome, Dr. Priya Rao');
    expect(screen.getByTestId('dashboard-label').textContent).toBe('Doctor');
    expect(screen.getByText('Sign reports with your passkey')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByTestId('today-count-bills')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leads them to their waiting list', () => {
    renderAs(doctorSession);
    expect(screen.getByRole('link', { name: 'Waiting list' }).getAttribute('href')).toBe('/doctor-waiting/total');
  });

  it("isolates the user's name, so that a name in another script reads whole in Arabic", async () => {
    await i18n.changeLanguage('ar');
    renderAs(doctorSession);
    const name = screen.getByText('Dr. Priya Rao');
    expect(name.tagName).toBe('BDI');
    expect(name.getAttribute('dir')).toBe('auto');
  });
});
