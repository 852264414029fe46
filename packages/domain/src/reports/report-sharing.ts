import type { MessageKey } from '../errors/messages.js';
import { isValidEmail } from '../onboarding/onboarding-rules.js';

/**
 * Sharing reports by e-mail and WhatsApp (spec 001 §2 'Share Report modal', §4 'Share dialog',
 * §5 'Sharing', §8 'Share, single' and 'Share, multi', §9 constants). Shared by the Share
 * Report modal, which disables Send by these rules, and the server, which refuses by them.
 */

/** spec 001 §9 'Share sendType: 0 other, 1 patient, 2 doctor, 3 organisation'. */
export const shareSendTypes = { other: 0, patient: 1, doctor: 2, organisation: 3 } as const;
export type ShareSendType = (typeof shareSendTypes)[keyof typeof shareSendTypes];
/** spec 001 §4 'sendType: 1 patient (default)'. */
export const defaultShareSendType: ShareSendType = shareSendTypes.patient;

/** spec 001 §9 'Trends attachment: 1 compact, 2 report'; 0 attaches none. */
export const trendsAttachments = { none: 0, compact: 1, report: 2 } as const;
export type TrendsAttachment = (typeof trendsAttachments)[keyof typeof trendsAttachments];

/** The channels a share goes by: e-mail (spec 001 §7 Sharing) or WhatsApp (issue 13, `sendReportPDF`). */
export const shareChannels = ['email', 'whatsapp'] as const;
export type ShareChannel = (typeof shareChannels)[number];

/** spec 001 §5 'Textarea max length defaults to 2000': the message sent with the reports. */
export const shareCommentMaxLength = 2000;
/** Hours a WhatsApp download link opens the reports (issue 13 'a time-limited download link'). */
export const reportLinkHours = 72;

/**
 * The words a user types to confirm (spec 001 §5 Sharing): SEND for Other in a lab with
 * encrypted_report, CONFIRM when due reports would go. Both are compared in any case.
 */
export const shareConfirmationWords = { encryptedToOther: 'SEND', dueReports: 'CONFIRM' } as const;
export type ShareConfirmationWord = (typeof shareConfirmationWords)[keyof typeof shareConfirmationWords];

/** The addresses of a comma-separated list, trimmed, empty ones dropped, each once. */
export function splitEmails(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (text ?? '').split(',')) {
    const email = part.trim();
    if (email !== '') seen.add(email);
  }
  return [...seen];
}

/** spec 001 §5 'E-mail format is checked with a standard pattern': the addresses of a list that are not valid ('Please add a valid email ID'; it does not stop the send). */
export const invalidEmails = (text: string | null | undefined) =>
  splitEmails(text).filter((email) => !isValidEmail(email));

export interface ShareConfirmationContext {
  sendType: ShareSendType;
  /** The lab's `encrypted_report` setting. */
  encryptedReport: boolean;
  /** Some chosen report's bill is still due (spec 001 §5 'A due-report alert shows when a bill is incomplete'). */
  dueReports: boolean;
  /** The lab's showDueReportAlert print setting. */
  showDueReportAlert: boolean;
  /** The lab's hideAmountDueReport print setting: due reports are left out instead. */
  hideAmountDueReport: boolean;
}

/** Whether the due-report alert shows, and which of its two texts (spec 001 §8 'Share warnings'). */
export function dueReportAlertOf(context: ShareConfirmationContext): 'confirm' | 'leftOut' | null {
  if (!context.dueReports || !context.showDueReportAlert) return null;
  return context.hideAmountDueReport ? 'leftOut' : 'confirm';
}

/** The words the user must type before Send enables (spec 001 §5 Sharing). */
export function requiredConfirmations(context: ShareConfirmationContext): ShareConfirmationWord[] {
  const words: ShareConfirmationWord[] = [];
  if (context.encryptedReport && context.sendType === shareSendTypes.other) {
    words.push(shareConfirmationWords.encryptedToOther);
  }
  if (dueReportAlertOf(context) === 'confirm') words.push(shareConfirmationWords.dueReports);
  return words;
}

/** Every required word typed, in any case, surrounding spaces ignored. */
export function confirmationsTyped(
  required: readonly ShareConfirmationWord[],
  typed: Partial<Record<ShareConfirmationWord, string>>,
): boolean {
  return required.every((word) => (typed[word] ?? '').trim().toUpperCase() === word);
}

export interface ShareSendState extends ShareConfirmationContext {
  sending: boolean;
  comment: string;
  /** The addresses typed for Other. */
  otherEmails: string;
  typed: Partial<Record<ShareConfirmationWord, string>>;
}

/**
 * Why Send is disabled, or null when it may be pressed (spec 001 §5 'Send is disabled while
 * submitting, when the comment is blank, when the type is Other and the e-mail is blank, or when
 * confirmations are missing').
 */
export function shareSendBlocker(
  state: ShareSendState,
): 'sending' | 'commentBlank' | 'otherEmailBlank' | 'confirmationMissing' | null {
  if (state.sending) return 'sending';
  if (state.comment.trim() === '') return 'commentBlank';
  if (state.sendType === shareSendTypes.other && splitEmails(state.otherEmails).length === 0) return 'otherEmailBlank';
  if (!confirmationsTyped(requiredConfirmations(state), state.typed)) return 'confirmationMissing';
  return null;
}

/**
 * The response codes of spec 001 §8 and their texts. Single: 1 success, 2 not authorised, any
 * other code the recipient-or-due text. Multi: 0 slow, 1 success, 2 no signed reports, 3 the
 * patient's e-mail, 6 not authorised.
 */
export const singleShareMessages: Record<number, MessageKey> = { 1: 'reportShared', 2: 'shareNotAuthorised' };
export const multiShareMessages: Record<number, MessageKey> = {
  0: 'shareSlowResponse',
  1: 'reportShared',
  2: 'noSignedReportsFound',
  3: 'checkPatientEmail',
  6: 'shareMultiNotAuthorised',
};

export function shareMessageOf(mode: 'single' | 'multi', code: number): MessageKey {
  if (mode === 'single') return singleShareMessages[code] ?? 'shareInvalidRecipient';
  return multiShareMessages[code] ?? 'somethingWentWrong';
}

/**
 * Whether a shared PDF is password-protected (issue 13, decision 0044): in a lab with
 * encrypted_report, every PDF that leaves the lab as an attachment, that is to the patient or to
 * Other. Doctors and organisations get no attachment at all, only a notice to log in (spec 001 §8).
 */
export const sharedPdfIsEncrypted = (encryptedReport: boolean, sendType: ShareSendType) =>
  encryptedReport && (sendType === shareSendTypes.other || sendType === shareSendTypes.patient);

/** spec 001 §8 'Share warnings': doctors and organisations are asked to log in; the attachment is not sent. */
export const shareCarriesAttachment = (sendType: ShareSendType) =>
  sendType === shareSendTypes.patient || sendType === shareSendTypes.other;

/**
 * The password of an encrypted report (decision 0044): the patient's date of birth as DDMMYYYY,
 * which the patient knows and the e-mail names without giving; a patient without one gets the
 * first four letters of their first name in capitals and the year of the bill.
 */
export function reportPassword(patient: { dateOfBirth: string | null; firstName: string }, billYear: number): string {
  if (patient.dateOfBirth) {
    const [year, month, day] = patient.dateOfBirth.split('-');
    return `${day}${month}${year}`;
  }
  const letters = patient.firstName
    .replace(/[^\p{L}]/gu, '')
    .slice(0, 4)
    .toUpperCase();
  return `${letters}${billYear}`;
}
