import type { LocaleMessages } from '@lims/domain';
import { textReader } from '../../platform/documents/index.js';

/** The words every share's message is made of, read in the bill's language. */
interface ShareTextContext {
  messages: LocaleMessages;
  labName: string;
  patientName: string;
  labBillIds: string[];
  tests: string[];
}

export interface ShareEmail {
  subject: string;
  body: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Paragraphs as plain text and as HTML, the line breaks of the user's comment kept. */
const asEmail = (subject: string, paragraphs: string[]): ShareEmail => ({
  subject,
  body: paragraphs.join('\n\n'),
  html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n'),
});

/**
 * The e-mail of a share (spec 001 §8 'Share warnings'): to the patient or Other the reports are
 * attached, with how to open a password-protected PDF (never the password itself); to a doctor
 * or an organisation a HIPAA notice asks them to log in at `loginUrl`, nothing attached. The
 * user's comment goes in as they typed it (trimmed by the contract).
 */
export function shareEmail(
  context: ShareTextContext & {
    recipientName: string;
    comment: string;
    attached: boolean;
    password: 'dateOfBirth' | 'name' | null;
    loginUrl: string;
  },
): ShareEmail {
  const text = textReader(context.messages);
  const about = {
    patient: context.patientName,
    bill: context.labBillIds.join(', '),
    tests: context.tests.join(', '),
  };
  const paragraphs = [
    text('reportSharing.email.greeting', { name: context.recipientName }),
    context.attached
      ? text('reportSharing.email.attached', about)
      : text('reportSharing.email.loginNotice', { ...about, url: context.loginUrl }),
  ];
  if (context.password === 'dateOfBirth') paragraphs.push(text('reportSharing.email.passwordDateOfBirth'));
  if (context.password === 'name') paragraphs.push(text('reportSharing.email.passwordName'));
  paragraphs.push(`${text('reportSharing.email.message')}\n${context.comment}`);
  paragraphs.push(`${text('reportSharing.email.closing')}\n${context.labName}`);
  return asEmail(
    text('reportSharing.email.subject', { patient: context.patientName, lab: context.labName }),
    paragraphs,
  );
}

/** The WhatsApp message of a share: the download link and until when it opens, how to open a protected PDF. */
export function shareWhatsappText(
  context: ShareTextContext & { link: string; expires: string; password: 'dateOfBirth' | 'name' | null },
): string {
  const text = textReader(context.messages);
  const lines = [
    text('reportSharing.email.whatsapp', {
      lab: context.labName,
      patient: context.patientName,
      expires: context.expires,
      link: context.link,
    }),
  ];
  if (context.password === 'dateOfBirth') lines.push(text('reportSharing.email.passwordDateOfBirth'));
  if (context.password === 'name') lines.push(text('reportSharing.email.passwordName'));
  return lines.join('\n\n');
}
