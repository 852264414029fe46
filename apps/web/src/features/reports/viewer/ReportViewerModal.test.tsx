import type { PrintSettings } from '@lims/contract';
import { defaultPrintSettings } from '@lims/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { reportEntryWith } from '../entry/test-report-entry';
import { ReportViewerModal } from './ReportViewerModal';
import { ViewReportButton } from './ViewReportButton';

const { fetchMock, requests } = stubApi();

const refusal = 'You dont have access to print reports';

/** The API with these print settings, and a report entry whose bill is `billDue` (or refused with `entryStatus`). */
function answer(settings: Partial<PrintSettings>, entry: { billDue?: boolean; status?: number } = {}) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === '/api/v1/settings/print')
      return jsonResponse(200, { ...defaultPrintSettings, version: 1, ...settings });
    if (path === '/api/v1/reports/7') {
      if (entry.status)
        return jsonResponse(entry.status, {
          error: { code: 'forbidden', messageKey: 'accessDenied', message: 'Access denied.' },
        });
      const report = reportEntryWith();
      return jsonResponse(200, {
        ...report,
        id: 7,
        sidePanel: { ...report.sidePanel, billDue: entry.billDue ?? false },
      });
    }
    return jsonResponse(404, { error: { code: 'not_found', messageKey: 'notFound', message: 'Not found.' } });
  });
}

const pdfFrame = async () => (await screen.findByTitle('Report PDF')) as HTMLIFrameElement;
const pdfQuery = (frame: HTMLIFrameElement) =>
  new URL(frame.getAttribute('src') ?? '', 'http://lims.test').searchParams;
const printButton = () => screen.getByRole('button', { name: 'Print' });

