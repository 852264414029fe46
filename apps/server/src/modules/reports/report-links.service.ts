import { createHash } from 'node:crypto';
import { ReportLinkParams, type ReportLinkSummary } from '@lims/contract';
import { isDomainError, printSettingsOf, reportPassword, sharedPdfIsEncrypted, shareSendTypes } from '@lims/domain';
import { notFound } from '../../http/errors.js';
import { encryptPdf } from '../../platform/documents/pdf-encryption.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { findReportLink, markLinkOpened, shareReportRows } from './report-sharing.queries.js';
import { initialsOf } from './report-verification.service.js';

interface ReportLinksDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  reportDocuments: Pick<ServiceRegistry['reportDocuments'], 'renderMany'>;
}

/**
 * The WhatsApp download links of shared reports (issue 13 'a time-limited download link';
 * decision 0044). The code is the lab's id and a random 192-bit token of which only the SHA-256
 * is stored: the link is found through its hash by the unique index, so no comparison of the
 * secret itself runs in this process, and a token cannot be guessed. An unknown, malformed or
 * expired code answers one and the same 404 reportLinkExpired.
 */
export function createReportLinksService({ db, now, labs, reportDocuments }: ReportLinksDeps) {
  const expired = () => notFound('reportLinkExpired');

  /** The link of a code, still open; 404 otherwise. */
  const openLink = async (code: string) => {
    const parsed = ReportLinkParams.safeParse({ code });
    if (!parsed.success) throw expired();
    const [labPart = '', token = ''] = parsed.data.code.split('.');
    const labId = Number(labPart);
    if (!Number.isSafeInteger(labId)) throw expired();
    const link = await findReportLink(db, labId, createHash('sha256').update(token).digest('hex'));
    if (!link || link.expiresAt.getTime() <= now().getTime()) throw expired();
    const lab = await labs.getLab(labId).catch((error: unknown) => {
      if (isDomainError(error) && error.code === 'not_found') throw expired();
      throw error;
    });
    const rows = await shareReportRows(db, labId, { reportIds: link.reportIds });
    if (rows.length === 0) throw expired();
    return { link, lab, rows };
  };

  return {
    /** `GET /api/v1/report-links/{code}`: the lab, the patient's initials, the tests and until when it opens. */
    async summary({ code }: { code: string }): Promise<ReportLinkSummary> {
      const { link, lab, rows } = await openLink(code);
      const [first] = rows as [(typeof rows)[number]];
      return {
        labName: lab.name,
        patientInitials: initialsOf(first.patient.fullName),
        tests: rows.map((row) => row.testName),
        expiresAt: link.expiresAt.toISOString(),
      };
    },

    /**
     * `GET /api/v1/report-links/{code}/pdf`: the shared reports as they were shared (letterhead
     * or not), password-protected as the e-mail would be in an encrypted_report lab; the first
     * opening is kept. A report amended since and not signed again is refused (409 reportNotPrintable).
     */
    async pdf({ code }: { code: string }): Promise<{ fileName: string; pdf: Buffer }> {
      const { link, lab, rows } = await openLink(code);
      const [first] = rows as [(typeof rows)[number]];
      const printSettings = printSettingsOf(lab.settings.print as Record<string, unknown> | undefined);
      let pdf = await reportDocuments.renderMany({
        labId: link.labId,
        reportIds: link.reportIds,
        pageBreak: 0,
        options: { letterhead: link.withLetterhead ?? printSettings.withLetterhead },
      });
      if (sharedPdfIsEncrypted(lab.settings.encryptedReport === true, shareSendTypes.patient)) {
        const { patient, bill } = first;
        pdf = await encryptPdf(
          pdf,
          reportPassword(
            { dateOfBirth: patient.dateOfBirth, firstName: patient.firstName?.trim() || patient.fullName },
            bill.createdAt.getUTCFullYear(),
          ),
        );
      }
      await markLinkOpened(db, link.labId, link.id, now());
      return { fileName: `report-${first.bill.labBillId}.pdf`, pdf };
    },
  };
}

export type ReportLinksService = ReturnType<typeof createReportLinksService>;
