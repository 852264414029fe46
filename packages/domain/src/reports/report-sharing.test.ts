import { describe, expect, it } from 'vitest';
import {
  confirmationsTyped,
  dueReportAlertOf,
  invalidEmails,
  reportPassword,
  requiredConfirmations,
  type ShareConfirmationContext,
  type ShareSendState,
  shareCarriesAttachment,
  sharedPdfIsEncrypted,
  shareMessageOf,
  shareSendBlocker,
  shareSendTypes,
  splitEmails,
} from './report-sharing.js';

const context = (overrides: Partial<ShareConfirmationContext> = {}): ShareConfirmationContext => ({
  sendType: shareSendTypes.patient,
  encryptedReport: false,
  dueReports: false,
  showDueReportAlert: true,
  hideAmountDueReport: false,
  ...overrides,
});

const state = (overrides: Partial<ShareSendState> = {}): ShareSendState => ({
  ...context(),
  sending: false,
  comment: 'Please find your report.',
  otherEmails: '',
  typed: {},
  ...overrides,
});

describe('sharing reports (spec 001 §5 Sharing, §8 Share single, multi and warnings, §9 sendType)', () => {
  it('numbers the recipient types as §9 does: 0 other, 1 patient, 2 doctor, 3 organisation', () => {
    expect(shareSendTypes).toEqual({ other: 0, patient: 1, doctor: 2, organisation: 3 });
  });

  it("splits Other's comma-separated addresses, trimmed, once each; bad ones are named ('Please add a valid email ID')", () => {
    expect(splitEmails(' a@lab.example, ,b@lab.example,a@lab.example ')).toEqual(['a@lab.example', 'b@lab.example']);
    expect(splitEmails(null)).toEqual([]);
    expect(invalidEmails('a@lab.example, not-an-address, c@d')).toEqual(['not-an-address', 'c@d']);
  });

  describe('confirmations (§5: SEND for Other in an encrypted_report lab, CONFIRM when the due alert shows)', () => {
    it('asks for SEND only for Other in a lab with encrypted_report', () => {
      expect(requiredConfirmations(context({ sendType: shareSendTypes.other, encryptedReport: true }))).toEqual([
        'SEND',
      ]);
      expect(requiredConfirmations(context({ sendType: shareSendTypes.other }))).toEqual([]);
      expect(requiredConfirmations(context({ sendType: shareSendTypes.patient, encryptedReport: true }))).toEqual([]);
    });

    it('asks for CONFIRM when a bill is due and the alert shows, unless due reports are hidden (then they are left out)', () => {
      expect(dueReportAlertOf(context({ dueReports: true }))).toBe('confirm');
      expect(requiredConfirmations(context({ dueReports: true }))).toEqual(['CONFIRM']);
      expect(dueReportAlertOf(context({ dueReports: true, hideAmountDueReport: true }))).toBe('leftOut');
      expect(requiredConfirmations(context({ dueReports: true, hideAmountDueReport: true }))).toEqual([]);
      expect(dueReportAlertOf(context({ dueReports: true, showDueReportAlert: false }))).toBeNull();
      expect(dueReportAlertOf(context({ dueReports: false }))).toBeNull();
      expect(
        requiredConfirmations(context({ sendType: shareSendTypes.other, encryptedReport: true, dueReports: true })),
      ).toEqual(['SEND', 'CONFIRM']);
    });

    it('takes the words in any case, surrounding spaces ignored, and nothing else', () => {
      expect(confirmationsTyped(['SEND', 'CONFIRM'], { SEND: ' send ', CONFIRM: 'Confirm' })).toBe(true);
      expect(confirmationsTyped(['SEND', 'CONFIRM'], { SEND: 'send' })).toBe(false);
      expect(confirmationsTyped(['CONFIRM'], { CONFIRM: 'confirmed' })).toBe(false);
      expect(confirmationsTyped([], {})).toBe(true);
    });
  });

  it('disables Send while submitting, with a blank comment, Other without addresses, or a confirmation missing (§5)', () => {
    expect(shareSendBlocker(state())).toBeNull();
    expect(shareSendBlocker(state({ sending: true }))).toBe('sending');
    expect(shareSendBlocker(state({ comment: '  \n ' }))).toBe('commentBlank');
    expect(shareSendBlocker(state({ sendType: shareSendTypes.other, otherEmails: ' , ' }))).toBe('otherEmailBlank');
    expect(shareSendBlocker(state({ sendType: shareSendTypes.other, otherEmails: 'a@lab.example' }))).toBeNull();
    expect(shareSendBlocker(state({ dueReports: true }))).toBe('confirmationMissing');
    expect(shareSendBlocker(state({ dueReports: true, typed: { CONFIRM: 'confirm' } }))).toBeNull();
  });

  it('attaches the PDF for the patient and Other only; doctors and organisations are asked to log in (§8 Share warnings)', () => {
    expect(shareCarriesAttachment(shareSendTypes.patient)).toBe(true);
    expect(shareCarriesAttachment(shareSendTypes.other)).toBe(true);
    expect(shareCarriesAttachment(shareSendTypes.doctor)).toBe(false);
    expect(shareCarriesAttachment(shareSendTypes.organisation)).toBe(false);
    expect(sharedPdfIsEncrypted(true, shareSendTypes.patient)).toBe(true);
    expect(sharedPdfIsEncrypted(true, shareSendTypes.other)).toBe(true);
    expect(sharedPdfIsEncrypted(true, shareSendTypes.doctor)).toBe(false);
    expect(sharedPdfIsEncrypted(false, shareSendTypes.patient)).toBe(false);
  });

  it("protects a PDF with the patient's date of birth as DDMMYYYY, else four letters of the first name and the bill's year", () => {
    expect(reportPassword({ dateOfBirth: '1988-02-14', firstName: 'Asha' }, 2026)).toBe('14021988');
    expect(reportPassword({ dateOfBirth: null, firstName: 'Asha Rani' }, 2026)).toBe('ASHA2026');
    expect(reportPassword({ dateOfBirth: null, firstName: "O'Neil" }, 2025)).toBe('ONEI2025');
    expect(reportPassword({ dateOfBirth: null, firstName: 'Li' }, 2025)).toBe('LI2025');
  });

  describe('response codes and their texts (§8)', () => {
    it('single: 1 shared, 2 not authorised, any other code the recipient-or-due text', () => {
      expect(shareMessageOf('single', 1)).toBe('reportShared');
      expect(shareMessageOf('single', 2)).toBe('shareNotAuthorised');
      expect(shareMessageOf('single', 0)).toBe('shareInvalidRecipient');
      expect(shareMessageOf('single', 7)).toBe('shareInvalidRecipient');
    });

    it('multi: 0 slow, 1 shared, 2 no signed reports, 3 the patient e-mail, 6 not authorised', () => {
      expect(shareMessageOf('multi', 0)).toBe('shareSlowResponse');
      expect(shareMessageOf('multi', 1)).toBe('reportShared');
      expect(shareMessageOf('multi', 2)).toBe('noSignedReportsFound');
      expect(shareMessageOf('multi', 3)).toBe('checkPatientEmail');
      expect(shareMessageOf('multi', 6)).toBe('shareMultiNotAuthorised');
      expect(shareMessageOf('multi', 4)).toBe('somethingWentWrong');
    });
  });
});
