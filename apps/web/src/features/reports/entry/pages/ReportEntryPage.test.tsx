import type { ReportEntry } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../../test/render-page';
import { errorResponse, routeApi } from '../../../patients/test-patients';
import { entryParameter, haemoglobin, reportEntryWith, signingDoctors } from '../test-report-entry';
import { ReportEntryPage } from './ReportEntryPage';

// jsdom has no layout: Mantine's selects scroll their chosen option into view.
Element.prototype.scrollIntoView = () => {};

const { fetchMock, callsWith, requests } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const bodiesOf = (method: string) => callsWith(method).map((call) => JSON.parse(String(call[1]?.body)) as unknown);

type Answer = () => Response | Promise<Response>;
function answer(report: ReportEntry, more: [string, string, Answer][] = []) {
  routeApi(fetchMock, [
    ...more,
    ['GET', `/api/v1/reports/${report.id}/signing-doctors`, () => jsonResponse(200, signingDoctors)],
    ['GET', `/api/v1/reports/${report.id}`, () => jsonResponse(200, report)],
    ['GET', '/api/v1/reports/42', () => jsonResponse(200, { ...report, id: 42 })],
    [
      'PUT',
      `/api/v1/reports/${report.id}/values`,
      () =>
        jsonResponse(200, {
          report: { ...report, version: report.version + 1 },
          signaturesRemoved: 0,
          messageKey: 'reportSaved',
        }),
    ],
  ]);
}

/** The panel as a list opens it: with the list's reports in the router state. */
const renderEntry = () =>
  renderPage(
    <Routes>
      <Route path="/list" element={<Navigate to="/reports/41" state={{ reportIds: [41, 42] }} />} />
      <Route path="/reports/:reportId" element={<ReportEntryPage />} />
      <Route path="/test-wise/:tab" element={<p>The list</p>} />
    </Routes>,
    { path: '/list' },
  );

const fieldOf = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(fieldOf(name), { target: { value } });

