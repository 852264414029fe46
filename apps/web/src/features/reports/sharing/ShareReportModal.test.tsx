import type { ShareOptions, ShareResult } from '@lims/contract';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { billsToShare, ShareReportButton, ShareReportsButton } from './ShareReportButtons';
import { ShareReportModal } from './ShareReportModal';

const { fetchMock, requests, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast);
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const plainOptions: ShareOptions = {
  patient: { name: 'Rahul Kumar', email: 'rahul@example.com', mobile: '9876543210' },
  doctor: { name: 'Dr. Mehta', email: 'mehta@clinic.example' },
  organisation: null,
  signedReports: 2,
  dueReports: 0,
  reportShareViaEmail: true,
  encryptedReport: false,
  showDueReportAlert: true,
  hideAmountDueReport: false,
  patientCommunication: true,
  whatsappReports: false,
  whatsappCredits: 0,
};

const shared: ShareResult = {
  code: 1,
  messageKey: 'reportShared',
  message: 'Report shared to the email successfully.',
  outboxMessageIds: [31],
  reportIds: [7],
  dueReportsLeftOut: 0,
  recipients: ['rahul@example.com'],
  encrypted: false,
};

/** The API: these share options, and this answer to a share. */
function answer(options: Partial<ShareOptions> = {}, share: Response = jsonResponse(200, shared)) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/api/v1/reports/share-options?')) return jsonResponse(200, { ...plainOptions, ...options });
    if (path === '/api/v1/reports/share' && init?.method === 'POST') return share;
    return jsonResponse(404, { error: { code: 'not_found', messageKey: 'notFound', message: 'Not found.' } });
  });
}

const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const openSingle = async (onClose = () => {}) => {
  renderPage(<ShareReportModal target={{ labReportId: 7 }} onClose={onClose} />);
  await screen.findByRole('radiogroup', { name: 'Send to' });
};
const sentBody = () => JSON.parse(String(callsWith('POST')[0]?.[1]?.body)) as Record<string, unknown>;

