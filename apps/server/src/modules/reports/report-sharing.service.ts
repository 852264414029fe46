import { createHash, randomBytes } from 'node:crypto';
import type { ShareOptions, ShareOptionsQuery, ShareRequest, ShareResult } from '@lims/contract';
import {
  can,
  communicationSettingsOf,
  confirmationsTyped,
  fallbackLanguage,
  isLanguageCode,
  isValidEmail,
  type LanguageCode,
  messageText,
  printSettingsOf,
  reportLinkHours,
  reportPassword,
  requiredConfirmations,
  type ShareConfirmationWord,
  type ShareSendType,
  shareCarriesAttachment,
  sharedPdfIsEncrypted,
  shareSendTypes,
  smsSwitches,
  splitEmails,
  whatsappSwitches,
} from '@lims/domain';
import type { z } from 'zod';
import type { Actor, LabActor } from '../../http/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { auditEach } from '../../platform/audit/audit.js';
import { documentDateTime } from '../../platform/documents/index.js';
import { encryptPdf } from '../../platform/documents/pdf-encryption.js';
import type { OutgoingAttachment } from '../../platform/messages/message-providers.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { isLive } from './report-records.queries.js';
import { shareEmail, shareWhatsappText } from './report-share-emails.js';
import { insertReportLink, labBillIds, type ShareReportRow, shareReportRows } from './report-sharing.queries.js';

type ShareInput = z.output<typeof ShareRequest>;
type ShareMode = 'single' | 'multi';

interface ReportSharingDeps extends Pick<ServiceDeps, 'db' | 'now' | 'config'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  translations: Pick<ServiceRegistry['translations'], 'locales'>;
  messages: Pick<ServiceRegistry['messages'], 'send' | 'labCredits'>;
  reportDocuments: Pick<ServiceRegistry['reportDocuments'], 'renderMany'>;
  /** The patient's trends as a PDF (multi share's attachTrendsReport); a thunk, that area being made after this one. */
  patientTrends: () => Pick<ServiceRegistry['patientTrends'], 'pdfForBill'>;
}

/** The activity log's entity of a lab report, as entry, signing and actions write it. */
const reportEntity = 'report';

/** spec 001 §5 'A report may go out' only once signed (or approved in the doctor's login) and still standing. */
const isShareable = (report: ShareReportRow['report']) => isLive(report) && (report.isSigned || report.isApproved);

/** A share's recipient: where its message goes, and the name its greeting uses. */
interface Recipient {
  to: string;
  name: string;
}

/**
 * Sharing signed reports by e-mail and WhatsApp (spec 001 §2 'Share Report modal', §5 Sharing,
 * §8 'Share, single', 'Share, multi', 'Share warnings'; decision 0044). A share is checked
 * whole before anything is written; its messages go through the outbox in the transaction that
 * writes one audit row per report (each report's activity log), so that a refused share leaves
 * nothing and a written one is sent.
 */