describe('Report entry: values (spec 001 §2 Report-entry panel, §5 Values)', () => {
  it('flags a value on each change when highLightPreference is 0: Abnormal outside the range, Critical outside the critical bounds', async () => {
    answer(reportEntryWith());
    renderEntry();
    await screen.findByRole('textbox', { name: 'Haemoglobin' });
    expect(screen.getByText('13 - 17')).toBeTruthy();
    type('Haemoglobin', '18');
    expect(screen.getByText('Abnormal')).toBeTruthy();
    type('Haemoglobin', '5');
    expect(screen.getByText('Critical')).toBeTruthy();
    type('Haemoglobin', '15');
    expect(screen.queryByText('Critical')).toBeNull();
    expect(screen.queryByText('Abnormal')).toBeNull();
  });

  it('flags only on leaving the field when highLightPreference is 1, and never when it is 2', async () => {
    const onBlur = reportEntryWith({ settings: { ...reportEntryWith().settings, highLightPreference: 1 } });
    answer(onBlur);
    const { unmount } = renderEntry();
    await screen.findByRole('textbox', { name: 'Haemoglobin' });
    type('Haemoglobin', '18');
    expect(screen.queryByText('Abnormal')).toBeNull();
    fireEvent.blur(fieldOf('Haemoglobin'));
    expect(screen.getByText('Abnormal')).toBeTruthy();
    unmount();

    answer(reportEntryWith({ settings: { ...reportEntryWith().settings, highLightPreference: 2 } }));
    renderEntry();
    await screen.findByRole('textbox', { name: 'Haemoglobin' });
    type('Haemoglobin', '5');
    fireEvent.blur(fieldOf('Haemoglobin'));
    expect(screen.queryByText('Critical')).toBeNull();
  });

  it("recomputes a calculated value as its inputs change ('#n' placeholders, '-' while one is missing), read-only under forceCalculationFlag", async () => {
    const parameters = [
      entryParameter(1, { name: 'Total cholesterol' }),
      entryParameter(2, { name: 'HDL' }),
      entryParameter(3, { name: 'Non-HDL', calculationString: '#1-#2' }),
    ];
    const settings = { ...reportEntryWith().settings, forceCalculationFlag: true };
    answer(reportEntryWith({ settings }, parameters));
    renderEntry();
    await screen.findByRole('textbox', { name: 'Total cholesterol' });
    type('Total cholesterol', '210');
    expect(fieldOf('Non-HDL').value).toBe('-');
    type('HDL', '45');
    expect(fieldOf('Non-HDL').value).toBe('165');
    type('HDL', '50.5');
    expect(fieldOf('Non-HDL').value).toBe('159.5');
    expect(fieldOf('Non-HDL').hasAttribute('readonly')).toBe(true);
    expect(fieldOf('HDL').hasAttribute('readonly')).toBe(false);
  });

  it('moves down with Enter (Ctrl+Enter in a text area) and from the last value to Save', async () => {
    const parameters = [
      entryParameter(1, { name: 'Colour' }),
      entryParameter(2, { name: 'Heading', styleFlag: true }),
      entryParameter(3, { name: 'Remarks', descriptionFlag: true, isNumeric: false }),
      entryParameter(4, { name: 'pH' }),
      entryParameter(5, { name: 'Double pH', calculationString: '#4*2' }),
      entryParameter(6, { name: 'Specific gravity' }),
    ];
    answer(reportEntryWith({}, parameters));
    renderEntry();
    const colour = await screen.findByRole('textbox', { name: 'Colour' });
    // The heading is a row of its own, with no field.
    expect(screen.getByText('Heading')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Heading' })).toBeNull();
    colour.focus();
    fireEvent.keyDown(colour, { key: 'Enter' });
    const remarks = fieldOf('Remarks');
    expect(document.activeElement).toBe(remarks);
    fireEvent.keyDown(remarks, { key: 'Enter' });
    expect(document.activeElement).toBe(remarks);
    fireEvent.keyDown(remarks, { key: 'Enter', ctrlKey: true });
    expect(document.activeElement).toBe(fieldOf('pH'));
    // A calculated value follows what is typed: Enter passes over it (Tab still reaches it).
    fireEvent.keyDown(fieldOf('pH'), { key: 'Enter' });
    expect(document.activeElement).toBe(fieldOf('Specific gravity'));
    fireEvent.keyDown(fieldOf('Specific gravity'), { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it("shows 'Report parameters not found' for a format without parameters", async () => {
    answer(reportEntryWith({}, []));
    renderEntry();
    expect(await screen.findByText('Report parameters not found')).toBeTruthy();
  });

  // spec 001 §2: 'An inventory-used panel (Show/Hide), shown only when inventoryManagement is 1.'
  it('shows the inventory-used panel, folded, only to a lab that manages inventory', async () => {
    const parameters = [entryParameter(1, { name: 'Haemoglobin' })];
    const base = reportEntryWith({}, parameters);
    answer(base);
    const { unmount } = renderEntry();
    await screen.findByRole('textbox', { name: 'Haemoglobin' });
    expect(screen.queryByRole('region', { name: 'Inventory used' })).toBeNull();
    unmount();

    answer({ ...base, settings: { ...base.settings, inventoryManagement: true } }, [
      [
        'GET',
        '/api/v1/inventory/consumptions/reports/41',
        () =>
          jsonResponse(200, {
            reportId: 41,
            state: 'planned',
            department: { id: 1, name: 'Haematology' },
            device: null,
            consumedAt: null,
            consumedBy: null,
            lines: [],
          }),
      ],
    ]);
    renderEntry();
    const panel = await screen.findByRole('region', { name: 'Inventory used' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Show' }));
    expect(await within(panel).findByText('No stock is recorded against this test yet.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Hide' })).toBeTruthy();
  });
});

describe('Report entry: saving (spec 001 §5 Save, §4 Signing)', () => {
  it('refuses a value over 10000 characters unless the lab keeps values in the document store', async () => {
    const parameters = [entryParameter(1, { name: 'Impression', descriptionFlag: true, isNumeric: false })];
    answer(reportEntryWith({}, parameters));
    const { unmount } = renderEntry();
    await screen.findByRole('textbox', { name: 'Impression' });
    type('Impression', 'x'.repeat(10_001));
    expect(screen.getByText('10001 / 10000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Some field has more than 10000 character. Please check and submit again.'),
    ).toBeTruthy();
    expect(callsWith('PUT')).toHaveLength(0);
    unmount();

    const documentStore = { ...reportEntryWith().settings, storeValuesToDocumentDb: true };
    answer(reportEntryWith({ settings: documentStore }, parameters));
    renderEntry();
    await screen.findByRole('textbox', { name: 'Impression' });
    type('Impression', 'x'.repeat(10_001));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsWith('PUT')).toHaveLength(1));
  });

  it('refuses empty mandatory values when the lab asks for them, optional ones aside', async () => {
    const parameters = [
      haemoglobin,
      entryParameter(2, { name: 'RBC' }),
      entryParameter(3, { name: 'Note', optionalField: true }),
    ];
    answer(reportEntryWith({ settings: { ...reportEntryWith().settings, mandatoryFieldsFlag: true } }, parameters));
    renderEntry();
    await screen.findByRole('textbox', { name: 'Haemoglobin' });
    type('Haemoglobin', '14');
    type('RBC', '-');
    fireEvent.keyDown(fieldOf('RBC'), { key: 's', ctrlKey: true });
    expect(await screen.findByText('Please fill the all mandatory fields and save or sign the report.')).toBeTruthy();
    expect(fieldOf('RBC').getAttribute('aria-invalid')).toBe('true');
    expect(callsWith('PUT')).toHaveLength(0);
  });

  it("sends the typed values, '-' for an empty one, says 'Report saved successfully.' and opens the list's next report", async () => {
    const parameters = [haemoglobin, entryParameter(2, { name: 'RBC' })];
    answer(reportEntryWith({}, parameters));
    renderEntry();
    await screen.findByRole('textbox', { name: 'Haemoglobin' });
    type('Haemoglobin', '14.2');
    fireEvent.change(screen.getByRole('textbox', { name: 'Comments' }), {
      target: { value: 'Sample slightly haemolysed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests()).toContain('GET /api/v1/reports/42'));
    expect(bodiesOf('PUT')).toEqual([
      {
        version: 3,
        formatId: 5,
        values: [
          { index: 1, value: '14.2' },
          { index: 2, value: '-' },
        ],
        comments: 'Sample slightly haemolysed',
        saveFlag: 0,
        signatures: [],
        submit: false,
      },
    ]);
    expect(toasts()).toContain('Report saved successfully.');
  });

  it('reads the report again when someone else changed it meanwhile (409 staleRecord)', async () => {
    const report = reportEntryWith();
    let reads = 0;
    routeApi(fetchMock, [
      [
        'GET',
        '/api/v1/reports/41',
        () => {
          reads += 1;
          return jsonResponse(
            200,
            reads === 1
              ? report
              : { ...report, version: 5, values: [{ index: 1, value: '12.9', highlight: true, isCritical: 1 }] },
          );
        },
      ],
      ['PUT', '/api/v1/reports/41/values', () => errorResponse(409, 'conflict', 'staleRecord')],
    ]);
    renderEntry();
    await screen.findByRole('textbox', { name: 'Haemoglobin' });
    type('Haemoglobin', '14');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'Someone else changed this record while you were editing it. Reload it and make your change again.',
      ),
    );
    // The other user's value replaces the one typed here, with its flag.
    await waitFor(() => expect(fieldOf('Haemoglobin').value).toBe('12.9'));
    expect(screen.getByText('Abnormal')).toBeTruthy();
  });

  it('asks before a changed value removes the signatures of a signed report, then saves with removeSignatures', async () => {
    const signed = reportEntryWith({
      values: [{ index: 1, value: '14', highlight: false, isCritical: 0 }],
      signatures: [
        {
          doctorId: 11,
          doctorName: 'Dr. Meera Iyer',
          position: 1,
          signedAt: '2026-11-20T06:00:00.000Z',
          fromDoctorLogin: false,
          fromCache: false,
        },
      ],
    });
    let puts = 0;
    answer(signed, [
      [
        'PUT',
        '/api/v1/reports/41/values',
        () => {
          puts += 1;
          return puts === 1
            ? errorResponse(409, 'conflict', 'valuesChangeRemovesSignatures')
            : jsonResponse(200, {
                report: { ...signed, version: 4, signatures: [] },
                signaturesRemoved: 1,
                messageKey: 'reportSaved',
              });
        },
      ],
    ]);
    renderEntry();
    await screen.findByText('Dr. Meera Iyer');
    type('Haemoglobin', '15');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Changing a value removes the signatures on this report. Its doctors will need to sign it again.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove signatures and save' }));
    await waitFor(() => expect(bodiesOf('PUT')).toHaveLength(2));
    expect(bodiesOf('PUT')[1]).toMatchObject({ values: [{ index: 1, value: '15' }], removeSignatures: true });
  });
});

describe('Report entry: signing doctor panel (spec 001 §2, §4 Signing, §5 Signing)', () => {
  const signable = (overrides: Partial<ReportEntry> = {}) =>
    reportEntryWith({
      values: [{ index: 1, value: '14', highlight: false, isCritical: 0 }],
      signable: true,
      ...overrides,
    });
  const chooseDoctor = async (position: number, name: string) => {
    fireEvent.click(screen.getAllByRole('textbox', { name: 'Signing doctor' })[position] as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name }));
  };
  const passkeyFields = () => screen.getAllByLabelText('Passkey') as HTMLInputElement[];

  it("checks a passkey once typing pauses (300 ms) and says 'Passkey is not valid'", async () => {
    answer(signable(), [['POST', '/api/v1/doctors/11/passkey-check', () => jsonResponse(200, { valid: false })]]);
    renderEntry();
    expect(
      await screen.findByText('This report requires a minimum of 1 authorisation(s) before dispatch.'),
    ).toBeTruthy();
    await chooseDoctor(0, 'Dr. Meera Iyer');
    const passkey = passkeyFields()[0] as HTMLInputElement;
    fireEvent.change(passkey, { target: { value: '12' } });
    fireEvent.change(passkey, { target: { value: '1234' } });
    expect(callsWith('POST')).toHaveLength(0);
    expect(await screen.findByText('Passkey is not valid')).toBeTruthy();
    expect(bodiesOf('POST')).toEqual([{ passkey: '1234' }]);
  });

  it('appends a row when a passkey is verified, up to maxApprovals, and Clear Passkey starts again', async () => {
    answer(signable({ maxApprovals: 2 }), [
      ['POST', '/api/v1/doctors/11/passkey-check', () => jsonResponse(200, { valid: true })],
      ['POST', '/api/v1/doctors/12/passkey-check', () => jsonResponse(200, { valid: true })],
    ]);
    renderEntry();
    await screen.findByText('This report requires a minimum of 1 authorisation(s) before dispatch.');
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Signing doctor' })).toHaveLength(1));
    await chooseDoctor(0, 'Dr. Meera Iyer');
    fireEvent.change(passkeyFields()[0] as HTMLElement, { target: { value: '1111' } });
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Signing doctor' })).toHaveLength(2));
    await chooseDoctor(1, 'Dr. Anil Sharma');
    fireEvent.change(passkeyFields()[1] as HTMLElement, { target: { value: '2222' } });
    await waitFor(() => expect(screen.getAllByText('Verified')).toHaveLength(2));
    expect(screen.getAllByRole('textbox', { name: 'Signing doctor' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Passkey' }));
    expect(screen.getAllByRole('textbox', { name: 'Signing doctor' })).toHaveLength(1);
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it("signs with a remembered doctor's masked row as a cached signature: 'Report successfully Approved.'", async () => {
    answer(signable(), [['POST', '/api/v1/reports/41/signatures', () => jsonResponse(200, signable({ version: 4 }))]]);
    renderEntry();
    await screen.findByText('This report requires a minimum of 1 authorisation(s) before dispatch.');
    await chooseDoctor(0, 'Dr. Farah Khan');
    expect(screen.getByText('Signature remembered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(toasts()).toContain('Report successfully Approved.'));
    expect(bodiesOf('POST')).toEqual([
      { version: 3, signatures: [{ doctorId: 13, cached: true }], submit: false, confirmOnHold: false },
    ]);
  });

  it('saves and signs at once when values changed (saveFlag 1), after the on-hold confirmation', async () => {
    const onHold = signable({ exception: { ...reportEntryWith().exception, onHold: true } });
    answer(onHold);
    renderEntry();
    await screen.findByText('This report requires a minimum of 1 authorisation(s) before dispatch.');
    type('Haemoglobin', '15');
    await chooseDoctor(0, 'Dr. Farah Khan');
    fireEvent.click(screen.getByRole('button', { name: 'Sign & Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want sign this report?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sure' }));
    await waitFor(() => expect(toasts()).toContain('Report successfully Approved & Submitted.'));
    expect(bodiesOf('PUT')).toEqual([
      expect.objectContaining({ saveFlag: 1, submit: true, signatures: [{ doctorId: 13, cached: true }] }),
    ]);
  });
});

describe('Report entry: exceptions and dictation (spec 001 §4 Exceptions, §8)', () => {
  it('marks On Hold with its comments from the exception menu', async () => {
    const report = reportEntryWith();
    answer(report, [['POST', '/api/v1/reports/41/exception', () => jsonResponse(200, { ...report, version: 4 })]]);
    renderEntry();
    fireEvent.click(await screen.findByRole('button', { name: 'Exception' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'On Hold' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comments' }), {
      target: { value: 'Waiting for a fresh sample' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'On Hold' }));
    await waitFor(() => expect(toasts()).toContain('Report updated.'));
    expect(bodiesOf('POST')).toEqual([{ version: 3, exception: 'onHold', comments: 'Waiting for a fresh sample' }]);
  });

  it('offers dictation on text values only where the browser can listen', async () => {
    const parameters = [entryParameter(1, { name: 'Impression', descriptionFlag: true, isNumeric: false })];
    answer(reportEntryWith({}, parameters));
    const { unmount } = renderEntry();
    await screen.findByRole('textbox', { name: 'Impression' });
    expect(screen.queryByRole('button', { name: 'Dictate' })).toBeNull();
    unmount();

    const started = vi.fn();
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        started();
        this.onerror?.({ error: 'not-allowed' });
      }
      stop() {}
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    answer(reportEntryWith({}, parameters));
    renderEntry();
    fireEvent.click(await screen.findByRole('button', { name: 'Dictate' }));
    expect(started).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(started).toHaveBeenCalledTimes(1);
    expect(toasts()).toContain('Permission to use microphone is blocked');
  });
});

describe('Report entry: critical values, amendments, signatures removed, formats (spec 001 §2, §4, §8)', () => {
  const signature = {
    doctorId: 11,
    doctorName: 'Dr. Meera Iyer',
    position: 1,
    signedAt: '2026-11-20T06:00:00.000Z',
    fromDoctorLogin: false,
    fromCache: false,
  };

  it('keeps a critical value in a banner until acknowledged, then says who acknowledged it', async () => {
    const report = reportEntryWith({
      values: [{ index: 1, value: '5', highlight: true, isCritical: 2 }],
      critical: { count: 1, acknowledgedAt: null, acknowledgedBy: null },
    });
    const acknowledged = {
      ...report,
      version: 4,
      critical: { count: 1, acknowledgedAt: '2026-11-20T07:00:00.000Z', acknowledgedBy: 'Asha Verma' },
    };
    answer(report, [['POST', '/api/v1/reports/41/critical-acknowledgement', () => jsonResponse(200, acknowledged)]]);
    renderEntry();
    expect(await screen.findByText('Critical values: 1. Not yet acknowledged.')).toBeTruthy();
    // The row says it in words as well as in colour.
    expect(screen.getAllByText('Critical').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText(/Critical values: 1\. Acknowledged by Asha Verma on/)).toBeTruthy();
    expect(bodiesOf('POST')).toEqual([{ version: 3 }]);
  });

  it('keeps the values being typed through a change that leaves the saved values alone (an acknowledgement)', async () => {
    const report = reportEntryWith({
      values: [{ index: 1, value: '5', highlight: true, isCritical: 2 }],
      critical: { count: 1, acknowledgedAt: null, acknowledgedBy: null },
    });
    const acknowledged = {
      ...report,
      version: 4,
      critical: { count: 1, acknowledgedAt: '2026-11-20T07:00:00.000Z', acknowledgedBy: 'Asha Verma' },
    };
    answer(report, [['POST', '/api/v1/reports/41/critical-acknowledgement', () => jsonResponse(200, acknowledged)]]);
    renderEntry();
    await screen.findByRole('textbox', { name: 'Haemoglobin' });
    type('Haemoglobin', '6.1');
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await screen.findByText(/Acknowledged by Asha Verma/);
    expect(fieldOf('Haemoglobin').value).toBe('6.1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesOf('PUT')).toEqual([expect.objectContaining({ version: 4, values: [{ index: 1, value: '6.1' }] })]),
    );
  });

  it('amends a dispatched report with the reason asked for, and lists the amendments', async () => {
    const dispatched = reportEntryWith({
      status: 'dispatched',
      isSynced: true,
      editable: false,
      values: [{ index: 1, value: '14', highlight: false, isCritical: 0 }],
      signatures: [signature],
      amendments: [{ reason: 'Unit corrected', amendedAt: '2026-11-19T06:00:00.000Z', amendedBy: 'Asha Verma' }],
    });
    answer(dispatched);
    renderEntry();
    expect(await screen.findByText('Unit corrected')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Haemoglobin' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Amend' }));
    type('Haemoglobin', '14.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save amendment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This report has been dispatched. Give the reason for amending it.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Transcription error' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save amendment' }));
    await waitFor(() => expect(toasts()).toContain('Report amended.'));
    expect(bodiesOf('PUT')).toEqual([
      expect.objectContaining({ values: [{ index: 1, value: '14.5' }], amendmentReason: 'Transcription error' }),
    ]);
  });

  it("removes the signatures of a signed report not yet dispatched: 'Signed Removed successfully'", async () => {
    const signed = reportEntryWith({
      signatures: [signature],
      values: [{ index: 1, value: '14', highlight: false, isCritical: 0 }],
    });
    answer(signed, [['DELETE', '/api/v1/reports/41/signatures', () => new Response(null, { status: 200 })]]);
    renderEntry();
    expect(await screen.findByText(/Signed on/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove sign' }));
    await waitFor(() => expect(toasts()).toContain('Signed Removed successfully'));
    expect(requests()).toContain('DELETE /api/v1/reports/41/signatures?version=3');
  });

  it('changes the format through the format call, and shows the patient details and Track Sample', async () => {
    const report = reportEntryWith({
      formats: [
        { id: 5, name: 'CBC standard', isDefault: true },
        { id: 6, name: 'CBC with indices', isDefault: false },
      ],
      sample: { id: 77, autoSampleId: 'S-000077', accessionNo: 'A-12', status: 'received', redrawFlag: 0 },
      sidePanel: { ...reportEntryWith().sidePanel, allergies: 'Penicillin', referral: 'Dr. Rao' },
    });
    answer(report, [['PUT', '/api/v1/reports/41/format', () => jsonResponse(200, { ...report, version: 4 })]]);
    renderEntry();
    expect(await screen.findByText('Penicillin')).toBeTruthy();
    expect(screen.getByText('Dr. Rao')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Track Sample' })).toBeTruthy();
    fireEvent.click(screen.getByRole('textbox', { name: 'Report format' }));
    fireEvent.click(await screen.findByRole('option', { name: 'CBC with indices' }));
    await waitFor(() => expect(bodiesOf('PUT')).toEqual([{ version: 3, formatId: 6 }]));
  });
});
