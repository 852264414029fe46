import type { OperationSettings } from '@lims/contract';
import { defaultOperationSettings } from '@lims/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { OperationSettingsPage } from './OperationSettingsPage';

// jsdom has no layout: the approvals' selects scroll their chosen option into view.
Element.prototype.scrollIntoView = () => {};

const settings: OperationSettings = {
  ...defaultOperationSettings,
  version: 2,
  signingDoctors: [
    { id: 11, name: 'Dr. Meera Iyer' },
    { id: 12, name: 'Dr. Anil Sharma' },
  ],
};

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

describe('Settings > Operation settings (spec 001 §3)', () => {
  it('saves the spec values chosen: sorting by bill time, a default signing doctor fixed', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT' ? jsonResponse(200, { ...settings, version: 3 }) : jsonResponse(200, settings),
    );
    renderPage(<OperationSettingsPage />);
    const fix = await screen.findByRole('switch', { name: /Fix the default signing doctor/ });
    // Nothing to fix before a doctor is chosen.
    expect(fix.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Bill time' }));
    fireEvent.click(screen.getByRole('radio', { name: 'When leaving the field' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Bill ID' }));
    fireEvent.click(screen.getByRole('textbox', { name: /Default signing doctor/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dr. Anil Sharma' }));
    await waitFor(() => expect(fix.hasAttribute('disabled')).toBe(false));
    fireEvent.click(fix);
    fireEvent.click(screen.getByRole('switch', { name: /Flat waiting list/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests()).toContain('PUT /api/v1/settings/operation'));
    expect(JSON.parse(String(callsWith('PUT')[0]?.[1]?.body))).toEqual({
      ...defaultOperationSettings,
      sortingFlag: 2,
      highLightPreference: 1,
      showSampleOrBillID: 1,
      defaultSignDoc: 12,
      fixDefaultSignDocFlag: true,
      flatWaitingList: true,
      version: 2,
    });
    await waitFor(() => expect(toasts()).toContain('Updated successfully'));
  }, 20_000);

  it('saves the entry flags and approvals, and holds a minimum above the maximum (spec 001 §3 minApprovals, maxApprovals; §5 Save)', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT' ? jsonResponse(200, { ...settings, version: 3 }) : jsonResponse(200, settings),
    );
    renderPage(<OperationSettingsPage />);
    fireEvent.click(await screen.findByRole('switch', { name: /Mandatory fields/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Keep long text values whole/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Doctors may enter values/ }));
    fireEvent.click(screen.getByRole('textbox', { name: /Maximum authorisations/ }));
    fireEvent.click(await screen.findByRole('option', { name: '2' }));
    fireEvent.click(screen.getByRole('textbox', { name: /Minimum authorisations/ }));
    fireEvent.click(await screen.findByRole('option', { name: '3' }));
    expect(await screen.findByText('The minimum cannot be above the maximum.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('textbox', { name: /Minimum authorisations/ }));
    fireEvent.click(await screen.findByRole('option', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests()).toContain('PUT /api/v1/settings/operation'));
    expect(JSON.parse(String(callsWith('PUT')[0]?.[1]?.body))).toEqual({
      ...defaultOperationSettings,
      mandatoryFieldsFlag: true,
      storeValuesToDocumentDb: true,
      testEntryByDoctor: true,
      minApprovals: 2,
      maxApprovals: 2,
      version: 2,
    });
  }, 20_000);

  it('undoes the changes not saved', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, settings));
    renderPage(<OperationSettingsPage />);
    const latest = await screen.findByRole('switch', { name: /Latest on top/ });
    expect((latest as HTMLInputElement).checked).toBe(true);
    fireEvent.click(latest);
    expect((latest as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((latest as HTMLInputElement).checked).toBe(true);
  }, 20_000);
});
