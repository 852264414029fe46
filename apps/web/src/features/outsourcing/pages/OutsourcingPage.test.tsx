import type { OutsourcingReportItem } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRealtime } from '../../../app/realtime/realtime-bus';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { errorResponse, routeApi } from '../../patients/test-patients';
import { apex, centreList, eligibleReport, metro, outsourcedReport, reportPage } from '../test-outsourcing';
import { OutsourcingPage } from './OutsourcingPage';

// Mantine's option lists scroll the chosen option into view, which jsdom does not do.
Element.prototype.scrollIntoView = () => {};

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const listCalls = () => requests().filter((request) => request.startsWith('GET /api/v1/outsourcing/reports?'));
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;
const postsTo = (path: string) => callsWith('POST').filter(([url]) => String(url).startsWith(path));

function answer({
  items = [eligibleReport],
  outsource = () => jsonResponse(200, { reports: [outsourcedReport] }),
  extra = [],
}: {
  items?: OutsourcingReportItem[];
  outsource?: () => Response;
  extra?: Parameters<typeof routeApi>[1];
} = {}) {
  routeApi(fetchMock, [
    ...extra,
    ['GET', '/api/v1/outsourcing/reports?', () => jsonResponse(200, reportPage(items))],
    ['GET', '/api/v1/catalogue/outsource-centres?', () => jsonResponse(200, centreList)],
    [
      'POST',
      '/api/v1/outsourcing/prices',
      () => jsonResponse(200, { prices: [{ testId: eligibleReport.test.id, price: 45_000, fromCatalogue: false }] }),
    ],
    ['POST', '/api/v1/outsourcing', outsource],
  ]);
}