export function createReportSharingService({
  db,
  now,
  config,
  labs,
  translations,
  messages,
  reportDocuments,
  patientTrends,
}: ReportSharingDeps) {
  /**
   * A lab's messages to patients are set up when any SMS or WhatsApp switch of its communication
   * settings is on: every one of those messages goes to patients. The e-mail switches do not
   * count, since the sign-in notification goes to staff and is on by default.
   */
  const patientCommunicationOf = (settings: ReturnType<typeof communicationSettingsOf>) =>
    smsSwitches.some((key) => settings.sms[key]) || whatsappSwitches.some((key) => settings.whatsapp[key]);

  /** WhatsApp credits the lab may use today: none once they lapsed. */
  const whatsappCreditsOf = async (labId: number) => {
    const balance = await messages.labCredits.balanceOf(labId);
    return balance.whatsappExpired ? 0 : balance.whatsapp;
  };

  /** The rows of one report or of some bills; another lab's report or bill is 404. */
  const rowsOf = async (labId: number, which: { reportId: number } | { billIds: number[] }) => {
    if ('reportId' in which) {
      const rows = await shareReportRows(db, labId, { reportIds: [which.reportId] });
      if (rows.length === 0) throw notFound();
      return rows;
    }
    const billIds = [...new Set(which.billIds)];
    if ((await labBillIds(db, labId, billIds)).length !== billIds.length) throw notFound();
    return shareReportRows(db, labId, { billIds });
  };

  /** The words typed in the modal, by the confirmation they answer. */
  const typedWords = (typed: readonly string[]) => {
    const words: Partial<Record<ShareConfirmationWord, string>> = {};
    for (const word of typed) words[word.trim().toUpperCase() as ShareConfirmationWord] = word;
    return words;
  };

  const localesOf = async (labId: number, language: string) => {
    const code: LanguageCode = isLanguageCode(language) ? language : fallbackLanguage;
    return { language: code, messages: (await translations.locales(labId)).locales[code] };
  };

  /**
   * Whom a share by e-mail goes to (spec 001 §4 'sendType', §8): the patient's own address; the
   * referring doctors' or the organisation's (the addresses typed for them, else a doctor's
   * e-mail as a lab user; organisations keep none); or the addresses typed for Other. A missing
   * or malformed address refuses the share: 'Either invalid email ...' (single), 'Please check
   * the email of Patient.' for the patient of a multi share.
   */
  const emailRecipients = (mode: ShareMode, sendType: ShareSendType, rows: ShareReportRow[], typed: string[]) => {
    const [first] = rows as [ShareReportRow];
    const invalid = () => badRequest('shareInvalidRecipient', 'email');
    const valid = (recipients: Recipient[]) => {
      if (recipients.length === 0 || recipients.some((recipient) => !isValidEmail(recipient.to))) throw invalid();
      return recipients;
    };
    switch (sendType) {
      case shareSendTypes.patient: {
        const email = first.patient.email?.trim() ?? '';
        if (!isValidEmail(email)) {
          throw mode === 'single' ? invalid() : badRequest('checkPatientEmail', 'email');
        }
        return [{ to: email, name: first.patient.fullName }];
      }
      case shareSendTypes.doctor: {
        const doctors = new Map(rows.flatMap((row) => (row.doctor ? [[row.doctor.id, row.doctor]] : [])));
        if (doctors.size === 0) throw invalid();
        if (typed.length > 0) return valid(typed.map((to) => ({ to, name: [...doctors.values()][0]?.fullName ?? to })));
        return valid(
          [...doctors.values()].map((doctor) => ({ to: doctor.email?.trim() ?? '', name: doctor.fullName ?? '' })),
        );
      }
      case shareSendTypes.organisation: {
        const organisation = rows.find((row) => row.organisation)?.organisation;
        if (!organisation) throw invalid();
        return valid(typed.map((to) => ({ to, name: organisation.name })));
      }
      default:
        return valid(typed.map((to) => ({ to, name: to })));
    }
  };

  /** The patient's mobile in international form, for WhatsApp; 400 patientHasNoMobile without one. */
  const whatsappNumberOf = (patient: ShareReportRow['patient'], dialCode: string) => {
    const mobile = patient.mobile?.replace(/\D/g, '') ?? '';
    if (mobile === '') throw badRequest('patientHasNoMobile');
    return `+${(patient.countryCode ?? dialCode).replace(/\D/g, '')}${mobile}`;
  };

  return {
    /**
     * `POST /api/v1/reports/share`: one report (`labReportId`) or the signed reports of some
     * bills (`billIdList`). Refusals carry the §8 texts of the mode: not allowed to share, or
     * e-mail sharing off in the lab (403 shareNotAuthorised / shareMultiNotAuthorised); nothing
     * signed (409 noSignedReportsFound); a recipient without a valid address (400
     * shareInvalidRecipient, checkPatientEmail); a due report where due reports are hidden
     * (single: 400 shareInvalidRecipient, multi: left out); a confirmation not typed (400
     * shareConfirmationMissing). WhatsApp: off in the communication settings (409
     * whatsappReportsOff), no mobile (400 patientHasNoMobile), no credits (409 noWhatsappCredits).
     */
    async share({ actor, input }: { actor: Actor; input: ShareInput }): Promise<ShareResult> {
      const mode: ShareMode = 'labReportId' in input ? 'single' : 'multi';
      // Checked here, not by the route: the single and the multi share refuse with their own texts (spec 001 §8 codes 2 and 6).
      const refusal = mode === 'single' ? 'shareNotAuthorised' : 'shareMultiNotAuthorised';
      if (!can(actor, 'reports.share') || actor.labId === null) throw forbidden(refusal);
      requirePermission(actor, 'reports.share');
      const { labId } = actor;
      const lab = await labs.getLab(labId);
      const { channel, sendType } = input;
      if (channel === 'email' && !lab.settings.reportShareViaEmail) throw forbidden(refusal);
      const communication = communicationSettingsOf(lab.settings.communication);
      if (channel === 'whatsapp') {
        if (!communication.whatsapp.sendReportPDF) throw conflict('whatsappReportsOff');
        // WhatsApp carries a link to the patient's own reports; nobody else's number is on file.
        if (sendType !== shareSendTypes.patient) throw badRequest('shareInvalidRecipient', 'sendType');
      }
      const trendsAttachment = 'attachTrendsReport' in input ? input.attachTrendsReport : 0;
      // Trends go as an attachment, which only the patient's and Other's e-mails carry.
      if (trendsAttachment !== 0 && (channel !== 'email' || !shareCarriesAttachment(sendType))) {
        throw badRequest('shareInvalidRecipient', 'attachTrendsReport');
      }

      const rows = await rowsOf(
        labId,
        'labReportId' in input ? { reportId: input.labReportId } : { billIds: input.billIdList },
      );
      const patients = new Set(rows.map((row) => row.patient.id));
      // One share speaks to one patient's recipients; bills of several patients are shared one patient at a time.
      if (patients.size > 1) throw badRequest('shareInvalidRecipient', 'billIdList');
      const signed = rows.filter((row) => isShareable(row.report));
      if (signed.length === 0) throw conflict('noSignedReportsFound');

      const print = printSettingsOf(lab.settings.print as Record<string, unknown> | undefined);
      const encryptedReport = lab.settings.encryptedReport === true;
      const isDue = (row: ShareReportRow) => row.bill.dueAmount > 0;
      const due = signed.filter(isDue);
      if (mode === 'single' && print.hideAmountDueReport && due.length > 0) {
        throw badRequest('shareInvalidRecipient');
      }
      // spec 001 §8 'Reports that are due will not be sent' when amount-due reports are hidden.
      const shared = print.hideAmountDueReport ? signed.filter((row) => !isDue(row)) : signed;
      if (shared.length === 0) throw conflict('noSignedReportsFound');
      const required = requiredConfirmations({
        sendType,
        encryptedReport,
        dueReports: due.length > 0,
        showDueReportAlert: print.showDueReportAlert,
        hideAmountDueReport: print.hideAmountDueReport,
      });
      if (!confirmationsTyped(required, typedWords(input.confirmations))) {
        throw badRequest('shareConfirmationMissing', 'confirmations');
      }

      const [first] = shared as [ShareReportRow, ...ShareReportRow[]];
      const { patient } = first;
      const bills = [...new Map(shared.map((row) => [row.bill.id, row.bill])).values()];
      const reportIds = shared.map((row) => row.report.id);
      const { language, messages: locale } = await localesOf(labId, first.bill.language);
      const encrypted = sharedPdfIsEncrypted(encryptedReport, sendType);
      const password = encrypted
        ? reportPassword(
            { dateOfBirth: patient.dateOfBirth, firstName: patient.firstName?.trim() || patient.fullName },
            first.bill.createdAt.getUTCFullYear(),
          )
        : null;
      const passwordHint = password === null ? null : patient.dateOfBirth ? 'dateOfBirth' : 'name';
      const letterhead = ('letterHeadFlag' in input ? input.letterHeadFlag : input.headerFlag) === 1;
      const texts = {
        messages: locale,
        labName: lab.name,
        patientName: patient.fullName,
        labBillIds: bills.map((bill) => bill.labBillId),
        tests: shared.map((row) => row.testName),
      };

      if (channel === 'whatsapp') {
        const to = whatsappNumberOf(patient, lab.dialCode);
        // Refused before anything is written; with a real provider `messages.send` takes the credit itself.
        if ((await whatsappCreditsOf(labId)) <= 0) throw conflict('noWhatsappCredits');
        const token = randomBytes(24).toString('base64url');
        const expiresAt = new Date(now().getTime() + reportLinkHours * 3_600_000);
        const body = shareWhatsappText({
          ...texts,
          link: `${config.publicUrl}/shared-report/${labId}.${token}`,
          expires: documentDateTime(expiresAt, lab.timeZone),
          password: passwordHint,
        });
        return db.transaction(async (tx) => {
          const link = await insertReportLink(tx, {
            labId,
            tokenHash: createHash('sha256').update(token).digest('hex'),
            billId: first.bill.id,
            reportIds,
            withLetterhead: letterhead,
            expiresAt,
            createdBy: actor.accountId || null,
          });
          const message = await messages.send({ labId, channel: 'whatsapp', to, body, actor });
          const result = { outboxMessageIds: [message.id], recipients: [to] };
          await auditEach(
            tx,
            actor,
            reportIds.map((id) => ({
              action: 'report.shared',
              entityType: reportEntity,
              entityId: id,
              after: { channel, sendType, ...result, encrypted, reportLinkId: link.id },
            })),
          );
          return shareResult({ ...result, reportIds, dueReportsLeftOut: signed.length - shared.length, encrypted });
        });
      }

      const typed = splitEmails(input.email);
      const recipients = emailRecipients(mode, sendType, shared, typed);
      const attached = shareCarriesAttachment(sendType);
      const attachments: OutgoingAttachment[] = [];
      if (attached) {
        const pdf = await reportDocuments.renderMany({
          labId,
          reportIds,
          pageBreak: 0,
          options: { letterhead, language },
        });
        const fileName = bills.length === 1 ? `report-${first.bill.labBillId}.pdf` : `reports-${patient.id}.pdf`;
        attachments.push({ filename: fileName, contentType: 'application/pdf', content: pdf });
        if (trendsAttachment !== 0) {
          // spec 001 §9 'Trends attachment: 1 compact, 2 report' as the trends' flag 0 compact, 1 full;
          // they are the patient's, whichever of their bills asks.
          const trendsPdf = await patientTrends().pdfForBill({
            labId,
            billId: first.bill.id,
            flag: trendsAttachment === 1 ? 0 : 1,
            language,
          });
          attachments.push({
            filename: `trends-${first.bill.labBillId}.pdf`,
            contentType: 'application/pdf',
            content: trendsPdf,
          });
        }
        if (password !== null) {
          for (const attachment of attachments) attachment.content = await encryptPdf(attachment.content, password);
        }
      }

      return db.transaction(async (tx) => {
        const outboxMessageIds: number[] = [];
        for (const recipient of recipients) {
          const email = shareEmail({
            ...texts,
            recipientName: recipient.name,
            comment: input.emailContent,
            attached,
            password: passwordHint,
            loginUrl: `${config.publicUrl}/login`,
          });
          const message = await messages.send({
            labId,
            channel: 'email',
            to: recipient.to,
            ...email,
            attachments,
            actor,
          });
          outboxMessageIds.push(message.id);
        }
        const result = { outboxMessageIds, recipients: recipients.map((recipient) => recipient.to) };
        await auditEach(
          tx,
          actor,
          reportIds.map((id) => ({
            action: 'report.shared',
            entityType: reportEntity,
            entityId: id,
            after: { channel, sendType, ...result, encrypted },
          })),
        );
        return shareResult({ ...result, reportIds, dueReportsLeftOut: signed.length - shared.length, encrypted });
      });
    },

    /**
     * `GET /api/v1/reports/share-options`: what the Share Report modal shows when it opens (spec
     * 001 §2): the recipients' names and addresses, how many signed reports would go and how many
     * of them are due, the lab's settings the rules read, and WhatsApp's availability and credits.
     */
    async options({
      actor,
      query,
    }: {
      actor: LabActor;
      query: z.output<typeof ShareOptionsQuery>;
    }): Promise<ShareOptions> {
      requirePermission(actor, 'reports.share');
      const { labId } = actor;
      let which: { reportId: number } | { billIds: number[] };
      if (query.labReportId !== undefined) which = { reportId: query.labReportId };
      else if (query.billIdList !== undefined) which = { billIds: query.billIdList.split(',').map(Number) };
      else throw notFound();
      const [rows, lab, whatsappCredits] = await Promise.all([
        rowsOf(labId, which),
        labs.getLab(labId),
        whatsappCreditsOf(labId),
      ]);
      const first = rows[0];
      if (!first) throw conflict('noSignedReportsFound');
      const signed = rows.filter((row) => isShareable(row.report));
      const print = printSettingsOf(lab.settings.print as Record<string, unknown> | undefined);
      const communication = communicationSettingsOf(lab.settings.communication);
      const doctor = rows.find((row) => row.doctor)?.doctor ?? null;
      const organisation = rows.find((row) => row.organisation)?.organisation ?? null;
      return {
        patient: { name: first.patient.fullName, email: first.patient.email, mobile: first.patient.mobile },
        doctor: doctor ? { name: doctor.fullName ?? '', email: doctor.email } : null,
        organisation: organisation ? { name: organisation.name ?? '', email: null } : null,
        signedReports: signed.length,
        dueReports: signed.filter((row) => row.bill.dueAmount > 0).length,
        reportShareViaEmail: lab.settings.reportShareViaEmail,
        encryptedReport: lab.settings.encryptedReport === true,
        showDueReportAlert: print.showDueReportAlert,
        hideAmountDueReport: print.hideAmountDueReport,
        patientCommunication: patientCommunicationOf(communication),
        whatsappReports: communication.whatsapp.sendReportPDF,
        whatsappCredits,
      };
    },
  };
}

/** spec 001 §8 code 1: 'Report shared to the email successfully.' */
const shareResult = (result: Omit<ShareResult, 'code' | 'messageKey' | 'message'>): ShareResult => ({
  code: 1,
  messageKey: 'reportShared',
  message: messageText('reportShared'),
  ...result,
});

export type ReportSharingService = ReturnType<typeof createReportSharingService>;