describe('the Share Report modal (spec 001 §2 Share Report modal, §5 Sharing)', () => {
  it('reads the options of the report, shows the addresses on file, and keeps Send disabled while the comment is blank', async () => {
    answer();
    await openSingle();
    expect(requests()).toEqual(['GET /api/v1/reports/share-options?labReportId=7']);
    expect(screen.getByText('Share Report')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Patient' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('rahul@example.com')).toBeTruthy();
    expect(screen.getByText('mehta@clinic.example')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Organisation' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('No organisation on this bill')).toBeTruthy();

    expect(sendButton().disabled).toBe(true);
    type('Message', '   ');
    expect(sendButton().disabled).toBe(true);
    type('Message', 'Your reports are ready.');
    expect(sendButton().disabled).toBe(false);
  });

  it('says when a recipient has no e-mail on file', async () => {
    answer({ patient: { name: 'Rahul Kumar', email: null, mobile: null } });
    await openSingle();
    expect(screen.getByText('No e-mail on file')).toBeTruthy();
  });

  it('needs an address for Other, warns that it is not HIPAA compliant, and flags invalid addresses without blocking', async () => {
    answer();
    await openSingle();
    type('Message', 'Reports attached.');
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByText('Email will not be HIPAA compliant if sent to other.')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    type(/E-mail addresses/, 'ok@example.com, not-an-address');
    expect(screen.getByText('Please add a valid email ID')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
    type(/E-mail addresses/, 'ok@example.com');
    expect(screen.queryByText('Please add a valid email ID')).toBeNull();
  });

  it('tells that a doctor or organisation is asked to log in and gets no attachment', async () => {
    answer({ organisation: { name: 'Acme Insurance', email: 'claims@acme.example' } });
    await openSingle();
    const notice =
      'The e-mail is HIPAA compliant: it asks them to log in to view the reports. The report is not attached.';
    expect(screen.queryByText(notice)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Doctor' }));
    expect(screen.getByText(notice)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Organisation' }));
    expect(screen.getByText(notice)).toBeTruthy();
    expect(screen.queryByText('Email will not be HIPAA compliant if sent to other.')).toBeNull();
  });

  it('asks for SEND, in any case, before sending to Other in a lab with encrypted reports', async () => {
    answer({ encryptedReport: true });
    await openSingle();
    expect(
      screen.getByText("The PDF will be password-protected with the patient's date of birth (DDMMYYYY)."),
    ).toBeTruthy();
    type('Message', 'Reports attached.');
    expect(sendButton().disabled).toBe(false);
    expect(screen.queryByRole('textbox', { name: /Type SEND/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    type(/E-mail addresses/, 'family@example.com');
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByText('Type the confirmation word to send.')).toBeTruthy();
    type(/Type SEND/, 'sen');
    expect(sendButton().disabled).toBe(true);
    type(/Type SEND/, ' Send ');
    expect(sendButton().disabled).toBe(false);
  });

  it('asks for CONFIRM, in any case, when due reports would go; says they stay back when the lab hides them', async () => {
    answer({ dueReports: 1 });
    const { unmount } = renderPage(<ShareReportModal target={{ billIds: [40] }} onClose={() => {}} />);
    expect(
      await screen.findByText('Some of the reports are still due. Please type confirm if you want to send due reports'),
    ).toBeTruthy();
    type('Message', 'Reports attached.');
    expect(sendButton().disabled).toBe(true);
    type(/Type CONFIRM/, 'confirm');
    expect(sendButton().disabled).toBe(false);
    unmount();

    answer({ dueReports: 1, hideAmountDueReport: true });
    renderPage(<ShareReportModal target={{ billIds: [40] }} onClose={() => {}} />);
    expect(await screen.findByText('Reports that are due will not be sent')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Type CONFIRM/ })).toBeNull();
    type('Message', 'Reports attached.');
    expect(sendButton().disabled).toBe(false);
  });

  it('sends the trimmed comment, closes and says the report was shared', async () => {
    answer();
    const onClose = vi.fn();
    await openSingle(onClose);
    fireEvent.click(screen.getByRole('switch', { name: 'With Letterhead' }));
    type('Message', '  Your reports are ready.  ');
    fireEvent.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({
      labReportId: 7,
      letterHeadFlag: 0,
      sendType: 1,
      channel: 'email',
      emailContent: 'Your reports are ready.',
      confirmations: [],
    });
    expect(toasts().map((toast) => toast.message)).toEqual(['Report shared to the email successfully.']);
  });

  it("sends a multi share with Other's addresses, the confirmation typed and the trends attachment", async () => {
    answer({ encryptedReport: true });
    renderPage(<ShareReportModal target={{ billIds: [40, 41] }} onClose={() => {}} />);
    await screen.findByRole('radiogroup', { name: 'Send to' });
    expect(requests()).toEqual(['GET /api/v1/reports/share-options?billIdList=40%2C41']);
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    type(/E-mail addresses/, 'a@example.com, b@example.com');
    type(/Type SEND/, 'send');
    fireEvent.click(screen.getByRole('radio', { name: 'Trends Report' }));
    type('Message', 'For your records.');
    fireEvent.click(sendButton());
    await waitFor(() => expect(callsWith('POST')).toHaveLength(1));
    expect(sentBody()).toEqual({
      billIdList: [40, 41],
      headerFlag: 1,
      attachTrendsReport: 2,
      sendType: 0,
      email: 'a@example.com, b@example.com',
      channel: 'email',
      emailContent: 'For your records.',
      confirmations: ['send'],
    });
  });

  it('shows the spec text of a refusal, the not-authorised one as a permission error, and stays open', async () => {
    const refusal = (messageKey: string, message: string, status = 422, code = 'unprocessable') =>
      jsonResponse(status, { error: { code, messageKey, message } });
    answer(
      {},
      refusal(
        'shareNotAuthorised',
        'You are not authorized to share the report. Please contact to your Admin.',
        403,
        'forbidden',
      ),
    );
    const onClose = vi.fn();
    await openSingle(onClose);
    type('Message', 'Reports attached.');
    fireEvent.click(sendButton());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.message).toBe('You are not authorized to share the report. Please contact to your Admin.');
    expect(toasts()[0]?.autoClose).toBe(3000);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(sendButton().disabled).toBe(false));

    answer(
      {},
      refusal('shareInvalidRecipient', 'Either invalid email of Patient/Doctor/Organization or amount is due'),
    );
    fireEvent.click(sendButton());
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()[1]?.message).toBe('Either invalid email of Patient/Doctor/Organization or amount is due');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the not-authorised text and no Send when the lab does not share reports by e-mail', async () => {
    answer({ reportShareViaEmail: false });
    renderPage(<ShareReportModal target={{ billIds: [40] }} onClose={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe('You are not authorized to share the report.');
    type('Message', 'Reports attached.');
    expect(sendButton().disabled).toBe(true);
  });

  it('shows the Speak to Expert banner only to a lab without patient communication', async () => {
    answer({ patientCommunication: false });
    const { unmount } = await (async () => {
      const view = renderPage(<ShareReportModal target={{ labReportId: 7 }} onClose={() => {}} />);
      await screen.findByRole('radiogroup', { name: 'Send to' });
      return view;
    })();
    expect(screen.getByText(/automatically by e-mail and WhatsApp/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Speak to Expert' }).getAttribute('href')).toBe('/settings/communication');
    unmount();

    answer({ patientCommunication: true });
    await openSingle();
    expect(screen.queryByText(/automatically by e-mail and WhatsApp/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Speak to Expert' })).toBeNull();
  });

  it("offers WhatsApp only when the lab sends reports by it: to the patient's mobile, with the credits left", async () => {
    answer();
    const { unmount } = renderPage(<ShareReportModal target={{ labReportId: 7 }} onClose={() => {}} />);
    await screen.findByRole('radiogroup', { name: 'Send to' });
    expect(screen.queryByRole('radio', { name: 'WhatsApp' })).toBeNull();
    unmount();

    answer({ whatsappReports: true, whatsappCredits: 12 });
    await openSingle();
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    expect(screen.queryByRole('radiogroup', { name: 'Send to' })).toBeNull();
    expect(screen.getByText(/download link on WhatsApp at 9876543210/)).toBeTruthy();
    expect(screen.getByText('WhatsApp credits left: 12')).toBeTruthy();
    type('Message', 'Your reports are ready.');
    fireEvent.click(sendButton());
    await waitFor(() => expect(callsWith('POST')).toHaveLength(1));
    expect(sentBody()).toMatchObject({ channel: 'whatsapp', sendType: 1, labReportId: 7 });
  });

  it('reads in Arabic, right to left', async () => {
    const { i18n } = await import('../../../app/i18n/i18n');
    await i18n.changeLanguage('ar');
    answer();
    renderPage(<ShareReportModal target={{ labReportId: 7 }} onClose={() => {}} />);
    expect(await screen.findByRole('radiogroup', { name: 'الإرسال إلى' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeTruthy();
  });
});

describe('the entry points of sharing', () => {
  it('shares the chosen reports’ bills, or with none chosen every listed report’s', () => {
    const reports = [
      { id: 1, bill: { id: 40 } },
      { id: 2, bill: { id: 40 } },
      { id: 3, bill: { id: 41 } },
    ];
    expect(billsToShare(reports, new Set([3]))).toEqual([41]);
    expect(billsToShare(reports, new Set())).toEqual([40, 41]);
  });

  it('offers Share only to a user who may share reports', async () => {
    answer();
    const { unmount } = renderPage(<ShareReportButton reportId={7} />);
    // The viewer opens with the button: nothing is read until the user asks to share.
    expect(requests()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('radiogroup', { name: 'Send to' })).toBeTruthy();
    unmount();

    const centre = { ...labSession, isCollectionCenter: 4 as const };
    renderPage(
      <>
        <ShareReportButton reportId={7} />
        <ShareReportsButton billIds={[40]} patientName="Rahul Kumar" />
      </>,
      { session: centre },
    );
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Share Report: / })).toBeNull();
  });

  it('names the multi share by its patient', () => {
    renderPage(<ShareReportsButton billIds={[40]} patientName="Rahul Kumar" />);
    expect(screen.getByRole('button', { name: 'Share Report: Rahul Kumar' }).textContent).toContain('Share Report');
  });
});