async function openOutsource() {
  fireEvent.click(
    await screen.findByRole('checkbox', { name: 'Select Urine Culture and Sensitivity of bill B-000007' }),
  );
  expect(screen.getByText('Selected: 1')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Outsource' }));
  return screen.findByRole('dialog', { name: 'Outsource tests (1)' });
}

describe('Outsourcing page', () => {
  it("lists the eligible reports with the 'Outsource Eligible' badge, the bill, patient, sample and suggested centre", async () => {
    answer();
    renderPage(<OutsourcingPage />);
    const row = (await screen.findByText('Urine Culture and Sensitivity')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Outsource Eligible')).toBeTruthy();
    expect(within(row).getByText('URINE-CS')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'B-000007' }).getAttribute('href')).toBe('/bills/7');
    expect(within(row).getByText('Meera Iyer')).toBeTruthy();
    expect(within(row).getByText('S-000011')).toBeTruthy();
    expect(within(row).getByText('Apex Reference Laboratory')).toBeTruthy();
    expect(within(row).getByText('Suggested')).toBeTruthy();
    expect(listCalls()[0]).toBe(
      'GET /api/v1/outsourcing/reports?view=eligible&sort=billedAt&direction=desc&limit=50&offset=0',
    );
  });

  it('shows the outsourced tab: the centre, the price as money, who sent it and the Outsourced flag', async () => {
    answer({ items: [outsourcedReport] });
    renderPage(<OutsourcingPage />, { path: '/outsourcing?tab=outsourced' });
    const row = (await screen.findByText('Urine Culture and Sensitivity')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Outsourced')).toBeTruthy();
    expect(within(row).queryByText('Outsource Eligible')).toBeNull();
    expect(within(row).getByText('₹450')).toBeTruthy();
    expect(within(row).getByText('Nisha Patel')).toBeTruthy();
    expect(listCalls()[0]).toContain('sort=outsourcedAt');
    expect(listCalls()[0]).toContain('view=outsourced');
    // No choosing rows outside the Eligible tab.
    expect(screen.queryByRole('button', { name: 'Outsource' })).toBeNull();
  });

  it('sends the chosen report to its suggested centre at the price the centre charges, with comments', async () => {
    answer();
    renderPage(<OutsourcingPage />);
    const dialog = await openOutsource();
    const centre = within(dialog).getByRole('textbox', {
      name: 'Centre for Urine Culture and Sensitivity',
    }) as HTMLInputElement;
    expect(centre.value).toBe('Apex Reference Laboratory');
    expect(await within(dialog).findByText('₹450')).toBeTruthy();
    expect(bodyOf(postsTo('/api/v1/outsourcing/prices')[0])).toEqual({ centreId: apex.id, testIds: [9] });
    fireEvent.change(within(dialog).getByLabelText('Comments'), { target: { value: 'Urgent' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Outsource' }));

    await waitFor(() => expect(toasts()).toContain('Tests Outsourced Successfully.'));
    expect(bodyOf(callsWith('POST').find(([url]) => String(url) === '/api/v1/outsourcing'))).toEqual({
      reports: [{ labReportId: 41, centreId: apex.id }],
      comments: 'Urgent',
    });
  });

  it('asks the price again when another centre is chosen', async () => {
    answer();
    renderPage(<OutsourcingPage />);
    const dialog = await openOutsource();
    await within(dialog).findByText('₹450');
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Centre for Urine Culture and Sensitivity' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Metro Genetics' }));
    await waitFor(() =>
      expect(postsTo('/api/v1/outsourcing/prices').map(bodyOf)).toContainEqual({ centreId: metro.id, testIds: [9] }),
    );
  });

  it("says 'Please select mapped tests for outsource.' when nothing is chosen, without asking the server", async () => {
    answer();
    renderPage(<OutsourcingPage />);
    await screen.findByText('Urine Culture and Sensitivity');
    fireEvent.click(screen.getByRole('button', { name: 'Outsource' }));
    await waitFor(() => expect(toasts()).toContain('Please select mapped tests for outsource.'));
    expect(callsWith('POST')).toHaveLength(0);
  });

  it("shows the server's refusal and the spec's failure in the dialog", async () => {
    let status = 409;
    answer({
      outsource: () =>
        status === 409
          ? errorResponse(409, 'conflict', 'reportAlreadyOutsourced')
          : errorResponse(500, 'internal', 'outsourceFailed'),
    });
    renderPage(<OutsourcingPage />);
    const dialog = await openOutsource();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Outsource' }));
    expect(await within(dialog).findByText('This test is already outsourced.')).toBeTruthy();
    status = 500;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Outsource' }));
    expect(await within(dialog).findByText('Failed to outsource test.')).toBeTruthy();
  });

  it('puts an outsourced report back, at the version read, after asking', async () => {
    answer({
      items: [outsourcedReport],
      extra: [['POST', '/api/v1/outsourcing/81/put-back', () => jsonResponse(200, eligibleReport)]],
    });
    renderPage(<OutsourcingPage />, { path: '/outsourcing?tab=outsourced' });
    await screen.findByText('Urine Culture and Sensitivity');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for URINE-CS Urine Culture and Sensitivity' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Put back' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Put back Urine Culture and Sensitivity?' });
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Put back' }));
    await waitFor(() => expect(toasts()).toContain('Report put back: the lab does the test.'));
    expect(bodyOf(postsTo('/api/v1/outsourcing/81/put-back')[0])).toEqual({ version: 1 });
  });

  it("says the server's refusal of putting back and marking done in a toast", async () => {
    answer({
      items: [outsourcedReport],
      extra: [['POST', '/api/v1/outsourcing/81/put-back-done', () => errorResponse(409, 'conflict', 'staleRecord')]],
    });
    renderPage(<OutsourcingPage />, { path: '/outsourcing?tab=outsourced' });
    await screen.findByText('Urine Culture and Sensitivity');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for URINE-CS Urine Culture and Sensitivity' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Put back and mark as done' }));
    const confirmDialog = await screen.findByRole('dialog', {
      name: 'Put back Urine Culture and Sensitivity and mark as done?',
    });
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Put back and mark as done' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Someone else changed this record while you were editing it. Reload it and make your change again.',
      ),
    );
    expect(bodyOf(postsTo('/api/v1/outsourcing/81/put-back-done')[0])).toEqual({ version: 1 });
    expect(toasts()).not.toContain('Report put back and marked as done.');
  });

  it("uploads the centre's report as the file report, and then links to it and offers a normal report again", async () => {
    const converted = {
      ...outsourcedReport,
      outsourcing: { ...outsourcedReport.outsourcing, fileReport: true, fileId: 5, version: 2 },
    } as OutsourcingReportItem;
    let items = [outsourcedReport];
    answer({
      extra: [
        ['GET', '/api/v1/outsourcing/reports?', () => jsonResponse(200, reportPage(items))],
        [
          'POST',
          '/api/v1/outsourcing/81/file-report?version=1',
          () => {
            items = [converted];
            return jsonResponse(200, converted);
          },
        ],
      ],
    });
    renderPage(<OutsourcingPage />, { path: '/outsourcing?tab=outsourced' });
    await screen.findByText('Urine Culture and Sensitivity');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for URINE-CS Urine Culture and Sensitivity' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Upload centre report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Centre report for Urine Culture and Sensitivity' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'apex.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload centre report' }));
    await waitFor(() => expect(toasts()).toContain("The centre's report is now the report."));
    expect(callsWith('POST').at(-1)?.[1]?.body).toBeInstanceOf(FormData);

    const link = await screen.findByRole('link', { name: 'Open centre report' });
    expect(link.getAttribute('href')).toBe('/api/v1/outsourcing/81/file-report');
    expect(screen.getByText('File report')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for URINE-CS Urine Culture and Sensitivity' }));
    expect(await screen.findByRole('menuitem', { name: 'Make normal report' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Upload centre report' })).toBeNull();
  });

  it("shows a report's outsourcing history, newest first", async () => {
    answer({
      items: [outsourcedReport],
      extra: [
        [
          'GET',
          '/api/v1/outsourcing/relation?labReportId=41',
          () =>
            jsonResponse(200, {
              labReportId: 41,
              outsourcings: [
                outsourcedReport.outsourcing,
                {
                  ...outsourcedReport.outsourcing,
                  id: 80,
                  centre: { id: metro.id, name: metro.name },
                  status: 'returned',
                  closedAt: '2025-05-21T05:00:00.000Z',
                },
              ],
            }),
        ],
      ],
    });
    renderPage(<OutsourcingPage />, { path: '/outsourcing?tab=outsourced' });
    await screen.findByText('Urine Culture and Sensitivity');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for URINE-CS Urine Culture and Sensitivity' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Outsourcing history of Urine Culture and Sensitivity' });
    expect(await within(dialog).findByText('Metro Genetics')).toBeTruthy();
    expect(within(dialog).getByText('Put back')).toBeTruthy();
    expect(within(dialog).getByText('Apex Reference Laboratory')).toBeTruthy();
  });

  it("reads the list again when reports are outsourced elsewhere in the lab ('outsourcing' channel)", async () => {
    answer();
    renderPage(<OutsourcingPage />);
    await screen.findByText('Urine Culture and Sensitivity');
    const before = listCalls().length;
    act(() => publishRealtime({ channel: 'outsourcing', payload: { kind: 'outsourced', labReportIds: [41] } }));
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });
});