describe('the report viewer modal (spec 001 §2 Report viewer modal)', () => {
  it('opens the PDF with the lab’s letterhead choice, and the toggles change what it asks for', async () => {
    answer({ withLetterhead: false });
    renderPage(<ReportViewerModal reportId={7} onClose={() => {}} />);
    const frame = await pdfFrame();
    expect(frame.getAttribute('src')?.startsWith('/api/v1/reports/7/pdf?')).toBe(true);
    expect(pdfQuery(frame).get('letterhead')).toBe('false');
    expect(pdfQuery(frame).get('secondaryUnits')).toBe('false');
    expect(pdfQuery(frame).has('download')).toBe(false);

    const letterhead = screen.getByRole('button', { name: 'With Letterhead' });
    expect(letterhead.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(letterhead);
    expect(letterhead.getAttribute('aria-pressed')).toBe('true');
    expect(pdfQuery(await pdfFrame()).get('letterhead')).toBe('true');

    fireEvent.click(screen.getByRole('switch', { name: 'Secondary units' }));
    expect(pdfQuery(await pdfFrame()).get('secondaryUnits')).toBe('true');

    // 'Not able to view PDF? Click Here' downloads the same document.
    const download = screen.getByRole('link', { name: 'Not able to view PDF? Click Here' });
    const downloadQuery = new URL(download.getAttribute('href') ?? '', 'http://lims.test').searchParams;
    expect(Object.fromEntries(downloadQuery)).toEqual({ letterhead: 'true', secondaryUnits: 'true', download: 'true' });

    // spec 001 §2 'Report view, new tab: /viewReport with labReportId and flag=0'.
    const newTab = screen.getByRole('link', { name: 'Open in new tab' });
    expect(newTab.getAttribute('href')).toBe('/viewReport?labReportId=7&flag=0');
    expect(newTab.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Standard Report' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('prints the embedded PDF when the bill may be printed', async () => {
    answer({ hideAmountDueReport: false });
    renderPage(<ReportViewerModal reportId={7} onClose={() => {}} billDue />);
    const frame = await pdfFrame();
    const print = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { focus: () => {}, print } });
    await waitFor(() => expect(printButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(printButton());
    expect(print).toHaveBeenCalledTimes(1);
    // The caller said whether the bill is due: the report is not read for it.
    expect(requests()).not.toContain('GET /api/v1/reports/7');
  });

  it("disables print with 'You dont have access to print reports' for a due bill under hideAmountDueReport (spec 001 §6)", async () => {
    answer({ hideAmountDueReport: true });
    renderPage(<ReportViewerModal reportId={7} onClose={() => {}} billDue />);
    await pdfFrame();
    const print = await screen.findByRole('button', { name: 'Print', description: refusal });
    expect(print.getAttribute('aria-disabled')).toBe('true');
    const frame = await pdfFrame();
    const printed = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { focus: () => {}, print: printed } });
    fireEvent.click(print);
    expect(printed).not.toHaveBeenCalled();
    fireEvent.focus(print);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', refusal);
  });

  it('reads whether the bill is due from the report when the caller cannot say', async () => {
    answer({ hideAmountDueReport: true }, { billDue: true });
    const { unmount } = renderPage(<ReportViewerModal reportId={7} onClose={() => {}} />);
    await waitFor(() => expect(printButton().getAttribute('aria-disabled')).toBe('true'));
    expect(requests()).toContain('GET /api/v1/reports/7');
    unmount();

    answer({ hideAmountDueReport: true }, { billDue: false });
    renderPage(<ReportViewerModal reportId={7} onClose={() => {}} />);
    await waitFor(() => expect(printButton().hasAttribute('disabled')).toBe(false));
    expect(printButton().hasAttribute('aria-disabled')).toBe(false);
  });

  it('refuses to print when the bill cannot be read (a user who may not open the report entry)', async () => {
    answer({ hideAmountDueReport: true }, { status: 403 });
    renderPage(<ReportViewerModal reportId={7} onClose={() => {}} />);
    await waitFor(() => expect(printButton().getAttribute('aria-disabled')).toBe('true'));
  });

  it('does not ask about the bill when the lab prints due reports', async () => {
    answer({ hideAmountDueReport: false });
    renderPage(<ReportViewerModal reportId={7} onClose={() => {}} />);
    await waitFor(() => expect(printButton().hasAttribute('disabled')).toBe(false));
    // The report's own attachments row reads its attachments; nothing reads the bill.
    expect(requests().sort()).toEqual(['GET /api/v1/reports/7/attachments', 'GET /api/v1/settings/print']);
  });

  it('closes on Escape, and shows the attachments row only when given one', async () => {
    answer({});
    const onClose = vi.fn();
    renderPage(<ReportViewerModal reportId={7} onClose={onClose} attachments={<div>CT chest DICOM</div>} />);
    await pdfFrame();
    expect(screen.getByText('CT chest DICOM')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('is closed without a report', () => {
    answer({});
    renderPage(<ReportViewerModal reportId={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests()).toEqual([]);
  });
});

describe("the report entry's 'View report' (spec 001 §2)", () => {
  it('opens the viewer for a signed report, with the bill it knows', async () => {
    answer({ hideAmountDueReport: true });
    const report = reportEntryWith();
    renderPage(
      <ViewReportButton
        report={{ ...report, id: 7, status: 'signed', sidePanel: { ...report.sidePanel, billDue: true } }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'View report' }));
    await pdfFrame();
    await waitFor(() => expect(printButton().getAttribute('aria-disabled')).toBe('true'));
    expect(requests()).not.toContain('GET /api/v1/reports/7');
  });

  it('is not offered for a report that is not signed yet, nor to a collection centre', () => {
    renderPage(<ViewReportButton report={{ ...reportEntryWith(), status: 'completed' }} />);
    expect(screen.queryByRole('button', { name: 'View report' })).toBeNull();
    const centre = { ...labSession, isCollectionCenter: 4 as const };
    renderPage(<ViewReportButton report={{ ...reportEntryWith(), status: 'dispatched' }} />, { session: centre });
    expect(screen.queryByRole('button', { name: 'View report' })).toBeNull();
  });
});
